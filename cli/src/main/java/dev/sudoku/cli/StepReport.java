package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.sudoku.core.Cells;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import java.util.List;

/**
 * One step in JSON. Field names are a stable interface.
 *
 * @param technique the technique's id, for example HIDDEN_SINGLE_BOX
 * @param name the name players use, for example "Hidden Single"
 * @param text the step in players' notation
 * @param placements digits placed, as {@code r2c7=5}
 * @param eliminations candidates removed, as {@code r3c4<>4}
 */
@JsonPropertyOrder({"technique", "name", "text", "placements", "eliminations"})
record StepReport(String technique, String name, String text, List<String> placements, List<String> eliminations) {
    static StepReport of(Step step, StepText words, int size) {
        return new StepReport(
                step.technique().name(),
                step.technique().displayName(),
                words.describe(step),
                step.placements().stream()
                        .map(p -> Cells.name(p.cell(), size) + "=" + p.digit())
                        .toList(),
                step.eliminations().stream()
                        .map(e -> Cells.name(e.cell(), size) + "<>" + e.digit())
                        .toList());
    }
}
