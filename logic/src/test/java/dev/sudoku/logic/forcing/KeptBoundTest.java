package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A nested producer's first step comes from a search whose propagations end once every node they could
 * still make is more complex than the best hint so far, and, on a later step of a puzzle, that first tries a
 * bound guessed from the last step ({@link ComplexityGuess}) and searches again without it when nothing is
 * within it. Either way the step offered must be the first, in SE's order, of every hint of a search that
 * follows every propagation to its end: with no guess, with the guess a step leaves behind, and with
 * guesses below the best (the search again without the bound).
 */
class KeptBoundTest {

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}, level {3}")
    @CsvSource({"2,2,0.7,2", "2,3,0.5,2", "2,2,0.7,3", "2,3,0.6,3", "2,2,0.7,4", "2,3,0.5,4", "3,3,0.25,4"})
    void the_step_offered_is_the_first_of_all_hints_whatever_the_guess(int rows, int cols, double density, int level) {
        BoxShape shape = new BoxShape(rows, cols);
        Links links = LinkTables.of(Geometry.of(shape));
        ForcingChains producer = level == 2
                ? ForcingChains.nested()
                : level == 3 ? ForcingChains.nestedMultiple() : ForcingChains.nestedDynamic();
        TechniqueId id = producer.ids().get(0);
        SplittableRandom random =
                new SplittableRandom(rows * 7919L + cols * 131L + level * 17L + (long) (density * 100));
        int withHints = 0;
        int belowBest = 0;
        for (int round = 0; round < 15; round++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, random);
            ChainHint expected = firstOfAll(grid, links, level);
            String where = "round " + round;
            // No guess for this puzzle yet (a grid of its own), then the guess the step left, then lower ones.
            assertThat(ComplexityGuess.of(id, grid)).as(where).isZero();
            FirstSteps.assertIs(FirstSteps.first(producer, grid), expected, where + ", no guess");
            if (expected == null) {
                continue;
            }
            withHints++;
            assertThat(ComplexityGuess.of(id, grid)).as(where).isGreaterThanOrEqualTo(expected.complexity());
            FirstSteps.assertIs(FirstSteps.first(producer, grid.copy()), expected, where + ", the guess the step left");
            for (int low : new int[] {expected.complexity() / 2, 1}) {
                ComplexityGuess.found(id, grid, low);
                belowBest += ComplexityGuess.of(id, grid) < expected.complexity() ? 1 : 0;
                FirstSteps.assertIs(FirstSteps.first(producer, grid.copy()), expected, where + ", guessed from " + low);
            }
        }
        assertThat(withHints).as("grids with a hint").isGreaterThan(3);
        assertThat(belowBest).as("guesses below the best").isGreaterThan(3);
    }

    /**
     * SE's first hint of the producer of that level, from every hint of searches whose collectors bound
     * nothing: level 4 tries its nesting limits 0, 1 and 2 in turn, the first with a hint giving it.
     */
    static ChainHint firstOfAll(CandidateGrid grid, Links links, int level) {
        for (int nesting = 0; nesting <= (level == 4 ? 2 : 0); nesting++) {
            AdvancedRules rules = AdvancedRules.forLevel(level, nesting, links);
            TechniqueId id = level == 2
                    ? TechniqueId.NESTED_FORCING_CHAIN
                    : level == 3 ? TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN : TechniqueId.NESTED_DYNAMIC_FORCING_CHAIN;
            double base = level == 2 ? 9.5 : level == 3 ? 10.0 : 10.5;
            BranchChaining chaining =
                    new BranchChaining(id, base, false, true, new Propagation(links, true, true, rules));
            HintCollector all = HintCollector.all();
            chaining.search(grid, links, all);
            List<ChainHint> sorted = all.sorted();
            if (!sorted.isEmpty()) {
                return sorted.get(0);
            }
        }
        return null;
    }
}
