package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.Level;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A few hundred seeded puzzles per level: every one whose SE path takes no chain is solved by the classic
 * logic-only mode with {@code se-nochains} ({@link ChainFreePaths}). Fiendish gets the most: its paths are
 * where unique rectangles and loops, BUG and aligned pair exclusion appear. Below Diabolical the paths must
 * include chain-free ones, so the check cannot pass by skipping them all (on these seeds every one is).
 * Diabolical ratings start at 6.6, where SE's paths almost all need a chain: a smaller sample checks that
 * logic-only stays sound on them. The thousands are in {@link LogicOnlySolvesChainFreePathsCorpusTest}.
 */
class LogicOnlySolvesChainFreePathsTest {
    private final ChainFreePaths paths = new ChainFreePaths();

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({"EASY, 100, 31", "MODERATE, 100, 32", "DIFFICULT, 150, 33", "FIENDISH, 300, 34"})
    void every_chain_free_path_below_diabolical_is_solved_by_logic_only(Level level, int count, long seed) {
        ChainFreePaths.Tally tally = paths.check(level, seed, count);
        assertThat(tally.chainFree()).isPositive();
        assertThat(tally.solvedByLogic()).isEqualTo(tally.chainFree());
    }

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({"DIABOLICAL, 20, 35"})
    void logic_only_stays_sound_on_diabolical_puzzles_and_solves_any_chain_free_path(
            Level level, int count, long seed) {
        ChainFreePaths.Tally tally = paths.check(level, seed, count);
        assertThat(tally.solvedByLogic()).isEqualTo(tally.chainFree());
    }
}
