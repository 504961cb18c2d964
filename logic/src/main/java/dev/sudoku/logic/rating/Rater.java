package dev.sudoku.logic.rating;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import java.util.Objects;
import java.util.Optional;
import java.util.function.BiPredicate;

/**
 * Rates a puzzle as Sudoku Explainer's {@code serate} does (SE_RATING_SPEC §2): one step at a time, each
 * the first step of the first catalogue entry that finds one, tracking ER, EP and ED.
 *
 * <p>Thread-safe: the catalogue is an immutable value and each call works on its own grid. Cost: one
 * {@link LogicalSolver#nextStep} per step, so about as much as a logical solve of the puzzle. Like SE, it
 * assumes a puzzle with exactly one solution: on one with many, SE's chaining producers search every
 * candidate at every nesting level and can run for hours, so check uniqueness first (the CLI does).
 *
 * <p>To bound a rating's time, run it within a {@link SearchBudget}: the loop checks it once per step and
 * the chaining and exclusion searches within a step, and throws {@link
 * dev.sudoku.logic.SearchCancelledException} when it runs out.
 */
public final class Rater {
    private final Catalogue catalogue;
    private final LogicalSolver solver;

    public Rater(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
        this.solver = new LogicalSolver(catalogue);
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /**
     * SE's loop of §2.3: ER is the running maximum; ED takes ER after the first step; EP takes ER after
     * the first step that places a digit. When nothing is found before the grid is full, ER becomes 20.0
     * and EP and ED keep what they had. A full grid rates 0.0/0.0/0.0.
     */
    public Rating rate(Grid puzzle) {
        return rate(puzzle, (step, cost) -> true).orElseThrow();
    }

    /**
     * As {@link #rate(Grid)}, but each step found is first shown to {@code proceed} with its difficulty;
     * when it answers false the rating stops and is empty. Generators use this to give up as soon as a
     * path passes the band they want.
     */
    public Optional<Rating> rate(Grid puzzle, BiPredicate<Step, Double> proceed) {
        Objects.requireNonNull(puzzle, "puzzle");
        Objects.requireNonNull(proceed, "proceed");
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        RatingTally tally = new RatingTally();
        while (!grid.isSolved()) {
            SearchBudget.check();
            Optional<Step> next = solver.nextStep(grid);
            if (next.isEmpty()) {
                return Optional.of(tally.stuck());
            }
            Step step = next.get();
            double cost = StepDifficulty.of(step, catalogue);
            if (!proceed.test(step, cost)) {
                return Optional.empty();
            }
            if (!LogicalSolver.apply(grid, step)) {
                throw new IllegalStateException("a step changed nothing, so the rating would loop: " + step);
            }
            tally.add(step, cost);
        }
        return Optional.of(tally.solved());
    }
}
