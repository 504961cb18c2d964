package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SubsetStep;
import dev.sudoku.logic.SumStep;
import dev.sudoku.logic.WingStep;
import java.util.stream.Collectors;

/**
 * A rule-set step told at three levels of help, as the classic hints are: 1 names the technique and where
 * to look, 2 adds the digit and the cells, 3 gives the whole step ({@link RuleStepText}).
 */
public final class RuleHintText {
    private RuleHintText() {}

    public static String describe(Step step, RuleSet rules, int level) {
        if (level >= 3) {
            return RuleStepText.describe(step, rules);
        }
        String name = step.technique().displayName();
        String where = where(step, rules);
        // A plural name (Multiple Forcing Chains, Dynamic Forcing Chains (+)) takes no article.
        boolean plural = name.replace(" (+)", "").endsWith("s");
        String look = "Look for " + (plural ? "" : article(name) + " ") + name + " in " + where;
        return level == 1 ? look : look + ": " + detail(step, rules);
    }

    /** "an" before a vowel's sound (an XY-Wing, an AIC), else "a". */
    private static String article(String name) {
        return "AEIOUX".indexOf(Character.toUpperCase(name.charAt(0))) >= 0 ? "an" : "a";
    }

    private static String where(Step step, RuleSet rules) {
        if (step instanceof ForcingChainStep forcing) {
            return RuleForcingText.where(forcing, rules);
        }
        if (step instanceof WingStep wing) {
            return "the cells " + rules.name(wing.pivot()) + " sees";
        }
        if (step instanceof AlsStep als) {
            return als.sets().stream()
                    .map(set -> house(rules, set.house()))
                    .distinct()
                    .collect(Collectors.joining(" and "));
        }
        if (step instanceof ChainStep chain) {
            ChainNode end = chain.links().get(chain.links().size() - 1).to();
            return "a chain between "
                    + rules.name(chain.links().get(0).from().cells().get(0)) + " and "
                    + rules.name(end.cells().get(0));
        }
        if (step instanceof SingleStep single) {
            return single.house() < 0 ? rules.name(single.cell()) : house(rules, single.house());
        }
        if (step instanceof IntersectionStep locked) {
            return house(rules, locked.sourceHouse());
        }
        if (step instanceof SubsetStep subset) {
            return house(rules, subset.house());
        }
        if (step instanceof SumStep sum) {
            return sum.houses().isEmpty()
                    ? RuleStepText.cage(rules, sum.cells().get(0))
                    : sum.houses().stream().map(h -> house(rules, h)).collect(Collectors.joining(", "));
        }
        if (step instanceof ExclusionStep pair) {
            return rules.name(pair.cells().get(0)) + " and "
                    + rules.name(pair.cells().get(1));
        }
        FishStep fish = (FishStep) step;
        return fish.baseHouses().size() + " "
                + (house(rules, fish.baseHouses().get(0)).contains("row") ? "rows" : "columns");
    }

    private static String detail(Step step, RuleSet rules) {
        if (step instanceof ForcingChainStep forcing) {
            return RuleForcingText.assumption(forcing, rules);
        }
        if (step instanceof AlsStep als) {
            return "sets "
                    + als.sets().stream()
                            .map(set -> set.cells().stream()
                                    .map(rules::name)
                                    .toList()
                                    .toString())
                            .collect(Collectors.joining(" and "))
                    + ", restricted common " + als.links().get(0);
        }
        if (step instanceof WingStep wing) {
            return "pivot " + rules.name(wing.pivot()) + ", pincers "
                    + wing.pincers().stream().map(rules::name).toList() + ", digit " + wing.digit();
        }
        if (step instanceof ChainStep chain) {
            ChainLink first = chain.links().get(0);
            ChainLink last = chain.links().get(chain.links().size() - 1);
            return chain.links().size() + " links from " + RuleStepText.node(first.from(), rules) + " to "
                    + RuleStepText.node(last.to(), rules);
        }
        if (step instanceof SingleStep single) {
            return "digit " + single.digit() + " at " + rules.name(single.cell());
        }
        if (step instanceof IntersectionStep locked) {
            return locked.targetHouse() < 0
                    ? "digit " + locked.digit() + " and the cells that see all its places"
                    : "digit " + locked.digit() + " against " + house(rules, locked.targetHouse());
        }
        if (step instanceof SubsetStep subset) {
            return "digits " + subset.digits() + " in "
                    + subset.cells().stream().map(rules::name).toList();
        }
        if (step instanceof SumStep sum) {
            return "cells " + sum.cells().stream().map(rules::name).toList() + " add up to " + sum.sum();
        }
        if (step instanceof ExclusionStep) {
            return "digits " + step.eliminations().stream().map(c -> c.digit()).toList() + " at "
                    + rules.name(step.eliminations().get(0).cell());
        }
        return "digit " + ((FishStep) step).digit();
    }

    private static String house(RuleSet rules, int house) {
        return rules.houses().get(house).name();
    }
}
