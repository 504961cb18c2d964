package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Basic fish on rows and columns: a digit whose places in k rows lie in k columns leaves the rest of
 * those columns (and the same with rows and columns swapped). X-Wing (k = 2), Swordfish, Jellyfish.
 *
 * <p>Rows and columns are taken inside one grid (a samurai's five grids each on their own), where each
 * cell lies in one row and one column; that is what makes k base rows put the digit in exactly k cells
 * of the k covers. Regions, diagonals and windows are not fish houses here: SE's basic fish are lines.
 */
public final class RuleFish {
    private static final TechniqueId[] IDS = {TechniqueId.X_WING, TechniqueId.SWORDFISH, TechniqueId.JELLYFISH};

    private RuleFish() {}

    /** The fish of size {@code k}, 2 to 4. */
    public static RuleTechnique ofSize(int k) {
        return RuleSingles.technique(IDS[k - 2], grid -> find(grid, k));
    }

    private static Optional<Step> find(RuleGrid grid, int k) {
        for (RuleGridLines lines : RuleGridLines.of(grid.index())) {
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                Optional<Step> step = find(grid, k, digit, lines.rows(), lines.columns());
                if (step.isEmpty()) {
                    step = find(grid, k, digit, lines.columns(), lines.rows());
                }
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /** A fish of {@code digit} with bases among {@code bases} and covers among {@code covers}. */
    private static Optional<Step> find(RuleGrid grid, int k, int digit, List<Integer> bases, List<Integer> covers) {
        RuleIndex index = grid.index();
        List<Integer> candidates = new ArrayList<>();
        for (int base : bases) {
            int count = Integer.bitCount(grid.places(base, digit));
            if (count >= 2 && count <= k) {
                candidates.add(base);
            }
        }
        Step[] found = new Step[1];
        Combinations.forEach(candidates.size(), k, chosen -> {
            boolean[] inBase = new boolean[grid.cellCount()];
            List<Integer> baseHouses = new ArrayList<>();
            for (int i : chosen) {
                int base = candidates.get(i);
                baseHouses.add(base);
                for (int rest = grid.places(base, digit); rest != 0; rest &= rest - 1) {
                    inBase[index.houseCells[base][Integer.numberOfTrailingZeros(rest)]] = true;
                }
            }
            List<Integer> coverHouses = new ArrayList<>();
            for (int cover : covers) {
                for (int cell : index.houseCells[cover]) {
                    if (inBase[cell] && !coverHouses.contains(cover)) {
                        coverHouses.add(cover);
                    }
                }
            }
            if (coverHouses.size() != k) {
                return true;
            }
            List<Candidate> eliminations = new ArrayList<>();
            List<Highlight> highlights = new ArrayList<>();
            for (int cover : coverHouses) {
                for (int rest = grid.places(cover, digit); rest != 0; rest &= rest - 1) {
                    int cell = index.houseCells[cover][Integer.numberOfTrailingZeros(rest)];
                    if (inBase[cell]) {
                        highlights.add(new Highlight(cell, digit, Role.DEFINING));
                    } else {
                        eliminations.add(new Candidate(cell, digit));
                        highlights.add(new Highlight(cell, digit, Role.ELIMINATED));
                    }
                }
            }
            if (!eliminations.isEmpty()) {
                found[0] =
                        new FishStep(IDS[k - 2], digit, baseHouses, coverHouses, List.of(), eliminations, highlights);
            }
            return found[0] == null;
        });
        return Optional.ofNullable(found[0]);
    }
}
