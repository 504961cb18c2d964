package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code solve --logic-only}, {@code --search guess|bivalue} and {@code --trace}. */
class ClassicModesTest {
    private static final String EASY =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    /** Arto Inkala's 2012 puzzle: logic of the se profile stops early, so guessing does the work. */
    private static final String HARD =
            "8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..";

    private static Grid solution(String puzzle) {
        return Solvers.create("auto")
                .solve(PuzzleReader.parse(puzzle))
                .solution()
                .orElseThrow();
    }

    @Test
    void logic_only_solves_an_easy_puzzle_and_counts_its_cycles() {
        CommandRun run = CommandRun.of("solve", "--logic-only", EASY);
        String[] parts = run.out().strip().split(" ");
        assertThat(parts[0]).isEqualTo("SOLVED");
        assertThat(parts[1]).isEqualTo(solution(EASY).toString());
        assertThat(parts[2]).matches("cycles=[1-9]\\d*");
        assertThat(run.exitCode()).isZero();
    }

    @Test
    void logic_only_stops_where_logic_runs_out_with_candidates_that_keep_the_solution() {
        CommandRun run = CommandRun.of("solve", "--logic-only", HARD);
        String[] parts = run.out().strip().split(" ");
        assertThat(parts[0]).isEqualTo("STUCK");
        Position position = CandidateLineFormat.read(parts[1]);
        Grid solution = solution(HARD);
        for (int cell = 0; cell < 81; cell++) {
            int value = position.values().get(cell);
            if (value != 0) {
                assertThat(value).isEqualTo(solution.get(cell));
            } else {
                assertThat(position.candidates(cell) & (1L << (solution.get(cell) - 1)))
                        .isNotZero();
            }
        }
        assertThat(run.exitCode()).isEqualTo(1);
    }

    @Test
    void the_guess_log_has_one_line_per_guess_and_its_totals_add_up() {
        CommandRun run = CommandRun.of("solve", "--trace", HARD);
        List<String> lines = run.lines();
        List<String> guesses =
                lines.stream().filter(l -> l.startsWith("# guess #")).toList();
        String totals = lines.stream()
                .filter(l -> l.startsWith("# guesses made"))
                .findFirst()
                .orElseThrow();
        String result = lines.get(0);

        assertThat(guesses)
                .isNotEmpty()
                .allMatch(
                        l -> l.matches(
                                "# guess #\\d+ r\\dc\\d=\\d of \\{[\\d,]+}( \\(under #\\d+\\))? (KEPT|CONTRADICTION|ABANDONED)"));
        assertThat(totals)
                .startsWith("# guesses made " + guesses.size() + ", kept "
                        + guesses.stream().filter(l -> l.endsWith("KEPT")).count());
        assertThat(result).startsWith("SOLVED " + solution(HARD) + " ").contains("guesses=" + guesses.size());
    }

    @Test
    void the_bivalue_trace_lists_every_combination_each_under_the_one_it_extends() {
        String puzzle = "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";
        CommandRun run = CommandRun.of("solve", "--search", "bivalue", "--trace", puzzle);
        List<String> lines = run.out().lines().toList();
        java.util.regex.Matcher counts =
                java.util.regex.Pattern.compile("combinations=(\\d+)").matcher(lines.get(0));
        assertThat(counts.find()).as(lines.get(0)).isTrue();
        int combinations = Integer.parseInt(counts.group(1));
        List<String> nodes =
                lines.stream().filter(l -> l.startsWith("# combination #")).toList();
        assertThat(nodes).hasSize(combinations);
        for (int i = 0; i < nodes.size(); i++) {
            assertThat(nodes.get(i)).startsWith("# combination #" + (i + 1) + " ");
            java.util.regex.Matcher under =
                    java.util.regex.Pattern.compile("\\(under #(\\d+)\\)").matcher(nodes.get(i));
            if (under.find()) {
                assertThat(Integer.parseInt(under.group(1))).isLessThan(i + 1);
            }
        }
        assertThat(nodes).anyMatch(l -> l.endsWith(" KEPT")).anyMatch(l -> l.endsWith(" CONTRADICTION"));
        assertThat(lines).contains("# combinations tried " + combinations);
    }

    @Test
    void guessing_in_json_gives_one_record_per_entry_in_input_order_with_the_trace() throws Exception {
        CommandRun run = CommandRun.of("solve", "--trace", "--format", "json", SolveCommandTest.fixture("mixed.txt"));
        List<JsonNode> records = Json.records(run);
        assertThat(records)
                .extracting(r -> r.get("status").asText())
                .containsExactly("SOLVED", "INVALID", "MULTIPLE", "SOLVED", "NONE", "INVALID", "SOLVED");
        assertThat(records.get(5).get("error").asText()).contains("r1c1").contains("r1c2");
        JsonNode multiple = records.get(2);
        assertThat(multiple.get("trace")).hasSize(multiple.get("guesses").asInt());
        assertThat(records).allSatisfy(r -> assertThat(Json.keys(r)).isEqualTo(Json.keys(View.SOLVE_GUESS)));
        assertThat(records.get(0).get("solution").asText())
                .isEqualTo(records.get(0).get("grid").asText());
        assertThat(records.get(0).get("solutions").asInt()).isEqualTo(1);
    }

    @Test
    void the_bivalue_search_finds_every_solution_within_its_depth() {
        String several = "8.........59.......76..........2.597...5.3168......432...671945...938216...452783";
        CommandRun run = CommandRun.of("solve", "--search", "bivalue", "--depth", "2", several);
        assertThat(run.out()).startsWith("MULTIPLE ").contains("combinations=").contains("depth=2");
        String first = run.out().split(" ")[1];
        Grid grid = PuzzleReader.parse(first);
        assertThat(grid.keepsGivensOf(PuzzleReader.parse(several))).isTrue();
        assertThat(dev.sudoku.core.Conflicts.isValidSolution(dev.sudoku.core.Geometry.of(grid.shape()), grid))
                .isTrue();
    }

    @Test
    void logic_only_with_guessing_options_is_a_usage_error() {
        assertThat(CommandRun.of("solve", "--logic-only", "--trace", EASY).exitCode())
                .isEqualTo(2);
        assertThat(CommandRun.of("solve", "--search", "random", EASY).err()).contains("guess or bivalue");
    }
}
