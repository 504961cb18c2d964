package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.cli.io.Streams;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Mixin;

/**
 * {@code solve} with no option but {@code --threads} runs without picocli ({@link QuickSolve}): it must be
 * the command picocli would run, field for field, write what picocli's run writes, and leave every other
 * command line to picocli.
 */
class QuickSolveTest {
    private static final String GRID = String.join(
            "\n",
            "5 3 . | . 7 . | . . .",
            "6 . . | 1 9 5 | . . .",
            ". 9 8 | . . . | . 6 .",
            "------+-------+------",
            "8 . . | . 6 . | . . 3",
            "4 . . | 8 . 3 | . . 1",
            "7 . . | . 2 . | . . 6",
            "------+-------+------",
            ". 6 . | . . . | 2 8 .",
            ". . . | 4 1 9 | . . 5",
            ". . . | . 8 . | . 7 9",
            "");

    @Test
    void the_command_is_the_one_picocli_makes_of_the_same_arguments() throws IllegalAccessException {
        List<List<String>> commandLines = List.of(
                List.of("solve"),
                List.of("solve", "a.txt"),
                List.of("solve", "--threads", "3", "a.txt", "b.txt"),
                List.of("solve", "a.txt", "--threads=2"),
                List.of("solve", "--threads", "123456789", "x y", "53..7...."),
                List.of("solve", "--format", "json", "a.txt"),
                List.of("solve", "--format=grid", "--threads", "1", "a.txt"),
                List.of("solve", "a.txt", "--format", "line"));
        for (List<String> args : commandLines) {
            String[] array = args.toArray(String[]::new);
            SolveCommand quick = QuickSolve.command(array).orElseThrow();
            CommandLine cli = CommandTree.commandLine();
            CommandLine.ParseResult parsed = cli.parseArgs(array);
            SolveCommand picocli =
                    (SolveCommand) parsed.subcommand().commandSpec().userObject();
            assertSameFields(quick, picocli, args.toString());
        }
    }

    @Test
    void any_command_line_it_takes_picocli_parses_to_the_same_command() throws IllegalAccessException {
        List<String> words = List.of(
                "solve",
                "--threads",
                "--threads",
                "--threads=2",
                "--threads=0",
                "0",
                "1",
                "3",
                "02",
                "+2",
                " 2",
                "x",
                "-1",
                "99999999999",
                "2147483648",
                "--format",
                "json",
                "-",
                "@args.txt",
                "a.txt",
                "b c.txt",
                "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
                "--",
                "--no-progress",
                "--thread",
                "-h",
                "help",
                "");
        Random random = new Random(11);
        CommandLine tree = CommandTree.commandLine();
        int taken = 0;
        for (int trial = 0; trial < 3000; trial++) {
            List<String> args = new ArrayList<>();
            args.add("solve");
            for (int i = random.nextInt(6); i > 0; i--) {
                args.add(words.get(random.nextInt(words.size())));
            }
            String[] array = args.toArray(String[]::new);
            var quick = QuickSolve.command(array);
            if (quick.isEmpty()) {
                continue;
            }
            taken++;
            CommandLine.ParseResult parsed = tree.parseArgs(array);
            assertSameFields(quick.get(), parsed.subcommand().commandSpec().userObject(), args.toString());
        }
        assertThat(taken).as("command lines taken").isGreaterThan(300);
    }

    /** Every field of the command and its mixins, as picocli set it, whatever options are added later. */
    private static void assertSameFields(Object quick, Object picocli, String where) throws IllegalAccessException {
        int compared = 0;
        for (Class<?> type = quick.getClass(); type != Object.class; type = type.getSuperclass()) {
            for (Field field : type.getDeclaredFields()) {
                if (Modifier.isStatic(field.getModifiers())
                        || field.isSynthetic()
                        || field.isAnnotationPresent(CommandLine.Spec.class)
                        || field.getName().equals("context")) {
                    continue;
                }
                field.setAccessible(true);
                Object mine = field.get(quick);
                Object theirs = field.get(picocli);
                if (field.isAnnotationPresent(Mixin.class)) {
                    assertSameFields(mine, theirs, where + " " + field.getName());
                } else {
                    assertThat(mine).as(where + ": " + field.getName()).isEqualTo(theirs);
                }
                compared++;
            }
        }
        assertThat(compared).as(where + ": fields compared").isGreaterThan(2);
    }

    /** A thread count the runs do not take is the usage error picocli's run gives, not a wait for ever. */
    @Test
    @Timeout(60)
    void a_thread_count_past_the_bound_is_the_usage_error_of_picocli_run() {
        String[] args = {"solve", "--threads", "536870912", PlainLineSolveTest.PUZZLES.get(0)};

        CommandRun quick = quick("", args);
        CommandRun picocli = CommandRun.withInput("", args);

        assertThat(quick.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(quick.err()).isEqualTo("sudoku: --threads must be from 1 to 1024, not 536870912\n");
        assertThat(quick.err()).isEqualTo(picocli.err());
        assertThat(quick.out()).isEmpty();
    }

    @Test
    void every_other_command_line_is_left_to_picocli() {
        List<List<String>> others = List.of(
                List.of(),
                List.of("explain", "a.txt"),
                List.of("--version"),
                List.of("solve", "--help"),
                List.of("solve", "--format", "csv", "a.txt"),
                List.of("solve", "--format", "JSON", "a.txt"),
                List.of("solve", "--format", "json", "--format", "line", "a.txt"),
                List.of("solve", "--format"),
                List.of("solve", "--count", "3", "a.txt"),
                List.of("solve", "-", "a.txt"),
                List.of("solve", "@args.txt"),
                List.of("solve", "--", "a.txt"),
                List.of("solve", "--threads"),
                List.of("solve", "--threads", "0", "a.txt"),
                List.of("solve", "--threads", "-1", "a.txt"),
                List.of("solve", "--threads", "02", "a.txt"),
                List.of("solve", "--threads", "two", "a.txt"),
                List.of("solve", "--threads", "1234567890", "a.txt"),
                List.of("solve", "--threads=", "a.txt"),
                List.of("solve", "--threads", "1", "--threads", "2", "a.txt"),
                List.of("solve", "--thread", "1", "a.txt"),
                List.of("solve", "a.txt", "--no-progress"),
                List.of("Solve", "a.txt"));
        for (List<String> args : others) {
            assertThat(QuickSolve.command(args.toArray(String[]::new)))
                    .as(args.toString())
                    .isEmpty();
        }
    }

    @Test
    void it_writes_what_picocli_runs_write(@TempDir Path dir) throws IOException {
        Random random = new Random(5);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            List<String> lines = new ArrayList<>();
            for (int j = 0; j < 1 + random.nextInt(30); j++) {
                lines.add(PlainLineSolveTest.PUZZLES.get(random.nextInt(PlainLineSolveTest.PUZZLES.size())));
            }
            Path plain = dir.resolve("plain" + i + ".txt");
            Files.writeString(plain, String.join(i == 1 ? "\r\n" : "\n", lines) + "\n");
            names.add(plain.toString());
        }
        Path grid = Files.writeString(dir.resolve("grid.txt"), GRID);
        Path empty = Files.writeString(dir.resolve("empty.txt"), "");
        Path bad = Files.writeString(dir.resolve("bad.txt"), PlainLineSolveTest.PUZZLES.get(0) + "\nnot a puzzle\n");
        List<List<String>> inputs = List.of(
                List.of(names.get(0)),
                names,
                List.of(names.get(1), grid.toString(), names.get(2)),
                List.of(empty.toString()),
                List.of(bad.toString(), names.get(0)),
                List.of(dir.resolve("missing.txt").toString(), names.get(0)),
                List.of(dir.toString()),
                List.of(PlainLineSolveTest.PUZZLES.get(2), names.get(0)),
                List.of());
        String typed = GRID + "\n" + PlainLineSolveTest.PUZZLES.get(3) + "\n";
        for (List<String> files : inputs) {
            for (List<String> options : List.of(
                    List.<String>of(),
                    List.of("--threads", "1"),
                    List.of("--threads=3"),
                    List.of("--format", "grid"),
                    List.of("--format=json", "--threads", "2"))) {
                String[] args = Stream.of(List.of("solve"), options, files)
                        .flatMap(List::stream)
                        .toArray(String[]::new);
                CommandRun quick = quick(typed, args);
                CommandRun picocli = CommandRun.withInput(typed, args);
                String where = String.join(" ", args);
                assertThat(timeless(quick.out())).as(where).isEqualTo(timeless(picocli.out()));
                assertThat(quick.err()).as(where).isEqualTo(picocli.err());
                assertThat(quick.exitCode()).as(where).isEqualTo(picocli.exitCode());
                assertThat(quick.out() + quick.err()).as(where).isNotEmpty();
            }
        }
    }

    @Test
    void its_name_in_messages_is_picocli_s() {
        CommandLine cli = CommandTree.commandLine();
        assertThat(QuickSolve.NAME)
                .isEqualTo(cli.getSubcommands()
                        .get(SolveCommand.NAME)
                        .getCommandSpec()
                        .qualifiedName(" "));
    }

    @Test
    void a_run_of_files_alone_does_not_load_picocli_and_fails_a_write_in_its_words(@TempDir Path dir)
            throws IOException {
        Shell shell = new Shell(dir, "-XX:TieredStopAtLevel=1 -Xlog:class+load=info:file=classes.txt");
        Files.writeString(dir.resolve("plain.txt"), String.join("\n", PlainLineSolveTest.PUZZLES) + "\n");
        Shell.Result quick = shell.run("./sudoku solve --threads 2 plain.txt > out.txt");
        String loaded = Files.readString(dir.resolve("classes.txt"));
        assertThat(quick.exitCode()).isEqualTo(1);
        assertThat(loaded).contains(QuickSolve.class.getName()).doesNotContain("picocli.CommandLine ");
        Shell.Result parsed = shell.run("./sudoku solve --no-progress --threads 2 plain.txt > parsed.txt");
        assertThat(Files.readString(dir.resolve("classes.txt"))).contains("picocli.CommandLine ");
        assertThat(Files.readString(dir.resolve("out.txt"))).isEqualTo(Files.readString(dir.resolve("parsed.txt")));
        assertThat(quick.err()).isEqualTo(parsed.err());

        Shell.Result full = shell.run("./sudoku solve plain.txt > /dev/full");
        Shell.Result fullParsed = shell.run("./sudoku solve --no-progress plain.txt > /dev/full");
        assertThat(full.exitCode()).isEqualTo(1).isEqualTo(fullParsed.exitCode());
        assertThat(full.err()).startsWith("sudoku: ").isEqualTo(fullParsed.err());
    }

    /** JSON Lines without the one field that differs from run to run, the time each puzzle took. */
    private static String timeless(String out) {
        return out.replaceAll("\"micros\":[0-9]+", "\"micros\":0");
    }

    /** Runs {@code args} as {@link Main} does when {@link QuickSolve} takes them, capturing what it writes. */
    private static CommandRun quick(String stdin, String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        ByteArrayOutputStream binary = new ByteArrayOutputStream();
        Streams streams = Streams.of(new ByteArrayInputStream(stdin.getBytes(StandardCharsets.UTF_8)), binary);
        CommandContext context =
                new CommandContext(streams, new PrintWriter(out), new PrintWriter(err), QuickSolve.NAME);
        int code = QuickSolve.run(QuickSolve.command(args).orElseThrow(), context);
        context.out().flush();
        context.err().flush();
        return new CommandRun(code, out.toString(), err.toString(), binary.toByteArray());
    }
}
