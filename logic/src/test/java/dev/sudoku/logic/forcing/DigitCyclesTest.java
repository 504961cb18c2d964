package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayDeque;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The X pass of producer 21 skips the roots {@link DigitCycles} rules out. The table must agree with a plain
 * search of one digit's links, built here from the grid alone (SE rating spec §4.2: an "on" turns the digit
 * off in every peer, an "off" turns on the other place of a house with two), and a skipped root's walk must
 * find no cycle.
 */
class DigitCyclesTest {

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"3,3,0.3", "3,3,0.5", "3,3,0.7", "2,3,0.5", "3,4,0.4", "2,2,0.6"})
    void table_agrees_with_a_plain_search_of_each_digits_links(int rows, int cols, double density) {
        BoxShape shape = new BoxShape(rows, cols);
        int onCycle = 0;
        int offCycle = 0;
        for (long seed = 1; seed <= 40; seed++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, new SplittableRandom(seed * 13 + rows + cols));
            DigitCycles cycles = new DigitCycles(grid, new StaticLinks(grid, LinkTables.of(grid.geometry())));
            for (int candidate = 0; candidate < grid.cellCount() * grid.size(); candidate++) {
                if (!grid.has(candidate / grid.size(), candidate % grid.size() + 1)) {
                    continue;
                }
                boolean expected = returnsToItself(grid, candidate / grid.size(), candidate % grid.size() + 1);
                assertThat(cycles.onCycle(candidate))
                        .as("seed %d candidate %d", seed, candidate)
                        .isEqualTo(expected);
                if (expected) {
                    onCycle++;
                } else {
                    offCycle++;
                }
            }
        }
        // Both answers occur, so the comparison is not vacuous.
        assertThat(onCycle).isPositive();
        assertThat(offCycle).isPositive();
    }

    /** On grids with a strong core, producer 21 asks the core instead: it must answer as the table does. */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "3,4", "2,2"})
    void the_strong_core_agrees_with_the_table(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        int cores = 0;
        int onCycle = 0;
        for (long seed = 1; seed <= 60; seed++) {
            double density = 0.3 + 0.65 * (seed % 12) / 11.0;
            CandidateGrid grid = RandomPositions.grid(shape, density, new SplittableRandom(seed * 37 + rows + cols));
            StrongCore core = StrongCore.of(grid, LinkTables.of(grid.geometry()));
            if (core == null) {
                continue;
            }
            cores++;
            DigitCycles cycles = new DigitCycles(grid, new StaticLinks(grid, LinkTables.of(grid.geometry())));
            for (int candidate = 0; candidate < grid.cellCount() * grid.size(); candidate++) {
                if (grid.has(candidate / grid.size(), candidate % grid.size() + 1)) {
                    assertThat(core.onDigitCycle(candidate))
                            .as("seed %d candidate %d", seed, candidate)
                            .isEqualTo(cycles.onCycle(candidate));
                    onCycle += cycles.onCycle(candidate) ? 1 : 0;
                }
            }
        }
        assertThat(cores).as("grids with a core").isPositive();
        assertThat(onCycle).as("candidates on an X-cycle").isPositive();
    }

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"3,3,0.35", "3,3,0.55", "2,3,0.5", "3,4,0.4"})
    void a_root_the_table_rules_out_closes_no_x_cycle(int rows, int cols, double density) {
        BoxShape shape = new BoxShape(rows, cols);
        int cyclesFound = 0;
        for (long seed = 1; seed <= 30; seed++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, new SplittableRandom(seed * 29 + rows + cols));
            StaticLinks table = new StaticLinks(grid, LinkTables.of(grid.geometry()));
            DigitCycles cycles = new DigitCycles(grid, table);
            CycleWalk walk = new CycleWalk(grid, table, new NodePool(grid.cellCount(), grid.size()));
            for (int candidate = 0; candidate < grid.cellCount() * grid.size(); candidate++) {
                if (!grid.has(candidate / grid.size(), candidate % grid.size() + 1)) {
                    continue;
                }
                HintCollector hints = HintCollector.all();
                walk.cycles(ChainPass.X, candidate, hints);
                if (!cycles.onCycle(candidate)) {
                    assertThat(hints.sorted())
                            .as("seed %d candidate %d", seed, candidate)
                            .isEmpty();
                }
                cyclesFound += hints.sorted().size();
            }
        }
        assertThat(cyclesFound).as("cycles found by the walks kept").isPositive();
    }

    /**
     * Whether the digit's "on" in the cell comes back to itself through steps on(a) to on(c), c another
     * cell than a, where a sees a place b of the digit whose house with c holds the digit only in b and c.
     */
    private static boolean returnsToItself(CandidateGrid grid, int start, int digit) {
        Geometry geometry = grid.geometry();
        boolean[] seen = new boolean[grid.cellCount()];
        ArrayDeque<Integer> pending = new ArrayDeque<>();
        pending.add(start);
        boolean first = true;
        while (!pending.isEmpty()) {
            int a = pending.removeFirst();
            if (!first && a == start) {
                return true;
            }
            first = false;
            for (int b : geometry.peersOf(a)) {
                if (!grid.has(b, digit)) {
                    continue;
                }
                for (int house : geometry.housesOf(b)) {
                    int other = -1;
                    int places = 0;
                    for (int cell : geometry.cellsOf(house)) {
                        if (grid.has(cell, digit)) {
                            places++;
                            other = cell == b ? other : cell;
                        }
                    }
                    if (places == 2 && other != a && !seen[other]) {
                        seen[other] = true;
                        pending.add(other);
                    }
                }
            }
        }
        return false;
    }
}
