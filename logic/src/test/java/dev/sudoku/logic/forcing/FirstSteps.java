package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.List;

/** The first step a chaining producer offers, and the check that it is a given hint, for its tests. */
final class FirstSteps {
    private FirstSteps() {}

    /** Every step the producer offers before its sink declines more: the first alone, or none. */
    static List<Step> offered(ForcingChains producer, CandidateGrid grid) {
        List<Step> offered = new ArrayList<>();
        producer.find(grid, step -> {
            offered.add(step);
            return false;
        });
        return offered;
    }

    /** The first step the producer offers, or null. */
    static Step first(ForcingChains producer, CandidateGrid grid) {
        List<Step> offered = offered(producer, grid);
        return offered.isEmpty() ? null : offered.get(0);
    }

    /** That the step is the hint (none when the hint is null): technique, complexity and conclusions. */
    static void assertIs(Step offered, ChainHint expected, String where) {
        if (expected == null) {
            assertThat(offered).as(where).isNull();
            return;
        }
        ForcingChainStep step = (ForcingChainStep) offered;
        assertThat(step).as(where).isNotNull();
        assertThat(step.technique()).as(where).isEqualTo(expected.technique());
        assertThat(step.complexity()).as(where).isEqualTo(expected.complexity());
        assertThat(step.eliminations()).as(where).isEqualTo(expected.eliminations());
        assertThat(step.placements())
                .as(where)
                .isEqualTo(expected.placement().stream().toList());
    }
}
