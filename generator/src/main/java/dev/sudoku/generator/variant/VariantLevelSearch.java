package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.generator.Seeds;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleRater;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
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
 * is needed, as long as that logic does not assume it: the unique rectangles and BUG are left out of it.
 * The result is kept when its rating falls in the level's band; else the last puzzle of the
 * way down that did (more clues, same level), since the emptying often passes through the band and
 * leaves it again: on variants whose extra rules do much of the work, the last removals tend to leave
 * only easy steps. When neither is at the level another grid is tried, up to {@code attempts} grids or
 * until the time limit has passed. Extreme keeps the first minimal puzzle that rates 9.0 or more, or that
 * the techniques cannot finish (an odd/even one also with its marks thinned to those it needs, {@link
 * VariantGenerator#fewerMarks}).
 *
 * <p>The time limit is a {@link SearchBudget} over the whole search: the ratings check it at each step and
 * chain, the generator at each cell and in its exact solves, so a search ends within milliseconds of the
 * limit even inside one grid's work (a samurai's emptying at Diabolical, where each rating may reach the
 * forcing chains, can take over a minute).
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

    /**
     * Complete grids tried at most per puzzle asked for at a level, within the time limit: enough that a
     * rare level (Fiendish for X, windoku or a samurai: one grid in tens to hundreds) mostly comes up, few
     * enough that a level a variant almost never reaches (Fiendish and Extreme for odd/even, whose every
     * cell is marked) is given up in seconds. The command line and the HTTP API both search this many.
     */
    public static final int ATTEMPTS = 1000;

    private final VariantGenerator generator;
    private final RuleRater rater = new RuleRater(RuleCatalogue.DEFAULT);
    private final LevelScale scale;
    private final int attempts;
    private final Duration timeLimit;

    /**
     * What a search came to: the puzzle at the level, if one came up, and how many complete grids it
     * tried.
     */
    public record Outcome(Optional<Leveled> leveled, int gridsTried) {
        public Outcome {
            Objects.requireNonNull(leveled, "leveled");
        }
    }

    /**
     * @param attempts complete grids tried at most per puzzle
     * @param timeLimit the whole search's budget: the search stops when it has passed, inside a grid's work
     */
    public VariantLevelSearch(VariantGenerator generator, LevelScale scale, int attempts, Duration timeLimit) {
        if (attempts < 1) {
            throw new IllegalArgumentException("at least one attempt, got " + attempts);
        }
        if (timeLimit.isNegative() || timeLimit.isZero()) {
            throw new IllegalArgumentException("the time limit must be positive, got " + timeLimit);
        }
        this.generator = Objects.requireNonNull(generator, "generator");
        this.scale = Objects.requireNonNull(scale, "scale");
        this.attempts = attempts;
        this.timeLimit = timeLimit;
    }

    /**
     * The first puzzle at {@code level} among the attempts of {@code seed}, or none when none came up
     * within the attempts and the time limit. The puzzle's seed is {@code seed}: the same seed and level
     * make it again (on a slower machine the time limit may end the search before it gets there).
     */
    public Outcome find(long seed, Level level) {
        long start = System.nanoTime();
        int[] tried = new int[1];
        try {
            return SearchBudget.until(start + timeLimit.toNanos(), () -> search(seed, level, start, tried));
        } catch (SearchCancelledException e) {
            return new Outcome(Optional.empty(), tried[0]);
        }
    }

    /**
     * The search of {@link #find}, ended by the budget running out (the ratings, the exact solves of the
     * generator and the loops over cells check it); counts the complete grids begun in {@code tried[0]}.
     */
    private Outcome search(long seed, Level level, long start, int[] tried) {
        for (int attempt = 0; attempt < attempts; attempt++) {
            // The first grid is always begun, so that a budget spent before the search got the processor (a
            // loaded machine) still ends it inside a grid's work, as a later one does; the work checks it too.
            if (attempt > 0) {
                SearchBudget.check();
            }
            tried[0] = attempt + 1;
            long attemptSeed = Seeds.of(seed, attempt);
            VariantMade made = generator.make(attemptSeed);
            for (VariantPuzzle puzzle :
                    level == Level.EXTREME ? extreme(made, attemptSeed) : emptied(made, level, attemptSeed)) {
                // Proven to have one solution (by logic without the uniqueness techniques, or exactly at
                // Extreme), so rated with every technique, as rate rates it: a rectangle may make it easier.
                Rating rating = rater.rate(puzzle);
                if (scale.levelOf(rating.er()) == level) {
                    return new Outcome(
                            Optional.of(new Leveled(
                                    new VariantMade(puzzle, made.solution(), seed, System.nanoTime() - start), rating)),
                            attempt + 1);
                }
            }
        }
        return new Outcome(Optional.empty(), attempts);
    }

    /**
     * The puzzles tried at Extreme: the minimal one and, with odd/even marks, the same with only the marks it
     * needs (every cell marked, a minimal odd/even puzzle seldom needs more than chains).
     */
    private List<VariantPuzzle> extreme(VariantMade made, long seed) {
        VariantPuzzle minimal = made.puzzle();
        return minimal.rules().parity().isEmpty()
                ? List.of(minimal)
                : List.of(minimal, generator.fewerMarks(minimal, new Random(seed)));
    }

    /**
     * The solution's cells emptied in a random order while logic still solves it at or below {@code level};
     * then, if the way down met the level's band, the last puzzle on it that rated in the band.
     */
    private List<VariantPuzzle> emptied(VariantMade made, Level level, long seed) {
        RuleRater rater = raterWithin(level);
        int[] givens = made.solution();
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < givens.length; cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, new Random(seed));
        int[] lastAtLevel = null;
        for (int cell : order) {
            SearchBudget.check();
            int digit = givens[cell];
            givens[cell] = 0;
            Rating rating = rater.rate(new VariantPuzzle(made.puzzle().rules(), givens));
            Level reached = scale.levelOf(rating.er());
            if (!rating.solved() || reached.ordinal() > level.ordinal()) {
                givens[cell] = digit;
            } else if (reached == level) {
                lastAtLevel = givens.clone();
            }
        }
        VariantPuzzle emptiest = new VariantPuzzle(made.puzzle().rules(), givens);
        return lastAtLevel == null || Arrays.equals(lastAtLevel, givens)
                ? List.of(emptiest)
                : List.of(emptiest, new VariantPuzzle(made.puzzle().rules(), lastAtLevel));
    }

    /**
     * A rater over the techniques that rate within {@code level} only: the solver takes the easiest step,
     * so its path is the full catalogue's until it would need a harder technique, whose step would rate
     * above the level anyway; it then stops at once instead of running the forcing chains, the costliest
     * steps, only to be refused. Its rating is the proof that a puzzle on the way down has one solution, so
     * it leaves out the techniques that assume it (the unique rectangles and BUG); the puzzle kept is rated again
     * with them ({@link #search}), as {@code rate} would rate it.
     */
    private RuleRater raterWithin(Level level) {
        double highest = scale.highestTenths(level) / 10.0;
        return new RuleRater(new RuleCatalogue(RuleCatalogue.DEFAULT.withoutUniqueness().entries().stream()
                .filter(entry -> entry.difficulty() <= highest)
                .toList()));
    }
}
