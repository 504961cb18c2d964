package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Solves the way SE rates: at each position, the first step of the first catalogue entry that finds one
 * is applied, and the search starts again from the top. Thread-safe: all state lives in the
 * {@link CandidateGrid} of each call.
 */
public final class LogicalSolver {
    private final Catalogue catalogue;

    public LogicalSolver(Catalogue catalogue) {
        this.catalogue = catalogue;
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /** Applies steps until the grid is full or no enabled technique finds anything. */
    public LogicalSolution solve(Grid puzzle) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        List<Step> steps = new ArrayList<>();
        while (!grid.isSolved()) {
            Optional<Step> step = nextStep(grid);
            if (step.isEmpty()) {
                break;
            }
            if (!apply(grid, step.get())) {
                throw new IllegalStateException("a step changed nothing, so the solve would loop: " + step.get());
            }
            steps.add(step.get());
        }
        return new LogicalSolution(steps, grid);
    }

    /**
     * The step the solver would take next. Each enabled entry runs its technique and keeps only steps of
     * the kinds it accepts, so entries sharing a technique keep their catalogue order, and an entry
     * accepting several kinds keeps the technique's own order among them.
     */
    public Optional<Step> nextStep(CandidateGrid grid) {
        Step[] found = new Step[1];
        for (CatalogueEntry entry : catalogue.entries()) {
            if (!entry.enabled()) {
                continue;
            }
            entry.technique().find(grid, step -> {
                if (!entry.accepts(step.technique())) {
                    return true;
                }
                found[0] = step;
                return false;
            });
            if (found[0] != null) {
                return Optional.of(found[0]);
            }
        }
        return Optional.empty();
    }

    /**
     * Eliminations first, then placements, as SE applies its hints; returns whether anything changed.
     */
    public static boolean apply(CandidateGrid grid, Step step) {
        boolean changed = false;
        for (Candidate candidate : step.eliminations()) {
            changed |= grid.eliminate(candidate.cell(), candidate.digit());
        }
        for (Placement placement : step.placements()) {
            if (grid.value(placement.cell()) == 0) {
                grid.place(placement.cell(), placement.digit());
                changed = true;
            }
        }
        return changed;
    }
}
