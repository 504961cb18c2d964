package dev.sudoku.core.rules;

import dev.sudoku.core.Conflict;
import java.util.List;
import java.util.Optional;

/**
 * The givens against the constraints that are not houses: a killer cage holding a digit twice, or givens
 * adding up to more than its sum (or, filling it, to another sum); two side-neighbours against their bar.
 */
final class ConstraintConflicts {
    private ConstraintConflicts() {}

    /** The first such rule the givens break, in words naming the cage or the cells; else empty. */
    static Optional<String> first(RuleSet rules, int[] givens) {
        if (rules.cages().isPresent()) {
            for (Cage cage : rules.cages().get().cages()) {
                Optional<String> broken = cage(rules, cage, givens);
                if (broken.isPresent()) {
                    return broken;
                }
            }
        }
        if (rules.bars().isPresent()) {
            for (int cell = 0; cell < givens.length; cell++) {
                for (int side : Neighbours.of(cell, rules.digits())) {
                    if (side > cell && givens[cell] != 0 && givens[side] != 0) {
                        boolean barred = rules.bars().get().barred(cell, side);
                        boolean consecutive = Math.abs(givens[cell] - givens[side]) == 1;
                        if (barred ? !consecutive : consecutive && rules.strictBars()) {
                            return Optional.of(
                                    rules.name(cell) + " and " + rules.name(side) + " hold " + givens[cell] + " and "
                                            + givens[side] + (barred ? " across a bar" : " with no bar between them"));
                        }
                    }
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> cage(RuleSet rules, Cage cage, int[] givens) {
        int[] seenAt = new int[rules.digits() + 1];
        java.util.Arrays.fill(seenAt, -1);
        int total = 0;
        int empty = 0;
        for (int cell : cage.cells()) {
            int digit = givens[cell];
            if (digit == 0) {
                empty++;
                continue;
            }
            if (seenAt[digit] >= 0) {
                return Optional.of(Conflict.describe(
                        String.valueOf(digit),
                        "cage " + cage.label(),
                        List.of(rules.name(seenAt[digit]), rules.name(cell))));
            }
            seenAt[digit] = cell;
            total += digit;
        }
        if (empty == 0 && total != cage.sum()) {
            return Optional.of("cage " + cage.label() + " adds up to " + total + ", not its sum " + cage.sum());
        }
        if (total > cage.sum()) {
            return Optional.of(
                    "the givens of cage " + cage.label() + " add up to " + total + ", more than its sum " + cage.sum());
        }
        return Optional.empty();
    }
}
