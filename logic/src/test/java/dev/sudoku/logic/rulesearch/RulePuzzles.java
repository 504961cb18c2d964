package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.CageLayouts;
import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RegionLayouts;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

/**
 * Random variant puzzles for property tests: a complete grid of the rules (random digits in random cells,
 * completed by the exact solver), its marks, cages and bars drawn from that grid, then each cell kept with
 * some probability. Such a puzzle has that grid as one of its solutions, whatever else it has. The search
 * tests and the rule-set technique tests draw from it alike.
 */
public final class RulePuzzles {
    private RulePuzzles() {}

    /** A puzzle and a solution of it. */
    public record Drawn(VariantPuzzle puzzle, int[] solution) {}

    /** A draw of {@code variants} on side {@code size}, or null when the completion ran out of budget. */
    public static Drawn draw(Set<Variant> variants, int size, double keep, Random random) {
        Optional<RegionMap> regions =
                variants.contains(Variant.JIGSAW) ? Optional.of(RegionLayouts.random(size, random)) : Optional.empty();
        Set<Variant> houses = EnumSet.noneOf(Variant.class);
        houses.addAll(variants);
        houses.removeAll(EnumSet.of(Variant.ODDEVEN, Variant.KILLER, Variant.CONSECUTIVE));
        RuleSet rules = RuleSets.of(houses, size, regions);
        int[] seeds = new int[rules.cellCount()];
        for (int placed = 0; placed < size; placed++) {
            int cell = random.nextInt(seeds.length);
            seeds[cell] = 1 + random.nextInt(size);
            if (new VariantPuzzle(rules, seeds).conflict().isPresent()) {
                seeds[cell] = 0;
            }
        }
        int[] solution = new RuleSolver()
                .solve(new VariantPuzzle(rules, seeds), SolveLimits.countUpTo(1).withMaxNodes(20_000))
                .solution()
                .orElse(null);
        if (solution == null) {
            return null;
        }
        if (variants.contains(Variant.ODDEVEN)) {
            StringBuilder marks = new StringBuilder();
            for (int digit : solution) {
                marks.append(random.nextBoolean() ? '.' : digit % 2 == 1 ? 'o' : 'e');
            }
            rules = rules.withParity(new ParityMap(marks.toString()));
        }
        if (variants.contains(Variant.KILLER)) {
            rules = rules.withCages(CageLayouts.random(solution, size, 5, random));
        }
        if (variants.contains(Variant.CONSECUTIVE)) {
            rules = rules.withBars(BarMap.of(solution, size));
        }
        int[] givens = new int[solution.length];
        for (int cell = 0; cell < givens.length; cell++) {
            givens[cell] = random.nextDouble() < keep ? solution[cell] : 0;
        }
        return new Drawn(new VariantPuzzle(rules, givens), solution);
    }
}
