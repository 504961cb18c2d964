package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.CageLayouts;
import dev.sudoku.core.rules.CageMap;
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
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Makes minimal variant puzzles with exactly one solution: a random complete grid of the rules (for
 * jigsaw, of a random region layout; for odd/even, every cell marked with its digit's parity; for killer, a
 * random cage layout with the grid's sums; for consecutive, the grid's bars), then every cell in a random
 * order emptied unless the puzzle would lose its uniqueness. Killer and consecutive puzzles are first tried
 * with no givens at all, which their cages or bars often fix alone. One pass leaves the puzzle minimal:
 * emptying more cells only adds solutions, so a clue kept once stays needed.
 *
 * <p>Cost: one exact search per cell (for a solution differing there, {@link #stillUnique}), 1-300 ms for
 * most 9x9 variants and about 0.1 s for a samurai on one core (a partial consecutive puzzle's bars, up to some
 * seconds; a 16x16 killer, minutes). Levels are chosen by {@link VariantLevelSearch}.
 *
 * <p>Within a {@link SearchBudget} the work stops when it runs out: each cell, bar and mark checks it and
 * each exact solve gets at most the time left (a uniqueness proof cut short by the time throws {@link
 * dev.sudoku.logic.SearchCancelledException}), so no puzzle comes out of a proof the clock cut short, and
 * the same seed still makes the same puzzle.
 */
public final class VariantGenerator {
    /** Digits placed at random before the solver completes the grid; a few are enough to vary it. */
    private static final int SEED_DIGITS = 9;
    /** The budget of one completion; a layout that needs more is drawn again. */
    private static final long COMPLETION_NODES = 20_000;
    /** Killer cages: up to five cells, the common range; larger ones leave more puzzles with many solutions. */
    private static final int MAX_CAGE_CELLS = 5;
    /**
     * The search nodes of one uniqueness proof while givens are removed: a killer with few givens may need
     * many more than a classic variant, and a proof cut short keeps the given rather than stall the run.
     */
    private static final SolveLimits UNIQUENESS_BUDGET =
            SolveLimits.countUpTo(2).withMaxNodes(200_000);
    /** The same nodes for a search of a solution that differs from the known one where a clue was taken. */
    private static final SolveLimits DIFFERING_BUDGET =
            SolveLimits.countUpTo(1).withMaxNodes(UNIQUENESS_BUDGET.maxNodes());
    /** Killer grids are made up to 16x16, as far as cages go (their sums' table grows as 2^N). */
    private static final int MAX_KILLER_SIZE = 16;
    /** Cage labels (letters and digits): a layout of more cages is drawn again. */
    private static final int CAGE_LABELS = 62;

    private final RuleSolver solver = new RuleSolver();
    private final Set<Variant> variants;
    private final int size;

    /**
     * @throws IllegalArgumentException when the variants do not combine, or not on that size
     */
    public VariantGenerator(Set<Variant> variants, int size) {
        this.variants = Set.copyOf(variants);
        this.size = size;
        if (variants.equals(Set.of(Variant.SAMURAI)) && size != 9) {
            // Said here, before the rule set's own refusal, which speaks of combining with other variants.
            throw new IllegalArgumentException(
                    "samurai has one size, five overlapping 9x9 grids, not " + size + "x" + size);
        }
        Optional<RegionMap> probe = variants.contains(Variant.JIGSAW)
                ? Optional.of(RegionLayouts.random(size, new Random(0)))
                : Optional.empty();
        RuleSets.of(variants, size, probe);
        if (variants.contains(Variant.KILLER) && size > MAX_KILLER_SIZE) {
            throw new IllegalArgumentException("killer puzzles are made up to 16x16, not " + size + "x" + size);
        }
    }

    /** The puzzle of {@code seed}: the same seed gives the same puzzle. */
    public VariantMade make(long seed) {
        long start = System.nanoTime();
        Random random = new Random(seed);
        while (true) {
            SearchBudget.check();
            RuleSet rules = RuleSets.of(
                    variants,
                    size,
                    variants.contains(Variant.JIGSAW)
                            ? Optional.of(RegionLayouts.random(size, random))
                            : Optional.empty());
            Optional<int[]> solution = completion(rules, random);
            if (solution.isPresent()) {
                RuleSet marked = constrained(rules, solution.get(), random);
                RuleSet rulesOfPuzzle =
                        Variant.hasBars(variants) ? withBars(marked, BarMap.of(solution.get(), size)) : marked;
                VariantPuzzle puzzle = emptied(rulesOfPuzzle, solution.get(), random);
                if (variants.contains(Variant.PARTIAL_CONSECUTIVE)) {
                    Optional<VariantPuzzle> partial = fewerBars(marked, puzzle, solution.get(), random);
                    if (partial.isEmpty()) {
                        continue;
                    }
                    puzzle = partial.get();
                }
                return new VariantMade(puzzle, solution.get(), seed, System.nanoTime() - start);
            }
        }
    }

    /**
     * The rules with the marks and cages drawn from the solution: odd/even marks on every cell (the common
     * form, shaded = even) and a random killer cage layout with the solution's sums. Bars come next: one on
     * every border whose digits differ by 1, fewer in the partial form ({@link #fewerBars}).
     */
    private RuleSet constrained(RuleSet rules, int[] solution, Random random) {
        RuleSet constrained = rules;
        if (variants.contains(Variant.ODDEVEN)) {
            constrained = constrained.withParity(ParityMap.of(solution));
        }
        if (variants.contains(Variant.KILLER)) {
            constrained = constrained.withCages(cages(solution, random));
        }
        return constrained;
    }

    /**
     * A random cage layout of the solution. Up to 9x9 cages have 2 to 5 cells, always fewer than a house
     * (2 to 3 on a 4x4 grid: a cage as big as a house says nothing); larger grids need larger
     * cages to stay within the 62 labels (a 16x16 grid's 256 cells in cages of 5 to 8 make about 45), and
     * a layout that still needs more is drawn again.
     */
    private CageMap cages(int[] solution, Random random) {
        int minCells = Math.max(2, (solution.length + CAGE_LABELS - 1) / CAGE_LABELS);
        int maxCells = Math.min(size - 1, Math.max(MAX_CAGE_CELLS, minCells + 3));
        while (true) {
            Optional<CageMap> cages = CageLayouts.random(solution, size, minCells, maxCells, random);
            if (cages.isPresent()) {
                return cages.get();
            }
        }
    }

    /** The rules with {@code bars} in the form the variants ask for. */
    private RuleSet withBars(RuleSet rules, BarMap bars) {
        return variants.contains(Variant.CONSECUTIVE) ? rules.withBars(bars) : rules.withPartialBars(bars);
    }

    /**
     * The partial form: every bar of the puzzle, in a random order, is taken away unless the puzzle would
     * then have more than one solution. The givens stay; the bars left are all the puzzle needs. Empty when
     * every bar is needed (about one draw in forty): such a puzzle shows every pair that differs by 1, so it
     * would be a full consecutive puzzle under a weaker rule, and a player reading "no bar" as "not
     * consecutive" would never be caught out; the caller draws again.
     */
    private Optional<VariantPuzzle> fewerBars(RuleSet unbarred, VariantPuzzle puzzle, int[] solution, Random random) {
        BarMap bars = puzzle.rules().bars().orElseThrow();
        List<int[]> borders = new ArrayList<>();
        for (int cell = 0; cell < size * size; cell++) {
            if (cell % size < size - 1 && bars.barred(cell, cell + 1)) {
                borders.add(new int[] {cell, cell + 1});
            }
            if (cell / size < size - 1 && bars.barred(cell, cell + size)) {
                borders.add(new int[] {cell, cell + size});
            }
        }
        Collections.shuffle(borders, random);
        int[] givens = puzzle.givens();
        boolean anyRemoved = false;
        for (int[] border : borders) {
            SearchBudget.check();
            BarMap fewer = bars.without(border[0], border[1]);
            if (stillUnique(new VariantPuzzle(unbarred.withPartialBars(fewer), givens), solution, border)) {
                bars = fewer;
                anyRemoved = true;
            }
        }
        return anyRemoved ? Optional.of(new VariantPuzzle(unbarred.withPartialBars(bars), givens)) : Optional.empty();
    }

    /**
     * The puzzle with fewer odd/even marks: every mark, in a random order, is taken away unless the puzzle
     * would then have more than one solution, as the partial consecutive form's bars are. The givens stay;
     * the marks left are all the puzzle needs. A marked cell says much (half the digits go), so a puzzle with
     * every cell marked seldom needs a hard step, and one with the marks it needs can: this is how an
     * Extreme odd/even puzzle is made. A puzzle without marks is returned as it is.
     */
    public VariantPuzzle fewerMarks(VariantPuzzle puzzle, Random random) {
        Optional<ParityMap> parity = puzzle.rules().parity();
        if (parity.isEmpty()) {
            return puzzle;
        }
        char[] marks = parity.get().marks().toCharArray();
        List<Integer> marked = new ArrayList<>();
        for (int cell = 0; cell < marks.length; cell++) {
            if (marks[cell] != '.') {
                marked.add(cell);
            }
        }
        Collections.shuffle(marked, random);
        int[] givens = puzzle.givens();
        for (int cell : marked) {
            SearchBudget.check();
            char mark = marks[cell];
            marks[cell] = '.';
            if (!unique(new VariantPuzzle(puzzle.rules().withParity(new ParityMap(new String(marks))), givens))) {
                marks[cell] = mark;
            }
        }
        return new VariantPuzzle(puzzle.rules().withParity(new ParityMap(new String(marks))), givens);
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
        RuleSolveResult result = solver.solveInDrawOrder(
                new VariantPuzzle(rules, givens),
                SearchBudget.bounded(SolveLimits.countUpTo(1).withMaxNodes(COMPLETION_NODES)));
        return result.solution();
    }

    private VariantPuzzle emptied(RuleSet rules, int[] solution, Random random) {
        int[] none = new int[solution.length];
        if (pinsDown(rules) && unique(new VariantPuzzle(rules, none))) {
            return new VariantPuzzle(rules, none);
        }
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
            SearchBudget.check();
            int kept = givens[cell];
            givens[cell] = 0;
            if (!stillUnique(new VariantPuzzle(rules, givens), solution, new int[] {cell})) {
                givens[cell] = kept;
            }
        }
        return new VariantPuzzle(rules, givens);
    }

    /** Cages and bars often fix the grid alone: such puzzles are tried with no givens first. */
    private static boolean pinsDown(RuleSet rules) {
        return rules.cages().isPresent() || rules.bars().isPresent();
    }

    /**
     * Whether the puzzle, one solution of which is {@code solution} and which had no other before it was
     * weakened around {@code cells} (a given emptied, a bar or a mark taken away), still has none: any new
     * solution differs from the known one there, so none found that does proves it ({@link
     * RuleSolver#solveDiffering}). On a samurai this made the hardest proofs some hundred times quicker than
     * counting to two; a search that runs out of nodes counts as not unique, as in {@link #unique}. Given
     * cells cannot differ: with none of the cells empty, nothing has changed.
     */
    private boolean stillUnique(VariantPuzzle puzzle, int[] solution, int[] cells) {
        int[] open =
                Arrays.stream(cells).filter(cell -> puzzle.given(cell) == 0).toArray();
        return open.length == 0
                || proved(
                        solver.solveDiffering(puzzle, solution, open, SearchBudget.bounded(DIFFERING_BUDGET)),
                        Status.NONE);
    }

    /**
     * Whether the puzzle has one solution, proved within the node budget; a search that runs out counts as
     * not unique, so the given stays and the puzzle made is always proved. In the draw's order, as every
     * earlier release searched: a quicker proof would pass some layouts its budget refused before, and
     * change those seeds' puzzles.
     */
    private boolean unique(VariantPuzzle puzzle) {
        return proved(solver.solveInDrawOrder(puzzle, SearchBudget.bounded(UNIQUENESS_BUDGET)), Status.SOLVED);
    }

    /** Whether the search ended in {@code proof}; one cut short by the budget's time ends the work here. */
    private static boolean proved(RuleSolveResult result, Status proof) {
        if (result.status() == Status.UNKNOWN) {
            // Cut short by its nodes (the given stays) or by the budget's time, which ends the work here.
            SearchBudget.check();
        }
        return result.status() == proof;
    }
}
