package dev.sudoku.logic.subsets;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Houses;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.SubsetStep;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * k digits of a house that fit only in the same k cells: every other digit leaves those cells. Houses in
 * SE's order (boxes, columns, rows), digit tuples in colex order, each digit needing 2+ places.
 *
 * <p>With SE's house limit the plain variant needs more than 2k empty cells in the house (SE's rule:
 * with fewer, the complementary naked subset is smaller); without it, more than k, as HoDoKu and most
 * players search. The direct variant needs more than k and offers a step only
 * when the tuple leaves another digit with a single place outside its cells; it places that digit
 * (the first such digit) and also makes the eliminations.
 */
public final class HiddenSubsets implements Technique {
    private static final TechniqueId[] PLAIN = {
        TechniqueId.HIDDEN_PAIR, TechniqueId.HIDDEN_TRIPLE, TechniqueId.HIDDEN_QUAD
    };
    private static final TechniqueId[] DIRECT = {TechniqueId.DIRECT_HIDDEN_PAIR, TechniqueId.DIRECT_HIDDEN_TRIPLE};
    private final int degree;
    private final boolean direct;
    private final int minEmpty;

    /**
     * With SE's house limit.
     *
     * @param degree 2 to 4 (2 or 3 when direct)
     * @param direct true for SE's Direct Hidden Pair/Triple
     */
    public HiddenSubsets(int degree, boolean direct) {
        this(degree, direct, true);
    }

    /**
     * @param degree 2 to 4 (2 or 3 when direct)
     * @param direct true for SE's Direct Hidden Pair/Triple
     * @param seHouseLimit true to skip, for the plain variant, houses with 2k empty cells or fewer
     */
    public HiddenSubsets(int degree, boolean direct, boolean seHouseLimit) {
        if (degree < 2 || degree > (direct ? 3 : 4)) {
            throw new IllegalArgumentException(
                    "no hidden subset of " + degree + " digits" + (direct ? " (direct)" : ""));
        }
        this.degree = degree;
        this.direct = direct;
        this.minEmpty = direct || !seHouseLimit ? degree + 1 : 2 * degree + 1;
    }

    @Override
    public List<TechniqueId> ids() {
        return List.of(id());
    }

    private TechniqueId id() {
        return direct ? DIRECT[degree - 2] : PLAIN[degree - 2];
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
        int size = grid.size();
        long[] positions = new long[size + 1];
        int[] eligible = new int[size];
        int count = 0;
        for (int digit = 1; digit <= size; digit++) {
            positions[digit] = grid.positions(house, digit);
            int places = Masks.count(positions[digit]);
            if (places >= 2 && places <= degree) {
                eligible[count++] = digit;
            }
        }
        int[] houseCells = grid.geometry().cellsOf(house);
        return Combinations.forEach(count, degree, tuple -> {
            long slots = 0;
            long digitMask = 0;
            for (int index : tuple) {
                slots |= positions[eligible[index]];
                digitMask |= Masks.bit(eligible[index]);
            }
            if (Masks.count(slots) != degree) {
                return true;
            }
            List<Placement> placements = direct ? directPlacement(houseCells, positions, digitMask, slots) : List.of();
            if (direct && placements.isEmpty()) {
                return true;
            }
            List<Integer> cells = new ArrayList<>();
            List<Candidate> eliminations = new ArrayList<>();
            List<Highlight> highlights = new ArrayList<>();
            for (long rest = slots; rest != 0; rest &= rest - 1) {
                int cell = houseCells[Masks.firstSlot(rest)];
                cells.add(cell);
                for (long d = grid.candidates(cell); d != 0; d &= d - 1) {
                    int digit = Masks.firstDigit(d);
                    boolean inTuple = (digitMask & Masks.bit(digit)) != 0;
                    if (!inTuple) {
                        eliminations.add(new Candidate(cell, digit));
                    }
                    highlights.add(new Highlight(cell, digit, inTuple ? Role.DEFINING : Role.ELIMINATED));
                }
            }
            if (!direct && eliminations.isEmpty()) {
                return true;
            }
            placements.forEach(p -> highlights.add(new Highlight(p.cell(), p.digit(), Role.PLACED)));
            return sink.offer(new SubsetStep(
                    id(), house, SubsetParts.digits(digitMask), cells, eliminations, placements, highlights));
        });
    }

    /** The first digit outside the tuple left with one place outside the tuple's cells (having had 2+). */
    private static List<Placement> directPlacement(int[] houseCells, long[] positions, long digitMask, long slots) {
        for (int digit = 1; digit < positions.length; digit++) {
            if ((digitMask & Masks.bit(digit)) != 0 || Masks.count(positions[digit]) < 2) {
                continue;
            }
            long outside = positions[digit] & ~slots;
            if (Masks.count(outside) == 1) {
                return List.of(new Placement(houseCells[Masks.firstSlot(outside)], digit));
            }
        }
        return List.of();
    }
}
