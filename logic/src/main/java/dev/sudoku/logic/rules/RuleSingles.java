package dev.sudoku.logic.rules;

import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * The singles on any houses: a full house (the last empty cell of a house), a hidden single (the only
 * place of a digit in a house; SE rates it lower in a box-like house than in a row or column, so lines
 * and the other kinds are separate techniques, and a box and an extra house are two ids of one rating so
 * that a step names the kind of house it was found in) and a naked single (a cell's last candidate).
 */
public final class RuleSingles {
    private RuleSingles() {}

    /** The last empty cell of a house takes the digit the house lacks. */
    public static RuleTechnique fullHouse() {
        return technique(TechniqueId.FULL_HOUSE, RuleSingles::fullHouse);
    }

    /** A digit with one place in a box. */
    public static RuleTechnique hiddenSingleInBox() {
        return hiddenSingle(TechniqueId.HIDDEN_SINGLE_BOX, kind -> kind == HouseKind.BOX);
    }

    /** A digit with one place in an extra house: a jigsaw region, a diagonal or a window. */
    public static RuleTechnique hiddenSingleInExtraHouse() {
        return hiddenSingle(TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE, kind -> !kind.isLine() && kind != HouseKind.BOX);
    }

    /** A digit with one place in a row or column. */
    public static RuleTechnique hiddenSingleInLine() {
        return hiddenSingle(TechniqueId.HIDDEN_SINGLE_LINE, HouseKind::isLine);
    }

    /** A cell with one candidate left. */
    public static RuleTechnique nakedSingle() {
        return technique(TechniqueId.NAKED_SINGLE, RuleSingles::nakedSingle);
    }

    private static Optional<Step> fullHouse(RuleGrid grid) {
        RuleIndex index = grid.index();
        for (int h = 0; h < index.houseCells.length; h++) {
            int empty = -1;
            int emptyCount = 0;
            for (int cell : index.houseCells[h]) {
                if (grid.value(cell) == 0) {
                    empty = cell;
                    emptyCount++;
                }
            }
            int mask = emptyCount == 1 ? grid.candidates(empty) : 0;
            if (Integer.bitCount(mask) == 1) {
                return Optional.of(
                        new SingleStep(TechniqueId.FULL_HOUSE, empty, Integer.numberOfTrailingZeros(mask) + 1, h));
            }
        }
        return Optional.empty();
    }

    /** The first hidden single, in house order, among the houses of the kinds {@code searched} accepts. */
    private static RuleTechnique hiddenSingle(TechniqueId id, Predicate<HouseKind> searched) {
        return technique(id, grid -> hiddenSingle(grid, id, searched));
    }

    private static Optional<Step> hiddenSingle(RuleGrid grid, TechniqueId id, Predicate<HouseKind> searched) {
        RuleIndex index = grid.index();
        for (int h = 0; h < index.houseCells.length; h++) {
            if (!searched.test(index.kinds[h])) {
                continue;
            }
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                int places = grid.places(h, digit);
                if (Integer.bitCount(places) == 1) {
                    int cell = index.houseCells[h][Integer.numberOfTrailingZeros(places)];
                    return Optional.of(new SingleStep(id, cell, digit, h));
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<Step> nakedSingle(RuleGrid grid) {
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (grid.value(cell) == 0 && Integer.bitCount(grid.candidates(cell)) == 1) {
                int digit = Integer.numberOfTrailingZeros(grid.candidates(cell)) + 1;
                return Optional.of(new SingleStep(TechniqueId.NAKED_SINGLE, cell, digit, -1));
            }
        }
        return Optional.empty();
    }

    static RuleTechnique technique(TechniqueId id, java.util.function.Function<RuleGrid, Optional<Step>> finder) {
        return new RuleTechnique() {
            @Override
            public TechniqueId id() {
                return id;
            }

            @Override
            public Optional<Step> find(RuleGrid grid) {
                return finder.apply(grid);
            }
        };
    }
}
