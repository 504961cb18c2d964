package dev.sudoku.api;

import dev.sudoku.api.json.HighlightJson;
import dev.sudoku.api.json.StepJson;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleStepText;
import java.util.Locale;

/**
 * Rule-set steps in the same JSON as classic ones: cells named by their canvas place ({@code r12c19} in a
 * samurai), digits as the variant formats write them (1-9, then A=10 ...).
 */
final class RuleStepReports {
    private final RuleSet rules;
    private final StepLinks links;

    RuleStepReports(RuleSet rules) {
        this.rules = rules;
        this.links = new StepLinks(rules::name, RuleStepReports::digit);
    }

    StepJson of(Step step) {
        return new StepJson(
                step.technique().name(),
                step.technique().displayName(),
                RuleStepText.describe(step, rules),
                step.placements().stream()
                        .map(p -> rules.name(p.cell()) + "=" + digit(p.digit()))
                        .toList(),
                step.eliminations().stream()
                        .map(c -> rules.name(c.cell()) + "<>" + digit(c.digit()))
                        .toList(),
                step.highlights().stream()
                        .map(h -> new HighlightJson(
                                rules.name(h.cell()),
                                h.digit() == 0 ? null : digit(h.digit()),
                                h.role().name().toLowerCase(Locale.ROOT)))
                        .toList(),
                links.of(step));
    }

    static String digit(int digit) {
        return VariantText.line(new int[] {digit});
    }
}
