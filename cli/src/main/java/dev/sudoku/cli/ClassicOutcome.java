package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.classic.GuessEntry;
import java.util.List;
import java.util.Optional;

/**
 * The answer of a classic mode ({@code --logic-only}, {@code --search guess|bivalue}) for one entry.
 *
 * @param status SOLVED, MULTIPLE, STUCK, NONE, UNRESOLVED, UNKNOWN or INVALID
 * @param grid the solution, or the position logic reached when STUCK; empty otherwise
 * @param candidates when STUCK, every cell's candidates (0 for filled cells); else empty
 * @param reason why the status is not SOLVED, in words; empty for SOLVED
 * @param counts the work done
 * @param trace the guess log (guessing only)
 */
record ClassicOutcome(
        String source,
        int line,
        Optional<Grid> puzzle,
        String status,
        Optional<Grid> grid,
        Optional<long[]> candidates,
        String reason,
        ClassicCounts counts,
        List<GuessEntry> trace) {}
