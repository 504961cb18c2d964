package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The command line's JVM options ({@code cli/command-line.options}), as {@code ./sudoku} hands them to Java. */
class CommandLineOptionsTest {
    private static final Path OPTIONS = Path.of(BenchSpeed.OPTIONS_FILE);

    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void java_starts_with_them_and_the_output_is_the_commands_alone() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = List.of(
                java,
                "@" + OPTIONS.toAbsolutePath(),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "solve",
                PUZZLE);

        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).isZero();
        assertThat(out)
                .isEqualTo("534678912672195348198342567859761423426853791713924856961537284287419635345286179\n");
    }

    @Test
    void every_method_named_for_inlining_exists() throws Exception {
        List<String> targets = inlineTargets();

        assertThat(targets).isNotEmpty();
        for (String target : targets) {
            String[] parts = target.split("::");
            Class<?> type = Class.forName(parts[0]);
            assertThat(Arrays.stream(type.getDeclaredMethods()).map(java.lang.reflect.Method::getName))
                    .as("%s names a method of %s", target, type.getName())
                    .contains(parts[1]);
        }
    }

    /** The {@code Class::method} of every {@code -XX:CompileCommand=inline,...} line. */
    private static List<String> inlineTargets() throws IOException {
        List<String> targets = new ArrayList<>();
        for (String line : Files.readAllLines(OPTIONS)) {
            String option = line.strip();
            if (option.startsWith("-XX:CompileCommand=inline,")) {
                targets.add(option.substring("-XX:CompileCommand=inline,".length()));
            }
        }
        return targets;
    }
}
