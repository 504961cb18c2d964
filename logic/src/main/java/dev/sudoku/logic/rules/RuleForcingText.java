package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Inference;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The words for a rule-set forcing chain: what is assumed, what every branch leads to, and the branches
 * in the classic chains' notation with the cells' rule-set names, {@code (5)r1c1-(5)r1c4=(3)r1c4}: each
 * node after the first preceded by "=" when it is true, "-" when false, a false start by "~".
 */
final class RuleForcingText {
    private RuleForcingText() {}

    /** {@code Dynamic Forcing Chains (complexity 14): each digit of r2c3 leads to r5c5<>4: ...}. */
    static String describe(ForcingChainStep step, RuleSet rules) {
        String branches =
                step.branches().stream().map(branch -> branch(branch, rules)).collect(Collectors.joining(" | "));
        return step.technique().displayName() + " (complexity " + step.complexity() + "): " + premise(step, rules)
                + ": " + branches;
    }

    /** Where to look: the assumed cell, or the house of a region chain. */
    static String where(ForcingChainStep step, RuleSet rules) {
        return step.kind() == ForcingChainKind.REGION
                ? house(step, rules)
                : rules.name(step.branches().get(0).get(0).cell());
    }

    /** What is assumed, without where it leads: a hint's second level. */
    static String assumption(ForcingChainStep step, RuleSet rules) {
        Inference start = step.branches().get(0).get(0);
        return switch (step.kind()) {
            case CONTRADICTION -> "assume " + inference(start, rules);
            case DOUBLE -> "assume " + inference(start, rules) + ", then " + inference(negated(start), rules);
            case REGION -> "assume each place of " + start.digit() + " in turn";
            default -> "assume each digit of " + rules.name(start.cell()) + " in turn";
        };
    }

    /** What is assumed and where it leads, without the branches. */
    static String premise(ForcingChainStep step, RuleSet rules) {
        Inference start = step.branches().get(0).get(0);
        List<Inference> first = step.branches().get(0);
        Inference met = first.get(first.size() - 1);
        String result = result(step, rules);
        return switch (step.kind()) {
            case CONTRADICTION -> "assuming " + inference(start, rules) + " makes " + rules.name(met.cell()) + " both "
                    + met.digit() + " and not " + met.digit() + ", so " + result;
            case DOUBLE -> inference(start, rules) + " and " + inference(negated(start), rules) + " both lead to "
                    + result;
            case REGION -> "each place of " + start.digit() + " in " + house(step, rules) + " leads to " + result;
            default -> "each digit of " + rules.name(start.cell()) + " leads to " + result;
        };
    }

    private static String result(ForcingChainStep step, RuleSet rules) {
        if (!step.placements().isEmpty()) {
            return rules.name(step.placements().get(0).cell()) + "="
                    + step.placements().get(0).digit();
        }
        return step.eliminations().stream()
                .map(c -> rules.name(c.cell()) + "<>" + c.digit())
                .collect(Collectors.joining(", "));
    }

    private static Inference negated(Inference inference) {
        return new Inference(inference.cell(), inference.digit(), !inference.on());
    }

    private static String inference(Inference inference, RuleSet rules) {
        return rules.name(inference.cell()) + (inference.on() ? "=" : "<>") + inference.digit();
    }

    private static String branch(List<Inference> path, RuleSet rules) {
        StringBuilder text = new StringBuilder(path.get(0).on() ? "" : "~");
        text.append(node(path.get(0), rules));
        for (int i = 1; i < path.size(); i++) {
            text.append(path.get(i).on() ? '=' : '-').append(node(path.get(i), rules));
        }
        return text.toString();
    }

    private static String node(Inference inference, RuleSet rules) {
        return "(" + inference.digit() + ")" + rules.name(inference.cell());
    }

    /** The first house holding every branch's start: the house of a region chain. */
    private static String house(ForcingChainStep step, RuleSet rules) {
        for (RuleHouse house : rules.houses()) {
            boolean all = step.branches().stream().allMatch(branch -> Arrays.stream(house.cells())
                    .anyMatch(c -> c == branch.get(0).cell()));
            if (all) {
                return house.name();
            }
        }
        throw new IllegalArgumentException("the branches of a region chain start in no one house");
    }
}
