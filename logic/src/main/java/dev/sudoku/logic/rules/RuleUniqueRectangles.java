package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;

/**
 * Unique Rectangles of types 1 to 4, HoDoKu's type 6 and Hidden Rectangles on any rule set: four empty
 * cells a, b, c, d around a loop, each pair of neighbours on it sharing a house, that would otherwise hold
 * only the same two digits x and y, and are
 * deadly ({@link RuleLoopTypes}: every house and every cage holding any of the four holds two neighbouring
 * corners, and no bar touches one). On rows, columns and boxes that is the classic rectangle on two rows, two
 * columns and two boxes; a diagonal, window, jigsaw region or cage through one corner alone rules a
 * rectangle out. A bar ties a cell's digit to its neighbour's, so no corner may have one; in the strict
 * consecutive form every border without a bar does too, so its rectangles are not tried at all, while a
 * partial-consecutive puzzle's rectangles away from its bars are. The types are {@link RuleLoopTypes}'s.
 *
 * Sound only for a puzzle with exactly one solution: the explain, rate and hint tasks prove that first, and
 * the generator's proofs by logic leave these techniques out ({@link RuleCatalogue#withoutUniqueness}).
 *
 * <p>Cost: per empty cell holding x and y alone, its peers with both digits taken two at a time, and the
 * fourth corner among the peers of those two: O(cells x peers^2 x peers).
 */
public final class RuleUniqueRectangles {
    private RuleUniqueRectangles() {}

    public static RuleTechnique type1() {
        return technique(1, TechniqueId.UNIQUE_RECTANGLE_TYPE_1);
    }

    public static RuleTechnique type2() {
        return technique(2, TechniqueId.UNIQUE_RECTANGLE_TYPE_2);
    }

    public static RuleTechnique type3() {
        return technique(3, TechniqueId.UNIQUE_RECTANGLE_TYPE_3);
    }

    public static RuleTechnique type4() {
        return technique(4, TechniqueId.UNIQUE_RECTANGLE_TYPE_4);
    }

    /** HoDoKu's type 6 (SE has none; rated as a rectangle, 4.5). */
    public static RuleTechnique type6() {
        return technique(RuleLoopTypes.TYPE_6, TechniqueId.UNIQUE_RECTANGLE_TYPE_6);
    }

    /** HoDoKu's Hidden Rectangle (SE has none; rated as a rectangle, 4.5). */
    public static RuleTechnique hidden() {
        return technique(RuleLoopTypes.HIDDEN, TechniqueId.HIDDEN_RECTANGLE);
    }

    private static RuleTechnique technique(int kind, TechniqueId id) {
        return RuleSingles.technique(id, grid -> find(grid, kind, id));
    }

    /**
     * The first step of the type, the rectangles taken from corner a (a cell holding x and y alone, in cell
     * order), then b and d among a's peers (in the rule set's peer order), then c among b's peers.
     */
    private static Optional<Step> find(RuleGrid grid, int kind, TechniqueId id) {
        if (grid.rules().strictBars()) {
            return Optional.empty();
        }
        RuleIndex index = grid.index();
        for (int a = 0; a < grid.cellCount(); a++) {
            int pair = grid.candidates(a);
            if (grid.value(a) != 0 || Integer.bitCount(pair) != 2) {
                continue;
            }
            for (int b : index.peers[a]) {
                if (!RuleLoopTypes.holds(grid, b, pair)) {
                    continue;
                }
                for (int d : index.peers[a]) {
                    if (d <= b || !RuleLoopTypes.holds(grid, d, pair) || index.sees(b, d)) {
                        continue;
                    }
                    for (int c : index.peers[b]) {
                        if (c == a || !RuleLoopTypes.holds(grid, c, pair) || !index.sees(c, d) || index.sees(a, c)) {
                            continue;
                        }
                        int[] loop = {a, b, c, d};
                        if (!RuleLoopTypes.deadly(index, loop)) {
                            continue;
                        }
                        Optional<Step> step = RuleLoopTypes.step(grid, loop, pair, kind, id);
                        if (step.isPresent()) {
                            return step;
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }
}
