package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A value an option does not take is one sentence naming the option, what it takes and the value, {@code
 * --threads must be from 1 to 1024, not 0}, the same for an option every command shares, and no words of a
 * library or of Java (a Duration's {@code PT0S}, a driver's {@code [SQLITE_CANTOPEN]}).
 */
class OptionWordingTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String BOX_SHAPES =
            "must be RxC, boxes of R rows and C columns with R*C from 4 to 64 (2x3, 3x3), not ";

    @TempDir
    Path dir;

    @ParameterizedTest
    @CsvSource(
            delimiter = '|',
            value = {
                "generate --count 0|--count must be at least 1, not 0",
                "bank fill --level easy --count -1|--count must be at least 1, not -1",
                "generate --seed -1|--seed must be a whole number from 0 to 9007199254740991, not -1",
                "generate --time-limit 0|--time-limit must be a positive number of seconds up to 1000000, not 0",
                "generate --time-limit 2e6|--time-limit must be a positive number of seconds up to 1000000, not 2000000",
                "generate --time-limit 1e-20|--time-limit must be a positive number of seconds up to 1000000, not 1.0E-20",
                "generate --size 0|--size must be a side from 4 to 64, not 0",
                "bank fill --level easy --size 100|--size must be a side from 4 to 64, not 100",
                "bank export --size 3|--size must be a side from 4 to 64, not 3",
                "solve --search bivalue --depth 9|--depth must be from 1 to 8, not 9",
                "solve --search guess --max-guesses 0|--max-guesses must be at least 1, not 0",
                "solve --threads 0|--threads must be from 1 to 1024, not 0",
                "solve --threads 1025|--threads must be from 1 to 1024, not 1025"
            })
    void a_value_outside_an_options_range_names_the_option_the_range_and_the_value(String args, String error) {
        CommandRun run = run(args.startsWith("solve") ? args + " " + PUZZLE : args);

        assertThat(run.exitCode()).as(args).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).as(args).isEqualTo("sudoku: " + error + "\n");
        assertThat(run.out()).isEmpty();
    }

    /**
     * A thread count past 2^29 made the window of {@code 4 * threads} chunks in flight overflow: the runs
     * waited for ever (or generate failed inside), so the bound is checked before any work starts.
     */
    @Test
    @Timeout(120)
    void a_thread_count_past_the_bound_is_refused_in_one_sentence_by_every_command_that_takes_one() throws Exception {
        String past = String.valueOf(1 << 29);
        Path puzzles = Files.writeString(dir.resolve("one.txt"), PUZZLE + "\n");
        for (String args : List.of(
                "solve --threads " + past + " " + PUZZLE,
                "rate --threads " + past + " " + PUZZLE,
                "explain --threads " + past + " " + PUZZLE,
                "hint --threads " + past + " " + PUZZLE,
                "validate --threads " + past + " " + PUZZLE,
                "print --threads " + past + " -o " + dir.resolve("out.pdf") + " " + PUZZLE,
                "generate --size 4 --count 2 --threads " + past,
                "bank import --threads " + past + " " + PUZZLE,
                "bank fill --level easy --size 4 --count 2 --threads " + past,
                "count --box 2x2 --threads " + past,
                "bench --solver band --warmup 0 --runs 1 --threads " + past,
                "batch rate --threads " + past + " " + puzzles + " " + dir.resolve("rated.jsonl"))) {
            CommandRun run = run(args);

            assertThat(run.exitCode()).as(args).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).as(args).isEqualTo("sudoku: --threads must be from 1 to 1024, not " + past + "\n");
        }
    }

    @Test
    void a_box_shape_that_is_none_is_refused_in_one_sentence_by_every_command_that_takes_one() {
        for (String args : List.of(
                "solve --box 2x " + PUZZLE,
                "rate --box 9x9 " + PUZZLE,
                "generate --box 2x",
                "generate --box 0x0",
                "bank fill --level easy --box 1x1",
                "count --box 2x")) {
            CommandRun run = run(args);
            String value = args.replaceAll(".*--box (\\S+).*", "$1");

            assertThat(run.exitCode()).as(args).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).as(args).isEqualTo("sudoku: --box " + BOX_SHAPES + "'" + value + "'\n");
        }
    }

    @Test
    void a_directory_given_as_the_bank_is_a_usage_error_naming_it() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("shelf"));

        CommandRun run = CommandRun.of("bank", "--db", folder.toString(), "stats");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("sudoku: --db: " + folder + " is a directory, not a bank file\n");
    }

    @Test
    void a_directory_among_the_photos_is_named_in_its_own_entry_and_the_photos_after_it_are_read() throws Exception {
        Path folder = Files.createDirectory(dir.resolve("photos"));
        Path text = Files.writeString(dir.resolve("note.txt"), PUZZLE + "\n");

        CommandRun run = CommandRun.of("import", folder.toString(), text.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.lines())
                .containsExactly(
                        "INVALID: " + folder + ": it is a directory",
                        "INVALID: " + text + ": not an image (no JPEG, PNG, GIF or BMP header)");
    }

    @Test
    void a_directory_named_as_the_region_map_is_refused_as_a_directory_not_read_as_a_map() {
        // The build's own folder, named as a user names a folder beside them: letters alone, like a map.
        assertThat(Files.isDirectory(Path.of("target"))).isTrue();

        CommandRun run = CommandRun.of("count", "--regions", "target");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err())
                .isEqualTo(
                        "sudoku: --regions: cannot read 'target': it is a directory; a map is written with letters or"
                                + " digits, one per cell\n");
    }

    @Test
    void a_region_map_file_that_is_not_text_is_refused_in_words_naming_where() throws Exception {
        Path binary = Files.write(dir.resolve("map.bin"), new byte[] {(byte) 0xC3, 'a', 'a', 'b', (byte) 0xFF});

        CommandRun run = CommandRun.of("count", "--regions", binary.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).startsWith("sudoku: --regions: ").doesNotContain("Input length", "Exception");
    }

    @Test
    void a_batch_level_that_is_no_level_nor_band_says_what_it_may_be() {
        String output = dir.resolve("made.jsonl").toString();
        for (String level : List.of("x", "25..1")) {
            CommandRun run = CommandRun.of("batch", "generate", output, "--level", level);

            assertThat(run.exitCode()).as(level).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err())
                    .as(level)
                    .isEqualTo("sudoku: --level must be easy, moderate, difficult, fiendish, diabolical or extreme,"
                            + " or an ER band from 1.0 to 20.0, low end first (6.0..7.5), or one ER (7.1), not '"
                            + level + "'\n");
        }
        assertThat(Files.exists(Path.of(output))).isFalse();
    }

    /** Runs in a folder's bank, so a bank command never touches the user's. */
    private CommandRun run(String args) {
        String[] words = args.split(" ");
        if (words[0].equals("bank")) {
            String[] withBank = new String[words.length + 2];
            withBank[0] = "bank";
            withBank[1] = "--db";
            withBank[2] = dir.resolve("bank.db").toString();
            System.arraycopy(words, 1, withBank, 3, words.length - 1);
            return CommandRun.of(withBank);
        }
        return CommandRun.of(words);
    }
}
