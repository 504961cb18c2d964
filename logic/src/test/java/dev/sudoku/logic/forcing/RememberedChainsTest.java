package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A nested engine's hints on a chain's grid are remembered across steps ({@link StallMemo#chains}): the next
 * step begins from another grid, and a chain of it that stalls on the same grid takes the remembered hints,
 * with rule parents found again against its own beginning. The steps it gets must be those a fresh search
 * gives: the same removals, rule parents and nested chains, in the same order.
 */
class RememberedChainsTest {
    @ParameterizedTest(name = "{0}x{1} boxes, density {2}, level {3}")
    @CsvSource({"3,3,0.5,2", "3,3,0.4,3", "3,3,0.5,4", "3,3,0.35,4", "2,3,0.6,4", "2,2,0.7,4"})
    void a_later_step_stalling_on_the_same_grid_gets_the_steps_a_fresh_search_gives(
            int rows, int cols, double density, int level) {
        BoxShape shape = new BoxShape(rows, cols);
        Links links = LinkTables.of(Geometry.of(shape));
        AdvancedRules rules = AdvancedRules.forLevel(level, 0, links);
        SplittableRandom random = new SplittableRandom(rows * 7919L + cols * 17L + level + (long) (density * 1000));
        int compared = 0;
        int reused = 0;
        int parentsChanged = 0;
        for (int round = 0; round < 30; round++) {
            // The first step's grid, a chain's grid below it, and the next step's grid between the two: the
            // steps between removed some of what the chain deletes.
            CandidateGrid first = RandomPositions.grid(shape, density, random);
            CandidateGrid work = first.copy();
            CandidateGrid next = first.copy();
            for (int i = 0; i < 2 + random.nextInt(6); i++) {
                int cell = random.nextInt(work.cellCount());
                long mask = work.candidates(cell);
                if (Long.bitCount(mask) > 1) {
                    int digit = Long.numberOfTrailingZeros(mask) + 1;
                    work.eliminate(cell, digit);
                    if (random.nextBoolean()) {
                        next.eliminate(cell, digit);
                    }
                }
            }
            StallMemo.begin(first);
            List<AdvancedRules.RuleStep> before = rules.chainingSteps(work, first);
            StallMemo.begin(next);
            List<AdvancedRules.RuleStep> after = rules.chainingSteps(work, next);
            List<AdvancedRules.RuleStep> fresh =
                    AdvancedRules.chainSteps(links, AdvancedRules.engine(level, 0, links), work, next);
            String where = "round " + round;
            assertThat(FirstPerRemovalTest.firstRemovals(after, work))
                    .as(where)
                    .isEqualTo(FirstPerRemovalTest.firstRemovals(fresh, work));
            Set<NestedChain> earlier = Collections.newSetFromMap(new IdentityHashMap<>());
            before.forEach(step -> earlier.add(step.chain()));
            reused += (int) after.stream()
                    .filter(step -> earlier.contains(step.chain()))
                    .count();
            parentsChanged += FirstPerRemovalTest.firstRemovals(before, work)
                            .equals(FirstPerRemovalTest.firstRemovals(after, work))
                    ? 0
                    : 1;
            compared += fresh.size();
        }
        assertThat(compared).as("steps compared").isGreaterThan(10);
        assertThat(reused).as("steps whose nested chain the first step found").isPositive();
        assertThat(parentsChanged)
                .as("rounds whose steps the new beginning changed")
                .isPositive();
    }
}
