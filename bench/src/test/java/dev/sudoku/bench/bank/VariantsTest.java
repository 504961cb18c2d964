package dev.sudoku.bench.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class VariantsTest {
    /** The first puzzle of the 17-clue list. */
    private static final Grid PUZZLE =
            PuzzleReader.parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...");

    private static final Grid SOLUTION = Solvers.create("band")
            .solve(PUZZLE, SolveLimits.UNIQUENESS)
            .solution()
            .orElseThrow();

    private static List<Grid> chain(long seed) {
        Variants variants = new Variants(PUZZLE, SOLUTION, new SplittableRandom(seed));
        List<Grid> chain = new ArrayList<>();
        for (Optional<Grid> next = variants.next(); next.isPresent(); next = variants.next()) {
            chain.add(next.get());
        }
        return chain;
    }

    @Test
    void each_puzzle_is_the_one_before_with_one_more_given_from_the_solution() {
        List<Grid> chain = chain(1);

        Grid before = PUZZLE;
        for (Grid next : chain) {
            assertThat(next.filledCount()).isEqualTo(before.filledCount() + 1);
            assertThat(next.keepsGivensOf(before)).isTrue();
            assertThat(SOLUTION.keepsGivensOf(next)).isTrue();
            before = next;
        }
    }

    @Test
    void the_chain_ends_with_one_empty_cell_left_and_every_puzzle_stays_unique() {
        List<Grid> chain = chain(2);

        assertThat(chain).hasSize(81 - 17 - 1);
        assertThat(chain.get(chain.size() - 1).filledCount()).isEqualTo(80);
        for (Grid puzzle : List.of(chain.get(0), chain.get(30), chain.get(chain.size() - 1))) {
            assertThat(Solvers.create("band")
                            .solve(puzzle, SolveLimits.UNIQUENESS)
                            .status())
                    .isEqualTo(Status.SOLVED);
        }
    }

    @Test
    void the_same_seed_gives_the_same_chain_and_another_seed_another() {
        assertThat(chain(7)).isEqualTo(chain(7));
        assertThat(chain(7).get(0)).isNotEqualTo(chain(8).get(0));
    }

    @Test
    void a_solution_that_does_not_keep_the_givens_is_refused() {
        Grid wrong = SOLUTION.with(80, SOLUTION.get(80) % 9 + 1).with(0, 0);

        assertThatThrownBy(() -> new Variants(PUZZLE, wrong, new SplittableRandom(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
