package dev.sudoku.logic.rules;

import dev.sudoku.core.Symbols;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.SumStep;
import dev.sudoku.logic.TechniqueId;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The words for a rule-set step, in the classic steps' notation ({@link StepText}, {@code
 * step-text.properties}) with the rule set's names ({@link RuleNames}): {@code Hidden Single: 4 in jA =>
 * r6c2=4}. The shapes only rule sets make have templates of their own: a common peer, a consecutive bar,
 * a cage's or the 45 rule's sum, a pair excluded by the rules alone.
 */
public final class RuleStepText {
    private RuleStepText() {}

    /** One line: the technique, what proves it and what it does. */
    public static String describe(Step step, RuleSet rules) {
        StepText text = text(new RuleNames(rules), rules.digits());
        if (step instanceof IntersectionStep common && common.targetHouse() < 0) {
            List<Integer> places = step.highlights().stream()
                    .filter(h -> h.role() == Role.DEFINING)
                    .map(Highlight::cell)
                    .toList();
            return text.fill(
                    "intersection.peers",
                    step,
                    Map.of(
                            "digit", text.digit(common.digit()),
                            "source", text.house(common.sourceHouse()),
                            "cells", StepText.join(places, text::cell)));
        }
        if (step instanceof ExclusionStep pair && step.technique() == TechniqueId.CONSECUTIVE_NEIGHBOURS) {
            // The pair in reading order, whichever of the two cells lost the candidates.
            List<Integer> cells = pair.cells().stream().sorted().toList();
            boolean barred = rules.bars().orElseThrow().barred(cells.get(0), cells.get(1));
            return text.fill(barred ? "bar" : "bar.none", step, Map.of("cells", StepText.join(cells, text::cell)));
        }
        if (step instanceof ExclusionStep pair && pair.excluders().isEmpty()) {
            return text.fill("exclusion.rules", step, Map.of("cells", StepText.join(pair.cells(), text::cell)));
        }
        if (step instanceof SumStep sum) {
            return sumText(sum, rules, text);
        }
        return text.describe(step);
    }

    /** The notation of a rule set's steps: its names, digits as its grids write them (1-9, then A for 10). */
    static StepText text(RuleNames names, int digits) {
        return new StepText(Symbols.defaultFor(digits), names);
    }

    /** A cage's sum ({@code r1c8,r1c9 in cage D=7 add up to 7}), or the 45 rule's innies or outies of some houses. */
    private static String sumText(SumStep sum, RuleSet rules, StepText text) {
        String cells = StepText.join(sum.cells(), text::cell);
        String total = String.valueOf(sum.sum());
        if (sum.houses().isEmpty()) {
            Cage cage = cageOf(rules, sum.cells().get(0));
            return text.fill(
                    "sum.cage", sum, Map.of("cells", cells, "sum", total, "cage", cage.label() + "=" + cage.sum()));
        }
        boolean inside = insideOf(rules, sum.houses(), sum.cells().get(0));
        return text.fill(
                inside ? "sum.innies" : "sum.outies",
                sum,
                Map.of("cells", cells, "sum", total, "houses", StepText.join(sum.houses(), text::house)));
    }

    /** The cage holding {@code cell}. */
    static Cage cageOf(RuleSet rules, int cell) {
        for (Cage cage : rules.cages().orElseThrow().cages()) {
            if (Arrays.binarySearch(cage.cells(), cell) >= 0) {
                return cage;
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
}
