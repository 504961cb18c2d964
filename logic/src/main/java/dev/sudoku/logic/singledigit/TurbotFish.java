package dev.sudoku.logic.singledigit;

import dev.sudoku.logic.TechniqueId;

/**
 * Turbot Fish: the general single-digit chain strong-weak-strong (A=B-C=D) that is neither a Skyscraper
 * nor a 2-String Kite: a strong link in a box, or two parallel lines joined through a box. As in HoDoKu,
 * any of the three links may lie in a row, a column or a box.
 *
 * <p>Cost: see {@link StrongLinkChain}.
 */
public final class TurbotFish extends StrongLinkChain {
    public TurbotFish() {
        super(TechniqueId.TURBOT_FISH, Shape.TURBOT);
    }
}
