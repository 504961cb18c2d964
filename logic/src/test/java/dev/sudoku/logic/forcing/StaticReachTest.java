package dev.sudoku.logic.forcing;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The reach table that lets producer 21 skip walks must answer exactly as a plain search of the chain links
 * would, built here from the rules of SE rating spec §4.2 and the grid alone: a walk it skips would have found
 * nothing, and a walk it keeps may find something.
 */
class StaticReachTest {

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"3,3,0.25", "3,3,0.45", "3,3,0.7", "2,3,0.5", "3,4,0.35", "2,2,0.6"})
    void reach_table_agrees_with_a_plain_search_of_the_links_on_random_grids(int rows, int cols, double density) {
        BoxShape shape = new BoxShape(rows, cols);
        for (long seed = 1; seed <= 40; seed++) {
            CandidateGrid grid =
                    RandomPositions.grid(shape, density, new SplittableRandom(seed * 31 + rows * 7 + cols));
            StaticLinks table = new StaticLinks(grid, LinkTables.of(grid.geometry()));
            StaticReach reach = new StaticReach(table);
            PlainLinkGraph.checkWalkFilter(reach, grid, "seed " + seed);
        }
    }

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"3,3,0.3", "3,3,0.6", "2,3,0.5", "3,4,0.4"})
    void shared_reach_of_branches_agrees_with_a_plain_search_on_random_grids(int rows, int cols, double density) {
        BoxShape shape = new BoxShape(rows, cols);
        for (long seed = 1; seed <= 30; seed++) {
            SplittableRandom random = new SplittableRandom(seed * 17 + rows * 5 + cols);
            CandidateGrid grid = RandomPositions.grid(shape, density, random);
            StaticReach reach = new StaticReach(new StaticLinks(grid, LinkTables.of(grid.geometry())), true);
            PlainLinkGraph.checkBranchFilter(reach, grid, random, 60, "seed " + seed);
        }
    }
}
