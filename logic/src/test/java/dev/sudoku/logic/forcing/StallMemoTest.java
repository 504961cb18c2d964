package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The memo of the rules' steps on stalled grids answers again only for the same pair of grids and tier:
 * any candidate more or less in either grid, in any cell of any size, is a different pair.
 */
class StallMemoTest {
    private final AtomicInteger searches = new AtomicInteger();

    @BeforeEach
    void forgetEarlierTests() {
        StallMemo.begin(CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(2, 2))));
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"2,2,0.6", "2,3,0.6", "3,3,0.6", "3,4,0.6", "4,4,0.6", "5,5,0.3"})
    void a_pair_differing_in_any_one_candidate_is_searched_again(int rows, int cols, double density) {
        SplittableRandom random = new SplittableRandom(rows * 31L + cols);
        BoxShape shape = new BoxShape(rows, cols);
        CandidateGrid initial = RandomPositions.grid(shape, density, random);
        CandidateGrid work = initial.copy();
        List<AdvancedRules.RuleStep> base = remembered(5, initial, work);
        int flips = 0;
        // Every candidate removed in turn from the working grid, then from the initial one: each flips one
        // bit of the key, at every offset of its words.
        for (int cell = 0; cell < initial.cellCount(); cell++) {
            for (long rest = initial.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Long.numberOfTrailingZeros(rest) + 1;
                for (boolean inWork : new boolean[] {true, false}) {
                    CandidateGrid changed = (inWork ? work : initial).copy();
                    changed.eliminate(cell, digit);
                    CandidateGrid[] pair =
                            inWork ? new CandidateGrid[] {initial, changed} : new CandidateGrid[] {changed, work};
                    String where = (inWork ? "work" : "initial") + " without " + digit + " at cell " + cell;
                    int before = searches.get();
                    List<AdvancedRules.RuleStep> found = remembered(5, pair[0], pair[1]);
                    assertThat(searches.get()).as(where + ": searched").isEqualTo(before + 1);
                    assertThat(found).as(where).isNotSameAs(base);
                    // Copies, not the same objects: the memo goes by content.
                    assertThat(remembered(5, pair[0].copy(), pair[1].copy()))
                            .as(where + ": remembered")
                            .isSameAs(found);
                    assertThat(remembered(5, initial.copy(), work.copy()))
                            .as(where + ": the unchanged pair still remembered")
                            .isSameAs(base);
                    flips++;
                }
            }
        }
        assertThat(searches).as("one search per pair").hasValue(flips + 1);
    }

    @Test
    void tiers_are_apart_and_a_search_of_another_grid_forgets() {
        SplittableRandom random = new SplittableRandom(7);
        BoxShape shape = new BoxShape(3, 3);
        CandidateGrid top = RandomPositions.grid(shape, 0.5, random);
        CandidateGrid work = RandomPositions.grid(shape, 0.5, random);
        StallMemo.begin(top);
        remembered(0, top, work);
        remembered(2, top, work);
        assertThat(searches).as("each tier searches").hasValue(2);
        StallMemo.begin(top.copy());
        remembered(0, top, work);
        assertThat(searches).as("same grid: kept").hasValue(2);
        StallMemo.begin(work);
        remembered(0, top, work);
        assertThat(searches).as("another grid: forgotten").hasValue(3);
    }

    @Test
    void a_nested_engines_hints_are_kept_by_its_grid_alone_across_steps() {
        SplittableRandom random = new SplittableRandom(11);
        CandidateGrid work = RandomPositions.grid(new BoxShape(3, 3), 0.5, random);
        List<NestedChain> found = chains(4, false, work);
        StallMemo.begin(RandomPositions.grid(new BoxShape(3, 3), 0.5, random));
        assertThat(chains(4, false, work.copy())).as("another step: kept").isSameAs(found);
        assertThat(searches).hasValue(1);
        assertThat(chains(4, true, work)).as("the whole list apart").isNotSameAs(found);
        assertThat(chains(5, false, work)).as("another tier apart").isNotSameAs(found);
        assertThat(searches).hasValue(3);
        for (int cell = 0; cell < work.cellCount(); cell++) {
            for (long rest = work.candidates(cell); Long.bitCount(rest) > 1 && rest != 0; rest &= rest - 1) {
                CandidateGrid changed = work.copy();
                changed.eliminate(cell, Long.numberOfTrailingZeros(rest) + 1);
                int before = searches.get();
                assertThat(chains(4, false, changed)).as("cell " + cell).isNotSameAs(found);
                assertThat(searches).hasValue(before + 1);
            }
        }
        assertThat(chains(4, false, work)).as("still kept").isSameAs(found);
    }

    @Test
    void grids_of_two_box_shapes_with_the_same_candidates_are_apart() {
        long[] masks = RandomPositions.grid(new BoxShape(2, 3), 0.6, new SplittableRandom(3))
                .candidateMasks();
        CandidateGrid wide = CandidateGrid.fromPosition(Grid.empty(new BoxShape(2, 3)), masks);
        CandidateGrid tall = CandidateGrid.fromPosition(Grid.empty(new BoxShape(3, 2)), masks);
        List<NestedChain> found = chains(4, false, wide);
        assertThat(chains(4, false, tall)).isNotSameAs(found);
        StallMemo.begin(wide);
        remembered(0, wide, wide);
        StallMemo.begin(tall);
        remembered(0, tall, tall);
        assertThat(searches).as("each shape searches, steps and chains").hasValue(4);
    }

    /** The memo's chains for the grid, each search giving a new list of its own. */
    private List<NestedChain> chains(int tier, boolean all, CandidateGrid work) {
        return StallMemo.chains(tier, all, work, () -> {
            searches.incrementAndGet();
            return new ArrayList<>();
        });
    }

    /** The memo's steps for the pair, each search giving a new list that names its own number. */
    private List<AdvancedRules.RuleStep> remembered(int tier, CandidateGrid initial, CandidateGrid work) {
        return StallMemo.steps(tier, initial, work, () -> {
            int number = searches.incrementAndGet();
            return List.of(new AdvancedRules.RuleStep(List.of(), List.of(new Candidate(number, 1)), null));
        });
    }
}
