package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.classic.ClassicLogicResult;
import dev.sudoku.logic.classic.ClassicSolver;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Cycles read on a path agree with the classic solvers' sweeps (the glossary's cycle). */
class PathCyclesTest {
    private static final long SEED = 47;

    static Stream<String> puzzles() {
        return TestPuzzles.nineByNine().stream();
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void read_on_the_classic_solvers_own_path_the_count_is_their_cycle_count(String line) {
        Grid puzzle = TestPuzzles.parse(line);
        ClassicLogicResult classic = new ClassicSolver(Catalogue.se().withoutChaining()).logic(puzzle);

        assertThat(PathCycles.count(CandidateGrid.fromPuzzle(puzzle), classic.steps()))
                .isEqualTo(classic.cycles());
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void the_singles_of_one_position_placed_in_any_order_are_one_cycle(String line) {
        CandidateGrid start = CandidateGrid.fromPuzzle(TestPuzzles.parse(line));
        List<Step> singles = singlesOf(start);
        Collections.shuffle(singles, new Random(SEED));

        int expected = singles.isEmpty() ? 0 : 1;
        assertThat(PathCycles.count(start, singles)).as("seed %d", SEED).isEqualTo(expected);
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void a_stronger_step_ends_the_cycle_and_the_next_single_opens_one(String line) {
        Grid puzzle = TestPuzzles.parse(line);
        List<Step> path = new LogicalSolver(Catalogue.se().withoutChaining())
                .solve(puzzle)
                .steps();
        int runs = 0;
        boolean inRun = false;
        for (Step step : path) {
            boolean single = step instanceof SingleStep;
            if (single && !inRun) {
                runs++;
            }
            inRun = single;
        }

        int cycles = PathCycles.count(CandidateGrid.fromPuzzle(puzzle), path);

        assertThat(cycles).isGreaterThanOrEqualTo(runs);
        assertThat(cycles).isLessThanOrEqualTo((int)
                path.stream().filter(s -> s instanceof SingleStep).count());
    }

    /** Every naked and hidden single of the position, found cell by cell and house by house. */
    private static List<Step> singlesOf(CandidateGrid grid) {
        List<Step> found = new ArrayList<>();
        boolean[] taken = new boolean[grid.cellCount()];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Long.bitCount(grid.candidates(cell)) == 1) {
                taken[cell] = true;
                found.add(new SingleStep(TechniqueId.NAKED_SINGLE, cell, Masks.firstDigit(grid.candidates(cell)), -1));
            }
        }
        for (int house = 0; house < 3 * grid.size(); house++) {
            for (int digit = 1; digit <= grid.size(); digit++) {
                long places = grid.positions(house, digit);
                if (Long.bitCount(places) == 1) {
                    int cell = grid.geometry().cellsOf(house)[Long.numberOfTrailingZeros(places)];
                    if (!taken[cell]) {
                        taken[cell] = true;
                        found.add(new SingleStep(TechniqueId.HIDDEN_SINGLE_BOX, cell, digit, house));
                    }
                }
            }
        }
        return found;
    }
}
