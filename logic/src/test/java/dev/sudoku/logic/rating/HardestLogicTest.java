package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.testkit.Corpus;
import dev.sudoku.testkit.CorpusScale;
import dev.sudoku.testkit.Coverage;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The hardest published lists are solved by logic alone with Sudoku Explainer's techniques: seeded samples
 * of {@code forum_hardest_1905_11plus.txt} (every puzzle rated SE 11.0 or more) and {@code
 * forum_hardest_1106.txt} (SE about 10 to 11.9). Each puzzle is first checked to have one solution; then
 * the rating must finish, with nested chains at least (9.5 and up). About one puzzle in twelve of the 11+
 * list rates 10.7 to 10.9 here, a known difference in the nested levels, so the floor is not the list's.
 * Rating a puzzle of these lists takes seconds, so the samples are small; {@code sudoku bench --rate --sample} times
 * larger ones.
 *
 * <p>The samples of six are the exhaustive suite's; CI rates the first of each and, from the {@link
 * Coverage} table, the first of the six whose rating ends at each hardest technique the six end at.
 * {@code -Dsudoku.hardestCount=N} rates the first N.
 */
@Tag(Corpus.TAG)
class HardestLogicTest {

    @ParameterizedTest(name = "{0}: first {2} of {1} sampled and the coverage table''s")
    @CsvSource({"forum_hardest_1905_11plus.txt, 6, 1, 9.5", "forum_hardest_1106.txt, 6, 1, 9.0"})
    void sampled_hardest_puzzles_are_solved_by_logic_in_the_se_profile_ending_at_every_hardest_step_of_the_six(
            String file, int full, int sample, double least) {
        List<String> run = Corpus.drawn(file, full, 1106_1905L);
        Coverage coverage = Coverage.of("hardest-" + file.replace(".txt", ""));
        Rater rater = new Rater(Catalogue.se());
        // Ratings of these puzzles take seconds each: one per core.
        coverage.sample(run, CorpusScale.count("sudoku.hardestCount", sample, full)).parallelStream()
                .forEach(i -> {
                    String text = run.get(i);
                    Grid puzzle = PuzzleReader.parse(text);
                    assertThat(Solvers.create("auto")
                                    .solve(puzzle, SolveLimits.countUpTo(2))
                                    .status())
                            .as("%s has one solution", text)
                            .isEqualTo(Status.SOLVED);
                    Rating rating = rater.rate(puzzle);
                    assertThat(rating.solved()).as("%s solved by logic", text).isTrue();
                    assertThat(rating.er())
                            .as("%s rated %s", text, rating.triple())
                            .isGreaterThanOrEqualTo(least);
                    coverage.record(
                            i, text, List.of("hardest " + rating.hardest().orElseThrow()));
                });
        coverage.check();
    }
}
