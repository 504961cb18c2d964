package dev.sudoku.logic.rules;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.logic.fish.FishBoard;
import java.util.Optional;

/**
 * Franken and Mutant fish, plain or finned, of 2 to 4 base sets on any rule set of at most 128 cells: the
 * classic search ({@link ComplexFish}) over the rule set's houses ({@link RuleIndex#fishBoard}), whose
 * jigsaw regions and windows are blocks as boxes are, and whose diagonals join only Mutant fish. Every
 * house holds each digit once and each cover set at most once whatever its shape, so the fish's proof holds
 * as on a classic grid; a finned fish removes only the places that see every fin under the rules (a cage
 * shared with a fin counts, as a house does). Samurai grids (369 cells) have none: the search's cell sets are
 * two words.
 *
 * <p>Order and bound as the classic players' profile has them: digits ascending, Franken fish with rows
 * among the base sets first, base sets in house order, the first fish with an elimination taken, and each
 * call capped at {@link ComplexFish#PROFILE_CAP} combinations (some 0.1 ms), so a capped search may miss a
 * fish a complete one finds; the cap is a count, so the same position always gets the same step.
 */
public final class RuleComplexFish {
    private RuleComplexFish() {}

    /** The fish of a kind, size (2 to 4) and finned-ness, with the players' profile's cap. */
    static RuleTechnique of(ComplexFish.Kind kind, int size, boolean finned) {
        return of(new ComplexFish(kind, size, finned, ComplexFish.PROFILE_CAP));
    }

    /** The fish {@code fish} searches for, with its cap: {@code new ComplexFish(kind, size, finned)} searches to the end. */
    public static RuleTechnique of(ComplexFish fish) {
        return RuleSingles.technique(fish.ids().get(0), grid -> find(grid, fish));
    }

    private static Optional<Step> find(RuleGrid grid, ComplexFish fish) {
        Optional<FishBoard> board = grid.index().fishBoard;
        if (board.isEmpty()) {
            return Optional.empty();
        }
        boolean[] searched = searched(grid, fish.size() + 1);
        Step[] first = {null};
        fish.search(board.get(), places(grid), searched, step -> {
            first[0] = step;
            return false;
        });
        return Optional.ofNullable(first[0]);
    }

    /** Each digit's places (1 to N) as two words of cell bits, as a {@link FishBoard} search reads them. */
    static long[][] places(RuleGrid grid) {
        long[][] places = new long[grid.rules().digits() + 1][2];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                places[Integer.numberOfTrailingZeros(rest) + 1][cell >>> 6] |= 1L << cell;
            }
        }
        return places;
    }

    /**
     * Per digit, whether a fish search may find something: {@code least} rows at least still without it
     * (k base sets and a place to clear).
     */
    static boolean[] searched(RuleGrid grid, int least) {
        int digits = grid.rules().digits();
        int[] placed = new int[digits + 1];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            placed[grid.value(cell)]++;
        }
        boolean[] searched = new boolean[digits + 1];
        for (int digit = 1; digit <= digits; digit++) {
            searched[digit] = digits - placed[digit] >= least;
        }
        return searched;
    }
}
