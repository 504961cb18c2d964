package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.testkit.Corpus;
import dev.sudoku.testkit.CorpusScale;
import dev.sudoku.testkit.Coverage;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The exact solvers over the public collections: every solution valid, every solver in agreement. */
@Tag(Corpus.TAG)
class CorpusSolveTest {
    private static final Geometry CLASSIC = Geometry.of(BoxShape.CLASSIC);

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"17_clue_49158.txt", "forum_hardest_1905_11plus.txt"})
    void the_band_solver_solves_every_puzzle_uniquely_with_a_valid_solution_keeping_the_givens(String file) {
        assertEverySolvedUniquely(new BandSolver(), Corpus.puzzles(file), file);
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"17_clue_49158.txt", "magictour_top1465.txt"})
    void the_general_solver_solves_every_puzzle_uniquely_with_a_valid_solution_keeping_the_givens(String file) {
        assertEverySolvedUniquely(new GeneralSolver(), Corpus.puzzles(file), file);
    }

    @Test
    void the_general_solver_solves_a_sample_of_the_hardest_puzzles() {
        assertEverySolvedUniquely(
                new GeneralSolver(), Corpus.sample("forum_hardest_1905_11plus.txt", 3000, 7L), "hardest sample");
    }

    @Test
    void every_multi_solution_benchmark_puzzle_is_reported_multiple_by_every_fast_solver() {
        List<String> puzzles = Corpus.puzzles("serg_benchmark_multisolution.txt");
        for (ExactSolver solver : List.of(new BandSolver(), new GeneralSolver())) {
            for (int i = 0; i < puzzles.size(); i++) {
                SolveResult result = solver.solve(Golden.digits(puzzles.get(i)));
                assertThat(result.status())
                        .as("%s, puzzle %d", solver.name(), i + 1)
                        .isEqualTo(Status.MULTIPLE);
                assertThat(result.solutionCount()).isEqualTo(2);
            }
        }
    }

    /**
     * The reference solver takes seconds on the hardest puzzles, so CI compares the first 50 of each seeded
     * sample of 150 and, from each collection's {@link Coverage} table, the first puzzle of each status
     * the 150 have (many solutions, for instance); the exhaustive suite compares all 150.
     */
    @ParameterizedTest(name = "{0}")
    @ValueSource(
            strings = {
                "17_clue_49158.txt",
                "magictour_top1465.txt",
                "forum_hardest_1905_11plus.txt",
                "forum_hardest_1106.txt",
                "serg_benchmark_multisolution.txt",
                "kaggle_sample70.txt"
            })
    void all_solvers_agree_on_status_and_solution_over_a_sample_meeting_every_status_of_the_collection(String file) {
        List<ExactSolver> solvers = List.of(new BandSolver(), new GeneralSolver(), new ReferenceSolver());
        List<String> run = Corpus.drawn(file, 150, 11L);
        Coverage coverage = Coverage.of("solvers-agree-" + file.replace(".txt", ""));
        for (int i : coverage.sample(run, CorpusScale.count("sudoku.agreementCount", 50, 150))) {
            String line = run.get(i);
            Grid puzzle = Golden.digits(line);
            SolveResult expected = solvers.get(0).solve(puzzle);
            coverage.record(i, line, List.of("status " + expected.status()));
            for (ExactSolver other : solvers.subList(1, solvers.size())) {
                SolveResult actual = other.solve(puzzle);
                assertThat(actual.status())
                        .as("%s on %s from %s", other.name(), line, file)
                        .isEqualTo(expected.status());
                if (expected.status() == Status.SOLVED) {
                    assertThat(actual.solution()).isEqualTo(expected.solution());
                }
            }
        }
        coverage.check();
    }

    private static void assertEverySolvedUniquely(ExactSolver solver, List<String> puzzles, String what) {
        for (int i = 0; i < puzzles.size(); i++) {
            Grid puzzle = Golden.digits(puzzles.get(i));
            SolveResult result = solver.solve(puzzle);
            assertThat(result.status())
                    .as("%s: %s puzzle %d", solver.name(), what, i + 1)
                    .isEqualTo(Status.SOLVED);
            Grid solution = result.solution().orElseThrow();
            assertThat(Conflicts.isValidSolution(CLASSIC, solution))
                    .as("%s puzzle %d", what, i + 1)
                    .isTrue();
            assertThat(solution.keepsGivensOf(puzzle))
                    .as("%s puzzle %d", what, i + 1)
                    .isTrue();
        }
    }
}
