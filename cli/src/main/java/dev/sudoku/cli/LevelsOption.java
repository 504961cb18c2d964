package dev.sudoku.cli;

import dev.sudoku.api.settings.LevelBounds;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.logic.rating.LevelScale;
import picocli.CommandLine.Option;

/**
 * The {@code --levels} option of the commands that name levels ({@code rate}, {@code generate}, {@code
 * print}): where Easy to Diabolical end on the ER scale. The environment variable {@code SUDOKU_LEVELS}
 * gives the same text once for every command, so a publisher's own bands hold across a whole workflow.
 */
final class LevelsOption {
    static final String ENVIRONMENT = "SUDOKU_LEVELS";

    @Option(
            names = "--levels",
            paramLabel = "BOUNDS",
            defaultValue = "${env:" + ENVIRONMENT + "}",
            description = "Move level bounds: the highest ER of a level, e.g. fiendish=6.0,diabolical=8.5"
                    + " (default easy=1.5, moderate=2.5, difficult=4.4, fiendish=6.5, diabolical=8.9; Extreme is"
                    + " everything above). Default from the environment variable " + ENVIRONMENT + ".")
    String levels;

    /** The default scale with the given bounds moved; a usage error names what is wrong. */
    LevelScale scale() {
        if (levels == null || levels.isBlank()) {
            return LevelScale.DEFAULT;
        }
        try {
            return LevelBounds.read(levels);
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--levels (or " + ENVIRONMENT + ")"));
        }
    }
}
