package dev.sudoku.logic.singledigit;

import dev.sudoku.logic.TechniqueId;

/**
 * 2-String Kite: a digit with exactly two places in a row and in a column, one place of each in a common
 * box (two different cells). One of the two far ends holds the digit, so cells seeing both lose it.
 *
 * <p>Cost: see {@link StrongLinkChain}.
 */
public final class TwoStringKite extends StrongLinkChain {
    public TwoStringKite() {
        super(TechniqueId.TWO_STRING_KITE, Shape.KITE);
    }
}
