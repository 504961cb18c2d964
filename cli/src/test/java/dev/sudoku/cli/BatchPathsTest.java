package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.io.FileReasons;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What {@code sudoku batch} reads and writes: standard input, and outputs it must not or cannot write. */
class BatchPathsTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final List<String> INPUT = List.of(PUZZLE, "", PUZZLE);

    @Test
    void a_missing_input_or_a_directory_is_named_in_the_words_solve_uses(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("out.jsonl");
        for (Path input : List.of(dir.resolve("missing.txt"), Files.createDirectory(dir.resolve("somedir")))) {
            String solveSays = CommandRun.of("solve", input.toString()).out().strip();

            CommandRun batch = CommandRun.of("batch", "rate", input.toString(), out.toString());

            assertThat(solveSays).startsWith("INVALID: cannot read '" + input + "': ");
            assertThat(batch.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(batch.err().strip()).isEqualTo("sudoku: " + solveSays.substring("INVALID: ".length()));
        }
    }

    @Test
    void an_output_that_is_the_input_is_refused_before_the_input_is_emptied(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("same.txt"), INPUT);

        CommandRun run = CommandRun.of("batch", "solve", in.toString(), in.toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains(in + " is also the input file");
        assertThat(Files.readAllLines(in)).isEqualTo(INPUT);
    }

    @Test
    void an_output_that_is_the_input_through_a_symbolic_link_is_refused_too(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("a.txt"), INPUT);
        Path link = Files.createSymbolicLink(dir.resolve("link-to-a.txt"), in.getFileName());

        CommandRun rate = CommandRun.of("batch", "rate", in.toString(), link.toString());
        CommandRun dedupe = CommandRun.of("batch", "dedupe", link.toString(), in.toString());

        assertThat(rate.exitCode()).isEqualTo(dedupe.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(rate.err()).contains("is also the input file");
        assertThat(Files.readAllLines(in)).isEqualTo(INPUT);
    }

    @Test
    void a_level_split_whose_files_include_the_input_is_refused(@TempDir Path dir) throws Exception {
        Path levels = Files.createDirectory(dir.resolve("levels"));
        Path in = Files.write(levels.resolve("easy.jsonl"), INPUT);

        CommandRun run = CommandRun.of("batch", "rate", in.toString(), levels.toString(), "--by-level");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("easy.jsonl, a file --by-level writes in " + levels);
        assertThat(Files.readAllLines(in)).isEqualTo(INPUT);
    }

    @Test
    void an_output_in_a_missing_directory_or_on_a_directory_is_a_usage_error_in_words(@TempDir Path dir)
            throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path missing = dir.resolve("nonexist");
        Path somedir = Files.createDirectory(dir.resolve("somedir"));

        CommandRun inMissing = CommandRun.of(
                "batch", "solve", in.toString(), missing.resolve("o.jsonl").toString());
        CommandRun onDirectory = CommandRun.of("batch", "solve", in.toString(), somedir.toString());
        CommandRun generated = CommandRun.of("batch", "generate", somedir.toString(), "--count", "1");
        CommandRun levelsOnFile = CommandRun.of("batch", "rate", in.toString(), in.toString() + "x", "--by-level");

        assertThat(inMissing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(inMissing.err())
                .isEqualTo("sudoku: cannot write '" + missing.resolve("o.jsonl") + "': no such folder\n");
        assertThat(onDirectory.exitCode()).isEqualTo(generated.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(onDirectory.err()).isEqualTo("sudoku: cannot write '" + somedir + "': it is a directory\n");
        assertThat(levelsOnFile.err()).doesNotContain("internal error");
    }

    @Test
    void an_output_whose_writes_fail_is_named_with_the_systems_reason_and_exit_code_1(@TempDir Path dir)
            throws Exception {
        // A device that opens for writing and fails every write: no space left.
        Path failing = Path.of("/dev/full");
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun run = CommandRun.of("batch", "solve", in.toString(), failing.toString(), "--no-progress");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err())
                .isEqualTo("sudoku: cannot write '/dev/full': no space left on device\n")
                .doesNotContain("internal error");
    }

    @Test
    void a_file_that_cannot_be_made_beside_the_output_is_named_with_the_kind_of_failure() {
        // Java gives a missing directory on the way no reason of its own, only the file it could not make.
        String why = FileReasons.write(new NoSuchFileException("/proc/.version.7.partial"));

        assertThat(why).isEqualTo("no such file or directory (/proc/.version.7.partial)");
    }

    @Test
    void an_output_in_proc_says_which_file_could_not_be_made_and_why(@TempDir Path dir) throws Exception {
        // /proc/version reads as a regular file, so the output is written beside it first: there, nothing can be made.
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun run = CommandRun.of("batch", "solve", in.toString(), "/proc/version", "--no-progress");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err())
                .startsWith("sudoku: cannot write '/proc/version': no such file or directory (/proc/.version.")
                .doesNotContain("write error");
    }

    @Test
    void a_dash_reads_standard_input_on_the_local_engine(@TempDir Path dir) throws Exception {
        Path out = dir.resolve("o.jsonl");

        CommandRun run = CommandRun.withInput(PUZZLE + "\n", "batch", "solve", "-", out.toString(), "--no-progress");

        assertThat(run.exitCode()).isZero();
        assertThat(Files.readAllLines(out))
                .singleElement()
                .asString()
                .startsWith("{\"file\":\"-\",\"line\":1,\"status\":\"SOLVED\"");
    }

    @Test
    void the_spark_engine_refuses_standard_input_saying_why(@TempDir Path dir) {
        CommandRun run = CommandRun.withInput(
                PUZZLE + "\n", "batch", "solve", "-", dir.resolve("o.jsonl").toString(), "--engine", "spark");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("the Spark engine cannot read standard input");
    }

    @Test
    void a_pipe_as_output_gets_every_line_and_the_run_ends(@TempDir Path dir) {
        Shell shell = new Shell(dir);
        shell.file("in.txt", String.join("\n", INPUT) + "\n");

        Shell.Result viaDevice = shell.run("./sudoku batch solve in.txt /dev/stdout --no-progress | cat");
        Shell.Result viaDash = shell.run("./sudoku batch solve in.txt - --no-progress | cat; ls -- -");

        assertThat(viaDevice.exitCode()).as(viaDevice.err()).isZero();
        assertThat(viaDevice.lines()).hasSize(2).allMatch(line -> line.contains("\"status\":\"SOLVED\""));
        assertThat(viaDash.lines()).isEqualTo(viaDevice.lines());
        assertThat(viaDash.err()).contains("cannot access '-'");
    }

    @Test
    void a_level_split_replaces_every_level_file_of_an_earlier_run_and_exits_on_this_runs_reports(@TempDir Path dir)
            throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path levels = Files.createDirectory(dir.resolve("levels"));
        Files.writeString(levels.resolve("extreme.jsonl"), "{\"status\":\"INVALID\"}\n");
        Files.writeString(levels.resolve("unrated.jsonl"), "{\"status\":\"INVALID\"}\n");

        CommandRun run = CommandRun.of("batch", "rate", in.toString(), levels.toString(), "--by-level");

        assertThat(run.exitCode()).as(run.err()).isZero();
        try (var files = Files.list(levels)) {
            List<Path> written = files.toList();
            assertThat(written).hasSize(1);
            assertThat(Files.readAllLines(written.get(0)))
                    .hasSize(2)
                    .allMatch(line -> line.contains("\"status\":\"RATED\""));
        }
    }

    @Test
    void a_level_split_in_a_missing_directory_is_refused_as_a_file_output_is(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path missing = dir.resolve("nonexist/a");

        CommandRun run = CommandRun.of(
                "batch", "rate", in.toString(), missing.resolve("bl").toString(), "--by-level");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).isEqualTo("sudoku: cannot write '" + missing.resolve("bl") + "': no such folder\n");
        assertThat(dir.resolve("nonexist")).doesNotExist();
    }

    @Test
    void the_spark_engine_checks_the_output_before_any_work_as_the_local_engine_does(@TempDir Path dir)
            throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);
        Path missing = dir.resolve("nonexist");
        String inMissing = missing.resolve("o.jsonl").toString();
        Path somedir = Files.createDirectory(dir.resolve("somedir"));

        for (String job : List.of("solve", "rate", "dedupe", "stats")) {
            for (String engine : List.of("local", "spark")) {
                CommandRun run = CommandRun.of("batch", job, in.toString(), inMissing, "--engine", engine);
                CommandRun onDirectory =
                        CommandRun.of("batch", job, in.toString(), somedir.toString(), "--engine", engine);
                assertThat(run.exitCode()).as(job + " " + engine).isEqualTo(ExitCodes.USAGE);
                assertThat(run.err()).isEqualTo("sudoku: cannot write '" + inMissing + "': no such folder\n");
                assertThat(onDirectory.err()).isEqualTo("sudoku: cannot write '" + somedir + "': it is a directory\n");
            }
        }
        CommandRun generate = CommandRun.of("batch", "generate", inMissing, "--engine", "spark");
        assertThat(generate.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(generate.err()).isEqualTo("sudoku: cannot write '" + inMissing + "': no such folder\n");
    }

    @Test
    void a_failed_write_is_never_summed_up_as_done(@TempDir Path dir) throws Exception {
        Path in = Files.write(dir.resolve("in.txt"), INPUT);

        CommandRun run = CommandRun.of("batch", "solve", in.toString(), "/dev/full");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err())
                .contains("sudoku: cannot write '/dev/full': no space left on device")
                .doesNotContain("done");
    }
}
