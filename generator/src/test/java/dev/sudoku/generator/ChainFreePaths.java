package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.classic.ClassicLogicResult;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.UniquenessGate;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import java.time.Duration;
import java.util.Set;

/**
 * Generates puzzles of a level, rates each with the full {@code se} rater, and for every puzzle whose SE
 * path takes no chaining step (cycles, forcing chains, Nishio and the nested levels) checks that the
 * classic logic-only solve with {@code se-nochains} fills the grid, set up as {@code sudoku solve
 * --logic-only} does: the uniqueness gate first, then a classic solver over the catalogue it returns.
 *
 * <p>Logic-only has every technique of such a path; it sweeps the singles and takes the stronger steps in
 * another order than SE, which must not leave it stuck. On every puzzle, chain-free or not, logic-only
 * must also stay sound: no contradiction, and the position it reaches keeps the solution.
 */
final class ChainFreePaths {
    private static final Set<TechniqueId> CHAINING = TechniqueId.chaining();

    private final Rater rater = new Rater(Catalogue.se());
    private final Catalogue noChains = Catalogue.se().withoutChaining();
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);

    /** What one level's run saw, printed by the tests. */
    record Tally(Level level, long seed, int generated, int chainFree, int solvedByLogic) {
        @Override
        public String toString() {
            return String.format(
                    "%s from seed %d: %d generated, %d with a chain-free SE path, %d of them solved by logic only",
                    level.displayName(), seed, generated, chainFree, solvedByLogic);
        }
    }

    /** Runs {@code count} puzzles of {@code level} from {@code seed}, asserting on each chain-free one. */
    Tally check(Level level, long seed, int count) {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, seed)
                .withBand(RatingBand.of(level))
                .withTimeLimit(Duration.ofMinutes(5)));
        int chainFree = 0;
        int solved = 0;
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            boolean[] chained = new boolean[1];
            rater.rate(generated.puzzle(), (step, cost) -> {
                chained[0] |= CHAINING.contains(step.technique());
                return true;
            });
            ClassicLogicResult result = logicOnly(generated.puzzle());
            keepsTheSolution(result, generated);
            if (chained[0]) {
                continue;
            }
            chainFree++;
            assertThat(result.solved())
                    .as(
                            "logic-only on %s (seed %d, rated %s): %s after %d steps",
                            generated.puzzle(),
                            generated.seed(),
                            generated.rating().triple(),
                            result.status(),
                            result.steps().size())
                    .isTrue();
            assertThat(result.grid()).isEqualTo(generated.solution());
            solved++;
        }
        Tally tally = new Tally(level, seed, count, chainFree, solved);
        System.out.println(tally);
        return tally;
    }

    private static void keepsTheSolution(ClassicLogicResult result, Generated generated) {
        Grid solution = generated.solution();
        assertThat(result.contradiction())
                .as("logic-only on %s", generated.puzzle())
                .isEmpty();
        for (int cell = 0; cell < solution.cellCount(); cell++) {
            int value = result.grid().get(cell);
            boolean kept = value == 0
                    ? (result.candidates(cell) & Masks.bit(solution.get(cell))) != 0
                    : value == solution.get(cell);
            assertThat(kept)
                    .as("logic-only on %s keeps the solution's digit in cell %d", generated.puzzle(), cell)
                    .isTrue();
        }
    }

    private ClassicLogicResult logicOnly(Grid puzzle) {
        UniquenessGate.Check check = UniquenessGate.check(puzzle, noChains, exact);
        return new ClassicSolver(check.catalogue()).logic(puzzle);
    }
}
