package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The strong core answers from the strong links alone what the static searches ask before walking: whether
 * some candidate forces its own opposite (producer 21 searches only then) and whether branches may share a
 * node (static Multiple chains follow them only then). Both are checked against a plain search of the link
 * graph.
 */
class StrongCoreTest {

    /**
     * Producer 21 stops before any walk when no candidate forces its own opposite. The search is run in full
     * here and compared with the plain graph: it finds a hint exactly when some candidate forces its
     * opposite, and every candidate it eliminates (by a cycle or a chain) is one whose "on" implies its "off".
     */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "3,4", "2,2"})
    void producer_21_finds_something_exactly_when_a_candidate_forces_its_opposite(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        int forcing = 0;
        int quiet = 0;
        for (long seed = 1; seed <= 60; seed++) {
            CandidateGrid grid = sweptGrid(shape, seed, rows * 11 + cols);
            List<List<Integer>> graph = PlainLinkGraph.of(grid);
            int size = grid.size();
            boolean anyForced = false;
            boolean[][] fromOn = new boolean[grid.cellCount() * size][];
            for (int candidate = 0; candidate < fromOn.length; candidate++) {
                if (grid.has(candidate / size, candidate % size + 1)) {
                    fromOn[candidate] = PlainLinkGraph.reachable(graph, 2 * candidate + 1);
                    // The search starts from cells with two digits or more: a lone digit is never a root.
                    boolean root = Long.bitCount(grid.candidates(candidate / size)) > 1;
                    anyForced |= root && forcesOpposite(graph, candidate);
                }
            }
            HintCollector all = HintCollector.all();
            new CyclesAndChains(LinkTables.of(grid.geometry()), grid).search(all);
            String where = "seed " + seed;
            assertThat(all.sorted().isEmpty()).as(where).isEqualTo(!anyForced);
            for (ChainHint hint : all.sorted()) {
                for (Candidate eliminated : hint.eliminations()) {
                    int candidate = eliminated.cell() * size + eliminated.digit() - 1;
                    assertThat(fromOn[candidate][2 * candidate])
                            .as(where + " " + hint.kind() + " removes " + eliminated)
                            .isTrue();
                }
                hint.placement().ifPresent(placed -> {
                    int candidate = placed.cell() * size + placed.digit() - 1;
                    assertThat(PlainLinkGraph.reachable(graph, 2 * candidate)[2 * candidate + 1])
                            .as(where + " places " + placed)
                            .isTrue();
                });
            }
            if (anyForced) {
                forcing++;
            } else {
                quiet++;
            }
        }
        // Both answers must occur for the comparison to mean anything.
        assertThat(forcing).as("grids where a candidate forces its opposite").isPositive();
        assertThat(quiet).as("grids where none does").isPositive();
    }

    /**
     * "No" must mean that no candidate, lone digits included, implies its own opposite; "maybe" must mean
     * that one does, unless the grid has more linked candidates than the check takes.
     */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "3,4", "2,2"})
    void the_check_agrees_with_a_plain_search_of_the_links(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        int no = 0;
        int yes = 0;
        for (long seed = 61; seed <= 140; seed++) {
            CandidateGrid grid = sweptGrid(shape, seed, rows * 13 + cols);
            List<List<Integer>> graph = PlainLinkGraph.of(grid);
            int size = grid.size();
            boolean forced = false;
            for (int candidate = 0; candidate < grid.cellCount() * size; candidate++) {
                forced |= grid.has(candidate / size, candidate % size + 1) && forcesOpposite(graph, candidate);
            }
            StrongCore core = StrongCore.of(grid, LinkTables.of(grid.geometry()));
            boolean answer = core == null || core.forcesAny();
            String where = "seed " + seed;
            if (!answer) {
                assertThat(forced)
                        .as(where + ": no, but a candidate forces its opposite")
                        .isFalse();
                no++;
            } else if (core != null) {
                assertThat(forced).as(where + ": maybe, but none does").isTrue();
                yes++;
            }
        }
        assertThat(no).as("grids answered no").isPositive();
        assertThat(yes).as("grids answered yes from the links").isPositive();
    }

    /** Sparse grids force almost always, dense ones rarely: the density sweeps between them with the seed. */
    private static CandidateGrid sweptGrid(BoxShape shape, long seed, int salt) {
        double density = 0.3 + 0.65 * (seed % 12) / 11.0;
        return RandomPositions.grid(shape, density, new SplittableRandom(seed * 19 + salt));
    }

    /** Whether the candidate's "on" implies its "off", or its "off" its "on". */
    private static boolean forcesOpposite(List<List<Integer>> graph, int candidate) {
        return PlainLinkGraph.reachable(graph, 2 * candidate + 1)[2 * candidate]
                || PlainLinkGraph.reachable(graph, 2 * candidate)[2 * candidate + 1];
    }

    /**
     * Static Multiple chains follow a cell's digits or a digit's places only when the core says their reach
     * may share a node: it must answer as a plain search does, for any group of branches.
     */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "3,4", "2,2"})
    void shared_reach_agrees_with_a_plain_search(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        int cores = 0;
        int shared = 0;
        int apart = 0;
        for (long seed = 141; seed <= 200; seed++) {
            CandidateGrid grid = sweptGrid(shape, seed, rows * 7 + cols);
            StrongCore core = StrongCore.of(grid, LinkTables.of(grid.geometry()));
            if (core == null) {
                continue;
            }
            cores++;
            int sharing = PlainLinkGraph.checkBranchFilter(core, grid, new SplittableRandom(seed), 40, "seed " + seed);
            shared += sharing;
            apart += 40 - sharing;
        }
        assertThat(cores).as("grids with a core").isPositive();
        assertThat(shared).as("groups that share").isPositive();
        assertThat(apart).as("groups that do not").isPositive();
    }

    /** Producer 21 skips walks by the core's answers when the grid has one: each must match a plain search. */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "3,4", "2,2"})
    void walk_filter_agrees_with_a_plain_search(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        int cores = 0;
        for (long seed = 201; seed <= 260; seed++) {
            CandidateGrid grid = sweptGrid(shape, seed, rows * 5 + cols);
            StrongCore core = StrongCore.of(grid, LinkTables.of(grid.geometry()));
            if (core != null) {
                PlainLinkGraph.checkWalkFilter(core, grid, "seed " + seed);
                cores++;
            }
        }
        assertThat(cores).as("grids with a core").isPositive();
    }
}
