package dev.sudoku.logic.classic;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The logic of the classic solvers: sweeps of singles, and a stronger step only when a sweep finds none.
 *
 * <p><b>Sweep.</b> The single entries of the catalogue (full house, hidden single in a box or a line,
 * naked single; those enabled) all look at the same position, the one at the start of the sweep, and
 * every single they see is placed, in catalogue order and within one entry in its technique's scan
 * order. A single found twice (say as a full house and as a naked single) is placed once. Placing a digit
 * removes it from the peers at once, so the candidate elimination of the classic solvers needs no
 * separate pass. A sweep that finds at least one single is one <em>cycle</em>.
 *
 * <p><b>Stronger steps.</b> When a sweep finds no single, {@link LogicalSolver#nextStep} over the other
 * enabled entries picks the step, so an entry accepting several kinds (SE's one producer of unique
 * rectangles and loops, types 1 to 4) takes the first step of any of them, exactly as the rater does; the
 * step is applied and sweeping resumes. Such a step is not a cycle and does not end one. The run stops when the grid is full, when neither a sweep
 * nor a stronger step finds anything, or at the first contradiction. The final sweep that finds nothing
 * is not counted.
 *
 * <p>Thread-safe: the plan is fixed at construction, all state is in the grid of each call.
 */
final class SweepEngine {
    static final Set<TechniqueId> SINGLES = EnumSet.of(
            TechniqueId.FULL_HOUSE,
            TechniqueId.HIDDEN_SINGLE_BOX,
            TechniqueId.HIDDEN_SINGLE_LINE,
            TechniqueId.NAKED_SINGLE);

    private final Map<TechniqueId, Integer> singleRank = new EnumMap<>(TechniqueId.class);
    private final List<Technique> singleTechniques = new ArrayList<>();
    private final LogicalSolver stronger;

    SweepEngine(Catalogue catalogue) {
        for (CatalogueEntry entry : catalogue.entries()) {
            if (!entry.enabled() || !SINGLES.contains(entry.id())) {
                continue;
            }
            singleRank.put(entry.id(), singleRank.size());
            if (!singleTechniques.contains(entry.technique())) {
                singleTechniques.add(entry.technique());
            }
        }
        this.stronger = new LogicalSolver(catalogue.withDisabled(SINGLES.toArray(TechniqueId[]::new)));
    }

    /** How one run ended and the work it did. */
    record Run(LogicStatus status, Contradiction contradiction, int steps, int cycles) {}

    /** Runs logic on {@code grid} (changed in place), adding each step applied to {@code steps}. */
    Run run(CandidateGrid grid, List<Step> steps) {
        int applied = 0;
        int cycles = 0;
        while (true) {
            Contradiction contradiction = Consistency.find(grid);
            if (contradiction != null) {
                return new Run(LogicStatus.CONTRADICTION, contradiction, applied, cycles);
            }
            if (grid.isSolved()) {
                return new Run(LogicStatus.SOLVED, null, applied, cycles);
            }
            List<Step> singles = findSingles(grid);
            if (!singles.isEmpty()) {
                cycles++;
                for (Step single : singles) {
                    if (alreadyPlaced(grid, single)) {
                        continue;
                    }
                    contradiction = apply(grid, single);
                    if (contradiction != null) {
                        return new Run(LogicStatus.CONTRADICTION, contradiction, applied, cycles);
                    }
                    steps.add(single);
                    applied++;
                }
                continue;
            }
            Step step = stronger.nextStep(grid).orElse(null);
            if (step == null) {
                return new Run(LogicStatus.STUCK, null, applied, cycles);
            }
            contradiction = apply(grid, step);
            if (contradiction != null) {
                return new Run(LogicStatus.CONTRADICTION, contradiction, applied, cycles);
            }
            steps.add(step);
            applied++;
        }
    }

    /** Every single of the enabled single entries in this position, in catalogue order. */
    private List<Step> findSingles(CandidateGrid grid) {
        List<Step> found = new ArrayList<>(32);
        for (Technique technique : singleTechniques) {
            technique.find(grid, step -> {
                if (singleRank.containsKey(step.technique())) {
                    found.add(step);
                }
                return true;
            });
        }
        // Techniques scan in their own order; a stable sort puts the kinds in catalogue order. Most
        // sweeps are already in order (the SE catalogue lists hidden singles before naked singles).
        for (int i = 1; i < found.size(); i++) {
            if (rank(found.get(i)) < rank(found.get(i - 1))) {
                found.sort(Comparator.comparingInt(this::rank));
                break;
            }
        }
        return found;
    }

    private int rank(Step step) {
        return singleRank.get(step.technique());
    }

    /** True when every placement of a single was already made earlier in the same sweep. */
    private static boolean alreadyPlaced(CandidateGrid grid, Step single) {
        for (Placement placement : single.placements()) {
            if (grid.value(placement.cell()) != placement.digit()) {
                return false;
            }
        }
        return true;
    }

    /**
     * Eliminations, then placements, each placement checked first; returns the contradiction of a
     * placement that is no longer possible, else null.
     */
    private static Contradiction apply(CandidateGrid grid, Step step) {
        boolean changed = false;
        for (Candidate candidate : step.eliminations()) {
            changed |= grid.eliminate(candidate.cell(), candidate.digit());
        }
        for (Placement placement : step.placements()) {
            int cell = placement.cell();
            if (grid.value(cell) == placement.digit()) {
                continue;
            }
            if (!grid.has(cell, placement.digit())) {
                return new Contradiction(Contradiction.Kind.INVALID_STEP, cell, -1, placement.digit());
            }
            grid.place(cell, placement.digit());
            changed = true;
        }
        if (!changed) {
            throw new IllegalStateException("a step changed nothing, so the solve would loop: " + step);
        }
        return null;
    }
}
