package dev.sudoku.api.json;

import java.util.List;
import java.util.Objects;

/**
 * One link of a chain ({@code links} of a step object), drawn as an arrow from {@code from} to {@code to}.
 *
 * @param strong true for a strong link ("if from is false, to is true"), false for a weak one ("if from is
 *     true, to is false")
 */
public record LinkJson(Node from, Node to, boolean strong) {
    public LinkJson {
        Objects.requireNonNull(from, "from");
        Objects.requireNonNull(to, "to");
    }

    /**
     * One end of a link: a digit in one cell, or in a group of cells acting together.
     *
     * @param cells the cells, as {@code r1c1}
     * @param digit the digit, in the grid's symbols
     */
    public record Node(List<String> cells, String digit) {
        public Node {
            cells = List.copyOf(cells);
            Objects.requireNonNull(digit, "digit");
            if (cells.isEmpty()) {
                throw new IllegalArgumentException("a link's node needs a cell");
            }
        }
    }
}
