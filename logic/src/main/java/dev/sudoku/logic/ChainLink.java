package dev.sudoku.logic;

import java.util.Objects;

/**
 * An inference between two nodes. A strong link says "if {@code from} is false, {@code to} is true" (the
 * only two places of a digit in a house, the only two digits of a cell); a weak link says "if {@code from}
 * is true, {@code to} is false".
 */
public record ChainLink(ChainNode from, ChainNode to, boolean strong) {
    public ChainLink {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }
}
