package dev.sudoku.logic.subsets;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Houses;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.SubsetStep;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * k cells of a house whose candidates together are exactly k digits: those digits leave the house's
 * other cells. Houses in SE's order (boxes, columns, rows), cell tuples in colex order. With SE's house
 * limit a house needs at least 2k empty cells (with fewer, the complementary hidden subset is smaller and
 * found first); without it every house is searched, as HoDoKu and most players do.
 *
 * <p>Cost: C(m, k) tuples per house, m being the empty cells with 2..k candidates.
 */
public final class NakedSubsets implements Technique {
    private static final TechniqueId[] IDS = {TechniqueId.NAKED_PAIR, TechniqueId.NAKED_TRIPLE, TechniqueId.NAKED_QUAD};
    private final int degree;
    private final int minEmpty;

    /** Sudoku Explainer's search: houses with at least 2k empty cells. @param degree 2 to 4 */
    public NakedSubsets(int degree) {
        this(degree, true);
    }

    /**
     * @param degree 2 for pairs, 3 for triples, 4 for quads
     * @param seHouseLimit true to skip houses with fewer than 2k empty cells, as SE does
     */
    public NakedSubsets(int degree, boolean seHouseLimit) {
        if (degree < 2 || degree > 4) {
            throw new IllegalArgumentException("naked subsets have 2 to 4 cells, not " + degree);
        }
        this.degree = degree;
        // Without SE's limit a subset still needs one more empty cell to eliminate anything from.
        this.minEmpty = seHouseLimit ? 2 * degree : degree + 1;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(IDS[degree - 2]);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        for (int house : Houses.boxesColumnsRows(grid.size())) {
            if (grid.emptyCount(house) >= minEmpty && !scanHouse(grid, sink, house)) {
                return;
            }
        }
    }

    private boolean scanHouse(CandidateGrid grid, StepSink sink, int house) {
        int[] houseCells = grid.geometry().cellsOf(house);
        // Only cells with 2..k candidates can take part; filtering keeps the colex order of what remains.
        int[] eligible = new int[houseCells.length];
        int count = 0;
        for (int cell : houseCells) {
            int candidates = Masks.count(grid.candidates(cell));
            if (candidates >= 2 && candidates <= degree) {
                eligible[count++] = cell;
            }
        }
        final int[] pool = eligible;
        return Combinations.forEach(count, degree, tuple -> {
            long union = 0;
            for (int index : tuple) {
                union |= grid.candidates(pool[index]);
            }
            if (Masks.count(union) != degree) {
                return true;
            }
            List<Integer> cells = new ArrayList<>();
            for (int index : tuple) {
                cells.add(pool[index]);
            }
            List<Candidate> eliminations = new ArrayList<>();
            for (int cell : houseCells) {
                long removable = cells.contains(cell) ? 0 : grid.candidates(cell) & union;
                for (long rest = removable; rest != 0; rest &= rest - 1) {
                    eliminations.add(new Candidate(cell, Masks.firstDigit(rest)));
                }
            }
            if (eliminations.isEmpty()) {
                return true;
            }
            List<Highlight> highlights = new ArrayList<>();
            for (int cell : cells) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    highlights.add(new Highlight(cell, Masks.firstDigit(rest), Role.DEFINING));
                }
            }
            eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
            return sink.offer(new SubsetStep(
                    IDS[degree - 2], house, SubsetParts.digits(union), cells, eliminations, List.of(), highlights));
        });
    }
}
