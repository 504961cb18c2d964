package dev.sudoku.core.rules;

import dev.sudoku.core.Conflict;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A variant puzzle: its rules and its givens.
 *
 * @param rules the rule set
 * @param givens one digit per cell of the rule set, 0 for an empty cell
 */
public record VariantPuzzle(RuleSet rules, int[] givens) {
    public VariantPuzzle {
        Objects.requireNonNull(rules, "rules");
        if (givens.length != rules.cellCount()) {
            throw new IllegalArgumentException("expected " + rules.cellCount() + " cells, got " + givens.length);
        }
        givens = givens.clone();
        for (int cell = 0; cell < givens.length; cell++) {
            if (givens[cell] < 0 || givens[cell] > rules.digits()) {
                throw new IllegalArgumentException(
                        rules.name(cell) + " holds " + givens[cell] + ", outside 1.." + rules.digits());
            }
        }
    }

    @Override
    public int[] givens() {
        return givens.clone();
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof VariantPuzzle puzzle
                && rules.equals(puzzle.rules)
                && java.util.Arrays.equals(givens, puzzle.givens);
    }

    @Override
    public int hashCode() {
        return 31 * rules.hashCode() + java.util.Arrays.hashCode(givens);
    }

    @Override
    public String toString() {
        return rules + " " + line();
    }

    public int given(int cell) {
        return givens[cell];
    }

    /**
     * The first rule the givens break, naming the digit, the house and both cells ("digit 5 appears
     * twice in main diagonal: r1c1 and r9c9", as classic grids word it), the cage or the cells, or empty.
     */
    public Optional<String> conflict() {
        Optional<ParityMap> parity = rules.parity();
        for (int cell = 0; cell < givens.length && parity.isPresent(); cell++) {
            if (givens[cell] != 0 && !parity.get().allows(cell, givens[cell])) {
                return Optional.of(rules.name(cell) + " holds " + givens[cell] + " but is marked "
                        + (parity.get().marks().charAt(cell) == 'o' ? "odd" : "even"));
            }
        }
        Optional<String> broken = ConstraintConflicts.first(rules, givens);
        if (broken.isPresent()) {
            return broken;
        }
        for (RuleHouse house : rules.houses()) {
            int[] seenAt = new int[rules.digits() + 1];
            java.util.Arrays.fill(seenAt, -1);
            for (int cell : house.cells()) {
                int digit = givens[cell];
                if (digit == 0) {
                    continue;
                }
                if (seenAt[digit] >= 0) {
                    return Optional.of(Conflict.describe(
                            String.valueOf(digit), house.name(), List.of(rules.name(seenAt[digit]), rules.name(cell))));
                }
                seenAt[digit] = cell;
            }
        }
        return Optional.empty();
    }

    /** The givens as one line, {@code .} for an empty cell (digits above 9 as letters A=10...). */
    public String line() {
        return VariantText.line(givens);
    }
}
