package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A fixed point a smaller grid takes from its base grid's must be the one it would make itself: checked for
 * every candidate of grids that are random positions, and puzzles, less random candidates (as a chain's
 * deletions leave them: cells and houses down to one place, or none).
 */
class FixedPointBaseTest {

    @AfterEach
    void noBaseLeft() {
        FixedPointBase.begin(CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(2, 2))));
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "2,2", "2,4", "2,5"})
    void a_lent_fixed_point_is_the_one_the_smaller_grid_makes(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        List<CandidateGrid> bases = new ArrayList<>();
        for (long seed = 1; seed <= 20; seed++) {
            bases.add(RandomPositions.grid(shape, 0.3 + 0.03 * seed, new SplittableRandom(seed * 17 + cols)));
        }
        Counts counts = new Counts();
        SplittableRandom random = new SplittableRandom(rows * 31L + cols);
        for (CandidateGrid base : bases) {
            for (double rate : new double[] {0.02, 0.05, 0.1, 0.25}) {
                check(base, smaller(base, rate, random), counts);
            }
        }
        counts.assertBoth();
    }

    @Test
    void a_lent_fixed_point_is_the_one_the_smaller_grid_makes_on_puzzles() throws Exception {
        Counts counts = new Counts();
        SplittableRandom random = new SplittableRandom(5);
        for (CandidateGrid base : DynamicReachTest.puzzles(12)) {
            for (double rate : new double[] {0.02, 0.05, 0.1, 0.25}) {
                check(base, smaller(base, rate, random), counts);
            }
        }
        counts.assertBoth();
    }

    @Test
    void the_base_grid_itself_and_a_grid_with_a_candidate_more_take_nothing_from_it() {
        CandidateGrid base = RandomPositions.grid(new BoxShape(3, 3), 0.5, new SplittableRandom(9));
        Links links = LinkTables.of(base.geometry());
        FixedPointBase.begin(base);
        assertThat(lentCount(borrowing(base, links, null), base)).isZero();
        CandidateGrid wider = base.copy();
        wider.eliminate(0, Long.numberOfTrailingZeros(wider.candidates(0)) + 1);
        FixedPointBase.begin(wider);
        CandidateGrid smaller = smaller(base, 0.05, new SplittableRandom(3));
        assertThat(lentCount(borrowing(base, links, null), base)).isZero();
        assertThat(lentCount(borrowing(smaller, links, null), smaller)).isZero();
    }

    /** The smaller grid's fixed points as a dynamic filter has them: with what this thread's base lends. */
    private static FixedPoints borrowing(CandidateGrid grid, Links links, FixedPoints reusable) {
        FixedPoints points = FixedPoints.of(grid, links, reusable);
        FixedPointBase.lendTo(points, grid, links);
        return points;
    }

    /** The base grid less each candidate with probability {@code rate}, every cell keeping one. */
    private static CandidateGrid smaller(CandidateGrid base, double rate, SplittableRandom random) {
        CandidateGrid grid = base.copy();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            for (long rest = mask; rest != 0; rest &= rest - 1) {
                int digit = Long.numberOfTrailingZeros(rest) + 1;
                if (Long.bitCount(grid.candidates(cell)) > 1 && random.nextDouble() < rate) {
                    grid.eliminate(cell, digit);
                }
            }
        }
        return grid;
    }

    private static void check(CandidateGrid base, CandidateGrid smaller, Counts counts) {
        Links links = LinkTables.of(base.geometry());
        FixedPointBase.begin(base);
        FixedPoints borrowing = borrowing(smaller, links, null);
        FixedPoints own = FixedPoints.withoutBase(smaller, links);
        int size = smaller.size();
        for (int cell = 0; cell < smaller.cellCount(); cell++) {
            for (long rest = smaller.candidates(cell); rest != 0; rest &= rest - 1) {
                int candidate = cell * size + Long.numberOfTrailingZeros(rest);
                String lent = borrowing.origin(candidate);
                boolean conflicts = own.onConflicts(candidate);
                assertThat(borrowing.onConflicts(candidate))
                        .as("candidate %d (%s)", candidate, lent)
                        .isEqualTo(conflicts);
                if (!conflicts) {
                    assertThat(nodes(borrowing, candidate))
                            .as("candidate %d (%s)", candidate, lent)
                            .isEqualTo(nodes(own, candidate));
                }
                counts.count(lent);
            }
        }
    }

    private static List<String> nodes(FixedPoints reach, int candidate) {
        List<String> nodes = new ArrayList<>();
        reach.forEachNode(candidate, (node, on) -> nodes.add(node + (on ? "+" : "-")));
        return nodes;
    }

    private static int lentCount(FixedPoints reach, CandidateGrid grid) {
        int lent = 0;
        for (int candidate = 0; candidate < grid.cellCount() * grid.size(); candidate++) {
            lent += reach.origin(candidate).equals("made") ? 0 : 1;
        }
        return lent;
    }

    /**
     * How many fixed points came from the base in each way, and how many were made: the check is worth
     * something only if each occurs.
     */
    private static final class Counts {
        final Map<String, Integer> byOrigin = new TreeMap<>();

        void count(String origin) {
            byOrigin.merge(origin, 1, Integer::sum);
        }

        void assertBoth() {
            assertThat(byOrigin).as("fixed points by origin").containsOnlyKeys("conflict", "lent", "made", "seeded");
        }
    }
}
