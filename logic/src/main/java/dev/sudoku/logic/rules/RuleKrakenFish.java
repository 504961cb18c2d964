package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.fish.FishBoard;
import dev.sudoku.logic.fish.KrakenFish;
import dev.sudoku.logic.fish.KrakenGrid;
import java.util.List;
import java.util.Optional;

/**
 * Kraken fish, types 1 and 2, on any rule set of at most 128 cells: the classic check ({@link KrakenFish})
 * of the finned X-Wings, Swordfish and Jellyfish of the rule set's rows and columns (1 or 2 fins, none of
 * which a place of the fish sees all of), the chains from its premises walked over the rule set's links
 * ({@link RulePremiseChains}: its extra houses, cages and bars carry them as a house does). Either a fin is
 * true or the fish without fins holds, and each premise turning the same candidate off by a chain removes
 * it, whatever the houses. Samurai grids have none (the fish search's cell sets are two words).
 *
 * <p>Each type is its own technique with its own search, capped at {@link KrakenFish#PROFILE_CAP} fish and
 * walks a call as in the classic players' profile (a count, so the same position always gets the same
 * step); the first step found is taken.
 */
public final class RuleKrakenFish {
    private RuleKrakenFish() {}

    /** Kraken fish of one type ({@link TechniqueId#KRAKEN_FISH_TYPE_1} or 2), with the profile's cap. */
    public static RuleTechnique of(TechniqueId type) {
        return of(type, KrakenFish.PROFILE_CAP);
    }

    /** Kraken fish of one type that try at most {@code cap} fish and walks a call. */
    public static RuleTechnique of(TechniqueId type, long cap) {
        KrakenFish kraken = new KrakenFish(cap, List.of(type), KrakenFish.Fish.BASIC);
        return RuleSingles.technique(type, grid -> find(grid, kraken));
    }

    private static Optional<Step> find(RuleGrid grid, KrakenFish kraken) {
        Optional<FishBoard> board = grid.index().fishBoard;
        if (board.isEmpty()) {
            return Optional.empty();
        }
        Step[] first = {null};
        kraken.search(
                board.get(),
                RuleComplexFish.places(grid),
                // Two base lines and a cover line with a place outside them.
                RuleComplexFish.searched(grid, 3),
                houses(grid),
                () -> RulePremiseChains.of(grid),
                step -> {
                    first[0] = step;
                    return false;
                });
        return Optional.ofNullable(first[0]);
    }

    /** The rule set's houses, candidates and sight, as a Kraken fish reads them. */
    private static KrakenGrid houses(RuleGrid grid) {
        RuleIndex index = grid.index();
        return new KrakenGrid() {
            @Override
            public int size() {
                return grid.rules().digits();
            }

            @Override
            public int cellCount() {
                return grid.cellCount();
            }

            @Override
            public int[] cellsOf(int house) {
                return index.houseCells[house];
            }

            @Override
            public int[] housesOf(int cell) {
                return index.housesOfCell[cell];
            }

            @Override
            public boolean has(int cell, int digit) {
                return (grid.candidates(cell) & 1 << (digit - 1)) != 0;
            }

            @Override
            public boolean sees(int cell, int other) {
                return index.sees(cell, other);
            }
        };
    }
}
