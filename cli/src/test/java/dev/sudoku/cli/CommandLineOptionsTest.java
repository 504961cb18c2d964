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

/**
 * The command line's JVM options ({@code cli/command-line.options} and {@code cli/command-line-memory.options}),
 * as {@code ./sudoku} hands them to Java.
 */
class CommandLineOptionsTest {
    private static final List<Path> OPTIONS =
            BenchSpeed.OPTIONS_FILES.stream().map(Path::of).toList();

    /** The server's memory file ({@code ./sudoku serve}). */
    private static final Path SERVER_OPTIONS = Path.of("server-memory.options");

    private static final String PUZZLE =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    @Test
    void java_starts_with_them_and_the_output_is_the_commands_alone() throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java));
        for (Path options : OPTIONS) {
            assertThat(options).isReadable();
            command.add("@" + options.toAbsolutePath());
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), Main.class.getName(), "solve", PUZZLE));

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

    @Test
    void only_the_memory_file_names_a_collector_or_a_young_generation() throws Exception {
        // ./sudoku leaves the memory file out when the caller chose a collector; the other must never clash.
        List<String> compiler = options(OPTIONS.get(0));
        List<String> memory = options(OPTIONS.get(1));

        assertThat(compiler).isNotEmpty().noneMatch(option -> option.contains("GC") || option.startsWith("-Xmn"));
        assertThat(memory).anyMatch(option -> option.startsWith("-XX:+Use") && option.endsWith("GC"));
        assertThat(memory).allMatch(option -> option.endsWith("GC") || option.startsWith("-Xmn"));
    }

    @Test
    void java_starts_with_the_servers_file_which_names_only_what_a_caller_may_choose_instead() throws Exception {
        // ./sudoku leaves the whole file out when the caller names a collector or a heap size, so nothing else
        // may be in it: it would be lost with them.
        List<String> server = options(SERVER_OPTIONS);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();

        Process process = new ProcessBuilder(java, "@" + SERVER_OPTIONS.toAbsolutePath(), "-version")
                .redirectErrorStream(true)
                .start();
        String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(out).isZero();
        assertThat(server).anyMatch(option -> option.startsWith("-XX:+Use") && option.endsWith("GC"));
        assertThat(server).allMatch(option -> option.endsWith("GC") || option.startsWith("-Xm"));
    }

    /** The options of an argument file: its lines but comments and blank ones. */
    private static List<String> options(Path file) throws IOException {
        return Files.readAllLines(file).stream()
                .map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith("#"))
                .toList();
    }

    /** The {@code Class::method} of every {@code -XX:CompileCommand=inline,...} line. */
    private static List<String> inlineTargets() throws IOException {
        List<String> targets = new ArrayList<>();
        for (Path file : OPTIONS) {
            for (String option : options(file)) {
                if (option.startsWith("-XX:CompileCommand=inline,")) {
                    targets.add(option.substring("-XX:CompileCommand=inline,".length()));
                }
            }
        }
        return targets;
    }
}
