package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import java.util.Arrays;
import java.util.EnumSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Killer cages over many seeds: a cage that is a whole row, column or box only repeats that house's rule
 * (its sum is every digit's, 10 on a 4x4 grid), so the generator never makes one, and what it makes stays
 * a puzzle of one solution.
 */
class KillerCagePropertyTest {
    private final RuleSolver solver = new RuleSolver();

    @ParameterizedTest(name = "{0}x{0}, seeds 1 to {1}")
    @CsvSource({"4, 200", "6, 30"})
    void no_cage_is_a_whole_house_and_every_puzzle_has_one_solution(int size, int seeds) {
        VariantGenerator generator = new VariantGenerator(EnumSet.of(Variant.KILLER), size);
        for (long seed = 1; seed <= seeds; seed++) {
            VariantMade made = generator.make(seed);
            for (Cage cage : made.puzzle().rules().cages().orElseThrow().cages()) {
                int[] cells = sorted(cage.cells());
                for (RuleHouse house : made.puzzle().rules().houses()) {
                    assertThat(cells)
                            .as("seed %d: cage %s (sum %d) against %s", seed, cage.label(), cage.sum(), house.name())
                            .isNotEqualTo(sorted(house.cells()));
                }
            }
            RuleSolveResult result = solver.solve(made.puzzle());
            assertThat(result.solutionCount()).as("seed %d", seed).isEqualTo(1);
            assertThat(result.solution().orElseThrow()).as("seed %d", seed).containsExactly(made.solution());
        }
    }

    private static int[] sorted(int[] cells) {
        int[] copy = cells.clone();
        Arrays.sort(copy);
        return copy;
    }
}
