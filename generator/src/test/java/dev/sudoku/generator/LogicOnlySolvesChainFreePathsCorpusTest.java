package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.Level;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The long run of {@link LogicOnlySolvesChainFreePathsTest} (tagged {@code corpus} for its cost, about
 * a minute and a half on one core, most of it generating): thousands of seeded puzzles per level, a few
 * hundred Diabolical and a few Extreme ones, every chain-free SE path solved by logic only.
 */
@Tag("corpus")
class LogicOnlySolvesChainFreePathsCorpusTest {
    private final ChainFreePaths paths = new ChainFreePaths();

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {2}")
    @CsvSource({
        "EASY, 1000, 131",
        "MODERATE, 1000, 132",
        "DIFFICULT, 1500, 133",
        "FIENDISH, 2000, 134",
        "DIABOLICAL, 300, 135",
        "EXTREME, 3, 136"
    })
    void every_chain_free_path_is_solved_by_logic_only(Level level, int count, long seed) {
        ChainFreePaths.Tally tally = paths.check(level, seed, count);
        assertThat(tally.solvedByLogic()).isEqualTo(tally.chainFree());
    }
}
