package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Step;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Producer 21 finds its first hint by one search in which each walk stops once it could no longer beat the
 * best hint so far. The hint it offers first must be the first of every hint of an unbounded search in SE's
 * order, on grids with many chains and with few.
 */
class BoundedSearchTest {

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}")
    @CsvSource({"3,3,0.25", "3,3,0.4", "3,3,0.6", "2,3,0.5", "3,4,0.35"})
    void the_first_hint_offered_is_the_first_of_all_hints_in_se_order(int rows, int cols, double density) {
        BoxShape shape = new BoxShape(rows, cols);
        int withHints = 0;
        for (long seed = 1; seed <= 60; seed++) {
            CandidateGrid grid =
                    RandomPositions.grid(shape, density, new SplittableRandom(seed * 13 + rows * 3 + cols));
            List<Step> offered = FirstSteps.offered(ForcingChains.cyclesAndChains(), grid);
            HintCollector all = HintCollector.all();
            new CyclesAndChains(LinkTables.of(grid.geometry()), grid).search(all);
            List<ChainHint> sorted = all.sorted();
            String where = "seed " + seed;
            if (sorted.isEmpty()) {
                assertThat(offered).as(where).isEmpty();
                continue;
            }
            withHints++;
            ChainHint expected = sorted.get(0);
            assertThat(offered).as(where).hasSize(1);
            FirstSteps.assertIs(offered.get(0), expected, where);
        }
        assertThat(withHints).as("grids with a hint").isGreaterThan(5);
    }
}
