package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code ./sudoku} command in the README's shell blocks runs as written, in order (a later command
 * may read what an earlier one wrote), from a folder laid out as a fresh clone beside the shared data: no
 * usage error, no file it cannot read. In the corpus suite: the benchmark commands read the shared data.
 */
@Tag("corpus")
class ReadmeCommandsTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Pattern SHELL_BLOCK = Pattern.compile("```sh\\n(.*?)```", Pattern.DOTALL);

    static List<String> commands() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> commands = new ArrayList<>();
        Matcher block = SHELL_BLOCK.matcher(readme);
        while (block.find()) {
            block.group(1).lines().filter(line -> line.contains("./sudoku ")).forEach(commands::add);
        }
        return commands;
    }

    @Test
    void every_sudoku_command_of_the_readme_runs_as_written(@TempDir Path dir) throws Exception {
        Path clone = Files.createDirectory(dir.resolve("clone"));
        Files.createSymbolicLink(clone.resolve("docs"), ROOT.resolve("docs"));
        Files.createSymbolicLink(dir.resolve("shared"), ROOT.resolveSibling("shared"));
        Shell shell = new Shell(clone, "");
        List<String> commands = commands();

        assertThat(commands).hasSizeGreaterThan(15);
        for (String command : commands) {
            Shell.Result result = shell.run(command);
            String seen = command + "\nstdout: " + abbreviate(result.out()) + "\nstderr: " + result.err();
            assertThat(result.exitCode()).as(seen).isIn(0, 1);
            assertThat(result.err()).as(seen).doesNotContain("Usage:").doesNotContain("internal error");
            assertThat(result.out() + result.err()).as(seen).doesNotContain("cannot read '");
        }
    }

    private static String abbreviate(String text) {
        return text.length() > 2000 ? text.substring(0, 2000) + "..." : text;
    }
}
