package dev.sudoku.api.settings;

import dev.sudoku.api.WordList;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantReach;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.IntStream;

/**
 * The checks of a variant setting whose libraries refuse in their own words: variants that do not
 * combine, and a size the variants are not made in. Each refusal says what is accepted instead.
 */
public final class VariantSettings {
    /** What a combination of variants must be, as {@link RuleSets#requireCombinable} rules. */
    public static final String COMBINABLE =
            "variants that combine (samurai goes alone; consecutive and partial-consecutive exclude each other)";

    private VariantSettings() {}

    /** Refuses variants that exclude each other, naming them as {@code given} (the setting's text). */
    public static void requireCombinable(Set<Variant> variants, String given) {
        try {
            RuleSets.requireCombinable(variants);
        } catch (IllegalArgumentException e) {
            throw new Refusal(COMBINABLE, given);
        }
    }

    /**
     * The generator of the variants on a size; a {@link Refusal} of the size listing the sizes up to
     * {@code maxSize} it is made in, {@code with <variantSetting> <variants>}. Found by building the
     * generator on each size, so the list is the generator's own rule (it is built only on a refusal).
     */
    public static VariantGenerator generator(Set<Variant> variants, int size, int maxSize, String variantSetting) {
        try {
            return new VariantGenerator(variants, size);
        } catch (IllegalArgumentException e) {
            List<Integer> sizes = IntStream.rangeClosed(BoxShape.MIN_SIZE, maxSize)
                    .filter(side -> makes(variants, side))
                    .boxed()
                    .toList();
            throw new Refusal(sizes(sizes) + " with " + variantSetting + " " + Variant.label(variants), size);
        }
    }

    /**
     * Refuses a level no puzzle of the variants on that size can have ({@link VariantReach}), listing the
     * levels they reach and why the one asked for is not among them.
     */
    public static void requireReachable(Set<Variant> variants, int size, Level level, LevelScale scale) {
        VariantReach reach = VariantReach.of(variants, size);
        Optional<String> why = reach.why(level, scale);
        if (why.isPresent()) {
            List<String> reached = Arrays.stream(Level.values())
                    .filter(each -> reach.why(each, scale).isEmpty())
                    .map(each -> each.name().toLowerCase(Locale.ROOT))
                    .toList();
            throw new Refusal(
                    WordList.either(reached) + " for " + size + "x" + size + " " + Variant.label(variants) + " ("
                            + why.get() + ")",
                    level.name().toLowerCase(Locale.ROOT));
        }
    }

    private static boolean makes(Set<Variant> variants, int size) {
        try {
            new VariantGenerator(variants, size);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** {@code 9}, {@code 4, 9, 16 or 25}, {@code from 4 to 16}: a run of three or more as a range. */
    static String sizes(List<Integer> sizes) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        while (start < sizes.size()) {
            int end = start;
            while (end + 1 < sizes.size() && sizes.get(end + 1) == sizes.get(end) + 1) {
                end++;
            }
            if (end - start >= 2) {
                parts.add("from " + sizes.get(start) + " to " + sizes.get(end));
            } else {
                for (int i = start; i <= end; i++) {
                    parts.add(String.valueOf(sizes.get(i)));
                }
            }
            start = end + 1;
        }
        return parts.isEmpty() ? "no size" : WordList.either(parts);
    }
}
