package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BatchCommandTest {
    private static final List<String> INPUT = List.of(
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
            "# a comment",
            "",
            "not a puzzle",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "11...............................................................................");

    @Test
    void batch_rate_writes_the_reports_of_sudoku_rate_json_without_the_time(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path out = dir.resolve("out.jsonl");

        CommandRun batch = CommandRun.of("batch", "rate", in.toString(), out.toString(), "--threads", "2");
        CommandRun rate = CommandRun.of("rate", "--format", "json", in.toString());

        // Two lines are not puzzles: both commands exit 1, as every command does when an entry fails.
        assertThat(batch.exitCode()).isEqualTo(rate.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(Files.readAllLines(out))
                .containsExactlyElementsOf(rate.lines().stream()
                        .map(line -> line.replaceFirst("\"micros\":\\d+", "\"micros\":null"))
                        .toList());
    }

    @Test
    void batch_solve_writes_one_report_per_puzzle_line_in_input_order(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path out = dir.resolve("out.jsonl");

        assertThat(CommandRun.of("batch", "solve", in.toString(), out.toString())
                        .exitCode())
                .as("two lines are INVALID")
                .isEqualTo(ExitCodes.FAILURE);
        Path good = Files.write(dir.resolve("good.txt"), List.of(INPUT.get(0), INPUT.get(4)));
        assertThat(CommandRun.of(
                                "batch",
                                "solve",
                                good.toString(),
                                dir.resolve("good.jsonl").toString())
                        .exitCode())
                .isZero();

        assertThat(Files.readAllLines(out))
                .extracting(line -> line.replaceFirst(".*\"line\":(\\d+),\"status\":\"(\\w+)\".*", "$1 $2"))
                .containsExactly("1 SOLVED", "4 INVALID", "5 SOLVED", "6 INVALID");
    }

    @Test
    void batch_dedupe_writes_a_csv_row_per_class_and_per_line_that_is_not_a_puzzle(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), List.of(INPUT.get(0), INPUT.get(3), INPUT.get(4), INPUT.get(0)));
        Path out = dir.resolve("out.csv");

        assertThat(CommandRun.of("batch", "dedupe", in.toString(), out.toString())
                        .exitCode())
                .isZero();

        assertThat(Files.readAllLines(out))
                .extracting(row -> row.replaceFirst("^(\\d+),[^,]*,[^,]*,(\\d*),.*", "$1 $2"))
                .containsExactly("line,puzzle,canonical,class_size,error", "1 2", "2 ", "3 1");
    }

    @Test
    void a_line_of_bytes_that_are_not_utf8_is_an_invalid_entry_and_the_batch_goes_on(@TempDir Path dir)
            throws Exception {
        byte[] bad = {(byte) 0xFF, (byte) 0xFE, ' ', 'x'};
        java.io.ByteArrayOutputStream bytes = new java.io.ByteArrayOutputStream();
        bytes.write((INPUT.get(0) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        bytes.write(bad);
        bytes.write(("\n" + INPUT.get(4) + "\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Path in = Files.write(dir.resolve("in.txt"), bytes.toByteArray());
        Path rated = dir.resolve("out.jsonl");
        Path deduped = dir.resolve("out.csv");

        CommandRun rate = CommandRun.of("batch", "rate", in.toString(), rated.toString());
        CommandRun dedupe = CommandRun.of("batch", "dedupe", in.toString(), deduped.toString());

        assertThat(rate.exitCode()).as(rate.err()).isEqualTo(ExitCodes.FAILURE);
        assertThat(Files.readAllLines(rated))
                .extracting(line -> line.replaceFirst(".*\"line\":(\\d+),\"status\":\"(\\w+)\".*", "$1 $2"))
                .containsExactly("1 RATED", "2 INVALID", "3 RATED");
        assertThat(dedupe.exitCode()).as(dedupe.err()).isZero();
        assertThat(Files.readAllLines(deduped))
                .extracting(row -> row.replaceFirst("^(\\d+),[^,]*,[^,]*,(\\d*),.*", "$1 $2"))
                .containsExactly("line,puzzle,canonical,class_size,error", "1 1", "2 ", "3 1");
    }

    @Test
    void batch_dedupe_on_several_threads_writes_what_one_thread_writes(@TempDir Path dir) throws Exception {
        // Thousands of lines, so the lines are keyed in many chunks: the two puzzles relabelled at random
        // (each relabelling the same class as its puzzle), with a line that is not a puzzle every 97th.
        Random random = new Random(26);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 3000; i++) {
            String puzzle = INPUT.get(i % 3 == 0 ? 4 : 0);
            lines.add(i % 97 == 5 ? "not a puzzle " + i : relabelled(puzzle, random));
        }
        Path in = Files.write(dir.resolve("in.txt"), lines);
        Path one = dir.resolve("one.csv");
        Path three = dir.resolve("three.csv");

        CommandRun.of("batch", "dedupe", in.toString(), one.toString(), "--threads", "1");
        CommandRun.of("batch", "dedupe", in.toString(), three.toString(), "--threads", "3");

        List<String> expected = new ArrayList<>();
        expected.add(Dedupe.HEADER);
        expected.addAll(Dedupe.rows(InputLayout.TEXT, lines.iterator()));
        assertThat(Files.readAllLines(one)).containsExactlyElementsOf(expected);
        assertThat(Files.readAllLines(three)).containsExactlyElementsOf(expected);
        assertThat(expected)
                .hasSize(1 + 2 + 31)
                .anyMatch(row -> row.startsWith("1,") && row.endsWith(",990,"))
                .anyMatch(row -> row.startsWith("2,") && row.endsWith(",1979,"));
    }

    private static String relabelled(String puzzle, Random random) {
        List<Character> digits = new ArrayList<>(List.of('1', '2', '3', '4', '5', '6', '7', '8', '9'));
        Collections.shuffle(digits, random);
        StringBuilder out = new StringBuilder();
        for (char c : puzzle.toCharArray()) {
            out.append(c == '.' ? '.' : digits.get(c - '1'));
        }
        return out.toString();
    }

    @Test
    void batch_stats_counts_statuses_clues_ratings_and_levels(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path out = dir.resolve("stats.csv");

        assertThat(CommandRun.of("batch", "stats", in.toString(), out.toString())
                        .exitCode())
                .isZero();

        assertThat(Files.readAllLines(out))
                .startsWith("measure,value,count", "status,INVALID,2", "status,RATED,2")
                .contains("clues,17,1", "clues,30,1", "level,Easy,1");
    }

    @Test
    void batch_generate_writes_the_same_seeded_run_on_any_thread_count(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one.jsonl");
        Path two = dir.resolve("two.jsonl");

        CommandRun.of(
                "batch",
                "generate",
                one.toString(),
                "--count",
                "6",
                "--seed",
                "7",
                "--level",
                "easy",
                "--threads",
                "1");
        CommandRun.of(
                "batch",
                "generate",
                two.toString(),
                "--count",
                "6",
                "--seed",
                "7",
                "--level",
                "easy",
                "--threads",
                "2");

        assertThat(Files.readAllLines(one))
                .hasSize(6)
                .allMatch(line -> line.contains("\"status\":\"GENERATED\""))
                .isEqualTo(Files.readAllLines(two));
    }

    @Test
    void the_spark_engine_without_spark_on_the_classpath_says_how_to_run_it(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun run = CommandRun.of(
                "batch", "solve", in.toString(), dir.resolve("out").toString(), "--engine", "spark");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("spark engine cannot run here", "spark-submit");
    }

    @Test
    void an_unknown_job_or_engine_is_a_usage_error(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        assertThat(CommandRun.of("batch", "explain", in.toString(), "out").exitCode())
                .isEqualTo(2);
        assertThat(CommandRun.of("batch", "rate", in.toString(), "out", "--engine", "flink")
                        .exitCode())
                .isEqualTo(2);
        assertThat(CommandRun.of("batch", "rate", dir.resolve("missing.txt").toString(), "out")
                        .exitCode())
                .isEqualTo(2);
    }

    @Test
    void a_csv_input_rated_into_a_csv_output_holds_the_json_reports_facts(@TempDir Path dir) throws Exception {
        Path csv = dir.resolve("in.csv");
        Files.write(csv, List.of("id,puzzle", "a," + INPUT.get(0), "b,\"" + INPUT.get(4) + "\""));
        Path text = Files.write(dir.resolve("in.txt"), List.of(INPUT.get(0), INPUT.get(4)));
        Path out = dir.resolve("rated.csv");

        CommandRun batch = CommandRun.of("batch", "rate", csv.toString(), out.toString(), "--no-progress");
        CommandRun json = CommandRun.of(
                "batch", "rate", text.toString(), dir.resolve("rated.jsonl").toString());

        assertThat(batch.exitCode()).isZero();
        assertThat(json.exitCode()).isZero();
        List<String> rows = Files.readAllLines(out);
        List<String> reports = Files.readAllLines(dir.resolve("rated.jsonl"));
        assertThat(rows.get(0)).startsWith("file,line,status,puzzle,");
        assertThat(rows).hasSize(3);
        for (int i = 0; i < 2; i++) {
            String er = reports.get(i).replaceFirst(".*\"er\":([0-9.]+),.*", "$1");
            String level = reports.get(i).replaceFirst(".*\"level\":\"(\\w+)\".*", "$1");
            assertThat(rows.get(i + 1))
                    .startsWith(csv + "," + (i + 2) + ",RATED,")
                    .contains("," + er + ",", "," + level + ",");
        }
    }

    @Test
    void rate_by_level_writes_one_file_per_level_and_a_progress_line_per_block(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path out = dir.resolve("levels");

        CommandRun run = CommandRun.of("batch", "rate", in.toString(), out.toString(), "--by-level");

        assertThat(run.exitCode()).as("two lines are INVALID").isEqualTo(ExitCodes.FAILURE);
        List<String> all;
        try (var files = Files.list(out)) {
            all = files.sorted()
                    .flatMap(file -> {
                        try {
                            return Files.readAllLines(file).stream();
                        } catch (java.io.IOException e) {
                            throw new java.io.UncheckedIOException(e);
                        }
                    })
                    .toList();
        }
        assertThat(all).hasSize(4);
        assertThat(Files.readAllLines(out.resolve("unrated.jsonl")))
                .hasSize(2)
                .allMatch(line -> line.contains("\"status\":\"INVALID\""));
        try (var files = Files.list(out)) {
            assertThat(files.map(file -> file.getFileName().toString()))
                    .allMatch(name -> name.matches("[a-z-]+\\.jsonl"))
                    .hasSizeGreaterThanOrEqualTo(2);
        }
        assertThat(run.err()).contains("batch rate: block 1 done (lines 1-6)", "batch rate: done, 6 lines, 4 outputs");
    }

    @Test
    void progress_lines_of_one_puzzle_say_one_line_and_one_output(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("one.txt"), INPUT.subList(0, 1));

        CommandRun run = CommandRun.of(
                "batch", "solve", in.toString(), dir.resolve("out.txt").toString());

        assertThat(run.exitCode()).isZero();
        assertThat(run.err())
                .contains("batch solve: block 1 done (line 1): 1 output in ", "batch solve: done, 1 line, 1 output in ")
                // A rate may read "451 lines/s": only a count of one with a plural noun is wrong.
                .doesNotContainPattern("(?<![0-9.])1 lines")
                .doesNotContainPattern("(?<![0-9.])1 outputs");
    }

    @Test
    void parquet_and_a_level_split_of_solve_are_usage_errors_naming_why(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun parquetOut = CommandRun.of(
                "batch", "rate", in.toString(), dir.resolve("o.parquet").toString());
        CommandRun parquetIn =
                CommandRun.of("batch", "rate", dir.resolve("i.parquet").toString(), "o.jsonl");
        CommandRun solveByLevel =
                CommandRun.of("batch", "solve", in.toString(), dir.resolve("s").toString(), "--by-level");

        assertThat(parquetOut.exitCode()).isEqualTo(2);
        assertThat(parquetOut.err()).contains("Parquet output needs --engine spark");
        assertThat(parquetIn.exitCode()).isEqualTo(2);
        assertThat(parquetIn.err()).contains("Parquet input needs --engine spark");
        assertThat(solveByLevel.exitCode()).isEqualTo(2);
        assertThat(solveByLevel.err()).contains("--by-level applies to rate and generate only");
    }
}
