package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ./sudoku} command in the README's shell blocks runs as written, in order (a later command
 * may read what an earlier one wrote), from a folder laid out as a fresh clone beside the shared data: no
 * usage error, no file it cannot read, and the counts a count command's comment states are what it prints.
 * In the corpus suite: the benchmark commands read the shared data.
 */
@Tag("corpus")
class ReadmeCommandsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern SHELL_BLOCK = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL);
    private static final Pattern STATED_COUNT = Pattern.compile("\\d[\\d,]* (grids|essentially different)");

    static List<String> commands() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> commands = new ArrayList<>();
        Matcher block = SHELL_BLOCK.matcher(readme);
        while (block.find()) {
            block.group(1)
                    .lines()
                    .filter(line -> line.contains("./sudoku ") && !line.contains("./sudoku serve"))
                    .forEach(commands::add);
        }
        return commands;
    }

    /** The README's lines of a shell block that start with {@code prefix}. */
    static List<String> lines(String prefix) throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> lines = new ArrayList<>();
        Matcher block = SHELL_BLOCK.matcher(readme);
        while (block.find()) {
            block.group(1).lines().filter(line -> line.startsWith(prefix)).forEach(lines::add);
        }
        return lines;
    }

    @Test
    void the_readme_serve_command_starts_the_app_and_every_curl_example_is_answered(@TempDir Path dir)
            throws Exception {
        Shell shell = new Shell(dir, "");
        String serve = lines("./sudoku serve").get(0).replaceFirst("#.*", "").strip();
        // A bank of the test's own, with puzzles for the bank examples and no background filling.
        String bank = "export SUDOKU_DB='" + dir.resolve("bank.db") + "'; ";
        assertThat(shell.run(bank + "./sudoku bank fill --level easy --count 3 --seed 1")
                        .exitCode())
                .isZero();
        // The README's port may be taken on a test machine: the same command on a free port.
        Shell.Result started = shell.run(bank + "(" + serve + " --port 0 --top-up 0 > serve.out 2>&1 & echo $! >"
                + " serve.pid);"
                + " for i in $(seq 1 100); do grep -q 'served at' serve.out && break; sleep 0.2; done;"
                + " cat serve.out");
        try {
            Matcher address =
                    Pattern.compile("served at http://127\\.0\\.0\\.1:(\\d+)/").matcher(started.out());
            assertThat(address.find()).as(started.out()).isTrue();
            String port = address.group(1);
            List<String> examples = lines("curl ");
            assertThat(examples).hasSizeGreaterThan(8);
            for (String example : examples) {
                Shell.Result answer = shell.run(example.replace("localhost:8080", "127.0.0.1:" + port));
                String seen = example + "\nstdout: " + abbreviate(answer.out()) + "\nstderr: " + answer.err();
                assertThat(answer.exitCode()).as(seen).isZero();
                if (example.contains("-o ")) {
                    assertThat(Files.readString(
                                    dir.resolve("booklet.pdf"), java.nio.charset.StandardCharsets.ISO_8859_1))
                            .as(seen)
                            .startsWith("%PDF-");
                } else {
                    // Every answer is a report (or an array of them, the layout or the levels), never an error.
                    assertThat(answer.out()).as(seen).containsAnyOf("\"status\":", "\"houses\":", "\"classic\":");
                    assertThat(answer.out()).as(seen).doesNotStartWith("{\"error\"");
                }
            }
        } finally {
            shell.run("kill $(cat serve.pid)");
        }
    }

    @Test
    void every_sudoku_command_of_the_readme_runs_as_written(@TempDir Path dir) throws Exception {
        Path clone = Files.createDirectory(dir.resolve("clone"));
        Files.createSymbolicLink(clone.resolve("docs"), ROOT.resolve("docs"));
        Files.createSymbolicLink(dir.resolve("shared"), ROOT.resolveSibling("shared"));
        // The commands on small inputs run on the quick compiler, where their JVMs' start-up costs least.
        Shell shell = new Shell(clone);
        // The counts and benchmarks read only what the README names and write nothing: they run in a folder
        // of their own beside the others, at the same time (the 8x8 essentially different count alone takes
        // most of a minute), with both compilers, as their long work needs.
        Path apart = Files.createDirectory(dir.resolve("apart"));
        Files.createSymbolicLink(apart.resolve("docs"), ROOT.resolve("docs"));
        Shell apartShell = new Shell(apart, "");
        ExecutorService aside = Executors.newSingleThreadExecutor();
        List<Future<?>> asideChecks = new ArrayList<>();
        List<String> commands = commands();

        assertThat(commands).hasSizeGreaterThan(15);
        // The bank commands use a bank of the test's own, not the user's.
        String bank = "export SUDOKU_DB='" + dir.resolve("bank.db") + "'; ";
        try {
            Set<String> runAside = new HashSet<>();
            for (String command : commands) {
                if (command.startsWith("./sudoku count ") || command.startsWith("./sudoku bench ")) {
                    // A command the README gives twice (the quick bench, in two sections) reads and writes the
                    // same either time, and one run of it is half a minute of CPU: it runs once.
                    if (runAside.add(command.replaceFirst("\\s*#.*", ""))) {
                        asideChecks.add(aside.submit(() -> check(command, apartShell.run(command))));
                    }
                } else {
                    check(command, shell.run(bank + command));
                }
            }
            for (Future<?> check : asideChecks) {
                try {
                    check.get();
                } catch (ExecutionException e) {
                    throw e.getCause() instanceof AssertionError failed ? failed : new AssertionError(e.getCause());
                }
            }
        } finally {
            aside.shutdownNow();
        }
    }

    @Test
    void the_counts_the_readme_states_beside_its_count_commands_are_checked() throws Exception {
        List<String> counts = commands().stream()
                .filter(command -> command.startsWith("./sudoku count "))
                .toList();
        assertThat(counts).hasSizeGreaterThanOrEqualTo(4);
        assertThat(counts)
                .allSatisfy(
                        command -> assertThat(statedCounts(command)).as(command).isNotEmpty());
    }

    /** A command ran: no usage error, no file it cannot read, and every count its comment states is printed. */
    private static void check(String command, Shell.Result result) {
        String seen = command + "\nstdout: " + abbreviate(result.out()) + "\nstderr: " + result.err();
        assertThat(result.exitCode()).as(seen).isIn(0, 1);
        assertThat(result.err()).as(seen).doesNotContain("Usage:").doesNotContain("internal error");
        assertThat(result.out() + result.err()).as(seen).doesNotContain("cannot read '");
        for (String count : statedCounts(command)) {
            assertThat(result.out()).as(seen).contains(count);
        }
    }

    /**
     * What a count command's comment says it prints ({@code # 6x6: 28,200,960 grids, 49 essentially different}
     * gives "28,200,960 grids" and "49 essentially different"); nothing for other commands.
     */
    static List<String> statedCounts(String command) {
        int comment = command.indexOf('#');
        if (!command.startsWith("./sudoku count ") || comment < 0) {
            return List.of();
        }
        List<String> counts = new ArrayList<>();
        Matcher stated = STATED_COUNT.matcher(command.substring(comment));
        while (stated.find()) {
            counts.add(stated.group());
        }
        return counts;
    }

    private static String abbreviate(String text) {
        return text.length() > 2000 ? text.substring(0, 2000) + "..." : text;
    }
}
