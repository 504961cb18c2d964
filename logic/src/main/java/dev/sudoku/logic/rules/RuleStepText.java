package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SubsetStep;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The words for a rule-set step: cells named r1c1 by their 1-based canvas row and column (a samurai's
 * by the big picture's), houses by their names ("row 3", "region B", "main diagonal", "TL box 9").
 * Only the step shapes the rule-set techniques make have words here.
 */
public final class RuleStepText {
    private RuleStepText() {}

    /** One sentence: the technique, what proves it and what it does. */
    public static String describe(Step step, RuleSet rules) {
        String name = step.technique().displayName();
        if (step instanceof SingleStep single) {
            String where = single.house() < 0
                    ? "it is the last candidate of " + rules.name(single.cell())
                    : "it is the only place for " + single.digit() + " in " + house(rules, single.house());
            return name + ": " + rules.name(single.cell()) + " = " + single.digit() + " (" + where + ")";
        }
        if (step instanceof IntersectionStep locked) {
            return name + ": in " + house(rules, locked.sourceHouse()) + ", " + locked.digit() + " lies only in "
                    + house(rules, locked.targetHouse()) + ", so " + eliminations(step.eliminations(), rules);
        }
        if (step instanceof SubsetStep subset) {
            return name + ": " + subset.digits().stream().map(String::valueOf).collect(Collectors.joining(""))
                    + " in " + cells(subset.cells(), rules) + " of " + house(rules, subset.house()) + ", so "
                    + eliminations(step.eliminations(), rules);
        }
        if (step instanceof FishStep fish) {
            return name + ": " + fish.digit() + " in " + houses(fish.baseHouses(), rules) + " lies only in "
                    + houses(fish.coverHouses(), rules) + ", so " + eliminations(step.eliminations(), rules);
        }
        throw new IllegalArgumentException("no rule-set words for " + step.technique());
    }

    private static String house(RuleSet rules, int house) {
        return rules.houses().get(house).name();
    }

    private static String houses(List<Integer> list, RuleSet rules) {
        return list.stream().map(h -> house(rules, h)).collect(Collectors.joining(", "));
    }

    private static String cells(List<Integer> cells, RuleSet rules) {
        return cells.stream().map(rules::name).collect(Collectors.joining(","));
    }

    private static String eliminations(List<Candidate> eliminations, RuleSet rules) {
        return eliminations.stream()
                .map(c -> rules.name(c.cell()) + "<>" + c.digit())
                .collect(Collectors.joining(", "));
    }
}
