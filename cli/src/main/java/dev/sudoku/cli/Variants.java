package dev.sudoku.cli;

import dev.sudoku.api.settings.Refusal;
import dev.sudoku.api.settings.VariantSettings;
import dev.sudoku.core.rules.Variant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code --variant} option's names read into variants, or a usage error naming the unknown one or the
 * variants that do not combine (samurai with another).
 */
final class Variants {
    private Variants() {}

    static Set<Variant> parse(List<String> names) {
        Set<Variant> chosen = EnumSet.noneOf(Variant.class);
        for (String name : names) {
            try {
                chosen.add(Variant.parse(name));
            } catch (IllegalArgumentException e) {
                throw Choices.refused(
                        "--variant",
                        Arrays.stream(Variant.values()).map(Variant::label).toList(),
                        name);
            }
        }
        try {
            VariantSettings.requireCombinable(chosen, String.join(",", names));
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--variant"));
        }
        return chosen;
    }
}
