package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
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

    /**
     * Applies steps until the grid is full or no enabled technique finds anything. Checks the {@link
     * SearchBudget} once per step (and the chaining searches within a step).
     */
    public LogicalSolution solve(Grid puzzle) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        List<Step> steps = new ArrayList<>();
        while (!grid.isSolved()) {
            SearchBudget.check();
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
        // Several entries often share one technique (full house and hidden singles; the kinds of unique
        // rectangles and loops; BUG types; finned and sashimi fish). A technique that ran to the end without
        // a step for its entry has shown every step it has, so later entries that share it read the first
        // step of each kind from that run instead of searching the same grid again.
        Map<Technique, Map<TechniqueId, Step>> exhausted = new IdentityHashMap<>();
        for (CatalogueEntry entry : catalogue.entries()) {
            if (!entry.enabled()) {
                continue;
            }
            Map<TechniqueId, Step> known = exhausted.get(entry.technique());
            if (known != null) {
                Optional<Step> step = firstAccepted(entry, known);
                if (step.isPresent()) {
                    return step;
                }
                continue;
            }
            // First step of each kind, in the order the technique offers them.
            Map<TechniqueId, Step> firsts = new LinkedHashMap<>();
            Step[] found = new Step[1];
            entry.technique().find(grid, step -> {
                if (entry.accepts(step.technique())) {
                    found[0] = step;
                    return false;
                }
                firsts.putIfAbsent(step.technique(), step);
                return true;
            });
            if (found[0] != null) {
                return Optional.of(found[0]);
            }
            exhausted.put(entry.technique(), firsts);
        }
        return Optional.empty();
    }

    /** The first step, in the technique's order, of a kind the entry accepts. */
    private static Optional<Step> firstAccepted(CatalogueEntry entry, Map<TechniqueId, Step> firsts) {
        for (Map.Entry<TechniqueId, Step> first : firsts.entrySet()) {
            if (entry.accepts(first.getKey())) {
                return Optional.of(first.getValue());
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
