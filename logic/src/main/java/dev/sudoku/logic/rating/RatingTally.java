package dev.sudoku.logic.rating;

import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.Optional;

/**
 * SE's running ER/EP/ED over a solve path (SE_RATING_SPEC §2.3), fed one step at a time: ER is the
 * running maximum; ED takes ER after the first step; EP takes ER after the first step that places a
 * digit. One tally serves every rater, classic or rule-set, so they agree on the rule. Mutable.
 */
public final class RatingTally {
    private double difficulty;
    private double pearl;
    private double diamond;
    private TechniqueId hardest;
    private int steps;
    private int score;

    /** Counts a step of difficulty {@code cost} that the path has applied. */
    public void add(Step step, double cost) {
        if (hardest == null || cost > difficulty) {
            hardest = step.technique();
            difficulty = Math.max(difficulty, cost);
        }
        steps++;
        score += HodokuScore.of(step.technique());
        // SE's own tests, literally: both fields stay 0.0 until set, and EP freezes ED too.
        if (pearl == 0.0) {
            if (diamond == 0.0) {
                diamond = difficulty;
            }
            if (!step.placements().isEmpty()) {
                pearl = difficulty;
            }
        }
    }

    /** The rating of a path that filled the grid. */
    public Rating solved() {
        return new Rating(difficulty, pearl, diamond, Optional.ofNullable(hardest), true, steps, score);
    }

    /** The rating of a path that got stuck: ER 20.0 and HoDoKu's brute-force score added. */
    public Rating stuck() {
        return new Rating(
                Rating.NOT_RATED,
                pearl,
                diamond,
                Optional.ofNullable(hardest),
                false,
                steps,
                score + HodokuScore.BRUTE_FORCE);
    }
}
