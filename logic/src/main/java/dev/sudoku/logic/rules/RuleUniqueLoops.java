package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Unique Loops of types 1 to 4 on any rule set: the rectangles' deadly pattern ({@link RuleLoopTypes}) on an
 * even cycle of six or more empty cells, each pair of neighbours on it sharing a house or cage, every house
 * and cage holding any of them holding one at an even place of the cycle and one at an odd. The cells
 * holding x and y alone would alternate them around the cycle, and swapping the two breaks no rule, so a
 * puzzle with one solution keeps one of the other digits the loop's cells hold. SE rates a loop of 6 cells
 * 4.6, of 8 4.7 and of 10 or more 5.0, plus type 3's set bonus; each type here takes its step from the
 * shortest loop that has one, so a loop of 10 may come before a naked quad (5.0) it ties with.
 *
 * <p>The search, as SE's: from each empty cell holding two digits, a depth-first walk through peers holding
 * both, closing when it returns to its start; cells with more digits join while the loop has fewer than
 * two, or while their other digits and those met before make one digit (type 2's shape). A house or cage
 * that already holds a cell at the same parity of the cycle ends a branch, since the loop could not be
 * deadly, which also bounds a loop by twice the number of rows. Each set of cells is kept once, shortest
 * loops first, in the order found. Sound only for a puzzle with exactly one solution, as the rectangles.
 *
 * <p>Cost: the walk's branches, pruned by the houses; O(cells x branching^length) at worst, small on the
 * positions where every easier technique has failed (few cells hold both digits of a pair).
 */
public final class RuleUniqueLoops {
    /** Below six cells a loop is a rectangle, which {@link RuleUniqueRectangles} finds. */
    private static final int SHORTEST = 6;

    private RuleUniqueLoops() {}

    public static RuleTechnique type1() {
        return technique(1, TechniqueId.UNIQUE_LOOP_TYPE_1);
    }

    public static RuleTechnique type2() {
        return technique(2, TechniqueId.UNIQUE_LOOP_TYPE_2);
    }

    public static RuleTechnique type3() {
        return technique(3, TechniqueId.UNIQUE_LOOP_TYPE_3);
    }

    public static RuleTechnique type4() {
        return technique(4, TechniqueId.UNIQUE_LOOP_TYPE_4);
    }

    private static RuleTechnique technique(int kind, TechniqueId id) {
        return RuleSingles.technique(id, grid -> {
            if (grid.rules().strictBars()) {
                return Optional.empty();
            }
            for (int[] loop : loops(grid)) {
                Optional<Step> step = RuleLoopTypes.step(grid, loop, grid.candidates(loop[0]), kind, id);
                if (step.isPresent()) {
                    return step;
                }
            }
            return Optional.empty();
        });
    }

    /** Every deadly loop of six or more cells, each set of cells once, shortest first, starting at its bivalue cell. */
    static List<int[]> loops(RuleGrid grid) {
        Walk walk = new Walk(grid);
        for (int start = 0; start < grid.cellCount(); start++) {
            int pair = grid.candidates(start);
            if (grid.value(start) == 0 && Integer.bitCount(pair) == 2 && grid.index().barredSides[start].length == 0) {
                walk.from(start, pair);
            }
        }
        walk.found.sort(Comparator.comparingInt(loop -> loop.length));
        return walk.found;
    }

    /** One depth-first walk's state: the path, and how many of its cells each house and cage holds by parity. */
    private static final class Walk {
        private final RuleGrid grid;
        private final RuleIndex index;
        private final int[] path;
        private final boolean[] onPath;
        private final int[][] housesHeld;
        private final int[][] cagesHeld;
        private final List<int[]> found = new ArrayList<>();
        private final Set<BitSet> seen = new HashSet<>();
        private int start;
        private int pair;

        Walk(RuleGrid grid) {
            this.grid = grid;
            this.index = grid.index();
            this.path = new int[grid.cellCount()];
            this.onPath = new boolean[grid.cellCount()];
            this.housesHeld = new int[2][index.houseCells.length];
            this.cagesHeld = new int[2][Math.max(1, index.cageCells.length)];
        }

        void from(int start, int pair) {
            this.start = start;
            this.pair = pair;
            enter(start, 0);
            step(1, 0, 0);
            leave(start, 0);
        }

        /** Extends the path of {@code length} cells, {@code extraCells} of them holding {@code extraDigits} too. */
        private void step(int length, int extraCells, int extraDigits) {
            int last = path[length - 1];
            for (int next : index.peers[last]) {
                if (next == start) {
                    if (length >= SHORTEST && length % 2 == 0) {
                        close(length);
                    }
                    continue;
                }
                if (onPath[next] || !RuleLoopTypes.holds(grid, next, pair) || !fits(next, length % 2)) {
                    continue;
                }
                int more = grid.candidates(next) & ~pair;
                boolean joins = more == 0 || extraCells < 2 || Integer.bitCount(extraDigits | more) == 1;
                if (!joins) {
                    continue;
                }
                enter(next, length);
                step(length + 1, extraCells + (more != 0 ? 1 : 0), extraDigits | more);
                leave(next, length);
            }
        }

        /** Whether no house or cage of the cell holds a path cell of the same parity, and no bar touches it. */
        private boolean fits(int cell, int parity) {
            if (index.barredSides[cell].length > 0) {
                return false;
            }
            for (int house : index.housesOfCell[cell]) {
                if (housesHeld[parity][house] > 0) {
                    return false;
                }
            }
            int cage = index.cageOfCell[cell];
            return cage < 0 || cagesHeld[parity][cage] == 0;
        }

        private void enter(int cell, int place) {
            path[place] = cell;
            onPath[cell] = true;
            count(cell, place % 2, 1);
        }

        private void leave(int cell, int place) {
            onPath[cell] = false;
            count(cell, place % 2, -1);
        }

        private void count(int cell, int parity, int delta) {
            for (int house : index.housesOfCell[cell]) {
                housesHeld[parity][house] += delta;
            }
            int cage = index.cageOfCell[cell];
            if (cage >= 0) {
                cagesHeld[parity][cage] += delta;
            }
        }

        /** Keeps the closed path if it is deadly and its cells were not kept before. */
        private void close(int length) {
            int[] loop = Arrays.copyOf(path, length);
            BitSet cells = new BitSet();
            for (int cell : loop) {
                cells.set(cell);
            }
            if (!seen.contains(cells) && RuleLoopTypes.deadly(index, loop)) {
                seen.add(cells);
                found.add(loop);
            }
        }
    }
}
