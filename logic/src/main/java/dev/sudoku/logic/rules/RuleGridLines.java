package dev.sudoku.logic.rules;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rows and columns of one grid of a rule set (a samurai has five), the lines a fish is made of: inside
 * one grid each cell lies in one row and one column.
 */
record RuleGridLines(List<Integer> rows, List<Integer> columns) {
    RuleGridLines {
        rows = List.copyOf(rows);
        columns = List.copyOf(columns);
    }

    /** Each grid's lines, in the order of the grids' first rows. */
    static List<RuleGridLines> of(RuleIndex index) {
        Map<String, List<Integer>> rows = new LinkedHashMap<>();
        Map<String, List<Integer>> columns = new LinkedHashMap<>();
        for (int h = 0; h < index.kinds.length; h++) {
            if (index.kinds[h] == HouseKind.ROW) {
                rows.computeIfAbsent(index.grids[h], g -> new ArrayList<>()).add(h);
            } else if (index.kinds[h] == HouseKind.COLUMN) {
                columns.computeIfAbsent(index.grids[h], g -> new ArrayList<>()).add(h);
            }
        }
        List<RuleGridLines> lines = new ArrayList<>();
        for (Map.Entry<String, List<Integer>> entry : rows.entrySet()) {
            lines.add(new RuleGridLines(entry.getValue(), columns.getOrDefault(entry.getKey(), List.of())));
        }
        return lines;
    }
}
