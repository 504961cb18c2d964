package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.CandidateGrid;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HintCommandTest {
    private static final String EASY =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @Test
    void the_three_levels_tell_more_and_more_of_the_same_step() throws Exception {
        String first = CommandRun.of("hint", "--level", "1", EASY).out().strip();
        String second = CommandRun.of("hint", "--level", "2", EASY).out().strip();
        String third = CommandRun.of("hint", "--level", "3", EASY).out().strip();
        JsonNode explained = Json.MAPPER.readTree(
                CommandRun.of("explain", "--format", "json", EASY).lines().get(0));
        String firstStep = explained.get("steps").get(0).get("text").asText();
        String name = explained.get("steps").get(0).get("name").asText();

        assertThat(first).startsWith("Technique: " + name + ". Look in ");
        assertThat(second).startsWith(name + ": look at ");
        assertThat(third).isEqualTo(firstStep);
    }

    @Test
    void json_hints_hold_the_whole_step_only_at_level_three() throws Exception {
        JsonNode low = Json.MAPPER.readTree(
                CommandRun.of("hint", "--format", "json", "--level", "2", EASY).out());
        JsonNode full = Json.MAPPER.readTree(
                CommandRun.of("hint", "--format", "json", "--level", "3", EASY).out());

        assertThat(Json.keys(low)).isEqualTo(Json.keys(View.HINT));
        assertThat(low.get("status").asText()).isEqualTo("HINT");
        assertThat(low.get("puzzle").asText()).isEqualTo(EASY);
        assertThat(low.get("hintLevel").asInt()).isEqualTo(2);
        assertThat(low.get("step").isNull()).isTrue();
        assertThat(full.get("step").get("text").asText())
                .isEqualTo(full.get("hint").asText());
        assertThat(full.get("technique").asText())
                .isEqualTo(low.get("technique").asText());
    }

    @Test
    void each_input_gets_one_line_and_bad_ones_say_why() {
        CommandRun run = CommandRun.of("hint", SolveCommandTest.fixture("mixed.txt"));
        List<String> lines = run.lines();
        assertThat(lines).hasSize(7);
        assertThat(lines.get(1)).startsWith("INVALID: ").contains("line 3");
        assertThat(lines.get(2)).endsWith("(MULTIPLE: more than one solution, so uniqueness techniques are off)");
        assertThat(lines.get(4)).startsWith("NONE: no solution");
        assertThat(lines.get(5)).startsWith("INVALID: ").contains("r1c1");
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void a_puzzle_of_several_solutions_without_a_step_says_that_logic_finds_none() {
        String firstRowOnly = "123456789" + ".".repeat(72);

        CommandRun run = CommandRun.of("hint", firstRowOnly);

        assertThat(run.out())
                .isEqualTo("MULTIPLE: more than one solution, so uniqueness techniques are off; no technique of the"
                        + " profile finds a step here\n");
    }

    @Test
    void a_level_outside_one_to_three_is_a_usage_error() {
        CommandRun run = CommandRun.of("hint", "--level", "4", EASY);
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--level must be 1, 2 or 3");
    }

    /** The starting position of a puzzle as a candidate line, with one candidate taken away. */
    private static String startingLine(String puzzle, int cell, int digit) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(puzzle));
        if (digit > 0) {
            grid.eliminate(cell, digit);
        }
        return CandidateLineFormat.write(new Position(grid.toGrid(), grid.candidateMasks()));
    }

    @Test
    void a_position_with_the_puzzles_own_candidates_gets_the_puzzles_hint() {
        String fromPuzzle = CommandRun.of("hint", "--level", "3", EASY).out();
        CommandRun run =
                CommandRun.of("hint", "--level", "3", "--position", startingLine(EASY, 0, 0), "--givens", EASY);
        assertThat(run.out()).isEqualTo(fromPuzzle);
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void a_position_that_lost_a_solution_digit_is_refused_naming_the_cell() {
        Grid solution = Solvers.create("auto")
                .solve(PuzzleReader.parse(EASY))
                .solution()
                .orElseThrow();
        int cell = 1; // r1c2, empty in the puzzle
        CommandRun run = CommandRun.of("hint", "--position", startingLine(EASY, cell, solution.get(cell)));
        assertThat(run.out())
                .startsWith("INVALID: line 1: your candidates have lost the solution: r1c2 no longer has "
                        + solution.get(cell));
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void a_position_that_changes_a_given_is_refused_naming_the_cell() {
        String other = "5" + EASY.substring(1);
        CommandRun run = CommandRun.of("hint", "--position", startingLine(EASY, 0, 0), "--givens", other);
        assertThat(run.out()).startsWith("INVALID: ").contains("r1c1");
    }

    @Test
    void givens_are_read_from_a_file_as_from_the_value_itself(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("givens.txt");
        Files.writeString(file, "# the puzzle the position comes from\n" + EASY + "\n");
        Path changed = dir.resolve("changed.txt");
        Files.writeString(changed, "5" + EASY.substring(1) + "\n");
        String position = startingLine(EASY, 0, 0);

        CommandRun inline = CommandRun.of("hint", "--level", "3", "--position", position, "--givens", EASY);
        CommandRun fromFile =
                CommandRun.of("hint", "--level", "3", "--position", position, "--givens", file.toString());
        CommandRun fromChanged = CommandRun.of("hint", "--position", position, "--givens", changed.toString());

        assertThat(fromFile.out()).isEqualTo(inline.out());
        assertThat(fromFile.exitCode()).isZero();
        assertThat(fromChanged.out()).startsWith("INVALID: ").contains("r1c1");
    }

    @Test
    void givens_that_are_neither_a_file_nor_a_puzzle_are_a_usage_error_in_the_words_every_file_gets(@TempDir Path dir) {
        String position = startingLine(EASY, 0, 0);
        CommandRun missing = CommandRun.of("hint", "--position", position, "--givens", "nosuch.txt");
        CommandRun directory = CommandRun.of("hint", "--position", position, "--givens", dir.toString());
        CommandRun cellShort = CommandRun.of("hint", "--position", position, "--givens", EASY.substring(1));

        assertThat(missing.err()).isEqualTo("sudoku: --givens: cannot read 'nosuch.txt': no such file\n");
        assertThat(directory.err()).isEqualTo("sudoku: --givens: cannot read '" + dir + "': it is a directory\n");
        assertThat(cellShort.err())
                .startsWith("sudoku: --givens: cannot read '" + EASY.substring(1) + "': no such file, nor is it a"
                        + " puzzle: 80 characters, not a whole grid");
        for (CommandRun run : List.of(missing, directory, cellShort)) {
            assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
            assertThat(run.out()).isEmpty();
        }
    }

    @Test
    void a_position_naming_no_file_is_a_missing_file_and_a_short_line_says_what_a_position_needs() throws Exception {
        CommandRun missing = CommandRun.of("hint", "--format", "json", "--position", "nosuch.txt");
        CommandRun almost =
                CommandRun.of("hint", "--position", startingLine(EASY, 0, 0).substring(1));

        JsonNode report = Json.MAPPER.readTree(missing.out());
        assertThat(report.get("status").asText()).isEqualTo("INVALID");
        assertThat(report.get("file").asText()).isEqualTo("nosuch.txt");
        assertThat(report.get("line").isNull()).isTrue();
        assertThat(report.get("error").asText()).startsWith("cannot read 'nosuch.txt': no such file");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(almost.out())
                .isEqualTo("INVALID: line 1: 728 characters; a candidate line holds N*N*N (729 for 9x9, 64 for"
                        + " 4x4)\n");
        assertThat(almost.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void a_position_naming_no_file_is_worded_as_a_missing_puzzle_file_is() {
        CommandRun missing = CommandRun.of("hint", "--position", "nosuch.txt");

        assertThat(missing.out())
                .isEqualTo("INVALID: cannot read 'nosuch.txt': no such file, nor is it a position: a candidate line"
                        + " has N*N*N characters, 729 for 9x9\n");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void a_position_that_is_no_path_at_all_is_read_as_a_value_that_names_no_file() {
        // A NUL character makes no file name: Java refuses it as a path, and no shell can pass one.
        CommandRun shortValue = CommandRun.of("hint", "--position", "x\u0000y");
        CommandRun longValue = CommandRun.of("hint", "--position", "\u0000".repeat(64));

        assertThat(shortValue.err()).doesNotContain("internal error");
        assertThat(shortValue.out())
                .startsWith("INVALID: cannot read 'x")
                .contains("no such file, nor is it a position");
        assertThat(shortValue.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(longValue.err()).doesNotContain("internal error");
        assertThat(longValue.out()).startsWith("INVALID: ");
        assertThat(longValue.exitCode()).isEqualTo(ExitCodes.FAILURE);
    }

    @Test
    void a_position_file_that_cannot_be_read_is_a_usage_error_in_the_words_every_file_gets(@TempDir Path dir) {
        CommandRun directory = CommandRun.of("hint", "--position", dir.toString());
        // Linux lists the file but refuses to read it from its start.
        CommandRun unreadable = CommandRun.of("hint", "--position", "/proc/self/mem");

        assertThat(directory.err()).isEqualTo("sudoku: --position: cannot read '" + dir + "': it is a directory\n");
        assertThat(directory.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(unreadable.err())
                .isEqualTo("sudoku: --position: cannot read '/proc/self/mem': read error (Input/output error)\n");
        assertThat(unreadable.exitCode()).isEqualTo(ExitCodes.USAGE);
    }

    @Test
    void a_malformed_position_names_where_it_goes_wrong() {
        CommandRun run = CommandRun.of("hint", "--format", "json", "--position", "12x".repeat(243));
        assertThat(run.out()).contains("\"status\":\"INVALID\"").contains("column");
    }
}
