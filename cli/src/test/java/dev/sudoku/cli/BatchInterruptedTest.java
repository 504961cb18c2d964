package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A batch run stopped by a signal, as Ctrl-C or a kill stops it: a real process, a real signal. The run
 * writes beside OUT and moves the file into place only when it is whole, so the earlier OUT is left as it
 * was, nothing half-written is left behind, and standard error says so.
 */
@Isolated("it stops batch runs part-way with a signal")
class BatchInterruptedTest {
    /** A puzzle whose rating takes a while: thousands of them outlast any test's patience. */
    private static final String HARD =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /**
     * Starts the run in the background, waits until its temporary output exists (the work has begun),
     * signals it and prints its exit code. With job control on ({@code set -m}) the background run keeps
     * SIGINT, which a script's background jobs otherwise ignore, as a terminal's foreground run does.
     */
    private static String interrupted(String command, String temporary, String signal) {
        return "set -m; " + command + " & pid=$!; for i in $(seq 600); do ls -a " + temporary
                + " 2>/dev/null | grep -q partial && break; sleep 0.1; done; sleep 1; kill -" + signal
                + " $pid; wait $pid; echo \"exit $?\"";
    }

    @ParameterizedTest
    @CsvSource({"INT, 130", "TERM, 143"})
    void a_stopped_run_leaves_the_earlier_output_as_it_was_and_says_so(String signal, int code, @TempDir Path dir)
            throws Exception {
        Shell shell = new Shell(dir);
        shell.file("in.txt", String.join("\n", Collections.nCopies(5_000, HARD)) + "\n");
        Path out = shell.file("out.jsonl", "{\"earlier\":\"run\"}\n");

        Shell.Result run = shell.run(interrupted(
                "./sudoku batch rate in.txt out.jsonl --threads 1 --no-progress", ". | grep out.jsonl", signal));

        assertThat(run.out()).as(run.err()).isEqualTo("exit " + code + "\n");
        assertThat(Files.readString(out)).isEqualTo("{\"earlier\":\"run\"}\n");
        assertThat(run.err()).contains("sudoku batch: interrupted: out.jsonl left as it was");
        assertThat(partialFiles(dir)).isEmpty();
    }

    @ParameterizedTest
    @CsvSource({"TERM, 143"})
    void a_stopped_run_without_an_earlier_output_leaves_none(String signal, int code, @TempDir Path dir) {
        Shell shell = new Shell(dir);
        shell.file("in.txt", String.join("\n", Collections.nCopies(5_000, HARD)) + "\n");

        Shell.Result run = shell.run(interrupted(
                "./sudoku batch rate in.txt new.jsonl --threads 1 --no-progress", ". | grep new.jsonl", signal));

        assertThat(run.out()).as(run.err()).isEqualTo("exit " + code + "\n");
        assertThat(dir.resolve("new.jsonl")).doesNotExist();
        assertThat(run.err()).contains("sudoku batch: interrupted: no new.jsonl written");
    }

    @ParameterizedTest
    @CsvSource({"INT, 130"})
    void a_stopped_level_split_leaves_the_earlier_level_files_as_they_were(String signal, int code, @TempDir Path dir)
            throws Exception {
        Shell shell = new Shell(dir);
        shell.file("in.txt", String.join("\n", Collections.nCopies(5_000, HARD)) + "\n");
        Path levels = Files.createDirectory(dir.resolve("levels"));
        Path easy = Files.writeString(levels.resolve("easy.jsonl"), "earlier\n");

        Shell.Result run = shell.run(interrupted(
                "./sudoku batch rate in.txt levels --by-level --threads 1 --no-progress", ". | grep levels", signal));

        assertThat(run.out()).as(run.err()).isEqualTo("exit " + code + "\n");
        assertThat(Files.readString(easy)).isEqualTo("earlier\n");
        assertThat(run.err()).contains("sudoku batch: interrupted: levels left as it was");
        try (Stream<Path> files = Files.list(levels)) {
            assertThat(files).containsExactly(easy);
        }
        assertThat(partialFiles(dir)).isEmpty();
    }

    /**
     * On Spark, a Parquet output is a directory the executors write under a hidden name; a stopped run
     * leaves the earlier directory whole, and says so in one line.
     */
    @ParameterizedTest
    @CsvSource({"INT, 130"})
    void a_stopped_spark_run_leaves_the_earlier_parquet_output_as_it_was(String signal, int code, @TempDir Path dir)
            throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("in.txt", String.join("\n", Collections.nCopies(5_000, HARD)) + "\n");
        Path earlier = Files.createDirectory(dir.resolve("out.parquet"));
        Path marker = Files.writeString(earlier.resolve("earlier-run"), "kept\n");

        Shell.Result run = shell.run(interrupted(
                "./sudoku batch rate in.txt out.parquet --engine spark --master 'local[1]' --no-progress",
                ". | grep out.parquet",
                signal));

        assertThat(run.out()).as(run.err()).isEqualTo("exit " + code + "\n");
        // One line, what stopped and what is left; not Spark's account of the jobs it aborted. (The script's
        // job control adds its own line, "[1]+ Exit 130 ...".)
        assertThat(run.err().lines().filter(line -> !line.startsWith("[1]+")))
                .as(run.err())
                .singleElement()
                .asString()
                .startsWith("sudoku batch: interrupted: an earlier out.parquet is left as it was");
        assertThat(Files.readString(marker)).isEqualTo("kept\n");
        try (Stream<Path> files = Files.list(earlier)) {
            assertThat(files).containsExactly(marker);
        }
    }

    /**
     * A kill leaves Spark's partial directory for sure (no shutdown hook, no clean-up runs): the next run
     * into the same OUT deletes it, says so, and leaves only its own whole output.
     */
    @ParameterizedTest
    @CsvSource({"KILL, 137"})
    void the_run_after_a_killed_spark_run_deletes_the_partial_directory_it_left(
            String signal, int code, @TempDir Path dir) throws Exception {
        Shell shell = Shell.withSpark(dir);
        shell.file("in.txt", String.join("\n", Collections.nCopies(5_000, HARD)) + "\n");
        shell.file("two.txt", HARD + "\n" + HARD + "\n");

        Shell.Result killed = shell.run(interrupted(
                "./sudoku batch rate in.txt out.parquet --engine spark --master 'local[1]' --no-progress",
                ".",
                signal));
        assertThat(killed.out()).as(killed.err()).isEqualTo("exit " + code + "\n");
        List<Path> left = partialFiles(dir);
        assertThat(left).hasSize(1);
        assertThat(dir.resolve("out.parquet")).doesNotExist();

        Shell.Result next =
                shell.run("./sudoku batch rate two.txt out.parquet --engine spark --master 'local[1]' --no-progress");

        assertThat(next.exitCode()).as(next.err()).isZero();
        assertThat(next.err())
                .contains("sudoku batch: deleted " + left.get(0).getFileName() + ", the partial output a stopped"
                        + " run into out.parquet left");
        assertThat(partialFiles(dir)).isEmpty();
        assertThat(dir.resolve("out.parquet").resolve("_SUCCESS")).exists();
    }

    private static List<Path> partialFiles(Path dir) throws Exception {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(file -> file.getFileName().toString().endsWith(".partial"))
                    .toList();
        }
    }
}
