package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.FieldSource;

/**
 * The page stays light: everything its first load can fetch (markup, styles, the scripts at the top of
 * its folder) together is under 150 KB before compression, so a phone on a slow line opens it quickly.
 * The variants' code under {@code variant/} is fetched only when a variant is chosen, and the code that adds
 * a file to the bank or reads a photo, under {@code imports/}, only when a file is chosen, and the guess tree
 * and the list of new puzzles with their PDF booklet, under {@code extras/}, only when a solve traces its
 * guesses, a puzzle is generated or the booklet is asked for, and replaying and drawing the steps of an
 * explanation or a hint and the candidate lines of a hint's or a solve's position, under {@code steps/}, with the
 * first answer, and Check, Reveal and the check that a puzzle just set has one solution, under {@code solution/}, with
 * the first of them, and stepping through an explanation, under {@code explain/}, and showing a solve's answer, under
 * {@code solve/}, with the first of each, and asking for a new puzzle or the daily puzzle, under {@code generate/}, with
 * the first click of Generate or Daily puzzle, and pausing, under {@code pause/}, with the first press of Pause,
 * and the player's statistics, under {@code stats/}, with the first solve or press of Statistics; each folder is
 * bounded on its own. A size, not a speed, so it is asserted; the time to the first board is measured in {@link PageLoadTest}.
 */
class PageWeightTest {
    // 153,395 bytes (152,404 before the Statistics button and a solve's count, 150,959 before the Pause button
    // and the stopwatch's holds for more than one reason, 149,589 before a digit placed everywhere was dimmed on
    // the pad, 149,133 before a digit placed was crossed off its peers' pencil marks, 148,830 before time with
    // another tab in front stopped the timer): some headroom, so that what a change adds to the first load is
    // seen; code needed only once a person asks for it goes to a folder fetched then, as below.
    static final long LIMIT_BYTES = 150 * 1024;
    static final Path ROOT = Path.of("src", "main", "resources", "public");

    /** A folder of the page fetched only when a person asks for what it does, with its own bound. */
    record OnDemand(String folder, String what, int limitKb) {
        Path path() {
            return ROOT.resolve(folder);
        }

        @Override
        public String toString() {
            return folder + "/ (" + what + ") under " + limitKb + " KB";
        }
    }

    static final List<OnDemand> ON_DEMAND = List.of(
            new OnDemand("variant", "the variants", 30),
            new OnDemand("imports", "adding a file to the bank, reading a photo", 10),
            new OnDemand("extras", "the guess tree, the list of new puzzles and their booklet", 14),
            new OnDemand("steps", "replaying and drawing steps", 10),
            new OnDemand("solution", "Check, Reveal and the one-solution check", 4),
            new OnDemand("explain", "stepping through an explanation", 6),
            new OnDemand("solve", "showing a solve's answer", 6),
            new OnDemand("generate", "asking the bank or the generator for a new puzzle, the daily puzzle", 8),
            new OnDemand("pause", "pausing: the board's cover and what takes no input meanwhile", 2),
            new OnDemand(
                    "stats",
                    "the player's statistics: counting a solve and a daily puzzle's day, the dialog, clearing them,"
                            + " a copy saved and restored",
                    18));

    @Test
    void the_files_of_the_first_load_weigh_less_than_150_kb_together() throws IOException {
        long total = weight(ROOT);
        for (OnDemand folder : ON_DEMAND) {
            total -= weight(folder.path());
        }
        assertThat(total)
                .as(
                        "bytes under %s but %s",
                        ROOT, ON_DEMAND.stream().map(OnDemand::folder).toList())
                .isPositive()
                .isLessThan(LIMIT_BYTES);
    }

    @ParameterizedTest(name = "{0}")
    @FieldSource("ON_DEMAND")
    void each_folder_loaded_on_demand_weighs_less_than_its_bound(OnDemand folder) throws IOException {
        assertThat(weight(folder.path()))
                .as("bytes under %s", folder.path())
                .isPositive()
                .isLessThan(folder.limitKb() * 1024L);
    }

    private static long weight(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(PageWeightTest::size)
                    .sum();
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
