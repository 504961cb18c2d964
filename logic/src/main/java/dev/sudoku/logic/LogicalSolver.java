package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.classic.Consistency;
import dev.sudoku.logic.classic.Contradiction;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Solves the way SE rates: at each position, the first step of the first catalogue entry that finds one
 * is applied, and the search starts again from the top. Thread-safe: all state lives in the
 * {@link CandidateGrid} of each call.
 */
public final class LogicalSolver {
    private final Catalogue catalogue;

    public LogicalSolver(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /**
     * Applies steps until the grid is full or no enabled technique finds anything. Checks the {@link
     * SearchBudget} once per step and per catalogue entry (and the costly searches within a step), and
     * throws {@link SearchCancelledException} when it runs out. No consistency check: see {@link #walk}.
     */
    public LogicalSolution solve(Grid puzzle) {
        return follow(CandidateGrid.fromPuzzle(puzzle), new ArrayList<>(), false, StepListener.NONE);
    }

    /**
     * The path from {@code grid} (changed in place), as {@link #solve} takes it, for explanations: it tells
     * {@code listener} of each step as it is applied; with {@code stopAtContradiction} it checks the
     * position before the first step and after each one ({@link Consistency}) and ends at the first that is
     * impossible; and when the {@link SearchBudget} runs out it returns the steps taken until then, ending
     * {@link LogicalSolution.Ending#OUT_OF_TIME}, instead of throwing. An interrupted thread still gets
     * {@link SearchCancelledException}: the caller asked to stop, not for a result.
     *
     * <p>When to check: every technique keeps every solution of the puzzle it is allowed on (uniqueness
     * techniques only run on puzzles with exactly one), so a puzzle with a solution never reaches a
     * contradiction; only one without solution, or a position that lost it, needs the check. It costs
     * O(N^2) a step, which shows: on the SE path of the first 300 puzzles of {@code se_classic_dev.txt}
     * (17,866 steps, about 355 ms of CPU) checking every step adds 2 to 6%, so the explainer asks for it
     * only when the exact solver found no solution.
     */
    public LogicalSolution walk(CandidateGrid grid, boolean stopAtContradiction, StepListener listener) {
        List<Step> steps = new ArrayList<>();
        try {
            return follow(grid, steps, stopAtContradiction, listener);
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            // Techniques only read the grid, so it still holds the position after the last step taken.
            return new LogicalSolution(steps, grid, LogicalSolution.Ending.OUT_OF_TIME, null);
        }
    }

    private LogicalSolution follow(
            CandidateGrid grid, List<Step> steps, boolean stopAtContradiction, StepListener listener) {
        while (true) {
            if (stopAtContradiction) {
                Optional<Contradiction> contradiction = Consistency.first(grid);
                if (contradiction.isPresent()) {
                    return new LogicalSolution(steps, grid, LogicalSolution.Ending.CONTRADICTION, contradiction.get());
                }
            }
            if (grid.isSolved()) {
                return new LogicalSolution(steps, grid, LogicalSolution.Ending.SOLVED, null);
            }
            SearchBudget.check();
            Optional<Step> step = nextStep(grid);
            if (step.isEmpty()) {
                return new LogicalSolution(steps, grid, LogicalSolution.Ending.STUCK, null);
            }
            if (!apply(grid, step.get())) {
                throw new IllegalStateException("a step changed nothing, so the solve would loop: " + step.get());
            }
            steps.add(step.get());
            listener.stepTaken(steps.size(), step.get());
        }
    }

    /**
     * The step the solver would take next. Each enabled entry runs its technique and keeps only steps of
     * the kinds it accepts, so entries sharing a technique keep their catalogue order, and an entry
     * accepting several kinds keeps the technique's own order among them.
     */
    public Optional<Step> nextStep(CandidateGrid grid) {
        Objects.requireNonNull(grid, "grid");
        // Several entries often share one technique (full house and hidden singles; the kinds of unique
        // rectangles and loops; BUG types; finned and sashimi fish). A technique that ran to the end without
        // a step for its entry has shown every step it has, so later entries that share it read the first
        // step of each kind from that run instead of searching the same grid again.
        Map<Technique, Map<TechniqueId, Step>> exhausted = new IdentityHashMap<>();
        for (CatalogueEntry entry : catalogue.entries()) {
            if (!entry.enabled()) {
                continue;
            }
            // Per entry too: on large grids one position can keep the techniques busy for minutes.
            SearchBudget.check();
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
