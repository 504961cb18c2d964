package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * BUG types 1 to 4, one search as in Sudoku Explainer: analyse the whole grid ({@link BugGrave}), then
 * offer steps in SE's fixed order.
 *
 * <ul>
 *   <li>one BUG cell: type 1, the cell keeps only its BUG digits;
 *   <li>one BUG digit z: type 2, z leaves every cell seeing all BUG cells; then, with two BUG cells, type 4;
 *   <li>several BUG digits and cells seeing all BUG cells: with two BUG cells type 4 first, then type 3.
 * </ul>
 *
 * Only types 2 and 4, or 4 and 3, can come from one position, always in that order, so catalogue entries
 * per type in the order 1, 2, 4, 3 pick what SE picks.
 *
 * <p>Type 4: the two BUG cells share a house and exactly one non-BUG digit a; a fills one of them in that
 * house (its two grave places are these cells), an extra fills the other, so each loses its last digit.
 * Offered once per shared house (box, row, column), as SE does.
 *
 * <p>Cost: the analysis, O(N^3); type 3 adds the subset search of {@link BugNakedSubset}.
 */
public final class BugTypes implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.BUG_TYPE_1, TechniqueId.BUG_TYPE_2, TechniqueId.BUG_TYPE_3, TechniqueId.BUG_TYPE_4);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Optional<BugGrave> found = BugGrave.analyse(grid);
        if (found.isEmpty()) {
            return;
        }
        BugGrave grave = found.get();
        int bugCells = grave.cells().size();
        if (bugCells == 1) {
            sink.offer(typeOne(grid, grave));
        } else if (Masks.count(grave.allDigits()) == 1) {
            BugStep typeTwo = typeTwo(grid, grave);
            if ((typeTwo == null || sink.offer(typeTwo)) && bugCells == 2) {
                typeFour(grid, grave, sink);
            }
        } else if (!grave.common().isEmpty()) {
            if (bugCells == 2 && !typeFour(grid, grave, sink)) {
                return;
            }
            BugNakedSubset.find(grid, grave, sink);
        }
    }

    private static BugStep typeOne(CandidateGrid grid, BugGrave grave) {
        int cell = grave.cells().get(0);
        List<Candidate> eliminations = candidates(cell, grid.candidates(cell) & ~grave.allDigits());
        return step(TechniqueId.BUG_TYPE_1, grave, -1, List.of(), 0, eliminations, List.of());
    }

    private static BugStep typeTwo(CandidateGrid grid, BugGrave grave) {
        int z = Masks.firstDigit(grave.allDigits());
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell : grave.common()) {
            if (grid.has(cell, z)) {
                eliminations.add(new Candidate(cell, z));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        eliminations.sort(BugTypes::byCell);
        return step(TechniqueId.BUG_TYPE_2, grave, -1, List.of(), 0, eliminations, List.of());
    }

    /** Returns false when the sink asked to stop. */
    private static boolean typeFour(CandidateGrid grid, BugGrave grave, StepSink sink) {
        int first = grave.cells().get(0);
        int second = grave.cells().get(1);
        long shared = grid.candidates(first) & grid.candidates(second) & ~grave.allDigits();
        if (Masks.count(shared) != 1) {
            return true;
        }
        List<Candidate> eliminations = new ArrayList<>();
        eliminations.addAll(candidates(first, grid.candidates(first) & ~grave.digitsOf(first) & ~shared));
        eliminations.addAll(candidates(second, grid.candidates(second) & ~grave.digitsOf(second) & ~shared));
        eliminations.sort(BugTypes::byCell);
        List<Highlight> links = List.of(
                new Highlight(first, Masks.firstDigit(shared), Role.STRONG_LINK),
                new Highlight(second, Masks.firstDigit(shared), Role.STRONG_LINK));
        Geometry geometry = grid.geometry();
        for (int kind = 0; kind < 3; kind++) {
            int house = BugNakedSubset.houseOf(geometry, first, kind);
            if (house == BugNakedSubset.houseOf(geometry, second, kind)
                    && !sink.offer(step(TechniqueId.BUG_TYPE_4, grave, house, List.of(), 0, eliminations, links))) {
                return false;
            }
        }
        return true;
    }

    /** A BUG step with the extras as defining candidates and the eliminations marked. */
    static BugStep step(
            TechniqueId id,
            BugGrave grave,
            int house,
            List<Integer> subsetCells,
            long subsetDigits,
            List<Candidate> eliminations,
            List<Highlight> more) {
        List<Candidate> extras = new ArrayList<>();
        for (int cell : grave.cells()) {
            extras.addAll(candidates(cell, grave.digitsOf(cell)));
        }
        List<Highlight> highlights = new ArrayList<>();
        extras.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.DEFINING)));
        highlights.addAll(more);
        eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        List<Integer> digits = new ArrayList<>();
        for (long rest = subsetDigits; rest != 0; rest &= rest - 1) {
            digits.add(Masks.firstDigit(rest));
        }
        return new BugStep(id, extras, house, subsetCells, digits, List.of(), eliminations, highlights);
    }

    static List<Candidate> candidates(int cell, long mask) {
        List<Candidate> list = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            list.add(new Candidate(cell, Masks.firstDigit(rest)));
        }
        return list;
    }

    static int byCell(Candidate a, Candidate b) {
        return a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell()) : Integer.compare(a.digit(), b.digit());
    }
}
