package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class CompletionCountsTest {
    private static final long SEED = 2005;

    @Test
    void a_stored_count_is_found_under_its_key_and_nothing_else() {
        CompletionCounts memo = new CompletionCounts(100);
        memo.put(new long[] {7, 9, 11}, 2, 42);
        assertThat(memo.get(new long[] {7, 9}, 2)).isEqualTo(42);
        assertThat(memo.get(new long[] {7, 9, 11}, 3)).isEqualTo(CompletionCounts.ABSENT);
        assertThat(memo.get(new long[] {7}, 1)).isEqualTo(CompletionCounts.ABSENT);
        assertThat(memo.get(new long[] {9, 7}, 2)).isEqualTo(CompletionCounts.ABSENT);
    }

    @Test
    void many_keys_of_mixed_lengths_keep_their_counts_through_growth() {
        CompletionCounts memo = new CompletionCounts(1 << 20);
        Map<List<Long>, Long> expected = new HashMap<>();
        Random random = new Random(SEED);
        for (int i = 0; i < 50_000; i++) {
            long[] key = randomKey(random);
            if (memo.get(key, key.length) == CompletionCounts.ABSENT) {
                memo.put(key, key.length, i);
                expected.put(asList(key), (long) i);
            }
        }
        expected.forEach((key, count) -> {
            long[] words = key.stream().mapToLong(Long::longValue).toArray();
            assertThat(memo.get(words, words.length)).as("seed %d", SEED).isEqualTo(count);
        });
    }

    @Test
    void a_full_memo_is_emptied_and_counts_stored_after_are_kept() {
        CompletionCounts memo = new CompletionCounts(3);
        for (long key = 0; key < 3; key++) {
            memo.put(new long[] {key}, 1, key + 100);
        }
        memo.put(new long[] {3}, 1, 103);
        assertThat(memo.get(new long[] {0}, 1)).isEqualTo(CompletionCounts.ABSENT);
        assertThat(memo.get(new long[] {3}, 1)).isEqualTo(103);
    }

    private static long[] randomKey(Random random) {
        long[] key = new long[1 + random.nextInt(4)];
        for (int i = 0; i < key.length; i++) {
            // Few distinct words, so that keys repeat and prefixes of one another occur.
            key[i] = random.nextInt(8);
        }
        return key;
    }

    private static List<Long> asList(long[] key) {
        return java.util.Arrays.stream(key).boxed().toList();
    }
}
