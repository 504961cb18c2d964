package dev.sudoku.logic.rules;

import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * BUG type 1 (Bivalue Universal Grave) on any rule set of houses: every empty cell but one holds two
 * digits, and in every house every digit has zero or two places, but for the one cell's extra digits, which
 * have three places in each of its houses. Without those extras the grid would be a grave: from any solution
 * of it, every empty cell taking its other digit is another (in each house a digit's two places trade), so
 * it has none or two. A puzzle with one solution therefore has an extra digit in that cell, which loses its
 * two others.
 *
 * <p>The trade keeps every house whole and every parity mark (both digits are the cell's candidates), but a
 * cage's sum and a consecutive bar may change with it: rule sets with cages or bars are not tried. Sound only
 * for a puzzle with exactly one solution (see {@link RuleUniqueRectangles} for how that is ensured).
 *
 * <p>Cost: one count of every house's digits, O(houses x N).
 */
public final class RuleBug {
    private RuleBug() {}

    public static RuleTechnique type1() {
        return RuleSingles.technique(TechniqueId.BUG_TYPE_1, RuleBug::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        if (grid.rules().bars().isPresent() || grid.rules().cages().isPresent()) {
            return Optional.empty();
        }
        int bugCell = -1;
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            int count = Integer.bitCount(grid.candidates(cell));
            if (grid.value(cell) != 0 || count == 2) {
                continue;
            }
            if (count < 2 || bugCell >= 0) {
                return Optional.empty();
            }
            bugCell = cell;
        }
        if (bugCell < 0) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        int digits = grid.rules().digits();
        int own = grid.candidates(bugCell);
        // The cell's digits with two places in each of its houses stay in the grave; those with three are extras.
        int grave = own;
        int extra = own;
        for (int house = 0; house < index.houseCells.length; house++) {
            boolean holdsBugCell = RuleIndex.contains(index.houseCells[house], bugCell);
            for (int digit = 1; digit <= digits; digit++) {
                int places = grid.places(house, digit);
                int count = Integer.bitCount(places);
                int bit = 1 << (digit - 1);
                if (!holdsBugCell || (own & bit) == 0) {
                    if (count != 0 && count != 2) {
                        return Optional.empty();
                    }
                    continue;
                }
                if (count != 2) {
                    grave &= ~bit;
                }
                if (count != 3) {
                    extra &= ~bit;
                }
            }
        }
        if (Integer.bitCount(grave) != 2 || (grave | extra) != own) {
            return Optional.empty();
        }
        return Optional.of(step(bugCell, grave, extra));
    }

    private static Step step(int cell, int grave, int extra) {
        List<Candidate> extras = candidates(cell, extra);
        List<Candidate> eliminations = candidates(cell, grave);
        List<Highlight> highlights = new ArrayList<>();
        extras.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.DEFINING)));
        eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        return new BugStep(TechniqueId.BUG_TYPE_1, extras, List.of(), eliminations, highlights);
    }

    private static List<Candidate> candidates(int cell, int mask) {
        List<Candidate> list = new ArrayList<>();
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            list.add(new Candidate(cell, Integer.numberOfTrailingZeros(rest) + 1));
        }
        return list;
    }
}
