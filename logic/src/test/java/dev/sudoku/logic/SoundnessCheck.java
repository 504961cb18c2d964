package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.fish.KrakenFish;
import java.util.Collections;
import java.util.EnumSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Walks the solve path of a unique puzzle and, at every position on it, runs every technique of the
 * catalogue to exhaustion, checking each step against the known solution.
 *
 * <p>SE's chaining techniques list every chain of a position, which costs tens of milliseconds each; they
 * run only at the positions where the path itself needs a chain (or is stuck), which are the positions
 * they exist for, or not at all when the caller says so. The almost-locked-set techniques (chains through
 * sets included) and the fish over boxes likewise run only where the path gets as far as them: listing all
 * their patterns at an open position is combinatorial.
 */
final class SoundnessCheck {
    private static final Set<TechniqueId> ALS = Set.of(
            TechniqueId.ALS_AIC,
            TechniqueId.ALS_CONTINUOUS_NICE_LOOP,
            TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP,
            TechniqueId.SUE_DE_COQ,
            TechniqueId.ALS_XZ,
            TechniqueId.ALS_XY_WING,
            TechniqueId.ALS_XY_CHAIN,
            TechniqueId.DEATH_BLOSSOM);

    /**
     * The Franken and Mutant fish: listing them at an open position costs up to their cap per call, so they
     * are checked where the path gets as far as them, as the ALS techniques are. Kraken fish are checked at
     * every position: their search costs milliseconds, and open positions are where they find the most.
     */
    private static final Set<TechniqueId> BOX_FISH = boxFish();

    /**
     * Kraken fish grown from Franken and Mutant fish too, which no profile searches: checked where the path
     * gets as far as the fish over boxes, as those are, when the path's catalogue has Kraken fish. The cap
     * (a complete Franken search takes some 350,000 nodes at the positions of top1465 that reach it, a
     * Mutant one 1.5 million) bounds a position to a few tenths of a second; a capped search's steps are
     * checked all the same.
     */
    private static final KrakenFish KRAKEN_OVER_BOXES = new KrakenFish(
            500_000L, List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2), KrakenFish.Fish.MUTANT);

    private SoundnessCheck() {}

    private static Set<TechniqueId> boxFish() {
        Set<TechniqueId> ids = EnumSet.noneOf(TechniqueId.class);
        for (TechniqueId id : TechniqueId.values()) {
            if (id.name().contains("FRANKEN") || id.name().contains("MUTANT")) {
                ids.add(id);
            }
        }
        return ids;
    }

    /** The index of the first entry of the catalogue that accepts one of the ids; the size when none. */
    private static int firstEntry(Catalogue catalogue, Set<TechniqueId> ids) {
        for (int i = 0; i < catalogue.entries().size(); i++) {
            if (!Collections.disjoint(catalogue.entries().get(i).ids(), ids)) {
                return i;
            }
        }
        return catalogue.entries().size();
    }

    /** The index of the entry that accepts the id; the size when none. */
    private static int entryOf(Catalogue catalogue, TechniqueId id) {
        return firstEntry(catalogue, Set.of(id));
    }

    /** Checks every step found along the path; returns the number of steps checked. */
    static int check(Grid puzzle, Catalogue catalogue) {
        return check(puzzle, catalogue, catalogue);
    }

    /**
     * Walks the solve path of {@code path} and at each position runs every technique of {@code path} and
     * of {@code also} (each technique instance once).
     */
    static int check(Grid puzzle, Catalogue path, Catalogue also) {
        return check(puzzle, path, also, true);
    }

    /** As {@link #check(Grid, Catalogue, Catalogue)}; {@code chaining} false leaves SE's chains out. */
    static int check(Grid puzzle, Catalogue path, Catalogue also, boolean chaining) {
        return walk(puzzle, path, also, chaining).steps();
    }

    /**
     * What one walk checked: the number of steps, the techniques of the path's steps and the techniques of
     * all the steps checked (the path's included), for the coverage of corpus samples.
     */
    record Walked(int steps, Set<TechniqueId> path, Set<TechniqueId> checked) {}

    /** As {@link #check(Grid, Catalogue, Catalogue, boolean)}, saying which techniques were met. */
    static Walked walk(Grid puzzle, Catalogue path, Catalogue also, boolean chaining) {
        Set<TechniqueId> onPath = EnumSet.noneOf(TechniqueId.class);
        Set<TechniqueId> checkedIds = EnumSet.noneOf(TechniqueId.class);
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        LogicalSolver solver = new LogicalSolver(path);
        Set<Technique> techniques = new LinkedHashSet<>();
        path.entries().forEach(e -> techniques.add(e.technique()));
        also.entries().forEach(e -> techniques.add(e.technique()));
        if (path.entry(TechniqueId.KRAKEN_FISH_TYPE_1).isPresent()) {
            techniques.add(KRAKEN_OVER_BOXES);
        }
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        int checked = 0;
        int firstAls = firstEntry(path, ALS);
        int firstBoxFish = firstEntry(path, BOX_FISH);
        while (!grid.isSolved()) {
            Optional<Step> next = solver.nextStep(grid);
            boolean chainPosition = chaining
                    && (next.isEmpty()
                            || TechniqueId.chaining().contains(next.get().technique()));
            boolean alsPosition = next.isEmpty() || entryOf(path, next.get().technique()) >= firstAls;
            boolean boxFishPosition = next.isEmpty() || entryOf(path, next.get().technique()) >= firstBoxFish;
            for (Technique technique : techniques) {
                if (TechniqueId.chaining().containsAll(technique.ids()) && !chainPosition) {
                    continue;
                }
                if (ALS.containsAll(technique.ids()) && !alsPosition) {
                    // Listing every almost locked set pattern of an open position is combinatorial
                    // (Death Blossom above all); they are checked where the path gets as far as them.
                    continue;
                }
                if ((BOX_FISH.containsAll(technique.ids()) || technique == KRAKEN_OVER_BOXES) && !boxFishPosition) {
                    continue;
                }
                if (!Collections.disjoint(technique.ids(), TestCatalogues.NESTING)) {
                    // Their full lists cost minutes; the corpus suite checks the steps a path takes.
                    continue;
                }
                int[] count = {0};
                CandidateGrid position = grid;
                technique.find(grid, step -> {
                    assertSound(step, solution, position, puzzle);
                    checkedIds.add(step.technique());
                    count[0]++;
                    return true;
                });
                checked += count[0];
            }
            if (next.isEmpty()) {
                break;
            }
            onPath.add(next.get().technique());
            LogicalSolver.apply(grid, next.get());
        }
        return new Walked(checked, onPath, checkedIds);
    }

    static void assertSound(Step step, Grid solution, CandidateGrid grid, Grid puzzle) {
        for (Candidate candidate : step.eliminations()) {
            assertThat(solution.get(candidate.cell()))
                    .as("%s removes the solution digit at cell %d of %s", step, candidate.cell(), puzzle)
                    .isNotEqualTo(candidate.digit());
            assertThat(grid.has(candidate.cell(), candidate.digit()))
                    .as("%s removes a candidate that is not there", step)
                    .isTrue();
        }
        for (Placement placement : step.placements()) {
            assertThat(placement.digit())
                    .as("%s places a wrong digit in %s", step, puzzle)
                    .isEqualTo(solution.get(placement.cell()));
        }
    }
}
