package dev.sudoku.logic.rating;

import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import dev.sudoku.logic.forcing.ChainLength;
import dev.sudoku.logic.uniqueness.UniquenessDifficulty;
import java.util.EnumSet;
import java.util.Set;

/**
 * Sudoku Explainer's difficulty of one step. Most kinds cost what the catalogue lists for their id; the
 * kinds whose SE value depends on the step itself are priced from the step (SE_RATING_SPEC §6):
 *
 * <ul>
 *   <li>Unique Rectangles and Loops: 4.5 for a rectangle up to 5.0 for a loop of ten or more cells, plus
 *       the set bonus of type 3 ({@link UniquenessDifficulty#seDifficulty});
 *   <li>BUG type 3: {@code 5.7 + (m - 1) * 0.1} for a naked set of m digits (5.8 to 6.2);
 *   <li>AICs and nice loops (plain or grouped): the catalogue's base plus SE's chaining length bonus for
 *       a chain of that many links ({@link ChainLength#bonus}; a chain of n links counts n + 3 ancestors in SE, as the W-Wing of 5 links
 *       and 8 ancestors rates 7.1);
 *   <li>SE's cycles and forcing chains: the producer's base plus the length bonus of the step's complexity.
 * </ul>
 *
 * These are computed with SE's own double expressions (same literals, same order of operations), so a
 * maximum or a tie between two steps comes out as in SE (§1.3). Hidden and Avoidable Rectangles and
 * HoDoKu's rectangle types 5 and 6, which SE does not name, keep their catalogue rating. Constant time.
 */
public final class StepDifficulty {
    private StepDifficulty() {}

    /** The difficulty of {@code step}; throws when its id is a fixed-price kind the catalogue lacks. */
    public static double of(Step step, Catalogue catalogue) {
        TechniqueId id = step.technique();
        if (step instanceof UniquenessStep unique && isLoop(id)) {
            return UniquenessDifficulty.seDifficulty(unique);
        }
        if (step instanceof BugStep bug && id == TechniqueId.BUG_TYPE_3) {
            // Bug3Hint.getDifficulty: the tenth is scaled first, then added to the 5.7 literal.
            double toAdd = (bug.subsetDigits().size() - 1) * 0.1;
            return 5.7 + toAdd;
        }
        if (step instanceof ForcingChainStep chain) {
            // Chaining hints: the producer's base plus SE's length bonus, added in SE's order.
            return catalogue.rating(id) + ChainLength.bonus(chain.complexity());
        }
        if (step instanceof ChainStep chain && NICE_LOOPS.contains(id)) {
            return catalogue.rating(id) + ChainLength.bonus(chain.links().size() + 3);
        }
        return catalogue.rating(id);
    }

    /**
     * Whether a step of this kind can rate above its catalogue rating, as its chain, loop or set grows:
     * SE's chains, unique rectangles and loops, BUG type 3, and the players' AICs and nice loops.
     */
    public static boolean growsWithStep(TechniqueId id) {
        return TechniqueId.chaining().contains(id)
                || isLoop(id)
                || id == TechniqueId.BUG_TYPE_3
                || NICE_LOOPS.contains(id);
    }

    /** The nice loops and AICs, whose cost grows with the chain as SE's chains do. */
    private static final Set<TechniqueId> NICE_LOOPS = EnumSet.of(
            TechniqueId.AIC,
            TechniqueId.CONTINUOUS_NICE_LOOP,
            TechniqueId.DISCONTINUOUS_NICE_LOOP,
            TechniqueId.GROUPED_AIC,
            TechniqueId.GROUPED_CONTINUOUS_NICE_LOOP,
            TechniqueId.GROUPED_DISCONTINUOUS_NICE_LOOP,
            TechniqueId.ALS_AIC,
            TechniqueId.ALS_CONTINUOUS_NICE_LOOP,
            TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP);

    /**
     * SE's unique rectangles and loops, types 1 to 4, whose cost grows with the loop and the set. HoDoKu's
     * rectangle types 5 and 6 are always four cells without a set, so they keep their catalogue rating.
     */
    private static boolean isLoop(TechniqueId id) {
        return (id.name().startsWith("UNIQUE_RECTANGLE_") || id.name().startsWith("UNIQUE_LOOP_"))
                && id != TechniqueId.UNIQUE_RECTANGLE_TYPE_5
                && id != TechniqueId.UNIQUE_RECTANGLE_TYPE_6;
    }
}
