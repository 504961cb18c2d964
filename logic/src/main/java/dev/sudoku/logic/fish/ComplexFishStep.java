package dev.sudoku.logic.fish;

import static dev.sudoku.logic.fish.FishBoard.BLOCK;
import static dev.sudoku.logic.fish.FishBoard.COLUMN;
import static dev.sudoku.logic.fish.FishBoard.ROW;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Classifies a fish found by {@link ComplexFishSearch} and turns it into a step. */
final class ComplexFishStep {
    private ComplexFishStep() {}

    /**
     * One fish, its cell sets as {@code long[]} bitsets over the grid's cells.
     *
     * @param bases the base houses
     * @param covers the cover houses
     * @param baseCells the digit's places in the base sets
     * @param fins the base candidates no cover set holds
     * @param endoFins the base candidates in two base sets
     * @param eliminations what the fish removes
     */
    record Shape(
            FishBoard board,
            int digit,
            int[] bases,
            int[] covers,
            long[] baseCells,
            long[] fins,
            long[] endoFins,
            long[] eliminations) {}

    /**
     * HoDoKu's classification by the kinds of houses on each side: rows against columns is basic (null
     * here); rows, with boxes or not, against columns, with boxes or not (or the transposed) is Franken;
     * anything else Mutant. A rule set's regions and windows count as boxes, its diagonals as neither.
     */
    static ComplexFish.Kind kindOf(Shape fish) {
        int base = mask(fish.bases(), fish.board());
        int cover = mask(fish.covers(), fish.board());
        if ((base == ROW && cover == COLUMN) || (base == COLUMN && cover == ROW)) {
            return null;
        }
        boolean rowsFirst = (base == ROW || base == (ROW | BLOCK)) && (cover == COLUMN || cover == (COLUMN | BLOCK));
        boolean columnsFirst = (base == COLUMN || base == (COLUMN | BLOCK)) && (cover == ROW || cover == (ROW | BLOCK));
        return rowsFirst || columnsFirst ? ComplexFish.Kind.FRANKEN : ComplexFish.Kind.MUTANT;
    }

    private static int mask(int[] houses, FishBoard board) {
        int mask = 0;
        for (int house : houses) {
            mask |= board.houseTypes()[house];
        }
        return mask;
    }

    static FishStep build(Shape fish, TechniqueId id) {
        int digit = fish.digit();
        List<Integer> fins = new ArrayList<>();
        List<Integer> endoFins = new ArrayList<>();
        List<Candidate> eliminations = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        for (int cell : cells(fish.baseCells())) {
            Role role;
            if (has(fish.eliminations(), cell)) {
                // Cannibalism: a base candidate in two cover sets.
                role = Role.ELIMINATED;
            } else if (has(fish.endoFins(), cell)) {
                role = Role.ENDO_FIN;
            } else if (has(fish.fins(), cell)) {
                role = Role.FIN;
            } else {
                role = Role.DEFINING;
            }
            highlights.add(new Highlight(cell, digit, role));
            if (role == Role.ENDO_FIN) {
                endoFins.add(cell);
            } else if (role == Role.FIN) {
                fins.add(cell);
            }
        }
        for (int cell : cells(fish.eliminations())) {
            eliminations.add(new Candidate(cell, digit));
            if (!has(fish.baseCells(), cell)) {
                highlights.add(new Highlight(cell, digit, Role.ELIMINATED));
            }
        }
        int[] covers = fish.covers().clone();
        Arrays.sort(covers);
        return new FishStep(
                id,
                digit,
                Arrays.stream(fish.bases()).sorted().boxed().toList(),
                Arrays.stream(covers).boxed().toList(),
                fins,
                endoFins,
                eliminations,
                highlights);
    }

    private static boolean has(long[] set, int cell) {
        return (set[cell >>> 6] & 1L << cell) != 0;
    }

    private static List<Integer> cells(long[] set) {
        List<Integer> cells = new ArrayList<>();
        for (int w = 0; w < set.length; w++) {
            for (long rest = set[w]; rest != 0; rest &= rest - 1) {
                cells.add((w << 6) + Long.numberOfTrailingZeros(rest));
            }
        }
        return cells;
    }
}
