package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.HintText;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.GuessResult;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    // logic-example:start
    static void logicExample(PrintStream out) {
        Grid puzzle =
                PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
        Explanation explanation = new Explainer(Catalogue.players()).explain(puzzle); // one per thread
        StepText text = new StepText(puzzle.size());
        for (Step step : explanation.solution().orElseThrow().steps()) {
            out.println(text.describe(step)); // Hidden Single: 4 in b4 => r6c2=4
        }
        Hint hint = new Hinter(Catalogue.players()).hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
        out.println(new HintText(hint.geometry()).describe(hint.step().orElseThrow(), 1));
        GuessResult guessed = new ClassicSolver(Catalogue.se()).guess(puzzle); // logic, then guessing
        out.println(guessed.totals().cycles() + " cycles, " + guessed.totals().made() + " guesses");
    }
    // logic-example:end

    @Test
    void the_logic_example_in_the_readme_is_the_one_tested_here() throws Exception {
        assertReadmeShowsTheTestedCode("logic-example");
    }

    @Test
    void the_logic_example_prints_the_path_a_hint_and_the_classic_counts() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        logicExample(new PrintStream(bytes, true, StandardCharsets.UTF_8));

        List<String> lines = bytes.toString(StandardCharsets.UTF_8).lines().toList();
        assertThat(lines.get(0)).isEqualTo("Hidden Single: 4 in b4 => r6c2=4");
        assertThat(lines.get(lines.size() - 2)).isEqualTo("Technique: Hidden Single. Look in b4.");
        assertThat(lines.get(lines.size() - 1)).matches("\\d+ cycles, 0 guesses");
    }

    @Test
    void the_explain_transcript_shows_lines_the_command_prints_in_order() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String block = between(readme, "### `sudoku explain`", "`--format grid` (the default)");
        List<String> shown = block.lines()
                .filter(l -> !l.startsWith("```") && !l.isBlank() && !l.strip().equals("..."))
                .dropWhile(l -> !l.startsWith("$ "))
                .toList();
        String[] args = shown.get(0).substring("$ ./sudoku ".length()).split(" ");

        List<String> printed = CommandRun.of(args).lines();
        int at = 0;
        for (String line : shown.subList(1, shown.size())) {
            while (at < printed.size() && !printed.get(at).equals(line)) {
                at++;
            }
            assertThat(at).as("README line '%s' is printed, in order", line).isLessThan(printed.size());
        }
    }

    @Test
    void the_rate_transcript_is_what_the_command_prints() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> lines = between(readme, "$ ./sudoku rate ", "```").lines().toList();
        String file = lines.get(0).trim();

        CommandRun run = CommandRun.of("rate", ROOT.resolve(file).toString());

        assertThat(run.lines()).isEqualTo(lines.subList(1, lines.size()));
    }

    @Test
    void the_hint_transcript_shows_each_level_as_the_command_prints_it() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        List<String> shown = between(readme, "### `sudoku hint`", "Level 1 names")
                .lines()
                .filter(l -> !l.startsWith("```") && !l.isBlank())
                .dropWhile(l -> !l.startsWith("$ "))
                .toList();
        String puzzle = shown.get(0).substring(shown.get(0).lastIndexOf(' ') + 1);

        List<String> printed = new ArrayList<>();
        for (String line : shown) {
            if (line.startsWith("$ ./sudoku ")) {
                // "..." stands for the puzzle of the first command.
                String[] args = Arrays.stream(
                                line.substring("$ ./sudoku ".length()).split(" "))
                        .map(arg -> arg.equals("...") ? puzzle : arg)
                        .toArray(String[]::new);
                printed.add(line);
                printed.addAll(CommandRun.of(args).lines());
            }
        }

        assertThat(shown).hasSize(6);
        assertThat(printed).isEqualTo(shown);
    }

    @Test
    void the_validate_example_prints_what_the_readme_shows() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String section = between(readme, "### `sudoku validate`", "Names every digit");
        String command = between(section, "./sudoku ", "\n").strip();
        List<String> shown = between(section, "```text", "```").strip().lines().toList();

        CommandRun run = CommandRun.of(absolute(command.split(" ")));

        assertThat(run.lines()).isEqualTo(shown);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void the_killer_example_read_from_standard_input_prints_the_grid_the_readme_shows() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String section = between(readme, "Combined, the parts follow the givens", "The grid format prints");
        String pipeline = between(section, "printf '%s\\n' ", "\n");
        // printf '%s\n' A B 'C D' | ./sudoku ARGS: each word, quoted or not, a line of standard input.
        List<String> input = new ArrayList<>();
        Matcher word = Pattern.compile("'([^']*)'|(\\S+)").matcher(pipeline.substring(0, pipeline.indexOf(" | ")));
        while (word.find()) {
            input.add(word.group(1) != null ? word.group(1) : word.group(2));
        }
        String[] args = pipeline.substring(pipeline.indexOf("./sudoku ") + "./sudoku ".length())
                .split(" ");
        List<String> shown = between(section, "```text", "```").strip().lines().toList();

        CommandRun run = CommandRun.withInput(String.join("\n", input) + "\n", args);

        assertThat(run.out().strip().lines().toList()).isEqualTo(shown);
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void the_java_example_in_the_readme_is_the_one_tested_here() throws Exception {
        assertReadmeShowsTheTestedCode("java-example");
    }

    /** The README block between the marker comments is the body of the method between this file's markers. */
    private static void assertReadmeShowsTheTestedCode(String marker) throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String source = Files.readString(ROOT.resolve("cli/src/test/java/dev/sudoku/cli/ReadmeTest.java"));

        assertThat(normalize(between(readme, "<!-- " + marker + ":start -->", "<!-- " + marker + ":end -->")))
                .isEqualTo(normalize(between(source, "// " + marker + ":" + "start", "// " + marker + ":" + "end")
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

    /** The README's paths are the repository's: resolved here, where the tests run in a module. */
    private static String[] absolute(String... args) {
        return Arrays.stream(args)
                .map(arg -> Files.exists(ROOT.resolve(arg)) ? ROOT.resolve(arg).toString() : arg)
                .toArray(String[]::new);
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
