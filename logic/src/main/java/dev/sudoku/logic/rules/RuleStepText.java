package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
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
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.WingStep;
import java.util.Arrays;
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
        if (step instanceof IntersectionStep common && common.targetHouse() < 0) {
            List<Integer> places = step.highlights().stream()
                    .filter(h -> h.role() == dev.sudoku.logic.Role.DEFINING)
                    .map(dev.sudoku.logic.Highlight::cell)
                    .toList();
            return name + ": " + common.digit() + " goes in one of " + cells(places, rules) + " in "
                    + house(rules, common.sourceHouse()) + ", which all see "
                    + cells(step.eliminations().stream().map(Candidate::cell).toList(), rules) + ", so "
                    + eliminations(step.eliminations(), rules);
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
        if (step instanceof SumStep sum) {
            String source = sum.houses().isEmpty()
                    ? "in " + cage(rules, sum.cells().get(0)) + ","
                    : "by the 45 rule on " + houses(sum.houses(), rules) + ", the "
                            + (insideOf(rules, sum.houses(), sum.cells().get(0)) ? "innie" : "outie")
                            + (sum.cells().size() == 1 ? "" : "s");
            String what = sum.cells().size() == 1
                    ? cells(sum.cells(), rules) + " is " + sum.sum()
                    : cells(sum.cells(), rules) + " add up to " + sum.sum();
            return name + ": " + source + " " + what + ", so " + eliminations(step.eliminations(), rules);
        }
        if (step instanceof ExclusionStep pair && step.technique() == TechniqueId.CONSECUTIVE_NEIGHBOURS) {
            int cell = pair.cells().get(0);
            int neighbour = pair.cells().get(1);
            boolean barred = rules.bars().orElseThrow().barred(cell, neighbour);
            return name + ": " + (barred ? "a bar joins " : "no bar joins ") + rules.name(cell) + " and "
                    + rules.name(neighbour) + ", so their digits differ by " + (barred ? "1" : "more than 1")
                    + ": " + eliminations(step.eliminations(), rules);
        }
        if (step instanceof ExclusionStep pair && step.technique() == TechniqueId.ALIGNED_PAIR_EXCLUSION) {
            String excluders = pair.excluders().isEmpty()
                    ? "breaks a rule"
                    : "breaks a rule or leaves one of " + cells(pair.excluders(), rules) + " without a digit";
            return name + ": every pair of digits " + cells(pair.cells(), rules) + " could hold together " + excluders
                    + ", so " + eliminations(step.eliminations(), rules);
        }
        if (step instanceof WingStep wing) {
            return name + ": pivot " + rules.name(wing.pivot()) + ", pincers " + cells(wing.pincers(), rules) + " on "
                    + wing.digits().stream().map(String::valueOf).collect(Collectors.joining(",")) + ", so "
                    + eliminations(step.eliminations(), rules);
        }
        if (step instanceof ForcingChainStep forcing) {
            return RuleForcingText.describe(forcing, rules);
        }
        if (step instanceof AlsStep als) {
            AlmostLockedSet a = als.sets().get(0);
            AlmostLockedSet b = als.sets().get(1);
            List<Integer> restricted = als.links().get(0);
            return name + ": " + set(a, rules) + " and " + set(b, rules) + ", restricted common"
                    + (restricted.size() > 1 ? "s " : " ") + digits(restricted) + ", so "
                    + eliminations(step.eliminations(), rules);
        }
        if (step instanceof ChainStep chain) {
            return name + ": " + chain(chain.links(), rules) + ", so " + eliminations(step.eliminations(), rules);
        }
        throw new IllegalArgumentException("no rule-set words for " + step.technique());
    }

    /**
     * A chain in Eureka notation, cells by their rule-set names: {@code (4)r1c2=(4)r1c5-(6)r1c5=(6)r3c5},
     * "=" for a strong link, "-" for a weak one.
     */
    static String chain(List<ChainLink> links, RuleSet rules) {
        StringBuilder text = new StringBuilder(node(links.get(0).from(), rules));
        for (ChainLink link : links) {
            text.append(link.strong() ? '=' : '-').append(node(link.to(), rules));
        }
        return text.toString();
    }

    static String node(ChainNode node, RuleSet rules) {
        return "(" + node.digit() + ")" + cells(node.cells(), rules);
    }

    /** The cage holding {@code cell}: {@code cage A (12)}. */
    static String cage(RuleSet rules, int cell) {
        for (Cage cage : rules.cages().orElseThrow().cages()) {
            if (Arrays.binarySearch(cage.cells(), cell) >= 0) {
                return "cage " + cage.label() + " (" + cage.sum() + ")";
            }
        }
        throw new IllegalArgumentException(rules.name(cell) + " is in no cage");
    }

    private static boolean insideOf(RuleSet rules, List<Integer> houses, int cell) {
        for (int house : houses) {
            if (Arrays.stream(rules.houses().get(house).cells()).anyMatch(c -> c == cell)) {
                return true;
            }
        }
        return false;
    }

    /** An almost locked set: {@code r1c1,r1c2 (1,2,3) in row 1}. */
    private static String set(AlmostLockedSet set, RuleSet rules) {
        return cells(set.cells(), rules) + " (" + digits(set.digitList()) + ") in " + house(rules, set.house());
    }

    private static String digits(List<Integer> digits) {
        return digits.stream().map(String::valueOf).collect(Collectors.joining(","));
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
