package dev.sudoku.print;

import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import java.time.Duration;

/**
 * Makes a variant puzzle ready for a booklet: the rule-set solver proves it has exactly one solution.
 * Variants are not rated, so they print with their variant's name where classic puzzles show a level.
 *
 * <p>Not thread-safe: one instance per thread. Cost: milliseconds for a 9x9 variant, some 20 ms for a
 * samurai; a puzzle whose proof takes longer than the budget is refused, never waited on without end.
 */
public final class VariantPreparer {
    /** More than a hundred times what a samurai needs. */
    static final Duration BUDGET = Duration.ofSeconds(10);

    private final RuleSolver solver = new RuleSolver();

    public Preparation prepare(VariantPuzzle puzzle) {
        RuleSolveResult verdict = solver.solve(puzzle, SolveLimits.UNIQUENESS.withMaxNanos(BUDGET.toNanos()));
        return switch (verdict.status()) {
            case SOLVED -> new Preparation.VariantReady(
                    puzzle, verdict.solution().orElseThrow());
            case MULTIPLE -> new Preparation.Refused("more than one solution");
            case NONE -> new Preparation.Refused("no solution");
            default -> new Preparation.Refused(
                    verdict.message().isBlank()
                            ? verdict.status().name().toLowerCase(java.util.Locale.ROOT)
                            : verdict.message());
        };
    }
}
