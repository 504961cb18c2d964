package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Repair as a property: a reading whose first guesses are wrong in a few cells, with the right value as a
 * less probable guess there, comes back as the puzzle itself, naming exactly the cells changed, unless the
 * misreading is itself a proper puzzle (then it is kept: one solution is all repair can check).
 */
class RepairerTest {
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void misread_cells_with_the_truth_among_their_guesses_are_repaired(long seed) {
        Random random = new Random(seed);
        Grid puzzle = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed))
                .generate(0)
                .puzzle();
        int misread = 1 + random.nextInt(2);
        List<Integer> givens = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            if (puzzle.get(cell) != 0) {
                givens.add(cell);
            }
        }
        java.util.Collections.shuffle(givens, random);
        List<Integer> wrongCells = givens.subList(0, misread);
        List<List<Guess>> guesses = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            int truth = puzzle.get(cell);
            if (wrongCells.contains(cell)) {
                int wrong = truth % 9 + 1;
                guesses.add(List.of(new Guess(wrong, 0.6), new Guess(truth, 0.35), new Guess(0, 0.05)));
            } else {
                guesses.add(List.of(new Guess(truth, 0.97), new Guess(truth == 0 ? 1 : 0, 0.03)));
            }
        }
        int[] firstGuesses = guesses.stream().mapToInt(g -> g.get(0).digit()).toArray();
        boolean misreadIsAPuzzle = Solvers.create("auto")
                        .solve(Grid.of(BoxShape.CLASSIC, firstGuesses))
                        .status()
                == Status.SOLVED;
        Repairer.Result result = new Repairer(Solvers.create("auto")).repair(BoxShape.CLASSIC, guesses);
        assertThat(result.verdict().status()).isEqualTo(Status.SOLVED);
        if (misreadIsAPuzzle) {
            // Two misreads can make another proper puzzle: nothing tells the solver it is not the one printed.
            assertThat(result.repairs()).isEmpty();
            assertThat(result.values()).containsExactly(firstGuesses);
            return;
        }
        assertThat(Grid.of(BoxShape.CLASSIC, result.values())).isEqualTo(puzzle);
        assertThat(result.repairs()).extracting(Repair::cell).containsExactlyInAnyOrderElementsOf(wrongCells);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {11, 12, 13})
    void a_reading_with_one_solution_is_left_alone(long seed) {
        Grid puzzle = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed))
                .generate(0)
                .puzzle();
        List<List<Guess>> guesses = new ArrayList<>();
        for (int cell = 0; cell < 81; cell++) {
            guesses.add(List.of(new Guess(puzzle.get(cell), 0.5), new Guess(puzzle.get(cell) % 9 + 1, 0.49)));
        }
        Repairer.Result result = new Repairer(Solvers.create("auto")).repair(BoxShape.CLASSIC, guesses);
        assertThat(result.repairs()).isEmpty();
        assertThat(Grid.of(BoxShape.CLASSIC, result.values())).isEqualTo(puzzle);
    }
}
