package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.StepDifficulty;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * A technique the solve path must use. The path is Sudoku Explainer's (the {@code se} catalogue, the
 * one that rates) when that catalogue has the technique, else the players' path ({@code players}), which
 * has the single-digit patterns, colouring, finned fish and chains SE finds only as chains.
 *
 * <p>Immutable and thread-safe.
 *
 * @param id the step kind required
 * @param onRatingPath true when the {@code se} path is the one checked
 */
public record TechniqueGoal(TechniqueId id, boolean onRatingPath) {
    /**
     * Reads a technique name: the id ({@code X_WING}) or the display name ({@code x-wing}, {@code X-Wing},
     * {@code 2-string kite}), case, blanks, hyphens and underscores ignored.
     */
    public static TechniqueGoal parse(String text) {
        String key = key(text);
        List<TechniqueId> matches = new ArrayList<>();
        for (TechniqueId id : TechniqueId.values()) {
            if (key(id.name()).equals(key)) {
                matches.clear();
                matches.add(id);
                break;
            }
            if (key(id.displayName()).equals(key)) {
                matches.add(id);
            }
        }
        if (matches.isEmpty()) {
            throw new IllegalArgumentException("unknown technique '" + text + "'");
        }
        if (matches.size() > 1) {
            // A rule-set-only id sharing the name (a hidden single in an extra house) is no choice here.
            List<TechniqueId> classic =
                    matches.stream().filter(TechniqueGoal::implemented).toList();
            throw new IllegalArgumentException(
                    "technique '" + text + "' is ambiguous: say one of " + (classic.isEmpty() ? matches : classic));
        }
        TechniqueId id = matches.get(0);
        if (Catalogue.se().entry(id).isPresent()) {
            return new TechniqueGoal(id, true);
        }
        if (Catalogue.players().entry(id).isPresent()) {
            return new TechniqueGoal(id, false);
        }
        throw new IllegalArgumentException("technique " + id.displayName() + " is not implemented yet");
    }

    private static boolean implemented(TechniqueId id) {
        return Catalogue.se().entry(id).isPresent()
                || Catalogue.players().entry(id).isPresent();
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("[\\s_-]", "");
    }

    /** Its rating on the rating scale (the {@code se} catalogue's, else the players'). */
    public double rating() {
        return (onRatingPath ? Catalogue.se() : Catalogue.players()).rating(id);
    }

    /**
     * The band of a run that asks for the technique and gives no band: from its rating to the same value,
     * so the technique is the hardest step (what a player practising it wants, and what {@link Steering}
     * reaches fast by putting clues back into harder puzzles); half a point wider for the kinds whose SE
     * rating grows with the step ({@link StepDifficulty#growsWithStep}: chains, unique rectangles and loops,
     * BUG type 3), whose shortest form is rare. Empty off the rating path: a players' technique has no SE
     * rating of its own.
     */
    public Optional<RatingBand> trainingBand() {
        if (!onRatingPath) {
            return Optional.empty();
        }
        int lo = RatingBand.tenths(rating());
        int hi = StepDifficulty.growsWithStep(id) ? lo + 5 : lo;
        return Optional.of(new RatingBand(lo, Math.min(hi, RatingBand.MAX_TENTHS)));
    }

    /**
     * Throws with a reason when no puzzle of that shape can need the technique: a naked or hidden subset
     * or a basic fish of k digits or lines on a side of fewer than 2k always has a complementary one of
     * fewer than k, with the same eliminations, which the solver finds first.
     */
    public void checkShape(BoxShape shape) {
        int k = setSize(id);
        if (2 * k > shape.size()) {
            throw new IllegalArgumentException("no " + shape.size() + "x" + shape.size() + " puzzle needs "
                    + id.displayName() + ": a set of " + k + " in houses of " + shape.size()
                    + " cells always leaves a smaller complementary set that is found first");
        }
    }

    /** True when the path of the puzzle uses the technique; {@code ratingPath} is the se path's kinds. */
    boolean metBy(Grid puzzle, Set<TechniqueId> ratingPath, LogicalSolver players) {
        if (onRatingPath) {
            return ratingPath.contains(id);
        }
        for (Step step : players.solve(puzzle).steps()) {
            if (step.technique() == id) {
                return true;
            }
        }
        return false;
    }

    /** The number of digits or base lines of a naked or hidden subset or a basic fish, 1 for the others. */
    private static int setSize(TechniqueId id) {
        return switch (id) {
            case NAKED_PAIR, HIDDEN_PAIR, DIRECT_HIDDEN_PAIR, X_WING -> 2;
            case NAKED_TRIPLE, HIDDEN_TRIPLE, DIRECT_HIDDEN_TRIPLE, SWORDFISH -> 3;
            case NAKED_QUAD, HIDDEN_QUAD, JELLYFISH -> 4;
            default -> 1;
        };
    }
}
