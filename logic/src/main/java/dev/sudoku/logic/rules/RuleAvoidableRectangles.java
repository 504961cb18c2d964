package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Avoidable Rectangles on any rule set: four cells a, b, c, d around a loop, each pair of neighbours on it
 * sharing a house, none of them a given, that are deadly as a unique rectangle's corners are ({@link
 * RuleLoopTypes#deadly}: every house and cage holding a corner holds two neighbouring ones, no bar touches
 * one) and whose placed digits alternate a, b, a, b around it. Were the empty corners to take their part of
 * that pattern too, swapping a and b in the four cells would break no house, no cage sum and no mark (both
 * digits allowed in every corner) and change no given: a second solution. So a unique puzzle never
 * completes the pattern.
 *
 * <ul>
 *   <li>Type 1: three corners placed (a, b, a); the fourth cannot be b.
 *   <li>Type 2: two neighbouring corners placed (a and b); each empty corner holds its pattern digit and one
 *       more, the same z in both: one of them is z, so every cell seeing both loses z.
 * </ul>
 *
 * <p>Reads which digits are givens ({@link RuleGrid#isGiven}). Sound only for a puzzle with exactly one
 * solution whose placed digits are right: the explain, rate and hint tasks prove both first, and the
 * generator's proofs by logic leave these techniques out ({@link RuleCatalogue#withoutUniqueness}). In the
 * strict consecutive form every border ties its cells' digits, so no rectangle is tried there.
 *
 * <p>Cost: per placed cell that is not a given, its placed peers, theirs, and the fourth corner among the
 * first cell's: O(cells x peers^3), most loops ending at the second or third corner.
 */
public final class RuleAvoidableRectangles {
    private RuleAvoidableRectangles() {}

    public static RuleTechnique type1() {
        return RuleSingles.technique(
                TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1, grid -> find(grid, TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1));
    }

    public static RuleTechnique type2() {
        return RuleSingles.technique(
                TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2, grid -> find(grid, TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2));
    }

    /**
     * The first step of the type: loops from corner a (a placed cell, not a given, in cell order), then its
     * placed neighbour b among a's peers (in the rule set's peer order), c among b's peers, and d among a's.
     * Every avoidable rectangle has two placed neighbours (type 1 three placed corners, type 2 two placed
     * neighbours), so each is met from one of them; type 2's empty corners are then c and d.
     */
    private static Optional<Step> find(RuleGrid grid, TechniqueId id) {
        if (grid.rules().strictBars()) {
            return Optional.empty();
        }
        boolean typeTwo = id == TechniqueId.AVOIDABLE_RECTANGLE_TYPE_2;
        RuleIndex index = grid.index();
        for (int a = 0; a < grid.cellCount(); a++) {
            if (!placedInSolving(grid, a)) {
                continue;
            }
            for (int b : index.peers[a]) {
                if (!placedInSolving(grid, b)) {
                    continue;
                }
                for (int c : index.peers[b]) {
                    boolean open = grid.value(c) == 0;
                    if (c == a
                            || grid.isGiven(c)
                            || (typeTwo ? !open : !partOf(grid, c, grid.value(a)))
                            || index.sees(a, c)) {
                        continue;
                    }
                    for (int d : index.peers[a]) {
                        // Type 1 has one empty corner, type 2 two.
                        boolean fits = typeTwo ? grid.value(d) == 0 : open != (grid.value(d) == 0);
                        if (d == b
                                || !fits
                                || grid.isGiven(d)
                                || !partOf(grid, d, grid.value(b))
                                || !index.sees(c, d)
                                || index.sees(b, d)) {
                            continue;
                        }
                        Optional<Step> step = step(grid, new int[] {a, b, c, d}, id);
                        if (step.isPresent()) {
                            return step;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** Whether the cell holds a digit placed while solving: one the pattern may swap. */
    private static boolean placedInSolving(RuleGrid grid, int cell) {
        return grid.value(cell) != 0 && !grid.isGiven(cell);
    }

    /** Whether the cell may take the part of a corner opposite one holding {@code digit} (0: not known). */
    private static boolean partOf(RuleGrid grid, int cell, int digit) {
        return grid.value(cell) == 0 || digit == 0 || grid.value(cell) == digit;
    }

    /** The step of the type on the loop, whose first corner is placed, if it makes one. */
    private static Optional<Step> step(RuleGrid grid, int[] loop, TechniqueId id) {
        // The digit each corner takes in the pattern: corners 0 and 2 share one, 1 and 3 the other.
        int[] part = new int[2];
        List<Integer> empty = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            int value = grid.value(loop[i]);
            if (value == 0) {
                empty.add(loop[i]);
            } else if (part[i % 2] == 0) {
                part[i % 2] = value;
            } else if (part[i % 2] != value) {
                return Optional.empty();
            }
        }
        // Two empty corners facing each other leave one pattern digit unknown: no pattern to avoid.
        int wanted = id == TechniqueId.AVOIDABLE_RECTANGLE_TYPE_1 ? 1 : 2;
        if (empty.size() != wanted || part[1] == 0 || !swappable(grid, loop, part)) {
            return Optional.empty();
        }
        int x = Math.min(part[0], part[1]);
        int y = Math.max(part[0], part[1]);
        List<Candidate> eliminations = new ArrayList<>();
        if (wanted == 1) {
            int cell = empty.get(0);
            int digit = part[indexOf(loop, cell) % 2];
            if ((grid.candidates(cell) & 1 << (digit - 1)) == 0) {
                return Optional.empty();
            }
            eliminations.add(new Candidate(cell, digit));
        } else {
            int z = sharedExtra(grid, loop, part, empty.get(0), empty.get(1));
            if (z == 0) {
                return Optional.empty();
            }
            for (int cell : grid.index().peers[empty.get(0)]) {
                if (cell != empty.get(1)
                        && (grid.candidates(cell) & 1 << (z - 1)) != 0
                        && grid.index().sees(cell, empty.get(1))) {
                    eliminations.add(new Candidate(cell, z));
                }
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(
                RuleLoopTypes.build(grid, id, loop, x, y, empty, Optional.empty(), 0, List.of(), eliminations));
    }

    /**
     * The digit z both empty corners hold besides their pattern digit (and nothing else), or 0. Each must
     * also still hold its pattern digit, or it is z already.
     */
    private static int sharedExtra(RuleGrid grid, int[] loop, int[] part, int first, int second) {
        int firstDigit = 1 << (part[indexOf(loop, first) % 2] - 1);
        int secondDigit = 1 << (part[indexOf(loop, second) % 2] - 1);
        int firstExtra = grid.candidates(first) & ~firstDigit;
        int secondExtra = grid.candidates(second) & ~secondDigit;
        boolean pattern = (grid.candidates(first) & firstDigit) != 0 && (grid.candidates(second) & secondDigit) != 0;
        if (!pattern || Integer.bitCount(firstExtra) != 1 || firstExtra != secondExtra) {
            return 0;
        }
        return Integer.numberOfTrailingZeros(firstExtra) + 1;
    }

    /**
     * Whether swapping the pattern's digits harms no rule: the loop is deadly, and every corner's marks
     * allow both digits (a placed corner has no candidates left to tell).
     */
    private static boolean swappable(RuleGrid grid, int[] loop, int[] part) {
        int pair = 1 << (part[0] - 1) | 1 << (part[1] - 1);
        for (int cell : loop) {
            if ((grid.rules().allowed(cell) & pair) != pair) {
                return false;
            }
        }
        return RuleLoopTypes.deadly(grid.index(), loop);
    }

    private static int indexOf(int[] loop, int cell) {
        for (int i = 0; i < loop.length; i++) {
            if (loop[i] == cell) {
                return i;
            }
        }
        throw new IllegalArgumentException("cell " + cell + " is not on the loop");
    }
}
