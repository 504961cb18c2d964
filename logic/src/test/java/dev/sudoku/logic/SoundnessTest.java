package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

class SoundnessTest {
    static Stream<String> puzzles() {
        return TestPuzzles.nineByNine().stream();
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void every_step_of_every_technique_on_the_solve_path_agrees_with_the_solution(String puzzle) {
        // Some of the hardest puzzles offer no step at all at the start; they still count as checked.
        assertThat(SoundnessCheck.check(TestPuzzles.parse(puzzle), TestCatalogues.seWithoutNesting()))
                .isNotNegative();
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void every_step_of_the_players_techniques_on_their_solve_path_agrees_with_the_solution(String puzzle) {
        // The players' catalogue walks its own path, so the short chains are met in other positions.
        assertThat(SoundnessCheck.check(TestPuzzles.parse(puzzle), TestCatalogues.playersWithoutNesting()))
                .isNotNegative();
    }

    static Stream<Arguments> otherSizes() {
        return Stream.of(
                Arguments.of(new BoxShape(2, 2), 41L),
                Arguments.of(new BoxShape(2, 2), 42L),
                Arguments.of(new BoxShape(2, 3), 43L),
                Arguments.of(new BoxShape(3, 2), 44L),
                Arguments.of(new BoxShape(2, 4), 45L),
                Arguments.of(new BoxShape(3, 4), 46L),
                Arguments.of(new BoxShape(4, 3), 47L));
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("otherSizes")
    void techniques_are_sound_on_generated_puzzles_of_other_box_shapes(BoxShape shape, long seed) {
        Grid puzzle = TestPuzzles.generate(shape, seed);
        assertThat(SoundnessCheck.check(puzzle, TestCatalogues.seWithoutNesting()))
                .as("seed %d: %s", seed, puzzle)
                .isPositive();
        assertThat(SoundnessCheck.check(puzzle, TestCatalogues.playersWithoutNesting()))
                .isPositive();
    }

    @ParameterizedTest
    @ValueSource(longs = {7, 8, 9})
    void generated_6x6_and_12x12_puzzles_are_solved_to_their_unique_solution(long seed) {
        for (BoxShape shape : List.of(new BoxShape(2, 3), new BoxShape(3, 4))) {
            Grid puzzle = TestPuzzles.generate(shape, seed);
            LogicalSolution solution = new LogicalSolver(TestCatalogues.seWithoutNesting()).solve(puzzle);
            Grid expected = dev.sudoku.core.solve.Solvers.create("auto")
                    .solve(puzzle)
                    .solution()
                    .orElseThrow();
            if (solution.solved()) {
                assertThat(solution.grid()).isEqualTo(expected);
            } else {
                assertThat(expected.keepsGivensOf(solution.grid()))
                        .as("stuck position agrees with the solution")
                        .isTrue();
            }
        }
    }
}
