package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.HintText;
import dev.sudoku.logic.Step;

/**
 * A rule-set step told at three levels of help, in the classic hints' words ({@link HintText}) with the
 * rule set's names: 1 names the technique and where to look ({@code Technique: Hidden Single. Look in
 * jA.}), 2 adds the digits and the cells of the pattern, 3 gives the whole step ({@link RuleStepText}).
 */
public final class RuleHintText {
    private RuleHintText() {}

    public static String describe(Step step, RuleSet rules, int level) {
        if (level == 3) {
            return RuleStepText.describe(step, rules);
        }
        RuleNames names = new RuleNames(rules);
        return new HintText(RuleStepText.text(names, rules.digits()), names::boxOf).describe(step, level);
    }
}
