package dev.sudoku.api.json;

import java.util.List;
import java.util.Objects;

/**
 * One logic step in JSON ({@code steps} of explain, {@code step} of hint).
 *
 * @param technique the technique's id, for example {@code HIDDEN_SINGLE_BOX}
 * @param name the name players use, for example {@code Hidden Single}
 * @param text the step in players' notation, digits in the grid's symbols
 * @param placements digits placed, as {@code r2c7=5}
 * @param eliminations candidates removed, as {@code r3c4<>4}
 * @param highlights the cells and candidates to show, each with its role (a page colours them by role)
 * @param links the chain's links in order, for steps that are chains; else empty
 */
public record StepJson(
        String technique,
        String name,
        String text,
        List<String> placements,
        List<String> eliminations,
        List<HighlightJson> highlights,
        List<LinkJson> links) {
    public StepJson {
        Objects.requireNonNull(technique, "technique");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(text, "text");
        placements = List.copyOf(placements);
        eliminations = List.copyOf(eliminations);
        highlights = List.copyOf(highlights);
        links = List.copyOf(links);
    }
}
