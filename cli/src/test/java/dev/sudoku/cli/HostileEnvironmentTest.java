package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every command that reads puzzles, run as a real process against what users' machines do to it: a closed
 * standard input, a full disk, directories and missing files among the arguments, links, pipes, huge
 * lines, binary files, a byte-order mark, CRLF line ends. Each case checks the message, the exit code,
 * and that every readable entry got exactly one output, in order.
 */
class HostileEnvironmentTest {
    private static final List<String> GOOD = List.of(
            "3..16..9.479..2.............6.3.....1.......77..9.18.364..9.........872...2.....5",
            "...8.1.5.2...6.71...4.936.87.....1.9.2.98.........64.2.47..8..15...7....38.......",
            "2...1..8...3....2.....29..68.....47...2.7.5.9..5..18......3714.6.....2.3..154..9.");

    @TempDir
    static Path dir;

    private static Shell shell;

    @BeforeAll
    static void files() throws Exception {
        shell = new Shell(dir);
        shell.file("good.txt", String.join("\n", GOOD) + "\n");
        Files.createDirectory(dir.resolve("somedir"));
        Files.createSymbolicLink(dir.resolve("link.txt"), Path.of("good.txt"));
        Files.createSymbolicLink(dir.resolve("dangling.txt"), Path.of("gone.txt"));
        shell.file("bom.txt", "\uFEFF" + String.join("\n", GOOD) + "\n");
        shell.file("crlf.txt", String.join("\r\n", GOOD) + "\r\n");
        shell.file("huge.txt", GOOD.get(0) + "\n" + "1".repeat(2_000_000) + "\n" + GOOD.get(1) + "\n");
        byte[] binary = new byte[20_000];
        new Random(7).nextBytes(binary);
        binary[3] = 0;
        shell.file("binary.bin", binary);
    }

    private static List<JsonNode> records(Shell.Result result) {
        List<JsonNode> records = new ArrayList<>();
        for (String line : result.lines()) {
            try {
                records.add(Json.MAPPER.readTree(line));
            } catch (Exception e) {
                throw new AssertionError("not JSON: " + line + "\nstderr: " + result.err());
            }
        }
        return records;
    }

    /** The status and source of each output, in order. */
    private static List<String> outcomes(Shell.Result result) {
        return records(result).stream()
                .map(r -> r.get("file").asText() + ":" + r.get("status").asText())
                .toList();
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate"})
    void a_closed_standard_input_is_said_to_be_closed_and_not_read(String command) {
        Shell.Result result = shell.run("./sudoku " + command + " --format json <&-");

        assertThat(outcomes(result)).containsExactly("-:INVALID");
        assertThat(records(result).get(0).get("error").asText()).isEqualTo("standard input is closed");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "rate", "solve --variant jigsaw"})
    void a_directory_as_standard_input_is_named_standard_input_as_a_file_is_named_by_its_name(String command) {
        Shell.Result result = shell.run("./sudoku " + command + " --format json < .");

        assertThat(outcomes(result)).containsExactly("-:INVALID");
        assertThat(records(result).get(0).get("error").asText())
                .isEqualTo("cannot read standard input: it is a directory");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    static Stream<Arguments> standardInputRefusals() {
        return Stream.of(
                Arguments.of(
                        "./sudoku batch solve - earlier.jsonl --no-progress < .",
                        "sudoku: cannot read standard input: it is a directory",
                        1),
                Arguments.of(
                        "./sudoku batch solve - out.jsonl --no-progress <&-", "sudoku: standard input is closed", 2),
                Arguments.of(
                        "./sudoku hint --position - < .",
                        "sudoku: --position: cannot read standard input: it is a directory",
                        2),
                Arguments.of(
                        "./sudoku print -o out.pdf < .",
                        "sudoku: cannot read standard input: it is a directory; left out\n"
                                + "sudoku: no puzzle to print (every entry was left out); out.pdf was not written",
                        1),
                Arguments.of(
                        "./sudoku print -o out.pdf somedir good.txt",
                        "sudoku: cannot read 'somedir': it is a directory; left out",
                        1),
                Arguments.of(
                        "./sudoku print --variant x -o out.pdf somedir",
                        "sudoku: cannot read 'somedir': it is a directory; left out\n"
                                + "sudoku: no puzzle to print (every entry was left out); out.pdf was not written",
                        1));
    }

    @ParameterizedTest
    @MethodSource("standardInputRefusals")
    void an_input_that_cannot_be_read_is_named_once_and_standard_input_in_words(
            String script, String message, int exitCode) throws Exception {
        Files.writeString(dir.resolve("earlier.jsonl"), "an earlier run's output\n");
        Shell.Result result = shell.run(script);

        assertThat(result.err()).isEqualTo(message + "\n");
        assertThat(result.exitCode()).isEqualTo(exitCode);
        assertThat(Files.readString(dir.resolve("earlier.jsonl"))).isEqualTo("an earlier run's output\n");
    }

    @Test
    void a_photo_from_standard_input_is_named_in_words_in_the_line_format_as_in_the_grid_header() {
        Shell.Result line = shell.run("./sudoku import - < good.txt");
        Shell.Result grid = shell.run("./sudoku import --format grid - < good.txt");

        assertThat(line.out()).isEqualTo("INVALID: standard input: not an image (no JPEG, PNG, GIF or BMP header)\n");
        assertThat(grid.out()).startsWith("# standard input: INVALID: not an image");
        assertThat(line.exitCode()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "solve -", "rate", "validate", "solve --variant x"})
    void an_empty_standard_input_is_noted_in_the_same_words_by_every_command(String command) {
        Shell.Result result = shell.run("./sudoku " + command + " < /dev/null");

        assertThat(result.err()).isEqualTo("sudoku: standard input: no puzzles in the input\n");
        assertThat(result.exitCode()).isZero();
    }

    @Test
    void a_position_from_a_closed_standard_input_is_reported_as_every_input_is() {
        Shell.Result result = shell.run("./sudoku hint --position - --format json <&-");

        assertThat(outcomes(result)).containsExactly("-:INVALID");
        assertThat(records(result).get(0).get("error").asText()).isEqualTo("standard input is closed");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate"})
    void a_directory_and_missing_files_among_the_arguments_cost_only_their_own_output(String command) {
        Shell.Result result =
                shell.run("./sudoku " + command + " --format json good.txt somedir no-such.txt dangling.txt link.txt");

        List<String> good = List.of("good.txt:", "good.txt:", "good.txt:");
        List<String> outcomes = outcomes(result);
        assertThat(outcomes).hasSize(3 + 3 + 3);
        assertThat(outcomes.subList(0, 3)).allMatch(o -> o.startsWith("good.txt:") && !o.endsWith("INVALID"));
        assertThat(outcomes.subList(3, 6))
                .containsExactly("somedir:INVALID", "no-such.txt:INVALID", "dangling.txt:INVALID");
        assertThat(outcomes.subList(6, 9)).allMatch(o -> o.startsWith("link.txt:") && !o.endsWith("INVALID"));
        List<JsonNode> records = records(result);
        assertThat(records.get(3).get("error").asText()).isEqualTo("cannot read 'somedir': it is a directory");
        assertThat(records.get(4).get("error").asText()).isEqualTo("cannot read 'no-such.txt': no such file");
        assertThat(records.get(5).get("error").asText()).isEqualTo("cannot read 'dangling.txt': no such file");
        assertThat(records.get(3).get("line").isNull()).isTrue();
        assertThat(result.err()).doesNotContain("Exception").doesNotContain("java.");
        assertThat(result.exitCode()).isEqualTo(1);
        assertThat(good).hasSize(3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate", "generate"})
    void a_full_disk_as_standard_output_is_an_error_with_a_message(String command) {
        Shell.Result result =
                shell.run("./sudoku " + command + (command.equals("generate") ? "" : " good.txt") + " > /dev/full");

        assertThat(result.err().strip()).isEqualTo("sudoku: cannot write to standard output: no space left on device");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"--help", "--version", "solve --help", "rate --version", "help solve", "bank --help"})
    void help_and_version_text_that_cannot_be_written_fail_in_one_line_as_any_output_does(String words) {
        Shell.Result result = shell.run("./sudoku " + words + " > /dev/full");

        assertThat(result.err()).isEqualTo("sudoku: cannot write to standard output: no space left on device\n");
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void a_reader_that_goes_away_stops_the_work_at_the_next_result_without_a_message() {
        // A top1465 puzzle explained once and 120 times: the whole file takes seconds, well above the
        // noise of starting a JVM on a busy machine, which the first result alone must stay clear of.
        String slow = "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";
        shell.file("slow.txt", (slow + "\n").repeat(120));
        shell.file("once.txt", slow + "\n");
        Shell.Result once = shell.run("./sudoku explain --threads 1 once.txt | wc -l");
        Shell.Result all = shell.run("./sudoku explain --threads 1 slow.txt | wc -l");
        Shell.Result first = shell.run("./sudoku explain --threads 1 slow.txt | head -1");

        assertThat(first.out().strip()).isEqualTo("# slow.txt, line 1: SOLVED");
        assertThat(first.err()).isEmpty();
        // The entries after the first got no output: said by the exit code (the shell runs with pipefail).
        assertThat(first.exitCode()).isEqualTo(1);
        // Past the start and the first puzzle, stopping at the next result costs one more explanation;
        // the whole file costs 119 more.
        long rest = all.millis() - once.millis();
        assertThat(first.millis() - once.millis())
                .as("%d ms once, %d for the first of 120, %d for all", once.millis(), first.millis(), all.millis())
                .isLessThan(rest / 3);
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate"})
    void a_pipe_a_byte_order_mark_and_crlf_line_ends_are_read_like_a_plain_file(String command) {
        Shell.Result plain = shell.run("./sudoku " + command + " --format json good.txt");
        Shell.Result piped = shell.run("cat good.txt | ./sudoku " + command + " --format json");
        Shell.Result bom = shell.run("./sudoku " + command + " --format json bom.txt");
        Shell.Result crlf = shell.run("./sudoku " + command + " --format json crlf.txt");

        List<String> statuses = statuses(plain);
        assertThat(statuses).hasSize(3).doesNotContain("INVALID");
        assertThat(statuses(piped)).isEqualTo(statuses);
        assertThat(statuses(bom)).isEqualTo(statuses);
        assertThat(statuses(crlf)).isEqualTo(statuses);
        assertThat(records(piped).get(0).get("file").asText()).isEqualTo("-");
    }

    @ParameterizedTest
    @ValueSource(strings = {"solve", "explain", "hint", "rate"})
    void a_huge_line_and_a_binary_file_each_get_one_invalid_output_and_the_rest_goes_on(String command) {
        Shell.Result result = shell.run("./sudoku " + command + " --format json huge.txt binary.bin good.txt");

        List<String> outcomes = outcomes(result);
        assertThat(outcomes).hasSize(3 + 1 + 3);
        assertThat(outcomes.get(1)).isEqualTo("huge.txt:INVALID");
        assertThat(records(result).get(1).get("error").asText())
                .contains("line 2")
                .contains("1000000");
        assertThat(outcomes.get(3)).isEqualTo("binary.bin:INVALID");
        assertThat(records(result).get(3).get("error").asText()).contains("binary data");
        assertThat(outcomes.get(0)).doesNotEndWith("INVALID");
        assertThat(outcomes.get(2)).doesNotEndWith("INVALID");
        assertThat(outcomes.subList(4, 7)).allMatch(o -> !o.endsWith("INVALID"));
        assertThat(result.exitCode()).isEqualTo(1);
    }

    @Test
    void print_writes_through_a_link_streams_into_a_pipe_and_to_standard_output() throws Exception {
        Path real = shell.file("real.pdf", "an old booklet");
        Files.createSymbolicLink(dir.resolve("booklet.pdf"), Path.of("real.pdf"));
        Shell.Result link = shell.run("./sudoku print good.txt -o booklet.pdf");
        Shell.Result pipe = shell.run("rm -f fifo && mkfifo fifo && (cat fifo > from-pipe.pdf &) && "
                + "./sudoku print good.txt -o fifo && sleep 1");
        Shell.Result stdout = shell.run("./sudoku print good.txt -o - > stdout.pdf");

        assertThat(link.exitCode()).as(link.err()).isZero();
        assertThat(Files.isSymbolicLink(dir.resolve("booklet.pdf"))).isTrue();
        assertThat(Files.readString(real, StandardCharsets.ISO_8859_1)).startsWith("%PDF");
        assertThat(pipe.exitCode()).as(pipe.err()).isZero();
        assertThat(Files.isRegularFile(dir.resolve("fifo"))).isFalse();
        assertThat(Files.readAllBytes(dir.resolve("from-pipe.pdf"))).isEqualTo(Files.readAllBytes(real));
        assertThat(stdout.exitCode()).as(stdout.err()).isZero();
        assertThat(Files.readAllBytes(dir.resolve("stdout.pdf"))).isEqualTo(Files.readAllBytes(real));
        assertThat(stdout.err().strip()).isEqualTo("standard output: 3 puzzles, 2 pages");
    }

    private static List<String> statuses(Shell.Result result) {
        return records(result).stream().map(r -> r.get("status").asText()).toList();
    }
}
