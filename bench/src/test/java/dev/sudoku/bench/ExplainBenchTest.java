package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import java.util.List;
import org.junit.jupiter.api.Test;

class ExplainBenchTest {
    private static final Grid EASY =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    /** SE rating spec worked example C. */
    private static final Grid SECOND =
            PuzzleReader.parse("...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.");

    @Test
    void a_row_counts_the_steps_of_the_paths_and_times_every_puzzle() {
        List<Grid> puzzles = List.of(EASY, SECOND);
        ExplainRow row = new ExplainBench(0, 1).run(new Dataset("tiny", puzzles, 0), "players", Catalogue.players());

        long steps = 0;
        for (Grid puzzle : puzzles) {
            steps += new Explainer(Catalogue.players())
                    .explain(puzzle)
                    .solution()
                    .orElseThrow()
                    .steps()
                    .size();
        }
        assertThat(row.puzzles()).isEqualTo(2);
        assertThat(row.stepsPerPuzzle()).isEqualTo(steps / 2.0);
        assertThat(row.medianSeconds()).isPositive().isLessThanOrEqualTo(row.maxSeconds());
        assertThat(row.medianWallSeconds()).isPositive().isLessThanOrEqualTo(row.maxWallSeconds());
        assertThat(row.slowestStepSeconds()).isPositive().isLessThanOrEqualTo(row.maxSeconds());
        assertThat(row.maxHintSeconds()).isPositive();
        assertThat(row.steps()).isEqualTo(steps);
    }

    @Test
    void the_steps_as_slow_as_a_hint_may_be_are_counted_against_the_threshold() {
        Dataset tiny = new Dataset("tiny", List.of(EASY, SECOND), 0);

        ExplainRow everyStep = new ExplainBench(0, 1, 0).run(tiny, "players", Catalogue.players());
        ExplainRow none = new ExplainBench(0, 1, 1e9).run(tiny, "players", Catalogue.players());

        assertThat(everyStep.slowSteps()).isEqualTo(everyStep.steps()).isPositive();
        assertThat(none.slowSteps()).isZero();
    }

    @Test
    void with_helpers_the_paths_are_the_same_and_the_row_says_how_many_helped() {
        Dataset tiny = new Dataset("tiny", List.of(EASY, SECOND), 0);

        ExplainRow alone = new ExplainBench(0, 1).run(tiny, "players", Catalogue.players());
        ExplainRow helped = new ExplainBench(0, 1).withHelpers(1).run(tiny, "players", Catalogue.players());

        assertThat(alone.helpers()).isZero();
        assertThat(helped.helpers()).isEqualTo(1);
        assertThat(helped.steps()).isEqualTo(alone.steps());
        assertThat(helped.slowestStepSeconds()).isPositive().isLessThanOrEqualTo(helped.maxWallSeconds());
        assertThat(helped.maxHintSeconds()).isPositive();
    }

    @Test
    void the_table_gives_seconds_with_a_point_hints_in_milliseconds_and_the_reference() {
        String table = ExplainTable.format(List.of(new ExplainRow(
                "set (1 in 37)",
                "players",
                8,
                120.5,
                1,
                1.25,
                4.5,
                1.5,
                5.25,
                0.75,
                3,
                0.0125,
                new ExplainRow.Slowest(223, 38, 41, 75))));

        assertThat(table)
                .contains("| set (1 in 37) | players |")
                .contains("120.5")
                .contains("1.250")
                .contains("4.500");
        assertThat(table).contains(" 12.5 |").contains("median 12.8 s");
        assertThat(table).contains(" 3 of 964 |").containsPattern("\\| +120\\.5 \\| +1 \\|");
        assertThat(table).doesNotContain("1,250");
        assertThat(table).contains("| line 223; step 41 of line 38; hint of line 75 |");
    }

    @Test
    void the_slowest_puzzle_step_and_hint_are_named_by_their_lines_in_the_file() {
        Dataset tiny = new Dataset("tiny", List.of(EASY, SECOND), 0, List.of(40, 77));

        ExplainRow.Slowest slowest =
                new ExplainBench(0, 1).run(tiny, "players", Catalogue.players()).slowest();

        assertThat(slowest.puzzleLine()).isIn(40, 77);
        assertThat(slowest.hintLine()).isIn(40, 77);
        assertThat(slowest.stepLine()).isIn(40, 77);
        Grid stepPuzzle = slowest.stepLine() == 40 ? EASY : SECOND;
        assertThat(slowest.step()).isBetween(1, pathLength(stepPuzzle));
    }

    @Test
    void one_puzzle_is_the_slowest_at_everything_and_its_step_is_on_its_path() {
        Dataset one = new Dataset("one", List.of(SECOND), 0, List.of(9));

        ExplainRow.Slowest slowest =
                new ExplainBench(0, 2).run(one, "players", Catalogue.players()).slowest();

        assertThat(List.of(slowest.puzzleLine(), slowest.stepLine(), slowest.hintLine()))
                .containsOnly(9);
        assertThat(slowest.step()).isBetween(1, pathLength(SECOND));
    }

    @Test
    void a_dataset_needs_one_line_per_puzzle() {
        assertThatThrownBy(() -> new Dataset("tiny", List.of(EASY, SECOND), 0, List.of(3)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 lines for 2 puzzles");
        assertThat(new Dataset("tiny", List.of(EASY, SECOND), 0).lines()).containsExactly(1, 2);
    }

    private static int pathLength(Grid puzzle) {
        return new Explainer(Catalogue.players())
                .explain(puzzle)
                .solution()
                .orElseThrow()
                .steps()
                .size();
    }
}
