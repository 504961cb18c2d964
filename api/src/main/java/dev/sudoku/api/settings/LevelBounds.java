package dev.sudoku.api.settings;

import dev.sudoku.api.WordList;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Reads a {@code levels} text ({@code fiendish=6.0,diabolical=8.5}: where levels end on the ER scale) for
 * the command line's {@code --levels} and the server's {@code levels}, refusing the part at fault with what
 * a part accepts. {@link LevelScale#with} reads the same text but names its rule in its own words.
 */
public final class LevelBounds {
    /** The levels a text moves the bounds of: Extreme has none, it starts above Diabolical. */
    public static final List<String> LEVELS = Arrays.stream(Level.values())
            .filter(level -> level != Level.EXTREME)
            .map(LevelBounds::name)
            .toList();

    /** What each part of the text is. */
    public static final String PARTS =
            WordList.either(LEVELS) + ", each with its highest ER (fiendish=6.0,diabolical=8.5)";

    private static final String ERS = "a highest ER from " + tenths(LevelScale.LOWEST_BOUND) + " to "
            + tenths(LevelScale.HIGHEST_BOUND) + " with at most one decimal for each level (fiendish=6.0)";

    private LevelBounds() {}

    /** The default scale with the text's bounds moved; a {@link Refusal} naming the first part at fault. */
    public static LevelScale read(String text) {
        List<Integer> bounds = new ArrayList<>(LevelScale.DEFAULT.highestTenths());
        String[] given = new String[bounds.size()];
        for (String part : text.split(",", -1)) {
            String[] pair = part.split("=", -1);
            int level = pair.length == 2 ? LEVELS.indexOf(pair[0].strip().toLowerCase(Locale.ROOT)) : -1;
            if (level < 0) {
                throw new Refusal(PARTS, part.strip());
            }
            int bound = bound(pair[1].strip())
                    .filter(tenths -> tenths >= LevelScale.LOWEST_BOUND && tenths <= LevelScale.HIGHEST_BOUND)
                    .orElseThrow(() -> new Refusal(ERS, part.strip()));
            bounds.set(level, bound);
            given[level] = part.strip();
        }
        for (int level = 1; level < bounds.size(); level++) {
            if (bounds.get(level) <= bounds.get(level - 1)) {
                // The part given is refused; the neighbour it meets is named with its bound.
                int neighbour = given[level] != null ? level - 1 : level;
                String refused = given[level] != null ? given[level] : given[level - 1];
                throw new Refusal(
                        "bounds that rise from easy to diabolical (" + LEVELS.get(neighbour) + " ends at "
                                + tenths(bounds.get(neighbour)) + ")",
                        refused);
            }
        }
        return LevelScale.DEFAULT.with(text);
    }

    /** A rating with at most one decimal, in tenths. */
    private static Optional<Integer> bound(String number) {
        return number.matches("\\d{1,2}(\\.\\d)?")
                ? Optional.of((int) Math.round(Double.parseDouble(number) * 10))
                : Optional.empty();
    }

    private static String tenths(int tenths) {
        return Rating.format(tenths / 10.0);
    }

    private static String name(Level level) {
        return level.name().toLowerCase(Locale.ROOT);
    }
}
