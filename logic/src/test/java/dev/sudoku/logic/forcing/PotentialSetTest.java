package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A set's digit planes, kept as nodes are added, hold exactly its nodes' candidates, through rounds of
 * adding and emptying (the sets are reused from one propagation to the next); grids too large for two words
 * a digit have none.
 */
class PotentialSetTest {
    @ParameterizedTest(name = "{0} cells of {1} digits")
    @CsvSource({"16,4", "36,6", "81,9", "121,11"})
    void the_digit_planes_hold_the_nodes_candidates_through_reuse(int cells, int size) {
        SplittableRandom random = new SplittableRandom(cells * 31L + size);
        for (boolean on : new boolean[] {true, false}) {
            PotentialSet set = new PotentialSet(cells, size, on);
            for (int round = 0; round < 20; round++) {
                set.clear();
                assertThat(set.digitPlanes()).as("emptied, round %d", round).containsOnly(0L);
                int adds = random.nextInt(cells * size + 1);
                for (int i = 0; i < adds; i++) {
                    set.add(Potential.assume(random.nextInt(cells), 1 + random.nextInt(size), on));
                }

                long[] expected = new long[2 * size];
                for (int index = 0; index < set.size(); index++) {
                    int cell = set.candidateAt(index) / size;
                    int digit = set.candidateAt(index) % size;
                    expected[2 * digit + (cell >>> 6)] |= 1L << cell;
                }
                assertThat(set.digitPlanes())
                        .as("round %d, %d nodes", round, set.size())
                        .containsExactly(expected);
            }
        }
    }

    @ParameterizedTest(name = "{0} cells of {1} digits")
    @CsvSource({"144,12", "256,16"})
    void grids_of_more_than_two_words_a_digit_have_no_planes(int cells, int size) {
        PotentialSet set = new PotentialSet(cells, size, true);

        set.add(Potential.assume(cells - 1, size, true));

        assertThat(set.digitPlanes()).isNull();
        assertThat(set.get(cells - 1, size, true)).isNotNull();
    }
}
