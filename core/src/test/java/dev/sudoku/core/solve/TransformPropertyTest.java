package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Solving commutes with the symmetries of Sudoku: transform(solve(p)) == solve(transform(p)). */
class TransformPropertyTest {
    private static final List<Golden> CASES = Golden.load("/golden/exact-9x9.txt");
    private static final long[] SEEDS = {1L, 42L, 20261121L, 987654321L};

    static Stream<Arguments> solverAndSeed() {
        return Stream.of("band", "general", "reference")
                .flatMap(name -> java.util.Arrays.stream(SEEDS).mapToObj(seed -> Arguments.of(name, seed)));
    }

    @ParameterizedTest(name = "{0}, seed {1}")
    @MethodSource("solverAndSeed")
    void transformed_puzzles_have_the_transformed_solution_and_the_same_count(String solverName, long seed) {
        Random random = new Random(seed);
        ExactSolver solver = Solvers.create(solverName);
        for (Golden golden : CASES) {
            Transform transform = new Transform(random);
            Grid puzzle = transform.apply(golden.puzzle());

            SolveResult result = solver.solve(puzzle, SolveLimits.UNIQUENESS);

            assertThat(result.solutionCount()).as("seed %d, %s", seed, golden).isEqualTo(Math.min(golden.count(), 2));
            golden.solution().ifPresent(solution -> assertThat(result.solution())
                    .as("seed %d, %s", seed, golden)
                    .contains(transform.apply(solution)));
        }
    }
}
