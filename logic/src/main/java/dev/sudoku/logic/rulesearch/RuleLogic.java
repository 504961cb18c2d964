package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.classic.LogicStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * The logic of the search modes on rule sets: the classic solvers' sweeps of singles over every house,
 * and, when a sweep finds nothing, one narrowing step by a killer cage's sum, a consecutive pair, or
 * locked candidates between two houses that share cells.
 *
 * <p><b>Sweep.</b> The hidden singles of every house (in house order), then the naked singles (in cell
 * order), all found on the position as it is when the sweep starts, are placed together; a single found
 * twice is placed once, and one whose digit is no longer possible by then is a contradiction. Placing a
 * digit removes it from the peers at once (a killer cage's other cells among them, as no digit repeats in
 * a cage). A sweep that places something is one <em>cycle</em>, as in {@link
 * dev.sudoku.logic.classic.ClassicSolver}. Cages and bars do not act on a placement by themselves: the
 * steps below narrow by them, and the contradiction check catches a placement that breaks them.
 *
 * <p><b>Steps.</b> When a sweep finds nothing, the first of these that removes something is applied, as
 * one <em>step</em> (not a cycle), and sweeping resumes:
 *
 * <ol>
 *   <li><b>Cage sum</b> (killer): the first cage, in the cage map's order, whose sum narrows one of its
 *       empty cells to the digits of the sets of distinct digits that can still make what the sum lacks
 *       ({@link RuleConstraints});
 *   <li><b>Consecutive pair</b>: the first pair of side-neighbours (by the cell above or left) where a
 *       candidate has no partner in the other cell, 1 away across a bar, more than 1 away (the strict
 *       form) without one; removed from both cells of the pair;
 *   <li><b>Locked candidates</b>: the first pair of houses (in house order) sharing two or more cells
 *       where a digit of the first house can only go in the shared cells, and the second house still has
 *       it elsewhere; it is removed there. That is pointing and claiming for rows, columns and boxes, and
 *       the same for regions, diagonals, windows and a samurai's overlapping grids.
 * </ol>
 *
 * <p>The classic profiles' stronger techniques (subsets, fish, wings ...) read the classic grid, so they
 * are not part of this logic. Every run ends at a full grid, when nothing finds anything (STUCK), or at
 * the first contradiction, checked before every sweep and step: an empty cell without candidates (cell
 * order), a digit with no place left in a house (house order), a cage whose sum can no longer be made,
 * named by its label and cells, and a pair of side-neighbours with no digits that keep their bar (or its
 * absence), named by both cells. Stateless.
 */
final class RuleLogic {
    private RuleLogic() {}

    /**
     * How a run ended and the work it did.
     *
     * @param contradiction what is impossible, naming the cell, house, cage or pair; null unless CONTRADICTION
     */
    record Run(LogicStatus status, String contradiction, int steps, int cycles) {}

    /** Runs logic on {@code position}, changed in place. */
    static Run run(RulePosition position) {
        int steps = 0;
        int cycles = 0;
        while (true) {
            SearchBudget.check();
            String contradiction = contradiction(position);
            if (contradiction != null) {
                return new Run(LogicStatus.CONTRADICTION, contradiction, steps, cycles);
            }
            if (position.isSolved()) {
                return new Run(LogicStatus.SOLVED, null, steps, cycles);
            }
            List<int[]> singles = singles(position);
            if (!singles.isEmpty()) {
                cycles++;
                for (int[] single : singles) {
                    int cell = single[0];
                    int digit = single[1];
                    if (position.value(cell) == digit) {
                        continue;
                    }
                    if (!position.has(cell, digit)) {
                        String why = "a single would place " + VariantText.symbol(digit) + " in "
                                + position.tables().rules().name(cell) + ", where it is no longer possible";
                        return new Run(LogicStatus.CONTRADICTION, why, steps, cycles);
                    }
                    position.place(cell, digit);
                    steps++;
                }
                continue;
            }
            if (!RuleConstraints.narrowCage(position)
                    && !RuleConstraints.narrowPair(position)
                    && !lockedCandidates(position)) {
                return new Run(LogicStatus.STUCK, null, steps, cycles);
            }
            steps++;
        }
    }

    /**
     * The first contradiction in cell order (an empty cell without candidates), then house order (a digit
     * with no place left), then cage and pair order ({@link RuleConstraints#contradiction}), as a sentence;
     * null when there is none. Placements are checked before they are made and the givens before the
     * search, so no digit stands twice in a house.
     */
    static String contradiction(RulePosition position) {
        RuleTables tables = position.tables();
        for (int cell = 0; cell < tables.cellCount(); cell++) {
            if (position.value(cell) == 0 && position.candidates(cell) == 0) {
                return tables.rules().name(cell) + " has no candidate left";
            }
        }
        for (int house = 0; house < tables.houseCount(); house++) {
            int covered = 0;
            for (int cell : tables.cellsOf(house)) {
                int value = position.value(cell);
                covered |= value == 0 ? position.candidates(cell) : RulePosition.bit(value);
            }
            int missing = tables.allDigits() & ~covered;
            if (missing != 0) {
                return "digit " + VariantText.symbol(Integer.numberOfTrailingZeros(missing) + 1)
                        + " has no place left in " + tables.houseName(house);
            }
        }
        return RuleConstraints.contradiction(position);
    }

    /** The singles of the position, each {cell, digit}: hidden singles house by house, then naked ones. */
    private static List<int[]> singles(RulePosition position) {
        RuleTables tables = position.tables();
        List<int[]> found = new ArrayList<>();
        for (int house = 0; house < tables.houseCount(); house++) {
            int once = 0;
            int twice = 0;
            for (int cell : tables.cellsOf(house)) {
                twice |= once & position.candidates(cell);
                once |= position.candidates(cell);
            }
            for (int hidden = once & ~twice; hidden != 0; hidden &= hidden - 1) {
                int bit = hidden & -hidden;
                for (int cell : tables.cellsOf(house)) {
                    if ((position.candidates(cell) & bit) != 0) {
                        found.add(new int[] {cell, Integer.numberOfTrailingZeros(bit) + 1});
                    }
                }
            }
        }
        for (int cell = 0; cell < tables.cellCount(); cell++) {
            int mask = position.candidates(cell);
            if (position.value(cell) == 0 && Integer.bitCount(mask) == 1) {
                found.add(new int[] {cell, Integer.numberOfTrailingZeros(mask) + 1});
            }
        }
        return found;
    }

    /** Applies the first locked candidates found; false when there are none. */
    private static boolean lockedCandidates(RulePosition position) {
        for (RuleTables.Intersection pair : position.tables().intersections()) {
            int locked =
                    union(position, pair.shared()) & ~union(position, pair.rest()) & union(position, pair.outside());
            if (locked != 0) {
                int digit = Integer.numberOfTrailingZeros(locked) + 1;
                for (int cell : pair.outside()) {
                    position.eliminate(cell, digit);
                }
                return true;
            }
        }
        return false;
    }

    private static int union(RulePosition position, int[] cells) {
        int mask = 0;
        for (int cell : cells) {
            mask |= position.candidates(cell);
        }
        return mask;
    }
}
