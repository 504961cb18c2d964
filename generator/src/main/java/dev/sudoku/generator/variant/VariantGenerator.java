package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RegionLayouts;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Makes minimal variant puzzles with exactly one solution: a random complete grid of the rules (for
 * jigsaw, of a random region layout; for odd/even, every cell marked with its digit's parity), then every cell in a random order emptied unless the puzzle would
 * lose its uniqueness. One pass leaves the puzzle minimal: emptying more cells only adds solutions, so a
 * clue kept once stays needed.
 *
 * <p>Cost: one exact solve per cell, about 0.1-0.6 s for a 9x9 variant and 1-2 s for a samurai on one
 * core. Levels are not chosen: rating variants needs the logical solver on rule sets.
 */
public final class VariantGenerator {
    /** Digits placed at random before the solver completes the grid; a few are enough to vary it. */
    private static final int SEED_DIGITS = 9;
    /** The budget of one completion; a layout that needs more is drawn again. */
    private static final long COMPLETION_NODES = 20_000;

    private final RuleSolver solver = new RuleSolver();
    private final Set<Variant> variants;
    private final int size;

    /**
     * @throws IllegalArgumentException when the variants do not combine, or not on that size
     */
    public VariantGenerator(Set<Variant> variants, int size) {
        this.variants = Set.copyOf(variants);
        this.size = size;
        Optional<RegionMap> probe = variants.contains(Variant.JIGSAW)
                ? Optional.of(RegionLayouts.random(size, new Random(0)))
                : Optional.empty();
        RuleSets.of(variants, size, probe);
    }

    /** The puzzle of {@code seed}: the same seed gives the same puzzle. */
    public VariantMade make(long seed) {
        long start = System.nanoTime();
        Random random = new Random(seed);
        while (true) {
            RuleSet rules = RuleSets.of(
                    variants,
                    size,
                    variants.contains(Variant.JIGSAW)
                            ? Optional.of(RegionLayouts.random(size, random))
                            : Optional.empty());
            Optional<int[]> solution = completion(rules, random);
            if (solution.isPresent()) {
                // Odd/even: every cell marked as its digit is, the common form (shaded = even).
                RuleSet marked =
                        variants.contains(Variant.ODDEVEN) ? rules.withParity(ParityMap.of(solution.get())) : rules;
                VariantPuzzle puzzle = emptied(marked, solution.get(), random);
                return new VariantMade(puzzle, solution.get(), seed, System.nanoTime() - start);
            }
        }
    }

    /** A random complete grid of the rules, or empty when the draw found none within the budget. */
    private Optional<int[]> completion(RuleSet rules, Random random) {
        int[] givens = new int[rules.cellCount()];
        for (int placed = 0; placed < SEED_DIGITS; placed++) {
            int cell = random.nextInt(givens.length);
            givens[cell] = 1 + random.nextInt(rules.digits());
            if (new VariantPuzzle(rules, givens).conflict().isPresent()) {
                givens[cell] = 0;
            }
        }
        RuleSolveResult result = solver.solve(
                new VariantPuzzle(rules, givens), SolveLimits.countUpTo(1).withMaxNodes(COMPLETION_NODES));
        return result.solution();
    }

    private VariantPuzzle emptied(RuleSet rules, int[] solution, Random random) {
        int[] givens = solution.clone();
        int[] order = new int[givens.length];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int i = order.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        for (int cell : order) {
            int kept = givens[cell];
            givens[cell] = 0;
            if (solver.solve(new VariantPuzzle(rules, givens)).status() != Status.SOLVED) {
                givens[cell] = kept;
            }
        }
        return new VariantPuzzle(rules, givens);
    }
}
