package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.templates.Templates;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Every Template Set and Template Delete on random positions agrees with the known solution. A position
 * is a unique puzzle (the 9x9 fixture puzzles, and generated ones of the smaller supported shapes) whose
 * empty cells lose a random share of their wrong candidates, so the solution stays and the digits keep
 * few templates; the seed is fixed and printed in every message.
 */
class TemplatesPropertyTest {
    private static final long SEED = 20261126L;
    private static final Templates TEMPLATES = new Templates();

    @Test
    void every_template_step_on_random_positions_of_9x9_puzzles_agrees_with_the_solution() {
        SplittableRandom random = new SplittableRandom(SEED);
        List<Grid> puzzles = new ArrayList<>();
        TestPuzzles.nineByNine().forEach(line -> puzzles.add(TestPuzzles.parse(line)));
        assertSoundWithSetsAndDeletes(puzzles, 8, random);
    }

    @Test
    void every_template_step_on_random_positions_of_smaller_shapes_agrees_with_the_solution() {
        SplittableRandom random = new SplittableRandom(SEED);
        List<Grid> puzzles = new ArrayList<>();
        List<BoxShape> shapes = List.of(
                new BoxShape(2, 2),
                new BoxShape(1, 5),
                new BoxShape(2, 3),
                new BoxShape(3, 2),
                new BoxShape(1, 7),
                new BoxShape(2, 4),
                new BoxShape(4, 2));
        for (BoxShape shape : shapes) {
            for (long seed = 0; seed < 3; seed++) {
                puzzles.add(TestPuzzles.generate(shape, SEED + seed));
            }
        }
        assertSoundWithSetsAndDeletes(puzzles, 8, random);
    }

    @Test
    void on_random_positions_the_steps_are_those_of_a_naive_overlay() {
        SplittableRandom random = new SplittableRandom(SEED);
        int compared = 0;
        int withSteps = 0;
        List<BoxShape> shapes = List.of(
                new BoxShape(2, 2),
                new BoxShape(1, 5),
                new BoxShape(2, 3),
                new BoxShape(3, 2),
                new BoxShape(2, 4),
                BoxShape.CLASSIC);
        for (BoxShape shape : shapes) {
            NaiveOverlay naive = new NaiveOverlay(shape);
            int puzzles = shape.size() == 9 ? 2 : 4;
            for (long seed = 0; seed < puzzles; seed++) {
                Grid puzzle = shape.size() == 9
                        ? TestPuzzles.parse(TestPuzzles.nineByNine().get((int) seed))
                        : TestPuzzles.generate(shape, SEED + seed);
                Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
                for (int i = 0; i < 5; i++) {
                    CandidateGrid grid = randomPosition(puzzle, solution, random);
                    List<String> expected = naive.steps(grid);
                    List<String> found = new ArrayList<>();
                    TEMPLATES.find(grid, step -> found.add(NaiveOverlay.summary(step)));
                    assertThat(found)
                            .as("seed %d, %s, position %s", SEED, shape, grid.toGrid())
                            .isEqualTo(expected);
                    compared++;
                    withSteps += found.isEmpty() ? 0 : 1;
                }
            }
        }
        assertThat(withSteps)
                .as("positions with steps of %d, seed %d", compared, SEED)
                .isGreaterThan(compared / 2);
    }

    /** A position of the puzzle whose empty cells lost a random share of their wrong candidates. */
    private static CandidateGrid randomPosition(Grid puzzle, Grid solution, SplittableRandom random) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        double share = random.nextDouble();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Masks.firstDigit(rest);
                if (digit != solution.get(cell) && random.nextDouble() < share) {
                    grid.eliminate(cell, digit);
                }
            }
        }
        return grid;
    }

    /**
     * Runs the technique on {@code positions} random positions of each puzzle, checking every step against
     * the solution, and that both Template Set and Template Delete were among them.
     */
    private static void assertSoundWithSetsAndDeletes(List<Grid> puzzles, int positions, SplittableRandom random) {
        Map<TechniqueId, Integer> checked = new EnumMap<>(TechniqueId.class);
        for (Grid puzzle : puzzles) {
            Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
            for (int i = 0; i < positions; i++) {
                CandidateGrid position = randomPosition(puzzle, solution, random);
                CandidateGrid grid = position;
                TEMPLATES.find(grid, step -> {
                    SoundnessCheck.assertSound(step, solution, position, puzzle);
                    assertThat(((TemplateStep) step).templates()).isPositive();
                    checked.merge(step.technique(), 1, Integer::sum);
                    return true;
                });
            }
        }
        System.out.printf("templates on random positions, seed %d: %s%n", SEED, checked);
        assertThat(checked.getOrDefault(TechniqueId.TEMPLATE_SET, 0))
                .as("sets checked, seed %d", SEED)
                .isPositive();
        assertThat(checked.getOrDefault(TechniqueId.TEMPLATE_DELETE, 0))
                .as("deletes checked, seed %d", SEED)
                .isPositive();
    }
}
