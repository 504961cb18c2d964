package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The sum fillings against a brute force over every digit tuple, on random cells, candidates and sums. */
class SumFillingsTest {
    private static final int DIGITS = 9;

    @Test
    void cage_cells_keep_exactly_the_candidates_some_distinct_filling_uses() {
        Random random = new Random(17);
        for (int round = 0; round < 3000; round++) {
            int[] candidates = randomCandidates(random, 1 + random.nextInt(5));
            int sum = 1 + random.nextInt(40);
            boolean[][] all = new boolean[candidates.length][candidates.length];
            for (boolean[] row : all) {
                Arrays.fill(row, true);
            }
            int[] expected = bruteForce(candidates, all, sum);
            assertThat(SumFillings.keptDistinct(candidates, sum, DIGITS))
                    .as("round %d: %s sum %d", round, Arrays.toString(candidates), sum)
                    .containsExactly(expected);
        }
    }

    @Test
    void loose_cells_differ_only_where_they_see_each_other() {
        Random random = new Random(29);
        for (int round = 0; round < 3000; round++) {
            int count = 1 + random.nextInt(SumFillings.MOST_LOOSE_CELLS);
            int[] candidates = randomCandidates(random, count);
            boolean[][] sees = new boolean[count][count];
            for (int i = 0; i < count; i++) {
                for (int j = 0; j < i; j++) {
                    sees[i][j] = sees[j][i] = random.nextBoolean();
                }
            }
            int sum = 1 + random.nextInt(40);
            assertThat(SumFillings.kept(candidates, sees, sum))
                    .as("round %d: %s sum %d", round, Arrays.toString(candidates), sum)
                    .containsExactly(bruteForce(candidates, sees, sum));
        }
    }

    @Test
    void the_textbook_cages_keep_their_one_combination() {
        assertThat(SumFillings.keptDistinct(new int[] {0x1FF, 0x1FF}, 3, DIGITS))
                .containsExactly(0b11, 0b11);
        assertThat(SumFillings.keptDistinct(new int[] {0x1FF, 0x1FF, 0x1FF}, 23, DIGITS))
                .containsExactly(0x1A0, 0x1A0, 0x1A0);
        assertThat(SumFillings.keptDistinct(new int[] {0x1FF, 0x1FF}, 19, DIGITS))
                .containsExactly(0, 0);
    }

    private static int[] randomCandidates(Random random, int count) {
        int[] candidates = new int[count];
        for (int i = 0; i < count; i++) {
            candidates[i] = random.nextInt(1 << DIGITS);
        }
        return candidates;
    }

    /** Every tuple of digits, one per cell from its candidates: those that add up and clash nowhere. */
    private static int[] bruteForce(int[] candidates, boolean[][] sees, int sum) {
        int[] kept = new int[candidates.length];
        int tuples = (int) Math.pow(DIGITS, candidates.length);
        int[] digits = new int[candidates.length];
        for (int code = 0; code < tuples; code++) {
            int rest = code;
            int total = 0;
            boolean fits = true;
            for (int i = 0; i < candidates.length; i++) {
                digits[i] = rest % DIGITS + 1;
                rest /= DIGITS;
                total += digits[i];
                fits &= (candidates[i] & (1 << (digits[i] - 1))) != 0;
                for (int j = 0; j < i; j++) {
                    fits &= !(sees[i][j] && digits[i] == digits[j]);
                }
            }
            if (fits && total == sum) {
                for (int i = 0; i < candidates.length; i++) {
                    kept[i] |= 1 << (digits[i] - 1);
                }
            }
        }
        return kept;
    }
}
