package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.rating.Level;
import dev.sudoku.testkit.CorpusScale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The long run of {@link LogicOnlySolvesChainFreePathsTest} (tagged {@code corpus} for its cost, most of it
 * generating): seeded puzzles of every level, every chain-free SE path solved by logic only. CI makes 400 to
 * 800 puzzles of each level up to Fiendish, 120 Diabolical and 3 Extreme (14 s on a quiet two-core machine);
 * the exhaustive suite two and a half times as many, the counts CI made before (33 s).
 */
@Tag("corpus")
class LogicOnlySolvesChainFreePathsCorpusTest {
    private final ChainFreePaths paths = new ChainFreePaths();

    @ParameterizedTest(name = "{0}: {1} puzzles from seed {3} ({2} in the exhaustive suite)")
    @CsvSource({
        "EASY, 400, 1000, 131",
        "MODERATE, 400, 1000, 132",
        "DIFFICULT, 600, 1500, 133",
        "FIENDISH, 800, 2000, 134",
        "DIABOLICAL, 120, 300, 135",
        "EXTREME, 3, 3, 136"
    })
    void every_chain_free_path_is_solved_by_logic_only(Level level, int sample, int full, long seed) {
        int count = CorpusScale.count("sudoku.chainFreeCount", sample, full);
        ChainFreePaths.Tally tally = paths.check(level, seed, count);
        assertThat(tally.solvedByLogic()).isEqualTo(tally.chainFree());
    }
}
