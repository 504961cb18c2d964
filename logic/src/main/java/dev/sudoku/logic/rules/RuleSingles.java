package dev.sudoku.logic.rules;

import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;

/**
 * The singles on any houses: a full house (the last empty cell of a house), a hidden single (the only
 * place of a digit in a house; SE rates it lower in a box-like house than in a row or column, so lines
 * and the other kinds are separate techniques) and a naked single (a cell's last candidate).
 */
public final class RuleSingles {
    private RuleSingles() {}

    /** The last empty cell of a house takes the digit the house lacks. */
    public static RuleTechnique fullHouse() {
        return technique(TechniqueId.FULL_HOUSE, RuleSingles::fullHouse);
    }

    /** A digit with one place in a box, region, diagonal or window. */
    public static RuleTechnique hiddenSingleInBlock() {
        return technique(TechniqueId.HIDDEN_SINGLE_BOX, grid -> hiddenSingle(grid, false));
    }

    /** A digit with one place in a row or column. */
    public static RuleTechnique hiddenSingleInLine() {
        return technique(TechniqueId.HIDDEN_SINGLE_LINE, grid -> hiddenSingle(grid, true));
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

    private static Optional<Step> hiddenSingle(RuleGrid grid, boolean lines) {
        RuleIndex index = grid.index();
        TechniqueId id = lines ? TechniqueId.HIDDEN_SINGLE_LINE : TechniqueId.HIDDEN_SINGLE_BOX;
        for (int h = 0; h < index.houseCells.length; h++) {
            if (index.kinds[h].isLine() != lines) {
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
