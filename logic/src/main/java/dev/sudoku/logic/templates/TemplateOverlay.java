package dev.sudoku.logic.templates;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.SearchBudget;
import java.util.Optional;

/**
 * Every digit's fitting templates laid over the grid, refined against each other as HoDoKu refines them:
 * a template of digit d that uses a cell every remaining template of another digit e uses cannot be
 * d's, since that cell holds e. Dropping templates can give e's remaining templates more cells in common,
 * so the refinement repeats until a pass drops nothing.
 *
 * <p>The result does not depend on the order of the passes: dropping is monotone (fewer templates of e,
 * more cells in common, more templates of d dropped), so any order that repeats until nothing changes
 * ends at the same largest sets closed under the rule, the one HoDoKu's digit-by-digit passes reach. Each
 * pass is sound on a grid with a solution: the solution's template of e is among e's remaining ones, so
 * the cells all of them use are cells of it, which the solution's template of d does not meet.
 *
 * <p>Cost: one search per digit ({@link DigitTemplates}), then O(N) words per remaining template a pass.
 */
final class TemplateOverlay {
    private final int[] counts;
    /** Per digit (index digit - 1), two words each: the cells every template uses, and some template uses. */
    private final long[] common;

    private final long[] union;

    private TemplateOverlay(int[] counts, long[] common, long[] union) {
        this.counts = counts;
        this.common = common;
        this.union = union;
    }

    /**
     * The refined templates of every digit of the position; empty when some digit has none, as on a grid
     * without solution, where nothing can be concluded.
     */
    static Optional<TemplateOverlay> of(CandidateGrid grid, TemplateShape shape) {
        int size = grid.size();
        long[][] allowed = allowedColumns(grid);
        DigitTemplates[] templates = new DigitTemplates[size];
        for (int d = 0; d < size; d++) {
            SearchBudget.check();
            templates[d] = DigitTemplates.fitting(shape, allowed[d]);
            if (templates[d].count() == 0) {
                return Optional.empty();
            }
        }
        long[] common = new long[2 * size];
        long[] pair = new long[2];
        boolean dropped = true;
        while (dropped) {
            dropped = false;
            for (int d = 0; d < size; d++) {
                templates[d].common(pair);
                common[2 * d] = pair[0];
                common[2 * d + 1] = pair[1];
            }
            for (int d = 0; d < size; d++) {
                long lo = 0;
                long hi = 0;
                for (int e = 0; e < size; e++) {
                    if (e != d) {
                        lo |= common[2 * e];
                        hi |= common[2 * e + 1];
                    }
                }
                if (templates[d].removeMeeting(lo, hi) > 0) {
                    dropped = true;
                    if (templates[d].count() == 0) {
                        return Optional.empty();
                    }
                }
            }
        }
        int[] counts = new int[size];
        long[] union = new long[2 * size];
        for (int d = 0; d < size; d++) {
            counts[d] = templates[d].count();
            templates[d].union(pair);
            union[2 * d] = pair[0];
            union[2 * d + 1] = pair[1];
        }
        return Optional.of(new TemplateOverlay(counts, common, union));
    }

    /** For each digit (index digit - 1) and row, the columns where the digit is placed or a candidate. */
    private static long[][] allowedColumns(CandidateGrid grid) {
        int size = grid.size();
        long[][] allowed = new long[size][size];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int row = cell / size;
            long column = 1L << (cell % size);
            int value = grid.value(cell);
            if (value != 0) {
                allowed[value - 1][row] |= column;
            }
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                allowed[Long.numberOfTrailingZeros(rest)][row] |= column;
            }
        }
        return allowed;
    }

    /** How many templates of the digit remain. */
    int templates(int digit) {
        return counts[digit - 1];
    }

    /** Whether every remaining template of the digit uses the cell. */
    boolean inEvery(int digit, int cell) {
        return (common[2 * (digit - 1) + (cell >>> 6)] & 1L << cell) != 0;
    }

    /** Whether some remaining template of the digit uses the cell. */
    boolean inSome(int digit, int cell) {
        return (union[2 * (digit - 1) + (cell >>> 6)] & 1L << cell) != 0;
    }
}
