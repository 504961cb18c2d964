package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The bench's large dedupe inputs: copies that are one class, and variants that are classes of their own. */
class DedupeInputsTest {
    private static final List<String> PUZZLES = List.of(
            "98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6",
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            "..3..67...5..8.....9.1.........9..1...7..32..8..5...4.37....4.......4..6..4....72");

    @Test
    void a_renamed_copy_moves_each_digit_on_and_keeps_everything_else() {
        String line = PUZZLES.get(0);

        assertThat(DedupeInputs.renamed(line, 0)).isEqualTo(line);
        assertThat(DedupeInputs.renamed(line, 1)).startsWith("19.8..7..86..5");
        assertThat(DedupeInputs.renamed(line, 3).replaceAll("[1-9]", "1")).isEqualTo(line.replaceAll("[1-9]", "1"));
    }

    @Test
    void the_copies_are_different_lines_of_one_class_a_whole_input_apart() {
        int copies = 16;
        List<String> all = DedupeInputs.spreadCopies(PUZZLES, copies);

        assertThat(all).hasSize(PUZZLES.size() * copies);
        assertThat(new HashSet<>(all)).hasSize(all.size());
        for (int p = 0; p < PUZZLES.size(); p++) {
            String canonical = canonical(PUZZLES.get(p));
            assertThat(canonical).isNotNull();
            for (int copy = 0; copy < copies; copy++) {
                String line = all.get(copy * PUZZLES.size() + p);
                assertThat(line).isEqualTo(DedupeInputs.copy(PUZZLES.get(p), copy));
                assertThat(canonical(line)).as("copy %d of puzzle %d", copy, p).isEqualTo(canonical);
            }
        }
    }

    @Test
    void each_variant_adds_one_given_of_the_solution_and_is_a_class_of_its_own() {
        ExactSolver solver = Solvers.create(Solvers.AUTO);
        int variants = 16;
        List<String> all = DedupeInputs.oneMoreGiven(PUZZLES, variants, solver);

        assertThat(all).hasSize(PUZZLES.size() * variants);
        Set<String> classes = new HashSet<>();
        for (int i = 0; i < all.size(); i++) {
            String puzzle = PUZZLES.get(i / variants);
            String variant = all.get(i);
            int added = 0;
            for (int cell = 0; cell < 81; cell++) {
                if (variant.charAt(cell) != puzzle.charAt(cell)) {
                    assertThat(puzzle.charAt(cell)).isEqualTo('.');
                    added++;
                }
            }
            assertThat(added).isEqualTo(1);
            // A given taken from the solution keeps that solution, and the only one.
            assertThat(DedupeInputs.solved(variant, solver)).isEqualTo(DedupeInputs.solved(puzzle, solver));
            classes.add(canonical(variant));
        }
        assertThat(classes).hasSize(all.size());
    }

    @Test
    void a_line_that_is_not_a_puzzle_with_one_solution_is_left_out() {
        String empty = ".".repeat(81);
        List<String> all = DedupeInputs.oneMoreGiven(
                List.of("not a puzzle", empty, PUZZLES.get(0)), 2, Solvers.create(Solvers.AUTO));

        assertThat(all).hasSize(2).allSatisfy(line -> assertThat(line).hasSize(81));
    }

    private static String canonical(String line) {
        return Dedupe.key(InputLayout.TEXT, 1, line).get(0).canonical();
    }
}
