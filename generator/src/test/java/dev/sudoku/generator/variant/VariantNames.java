package dev.sudoku.generator.variant;

import dev.sudoku.core.rules.Variant;
import java.util.EnumSet;
import java.util.Set;

/** Variants named in a test table, joined by ';' (a CSV cell cannot hold the option's commas). */
final class VariantNames {
    private VariantNames() {}

    static Set<Variant> parse(String names) {
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String name : names.split(";")) {
            variants.add(Variant.parse(name));
        }
        return variants;
    }
}
