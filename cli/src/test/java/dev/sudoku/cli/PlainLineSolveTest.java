package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.GridText;
import dev.sudoku.api.SolveTask;
import dev.sudoku.cli.batch.PlainLineSolve;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.WholeOutputs;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.SolveText;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code solve} of files of plain lines runs apart from the general run ({@link PlainLineSolve}), on any
 * number of threads; what it writes must be what the general run writes, entry for entry, whatever each
 * puzzle's answer. {@code --symbols default} (the same symbols, named) sends a run the general way.
 */
class PlainLineSolveTest {
    private static final String SOLVED =
            "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

    /** A puzzle of every answer: one solution, several, none, a clash, no givens, a full grid. */
    static final List<String> PUZZLES = List.of(
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            "0000000000000000010000020300000030200040000500060100000300000060700800095207000000".substring(1),
            "..3..67...5..8.....9.1.........9..1...7..32..8..5...4.37....4.......4..6..4....72",
            SOLVED.substring(0, 80) + "0",
            SOLVED.substring(0, 79) + "00",
            "11" + ".".repeat(79),
            ".".repeat(81),
            SOLVED,
            SOLVED.substring(0, 80) + (SOLVED.charAt(80) == '1' ? "2" : "1"),
            "1234567891" + ".".repeat(71));

    @Test
    void one_thread_over_plain_lines_writes_what_the_general_run_writes(@TempDir Path dir) throws IOException {
        Random random = new Random(17);
        for (int trial = 0; trial < 12; trial++) {
            List<String> lines = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(40); i++) {
                lines.add(PUZZLES.get(random.nextInt(PUZZLES.size())));
            }
            String ending = trial % 2 == 0 ? "\n" : "\r\n";
            Path file = dir.resolve("trial" + trial + ".txt");
            Files.writeString(file, String.join(ending, lines) + (trial % 3 == 0 ? "" : ending));

            assertThat(PlainLineSolve.plainFiles(List.of(new Source.File(file, file.toString()))))
                    .as("the file is run apart")
                    .isPresent();
            String threads = String.valueOf(1 + trial % 3);
            CommandRun apart = CommandRun.of("solve", "--threads", threads, file.toString());
            CommandRun general = CommandRun.of("solve", "--threads", threads, "--symbols", "default", file.toString());
            assertThat(apart.out()).isEqualTo(general.out());
            assertThat(apart.lines()).hasSize(lines.size());
            assertThat(apart.exitCode()).isEqualTo(general.exitCode());
            assertThat(apart.err()).isEqualTo(general.err());
        }
    }

    @Test
    void several_files_and_the_limits_give_the_general_runs_answers(@TempDir Path dir) throws IOException {
        Path first = dir.resolve("first.txt");
        Path second = dir.resolve("second.txt");
        Files.writeString(first, String.join("\n", PUZZLES) + "\n");
        Files.writeString(second, String.join("\n", PUZZLES.subList(0, 4)));
        for (List<String> options :
                List.<List<String>>of(List.of(), List.of("--count", "5"), List.of("--max-nodes", "3"))) {
            List<String> args = new ArrayList<>(List.of("solve"));
            args.addAll(options);
            args.addAll(List.of(first.toString(), second.toString(), first.toString()));
            List<String> generally = new ArrayList<>(args);
            generally.addAll(List.of("--symbols", "default"));

            CommandRun apart = CommandRun.of(args.toArray(String[]::new));
            CommandRun general = CommandRun.of(generally.toArray(String[]::new));

            assertThat(apart.out()).as("%s", options).isEqualTo(general.out());
            assertThat(apart.lines()).hasSize(2 * PUZZLES.size() + 4);
            assertThat(apart.exitCode()).isEqualTo(general.exitCode()).isEqualTo(1);
        }
    }

    @Test
    void blocks_solved_on_two_threads_come_out_in_input_order(@TempDir Path dir) throws IOException {
        Random random = new Random(29);
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            lines.add(PUZZLES.get(random.nextInt(PUZZLES.size())));
        }
        Path file = dir.resolve("many.txt");
        Files.writeString(file, String.join("\n", lines) + "\n");

        CommandRun apart = CommandRun.of("solve", "--threads", "2", file.toString());
        CommandRun general = CommandRun.of("solve", "--threads", "1", "--symbols", "default", file.toString());

        assertThat(apart.lines()).hasSize(lines.size());
        assertThat(apart.out().equals(general.out())).as("the same output").isTrue();
        assertThat(apart.exitCode()).isEqualTo(general.exitCode()).isEqualTo(1);
    }

    @Test
    void a_file_changed_after_its_check_or_gone_is_reported_as_the_general_run_reports_it(@TempDir Path dir)
            throws IOException {
        Path changed = dir.resolve("changed.txt");
        Files.writeString(changed, SOLVED + "\n" + PUZZLES.get(0) + "\nnot a puzzle any more\n" + SOLVED + "\n");
        Path gone = dir.resolve("gone.txt");
        List<Source.File> files = List.of(new Source.File(changed, "changed.txt"), new Source.File(gone, "gone.txt"));

        StringWriter out = new StringWriter();
        int code;
        try (Progress progress = Progress.start("solve", -1, false, " entries");
                WholeOutputs outputs = WholeOutputs.watch(
                        new PrintWriter(out), new PrintWriter(new StringWriter()), "sudoku solve", progress)) {
            GridText text = new GridText(Optional.empty());
            code = PlainLineSolve.run(
                    files,
                    () -> new SolveTask(Solvers.create(Solvers.AUTO), SolveLimits.UNIQUENESS, text),
                    new SolveText(false, text),
                    2,
                    progress,
                    outputs);
        }
        CommandRun general = CommandRun.of("solve", "--symbols", "default", gone.toString());

        List<String> lines = out.toString().lines().toList();
        assertThat(code).isEqualTo(1);
        assertThat(lines).hasSize(4);
        assertThat(lines.get(0)).isEqualTo(SOLVED);
        assertThat(lines.get(1)).hasSize(81).matches("[1-9]+");
        assertThat(lines.get(2))
                .isEqualTo("INVALID: line 3: the file changed while it was read: this line is no longer a plain puzzle;"
                        + " run it again");
        assertThat(lines.get(3)).isEqualTo(general.out().strip().replace(gone.toString(), "gone.txt"));
    }

    @Test
    void only_regular_files_of_plain_lines_alone_are_run_apart(@TempDir Path dir) throws IOException {
        Path plain = dir.resolve("plain.txt");
        Path grid = dir.resolve("grid.txt");
        Files.writeString(plain, SOLVED + "\n");
        Files.writeString(grid, SOLVED + "\n# a comment\n");
        Source.File plainFile = new Source.File(plain, "plain.txt");

        assertThat(PlainLineSolve.plainFiles(List.of(plainFile, plainFile))).isPresent();
        assertThat(PlainLineSolve.plainFiles(List.of(plainFile, new Source.File(grid, "grid.txt"))))
                .isEmpty();
        assertThat(PlainLineSolve.plainFiles(List.of(plainFile, new Source.StandardInput())))
                .isEmpty();
        assertThat(PlainLineSolve.plainFiles(List.of(new Source.Inline(1, SOLVED))))
                .isEmpty();
        assertThat(PlainLineSolve.plainFiles(List.of(new Source.File(dir.resolve("missing.txt"), "missing.txt"))))
                .isEmpty();
        assertThat(PlainLineSolve.plainFiles(List.of(new Source.File(dir, "dir"))))
                .isEmpty();
    }
}
