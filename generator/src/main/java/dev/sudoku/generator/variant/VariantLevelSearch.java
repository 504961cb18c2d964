package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.generator.Seeds;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleRater;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Random;

/**
 * Variant puzzles at a level. Minimal variant puzzles mostly need forcing chains (they rate Diabolical
 * or Extreme), so below Extreme the clues are removed under the rater's eye instead: from a
 * random complete grid, every cell in a random order is emptied unless the rule-set solver would then
 * need a step above the level (or get stuck). A puzzle logic solves has one solution, so no exact solve
 * is needed. The result is kept when its rating falls in the level's band, else another grid is tried,
 * up to {@code attempts}. Extreme keeps the first minimal puzzle that rates 9.0 or more, or that the
 * techniques cannot finish.
 *
 * <p>Cost per attempt: one generation (0.1-0.6 s for a 9x9 variant) and one rating per cell (a few
 * milliseconds each for 9x9, tens for a samurai; at Diabolical, where forcing chains are in reach, up to
 * some hundred milliseconds).
 */
public final class VariantLevelSearch {
    /** A puzzle made at its level, with its rating. */
    public record Leveled(VariantMade made, Rating rating) {
        public Leveled {
            Objects.requireNonNull(made, "made");
            Objects.requireNonNull(rating, "rating");
        }
    }

    private final VariantGenerator generator;
    private final RuleRater rater = new RuleRater(RuleCatalogue.DEFAULT);
    private final LevelScale scale;
    private final int attempts;

    public VariantLevelSearch(VariantGenerator generator, LevelScale scale, int attempts) {
        if (attempts < 1) {
            throw new IllegalArgumentException("at least one attempt, got " + attempts);
        }
        this.generator = Objects.requireNonNull(generator, "generator");
        this.scale = Objects.requireNonNull(scale, "scale");
        this.attempts = attempts;
    }

    /**
     * The first puzzle at {@code level} among the attempts of {@code seed}, or empty when none was. The
     * puzzle's seed is {@code seed}: the same seed and level make it again.
     */
    public Optional<Leveled> find(long seed, Level level) {
        long start = System.nanoTime();
        for (int attempt = 0; attempt < attempts; attempt++) {
            long attemptSeed = Seeds.of(seed, attempt);
            VariantMade made = generator.make(attemptSeed);
            VariantPuzzle puzzle = level == Level.EXTREME ? made.puzzle() : emptied(made, level, attemptSeed);
            Rating rating = rater.rate(puzzle);
            if (scale.levelOf(rating.er()) == level) {
                return Optional.of(
                        new Leveled(new VariantMade(puzzle, made.solution(), seed, System.nanoTime() - start), rating));
            }
        }
        return Optional.empty();
    }

    /** The solution's cells emptied in a random order while logic still solves it at or below {@code level}. */
    private VariantPuzzle emptied(VariantMade made, Level level, long seed) {
        RuleRater rater = raterWithin(level);
        int[] givens = made.solution();
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < givens.length; cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, new Random(seed));
        for (int cell : order) {
            int digit = givens[cell];
            givens[cell] = 0;
            Rating rating = rater.rate(new VariantPuzzle(made.puzzle().rules(), givens));
            if (!rating.solved() || scale.levelOf(rating.er()).ordinal() > level.ordinal()) {
                givens[cell] = digit;
            }
        }
        return new VariantPuzzle(made.puzzle().rules(), givens);
    }

    /**
     * A rater over the techniques that rate within {@code level} only: the solver takes the easiest step,
     * so its path is the full catalogue's until it would need a harder technique, whose step would rate
     * above the level anyway; it then stops at once instead of running the forcing chains, the costliest
     * steps, only to be refused.
     */
    private RuleRater raterWithin(Level level) {
        double highest = scale.highestTenths(level) / 10.0;
        return new RuleRater(new RuleCatalogue(RuleCatalogue.DEFAULT.entries().stream()
                .filter(entry -> entry.difficulty() <= highest)
                .toList()));
    }

    /**
     * Whether a puzzle can rate at {@code level}: Extreme always (a puzzle the techniques cannot
     * finish), the others when the hardest technique of the catalogue reaches the level's band.
     */
    public boolean reachable(Level level) {
        double hardest = RuleCatalogue.DEFAULT.entries().stream()
                .mapToDouble(RuleCatalogue.Entry::difficulty)
                .max()
                .orElse(0);
        return level == Level.EXTREME || scale.levelOf(hardest).ordinal() >= level.ordinal();
    }

    public int attempts() {
        return attempts;
    }
}
