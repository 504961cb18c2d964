package dev.sudoku.logic.singledigit;

import dev.sudoku.logic.TechniqueId;

/**
 * Skyscraper: a digit with exactly two places in each of two rows (or columns), one place of each in a
 * common column (row), the base. One of the other two places, the tops, holds the digit, so cells seeing
 * both tops lose it. When the tops are aligned too the pattern is an X-Wing and is left to the fish.
 *
 * <p>Players' notation: {@code Skyscraper: (1)r1c6=(1)r5c6-(1)r5c9=(1)r3c9 => r1c7,r1c8,r3c4,r3c5<>1}.
 * Cost: see {@link StrongLinkChain}.
 */
public final class Skyscraper extends StrongLinkChain {
    public Skyscraper() {
        super(TechniqueId.SKYSCRAPER, Shape.SKYSCRAPER);
    }
}
