package dev.sudoku.logic.fish;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * X-Wing (k = 2), Swordfish (3), Jellyfish (4): a digit whose places in k base lines lie in k cover
 * lines leaves the rest of the cover lines. Pass 1 takes columns as base lines, pass 2 rows, as SE does.
 *
 * <p>SE visits line tuples in colex order with digits inside; enumerating that directly costs C(N, k) * N
 * tuples, far too many for N = 64. Here each digit enumerates only its eligible lines (2..k places),
 * and the steps of a pass are sorted back into SE's (tuple, digit) order before they are offered.
 */
public final class BasicFish implements Technique {
    private static final TechniqueId[] IDS = {TechniqueId.X_WING, TechniqueId.SWORDFISH, TechniqueId.JELLYFISH};
    private final int degree;

    /** @param degree 2 for X-Wing, 3 for Swordfish, 4 for Jellyfish */
    public BasicFish(int degree) {
        if (degree < 2 || degree > 4) {
            throw new IllegalArgumentException("basic fish have 2 to 4 base lines, not " + degree);
        }
        this.degree = degree;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(IDS[degree - 2]);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int n = grid.size();
        for (int baseFirst : new int[] {n, 0}) {
            for (Found found : pass(grid, baseFirst, baseFirst == 0 ? n : 0)) {
                if (!sink.offer(found.step)) {
                    return;
                }
            }
        }
    }

    private record Found(long baseMask, int digit, FishStep step) {}

    private List<Found> pass(CandidateGrid grid, int baseFirst, int coverFirst) {
        int n = grid.size();
        List<Found> found = new ArrayList<>();
        for (int digit = 1; digit <= n; digit++) {
            // SE's pre-filter: enough unsolved copies of the digit left for 2k base cells.
            if (grid.placedCount(digit) + 2 * degree > n) {
                continue;
            }
            long[] positions = new long[n];
            int[] eligible = new int[n];
            int count = 0;
            for (int line = 0; line < n; line++) {
                positions[line] = grid.positions(baseFirst + line, digit);
                int places = Masks.count(positions[line]);
                if (places >= 2 && places <= degree) {
                    eligible[count++] = line;
                }
            }
            final int d = digit;
            Combinations.forEach(count, degree, tuple -> {
                long cover = 0;
                long baseMask = 0;
                for (int index : tuple) {
                    cover |= positions[eligible[index]];
                    baseMask |= 1L << eligible[index];
                }
                if (Masks.count(cover) == degree) {
                    FishStep step = build(grid, d, baseFirst, coverFirst, baseMask, cover);
                    if (step != null) {
                        found.add(new Found(baseMask, d, step));
                    }
                }
                return true;
            });
        }
        found.sort(Comparator.comparing(Found::baseMask, Long::compareUnsigned).thenComparingInt(Found::digit));
        return found;
    }

    private FishStep build(CandidateGrid grid, int digit, int baseFirst, int coverFirst, long baseMask, long cover) {
        List<Integer> bases = lines(baseFirst, baseMask);
        List<Integer> covers = lines(coverFirst, cover);
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (int coverHouse : covers) {
            int[] cells = grid.geometry().cellsOf(coverHouse);
            for (int slot = 0; slot < cells.length; slot++) {
                if (!grid.has(cells[slot], digit)) {
                    continue;
                }
                // Slot i of a column is row i and slot i of a row is column i: the crossing base line.
                boolean inBase = (baseMask & (1L << slot)) != 0;
                if (!inBase) {
                    eliminations.add(new Candidate(cells[slot], digit));
                }
                highlights.add(new Highlight(cells[slot], digit, inBase ? Role.DEFINING : Role.ELIMINATED));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        return new FishStep(IDS[degree - 2], digit, bases, covers, List.of(), eliminations, highlights);
    }

    private static List<Integer> lines(int first, long mask) {
        List<Integer> lines = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            lines.add(first + Masks.firstSlot(rest));
        }
        return lines;
    }
}
