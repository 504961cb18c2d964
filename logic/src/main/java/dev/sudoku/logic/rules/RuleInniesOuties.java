package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Killer's 45 rule: the digits of a house add up to 1 + 2 + ... + N (45 on 9x9), of k houses that share no
 * cell to k times that. Take off the cages lying wholly inside and the digits placed: what is left is the
 * sum of the empty cells inside that belong to cages reaching out (the innies). Those cages' sums, less
 * what lies inside, give the sum of their cells outside (the outies). A few cells with a known sum lose
 * the candidates no filling of that sum uses, as a cage's cells do; cells that see each other differ.
 *
 * <p>The houses tried: each house alone, then runs of 2 to N/2 neighbouring rows, then columns
 * ({@link RuleIndex#sumRegions}); innies or outies of up to {@link SumFillings#MOST_LOOSE_CELLS} cells.
 */
public final class RuleInniesOuties {
    private RuleInniesOuties() {}

    public static RuleTechnique technique() {
        return RuleSingles.technique(TechniqueId.INNIES_OUTIES, RuleInniesOuties::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        RuleIndex index = grid.index();
        boolean[] inside = new boolean[grid.cellCount()];
        for (int[] houses : index.sumRegions) {
            Arrays.fill(inside, false);
            for (int house : houses) {
                for (int cell : index.houseCells[house]) {
                    inside[cell] = true;
                }
            }
            Optional<Step> step = find(grid, houses, inside);
            if (step.isPresent()) {
                return step;
            }
        }
        return Optional.empty();
    }

    private static Optional<Step> find(RuleGrid grid, int[] houses, boolean[] inside) {
        RuleIndex index = grid.index();
        int digits = grid.rules().digits();
        int total = houses.length * digits * (digits + 1) / 2;
        boolean[] whole = new boolean[index.cageCells.length];
        int wholeSums = 0;
        int reachingSums = 0;
        List<Integer> outies = new ArrayList<>();
        int placedOutside = 0;
        for (int cage = 0; cage < index.cageCells.length; cage++) {
            int in = 0;
            for (int cell : index.cageCells[cage]) {
                in += inside[cell] ? 1 : 0;
            }
            if (in == index.cageCells[cage].length) {
                whole[cage] = true;
                wholeSums += index.cageSums[cage];
            } else if (in > 0) {
                reachingSums += index.cageSums[cage];
                for (int cell : index.cageCells[cage]) {
                    if (!inside[cell]) {
                        placedOutside += grid.value(cell);
                        if (grid.value(cell) == 0) {
                            outies.add(cell);
                        }
                    }
                }
            }
        }
        List<Integer> innies = new ArrayList<>();
        int placedInside = 0;
        int uncaged = 0;
        boolean uncagedKnown = true;
        for (int house : houses) {
            for (int cell : index.houseCells[house]) {
                int cage = index.cageOfCell[cell];
                if (cage >= 0 && whole[cage]) {
                    continue;
                }
                placedInside += grid.value(cell);
                if (grid.value(cell) == 0) {
                    innies.add(cell);
                }
                if (cage < 0) {
                    uncaged += grid.value(cell);
                    uncagedKnown &= grid.value(cell) != 0;
                }
            }
        }
        innies.sort(null);
        outies.sort(null);
        Optional<Step> step = fill(grid, innies, total - wholeSums - placedInside, houses);
        if (step.isPresent() || !uncagedKnown) {
            return step;
        }
        // The reaching cages' cells inside hold what the whole cages and the cells in no cage leave of the
        // houses' total; the rest of those cages' sums lies outside.
        int reachingInside = total - wholeSums - uncaged;
        return fill(grid, outies, reachingSums - reachingInside - placedOutside, houses);
    }

    /** The step a known sum over {@code cells} gives, if they are few and it removes a candidate. */
    private static Optional<Step> fill(RuleGrid grid, List<Integer> cells, int sum, int[] houses) {
        if (cells.isEmpty() || cells.size() > SumFillings.MOST_LOOSE_CELLS) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        int[] candidates = cells.stream().mapToInt(grid::candidates).toArray();
        boolean[][] sees = new boolean[cells.size()][cells.size()];
        for (int i = 0; i < cells.size(); i++) {
            for (int peer : index.peers[cells.get(i)]) {
                int j = cells.indexOf(peer);
                if (j >= 0) {
                    sees[i][j] = true;
                }
            }
        }
        int[] kept = SumFillings.kept(candidates, sees, sum);
        return RuleCageCombinations.step(
                TechniqueId.INNIES_OUTIES,
                cells,
                candidates,
                kept,
                sum,
                Arrays.stream(houses).boxed().toList());
    }
}
