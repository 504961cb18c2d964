package dev.sudoku.core.rules;

import dev.sudoku.core.solve.SolveLimits;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/** Random puzzles of a variant for property tests: a random solution with some cells emptied. */
final class RandomVariants {
    private RandomVariants() {}

    /** A rule set of {@code variants} on side {@code size}, with a random region layout for jigsaw. */
    static RuleSet rules(Set<Variant> variants, int size, Random random) {
        Optional<RegionMap> regions =
                variants.contains(Variant.JIGSAW) ? Optional.of(RegionLayouts.random(size, random)) : Optional.empty();
        return RuleSets.of(variants.isEmpty() ? EnumSet.noneOf(Variant.class) : variants, size, regions);
    }

    /**
     * A complete grid of {@code rules} drawn at random, or null when none was found: N random digits are
     * placed where no peer holds them, and the solver completes them within a small budget. (The solver's
     * answers are then checked against the reference on puzzles cut from these grids, so drawing them with
     * it proves nothing by itself: it only makes the draws fast on layouts with few grids.)
     */
    static int[] solution(RuleSet rules, Random random) {
        int[] givens = new int[rules.cellCount()];
        for (int placed = 0; placed < rules.digits(); ) {
            int cell = random.nextInt(givens.length);
            int free = free(rules, givens, cell);
            if (givens[cell] == 0 && free != 0) {
                int[] digits = shuffled(rules.digits(), random);
                for (int digit : digits) {
                    if ((free & (1 << digit)) != 0) {
                        givens[cell] = digit;
                        break;
                    }
                }
                placed++;
            }
        }
        RuleSolveResult result = new RuleSolver()
                .solve(
                        new VariantPuzzle(rules, givens),
                        SolveLimits.countUpTo(1).withMaxNodes(20_000));
        return result.solution().orElse(null);
    }

    /** Odd/even rules: {@code rules} with about half the cells marked with their digit's parity. */
    static RuleSet marked(RuleSet rules, int[] solution, Random random) {
        StringBuilder marks = new StringBuilder();
        for (int digit : solution) {
            marks.append(random.nextBoolean() ? '.' : digit % 2 == 1 ? 'o' : 'e');
        }
        return rules.withParity(new ParityMap(marks.toString()));
    }

    /**
     * {@code rules} with the constraints that are not houses its variants name, drawn to fit {@code
     * solution}: odd/even marks on about half the cells, killer cages of up to four cells (a few cells left
     * out of every cage), consecutive bars where the solution's neighbours differ by 1 (partial form: about half
     * of them).
     */
    static RuleSet constrained(RuleSet rules, Set<Variant> variants, int[] solution, Random random) {
        RuleSet constrained = rules;
        if (variants.contains(Variant.ODDEVEN)) {
            constrained = marked(constrained, solution, random);
        }
        if (variants.contains(Variant.KILLER)) {
            CageMap drawn = CageLayouts.random(solution, rules.digits(), 4, random);
            java.util.List<Cage> kept = new java.util.ArrayList<>(drawn.cages());
            kept.removeIf(cage -> random.nextInt(8) == 0);
            constrained = constrained.withCages(new CageMap(rules.digits(), kept));
        }
        if (variants.contains(Variant.CONSECUTIVE)) {
            constrained = constrained.withBars(BarMap.of(solution, rules.digits()));
        }
        if (variants.contains(Variant.PARTIAL_CONSECUTIVE)) {
            constrained = constrained.withPartialBars(someBars(solution, rules.digits(), random));
        }
        return constrained;
    }

    /** The bars of {@code solution}, each border's kept with probability 1/2. */
    private static BarMap someBars(int[] solution, int size, Random random) {
        BarMap bars = BarMap.of(solution, size);
        for (int cell = 0; cell < solution.length; cell++) {
            if (cell % size < size - 1 && random.nextBoolean()) {
                bars = bars.without(cell, cell + 1);
            }
            if (cell / size < size - 1 && random.nextBoolean()) {
                bars = bars.without(cell, cell + size);
            }
        }
        return bars;
    }

    /** {@code solution} with each cell kept with probability {@code keep}. */
    static VariantPuzzle puzzle(RuleSet rules, int[] solution, double keep, Random random) {
        int[] givens = new int[solution.length];
        for (int cell = 0; cell < givens.length; cell++) {
            givens[cell] = random.nextDouble() < keep ? solution[cell] : 0;
        }
        return new VariantPuzzle(rules, givens);
    }

    /** Bit d set for each digit d no peer of {@code cell} holds. */
    private static int free(RuleSet rules, int[] values, int cell) {
        int taken = 0;
        for (int peer : rules.peers(cell)) {
            taken |= 1 << values[peer];
        }
        return ~taken & ((1 << (rules.digits() + 1)) - 2);
    }

    private static int[] shuffled(int digits, Random random) {
        int[] order = new int[digits];
        for (int i = 0; i < digits; i++) {
            order[i] = i + 1;
        }
        for (int i = digits - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }
}
