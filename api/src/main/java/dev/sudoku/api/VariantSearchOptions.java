package dev.sudoku.api;

import dev.sudoku.core.rules.Variant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * How a classic mode runs on variant puzzles: the classic modes' settings without a profile (the logic of
 * rule sets is fixed: singles over every house, cage sums, consecutive pairs and locked candidates).
 *
 * @param variants the rules beyond classic Sudoku
 * @param mode logic alone, guessing or the bivalue search
 * @param maxWork the most guesses (guessing) or value combinations (bivalue search) per puzzle
 * @param depth the bivalue depth asked for; empty for depth 2 retried at 4, as in the classic mode
 * @param trace whether the guess log (or the combinations tried) is reported
 * @param limit the time budget of each puzzle, empty for none
 */
public record VariantSearchOptions(
        Set<Variant> variants,
        ClassicMode mode,
        long maxWork,
        OptionalInt depth,
        boolean trace,
        Optional<TimeLimit> limit) {
    public VariantSearchOptions {
        variants = variants.isEmpty() ? EnumSet.noneOf(Variant.class) : EnumSet.copyOf(variants);
        Objects.requireNonNull(mode, "mode");
        Objects.requireNonNull(depth, "depth");
        Objects.requireNonNull(limit, "limit");
        ClassicOptions.checkBudget(maxWork, depth);
    }

    @Override
    public Set<Variant> variants() {
        return EnumSet.copyOf(variants);
    }
}
