package dev.sudoku.logic;

import dev.sudoku.core.BoxShape;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * HoDoKu's template rule written plainly, to hold the technique to: every permutation of the columns
 * (row i takes column p(i)) with one cell a box is a template; a digit's templates are those on cells
 * where it is placed or a candidate; a template meeting a cell all of another digit's templates use is
 * dropped, until none is. Slow (N! permutations a digit) and obviously right.
 */
final class NaiveOverlay {
    private final int size;
    private final List<int[]> templates = new ArrayList<>();

    NaiveOverlay(BoxShape shape) {
        size = shape.size();
        int[] columns = Permutations.identity(size);
        do {
            Set<Integer> boxes = new TreeSet<>();
            for (int row = 0; row < size; row++) {
                boxes.add((row / shape.boxRows()) * (size / shape.boxCols()) + columns[row] / shape.boxCols());
            }
            if (boxes.size() == size) {
                templates.add(columns.clone());
            }
        } while (Permutations.next(columns));
    }

    /** The steps the rule gives, as {@link #summary}: sets by digit, then deletes by digit. */
    List<String> steps(CandidateGrid grid) {
        List<List<int[]>> fitting = new ArrayList<>();
        for (int digit = 1; digit <= size; digit++) {
            List<int[]> mine = new ArrayList<>();
            for (int[] template : templates) {
                boolean fits = true;
                for (int row = 0; row < size; row++) {
                    int cell = row * size + template[row];
                    fits &= grid.value(cell) == digit || grid.has(cell, digit);
                }
                if (fits) {
                    mine.add(template);
                }
            }
            if (mine.isEmpty()) {
                return List.of();
            }
            fitting.add(mine);
        }
        boolean dropped = true;
        while (dropped) {
            dropped = false;
            List<Set<Integer>> sure = new ArrayList<>();
            fitting.forEach(mine -> sure.add(common(mine)));
            for (int d = 0; d < size; d++) {
                int before = fitting.get(d).size();
                int digit = d;
                fitting.get(d).removeIf(template -> {
                    for (int e = 0; e < size; e++) {
                        for (int row = 0; row < size && e != digit; row++) {
                            if (sure.get(e).contains(row * size + template[row])) {
                                return true;
                            }
                        }
                    }
                    return false;
                });
                if (fitting.get(d).isEmpty()) {
                    return List.of();
                }
                dropped |= fitting.get(d).size() < before;
            }
        }
        List<String> steps = new ArrayList<>();
        for (int d = 0; d < size; d++) {
            Set<Integer> set = new TreeSet<>(common(fitting.get(d)));
            set.removeIf(cell -> !grid.isEmpty(cell));
            if (!set.isEmpty()) {
                steps.add("SET " + (d + 1) + " " + fitting.get(d).size() + " " + set);
            }
        }
        for (int d = 0; d < size; d++) {
            Set<Integer> used = new TreeSet<>();
            fitting.get(d).forEach(template -> {
                for (int row = 0; row < size; row++) {
                    used.add(row * size + template[row]);
                }
            });
            Set<Integer> deleted = new TreeSet<>();
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                if (grid.has(cell, d + 1) && !used.contains(cell)) {
                    deleted.add(cell);
                }
            }
            if (!deleted.isEmpty()) {
                steps.add("DELETE " + (d + 1) + " " + fitting.get(d).size() + " " + deleted);
            }
        }
        return steps;
    }

    /** A step as the rule's output reads: kind, digit, templates left, cells changed. */
    static String summary(Step step) {
        TemplateStep template = (TemplateStep) step;
        boolean set = step.technique() == TechniqueId.TEMPLATE_SET;
        Set<Integer> cells = set
                ? step.placements().stream().map(Placement::cell).collect(Collectors.toCollection(TreeSet::new))
                : step.eliminations().stream().map(Candidate::cell).collect(Collectors.toCollection(TreeSet::new));
        return (set ? "SET " : "DELETE ") + template.digit() + " " + template.templates() + " " + cells;
    }

    private Set<Integer> common(List<int[]> mine) {
        Set<Integer> cells = new TreeSet<>();
        for (int row = 0; row < size; row++) {
            int col = mine.get(0)[row];
            int r = row;
            if (mine.stream().allMatch(template -> template[r] == col)) {
                cells.add(row * size + col);
            }
        }
        return cells;
    }
}
