package dev.sudoku.web;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.VariantText;
import java.util.Optional;

/**
 * A player's position on a variant, in the rules' cell order: {@code position} a candidate line (N
 * characters a cell, a digit's symbol where it is a candidate, {@code .} elsewhere), {@code values} a line of
 * the placed digits. Without {@code values}, a cell with one candidate left counts as placed, as a classic
 * candidate line reads.
 *
 * @param values each cell's digit, 0 where open
 * @param candidates each open cell's candidates, bit d-1 for digit d
 */
record VariantPosition(int[] values, int[] candidates) {
    /** The position read; 400 naming the field, and the cell, when it does not read. */
    static VariantPosition read(RuleSet rules, String position, Optional<String> valuesText) {
        int cells = rules.cellCount();
        int digits = rules.digits();
        String line = position.strip();
        if (line.length() != cells * digits) {
            throw ApiProblem.badRequest(
                    "position",
                    "'position' has " + line.length() + " characters; a candidate line of these rules has "
                            + cells * digits + " (" + digits + " a cell)");
        }
        int[] values = new int[cells];
        int[] candidates = new int[cells];
        for (int cell = 0; cell < cells; cell++) {
            for (int digit = 1; digit <= digits; digit++) {
                char ch = line.charAt(cell * digits + digit - 1);
                if (ch == VariantText.symbol(digit)) {
                    candidates[cell] |= 1 << (digit - 1);
                } else if (ch != '.') {
                    throw ApiProblem.badRequest(
                            "position",
                            "'position', column " + (cell * digits + digit) + ": " + rules.name(cell) + " writes digit "
                                    + VariantText.symbol(digit) + " as '" + VariantText.symbol(digit)
                                    + "' or '.', not '" + ch + "'");
                }
            }
            if (Integer.bitCount(candidates[cell]) == 1) {
                values[cell] = Integer.numberOfTrailingZeros(candidates[cell]) + 1;
            }
        }
        if (valuesText.isPresent()) {
            values = placed(rules, valuesText.get().strip());
        }
        for (int cell = 0; cell < cells; cell++) {
            if (values[cell] != 0) {
                candidates[cell] = 0;
            } else if (candidates[cell] == 0) {
                throw ApiProblem.badRequest("position", "'position': " + rules.name(cell) + " has no candidate");
            }
        }
        return new VariantPosition(values, candidates);
    }

    /** The placed digits of the {@code values} line: one character a cell, {@code .} or {@code 0} when open. */
    private static int[] placed(RuleSet rules, String line) {
        if (line.length() != rules.cellCount()) {
            throw ApiProblem.badRequest(
                    "values",
                    "'values' has " + line.length() + " characters; these rules have " + rules.cellCount() + " cells");
        }
        int[] values = new int[line.length()];
        for (int cell = 0; cell < values.length; cell++) {
            char ch = line.charAt(cell);
            if (ch == '.' || ch == '0') {
                continue;
            }
            for (int digit = 1; digit <= rules.digits(); digit++) {
                if (ch == VariantText.symbol(digit)) {
                    values[cell] = digit;
                }
            }
            if (values[cell] == 0) {
                throw ApiProblem.badRequest(
                        "values",
                        "'values', column " + (cell + 1) + ": '" + ch + "' at " + rules.name(cell)
                                + " is not a digit of " + "1 to " + VariantText.symbol(rules.digits()));
            }
        }
        return values;
    }
}
