package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import java.util.List;

/** A cell's digits as a mask (bit d-1 for digit d) turned into the candidates and highlights of a step. */
final class RuleMasks {
    private RuleMasks() {}

    /** Adds one candidate of {@code cell} per digit of {@code mask}, ascending. */
    static void addCandidates(List<Candidate> candidates, int cell, int mask) {
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            candidates.add(new Candidate(cell, Integer.numberOfTrailingZeros(rest) + 1));
        }
    }

    /** Adds one highlight of {@code cell} in {@code role} per digit of {@code mask}, ascending. */
    static void addHighlights(List<Highlight> highlights, int cell, int mask, Role role) {
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            highlights.add(new Highlight(cell, Integer.numberOfTrailingZeros(rest) + 1, role));
        }
    }
}
