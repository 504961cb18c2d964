package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The README's quickstart is true: its Java example runs as shown and its transcript is what we print. */
class ReadmeTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    // java-example:start
    static void example(PrintStream out) {
        Grid puzzle =
                PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        ExactSolver solver = Solvers.create("auto"); // one instance per thread
        SolveResult result = solver.solve(puzzle); // finds the solution and proves it unique
        if (result.status() == Status.SOLVED) {
            Grid solution = result.solution().orElseThrow();
            out.println(solution); // 417369825632158947...
        }
        out.println(result.stats().guesses() + " guesses");
    }
    // java-example:end

    @Test
    void the_java_example_in_the_readme_is_the_one_tested_here() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String source = Files.readString(ROOT.resolve("cli/src/test/java/dev/sudoku/cli/ReadmeTest.java"));

        assertThat(normalize(between(readme, "<!-- java-example:start -->", "<!-- java-example:end -->")))
                .isEqualTo(normalize(between(source, "// java-example:" + "start", "// java-example:" + "end")
                        .replace("out.println", "System.out.println")
                        .replaceFirst("(?s).*?\\{", "")
                        .replaceFirst("(?s)}\\s*$", "")));
    }

    @Test
    void the_java_example_prints_the_unique_solution() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        example(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines[0]).startsWith("417369825632158947").hasSize(81);
        assertThat(lines[1]).matches("\\d+ guesses");
    }

    @Test
    void the_quickstart_transcript_is_what_the_command_prints() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String block = between(readme, "## Quickstart", "`./sudoku solve` reads");
        List<String> lines =
                block.lines().filter(l -> !l.startsWith("```") && !l.isBlank()).toList();
        assertThat(lines.get(0)).startsWith("$ ./sudoku solve ");
        String file = lines.get(0).substring("$ ./sudoku solve ".length()).trim();

        CommandRun run = CommandRun.of("solve", ROOT.resolve(file).toString());

        assertThat(run.lines()).isEqualTo(new ArrayList<>(lines.subList(1, lines.size())));
    }

    private static String between(String text, String start, String end) {
        int from = text.indexOf(start);
        int to = text.indexOf(end, from + start.length());
        assertThat(from).as("marker %s", start).isNotNegative();
        assertThat(to).as("marker %s", end).isNotNegative();
        return text.substring(from + start.length(), to);
    }

    /** Code compared ignoring layout: fences, indentation, line breaks and comment spacing. */
    private static String normalize(String code) {
        return code.replace("```java", "").replace("```", "").replaceAll("\\s+", "");
    }
}
