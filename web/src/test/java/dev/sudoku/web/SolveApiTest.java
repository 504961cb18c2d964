package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SolveApiTest extends ServerTest {
    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "2x4", "3x3", "3x4"})
    void every_generated_puzzle_is_solved_to_its_known_solution(String box) {
        BoxShape shape = BoxShape.parse(box);
        for (Puzzles.Known known : Puzzles.generated(shape, 11, 4)) {
            JsonNode answer = server.post("/api/solve", "puzzle", known.puzzle(), "box", box)
                    .json();
            assertThat(answer.get("status").asText()).isEqualTo("SOLVED");
            assertThat(answer.get("solution").asText()).isEqualTo(known.solution());
            assertThat(answer.get("solutions").asInt()).isEqualTo(1);
            assertThat(answer.get("box").asText()).isEqualTo(box);
            assertThat(answer.get("error").isNull()).isTrue();
        }
    }

    @Test
    void a_puzzle_with_many_solutions_shows_two_valid_solutions_and_where_they_differ() {
        String puzzle = "...............................................................................1.";
        JsonNode answer = server.post("/api/solve", "puzzle", puzzle).json();
        assertThat(answer.get("status").asText()).isEqualTo("MULTIPLE");
        Grid first = grid(answer.get("solution").asText());
        Grid second = grid(answer.get("solution2").asText());
        Grid givens = grid(puzzle);
        for (Grid solution : List.of(first, second)) {
            assertThat(Conflicts.isValidSolution(Geometry.of(solution.shape()), solution))
                    .isTrue();
            assertThat(solution.keepsGivensOf(givens)).isTrue();
        }
        assertThat(first).isNotEqualTo(second);
        List<String> differences = server.JSON.convertValue(answer.get("differences"), List.class);
        assertThat(differences).isNotEmpty();
        for (int cell = 0; cell < 81; cell++) {
            String name = "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
            assertThat(differences.contains(name)).isEqualTo(first.get(cell) != second.get(cell));
        }
    }

    @Test
    void a_puzzle_without_a_solution_says_none_and_an_invalid_one_names_both_cells() {
        JsonNode none = server.post("/api/solve", "puzzle", "12345678." + "........9" + ".".repeat(63))
                .json();
        assertThat(none.get("status").asText()).isEqualTo("NONE");
        assertThat(none.get("solutions").asInt()).isZero();
        // The answer says what runs out: r1c9 sees 1-8 in its row and 9 in its column.
        assertThat(none.get("error").asText()).isEqualTo("no solution: r1c9 has no candidate left");
        JsonNode invalid =
                server.post("/api/solve", "puzzle", "55" + ".".repeat(79)).json();
        assertThat(invalid.get("status").asText()).isEqualTo("INVALID");
        assertThat(invalid.get("error").asText()).contains("r1c1").contains("r1c2");
    }

    @Test
    void logic_only_stops_stuck_with_its_candidates_and_cycles_or_solves() {
        JsonNode stuck = server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "mode", "logic-only")
                .json();
        assertThat(stuck.get("status").asText()).isEqualTo("STUCK");
        assertThat(stuck.get("candidates").asText()).hasSize(729);
        assertThat(stuck.get("cycles").isInt()).isTrue();
        JsonNode solved = server.post("/api/solve", "puzzle", Puzzles.UNIQUE_RECTANGLE, "mode", "logic-only")
                .json();
        assertThat(solved.get("status").asText()).isEqualTo("SOLVED");
        assertThat(solved.get("cycles").asInt()).isPositive();
        assertThat(solved.get("grid").asText()).isEqualTo(solved.get("solution").asText());
    }

    @Test
    void guessing_gives_the_whole_guess_log_as_a_tree_whose_kept_path_reaches_the_solution() {
        JsonNode answer = server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "mode", "guess", "trace", true)
                .json();
        assertThat(answer.get("status").asText()).isEqualTo("SOLVED");
        JsonNode trace = answer.get("trace");
        assertThat(trace.size()).isEqualTo(answer.get("guesses").asInt()).isPositive();
        Map<Integer, String> outcomes = new HashMap<>();
        int kept = 0;
        for (JsonNode guess : trace) {
            int number = guess.get("guess").asInt();
            outcomes.put(number, guess.get("outcome").asText());
            if (!guess.get("parent").isNull()) {
                // A guess is nested under an earlier one, which was still open when it was made.
                assertThat(guess.get("parent").asInt()).isLessThan(number);
                assertThat(outcomes).containsKey(guess.get("parent").asInt());
            }
            assertThat(guess.get("cell").asText()).matches("r[1-9]c[1-9]");
            List<String> candidates = server.JSON.convertValue(guess.get("candidates"), List.class);
            assertThat(candidates).contains(guess.get("value").asText());
            if (guess.get("outcome").asText().equals("KEPT")) {
                kept++;
                Grid solution = grid(answer.get("solution").asText());
                int cell = cellIndex(guess.get("cell").asText());
                assertThat(solution.get(cell))
                        .isEqualTo(Integer.parseInt(guess.get("value").asText()));
            }
        }
        assertThat(kept).isEqualTo(answer.get("kept").asInt());
        assertThat(outcomes.values()).containsOnly("KEPT", "CONTRADICTION", "ABANDONED");
    }

    @Test
    void bivalue_search_honours_the_depth_asked_for() {
        JsonNode answer = server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "mode", "bivalue", "depth", 1)
                .json();
        assertThat(answer.get("mode").asText()).isEqualTo("bivalue");
        assertThat(answer.get("depth").asInt()).isLessThanOrEqualTo(1);
        assertThat(answer.get("status").asText()).isIn("SOLVED", "UNRESOLVED");
    }

    @Test
    void the_bivalue_search_traces_its_combinations_as_a_tree_of_fixed_cells() {
        JsonNode answer = server.post(
                        "/api/solve", "puzzle", Puzzles.BIVALUE, "mode", "bivalue", "depth", 2, "trace", true)
                .json();
        JsonNode trace = answer.get("trace");
        assertThat(trace.size())
                .isPositive()
                .isLessThanOrEqualTo(answer.get("combinations").asInt());
        Map<Integer, JsonNode> byNumber = new HashMap<>();
        for (JsonNode node : trace) {
            byNumber.put(node.get("guess").asInt(), node);
            List<String> candidates = server.JSON.convertValue(node.get("candidates"), List.class);
            // A bivalue cell: two candidates, one of them the value fixed.
            assertThat(candidates).hasSize(2).contains(node.get("value").asText());
            if (!node.get("parent").isNull()) {
                JsonNode parent = byNumber.get(node.get("parent").asInt());
                assertThat(parent).isNotNull();
                // A child fixes one more cell, a later one than its parent's.
                assertThat(cellIndex(node.get("cell").asText()))
                        .isGreaterThan(cellIndex(parent.get("cell").asText()));
            }
            assertThat(node.get("outcome").asText()).isIn("KEPT", "CONTRADICTION", "ABANDONED");
        }
        assertThat(answer.get("status").asText()).isEqualTo("SOLVED");
        assertThat(trace.findValues("outcome").stream().map(JsonNode::asText)).contains("KEPT", "CONTRADICTION");
        // Depth 2: the pairs hang under the single cells tried before them.
        assertThat(trace.findValues("parent").stream().filter(p -> !p.isNull())).isNotEmpty();
    }

    @Test
    void options_of_another_mode_are_refused_by_name() {
        TestServer.Answer depth = server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "depth", 2);
        assertThat(depth.status()).isEqualTo(400);
        assertThat(depth.json().get("field").asText()).isEqualTo("depth");
        TestServer.Answer trace =
                server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "mode", "logic-only", "trace", true);
        assertThat(trace.status()).isEqualTo(400);
        assertThat(trace.json().get("field").asText()).isEqualTo("trace");
        TestServer.Answer mode = server.post("/api/solve", "puzzle", Puzzles.EASTER_MONSTER, "mode", "magic");
        assertThat(mode.status()).isEqualTo(400);
        assertThat(mode.json().get("error").asText()).contains("magic");
    }

    @Test
    void an_empty_25x25_grid_is_answered_within_the_budget() {
        JsonNode answer = server.post("/api/solve", "puzzle", ".".repeat(625)).json();
        assertThat(answer.get("status").asText()).isIn("MULTIPLE", "TIMEOUT");
        assertThat(answer.get("box").asText()).isEqualTo("5x5");
    }

    private static Grid grid(String line) {
        return PuzzleReader.parse(line, ReadOptions.DEFAULT);
    }

    private static int cellIndex(String name) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * 9 + Integer.parseInt(parts[1]) - 1;
    }
}
