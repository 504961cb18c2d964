package dev.sudoku.logic.reglib;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Placement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * One line of HoDoKu's regression library:
 * {@code :<technique>:<candidates>:<givens>:<deleted>:<eliminations>:<placements>:<extra>}.
 *
 * @param line the 1-based line in the file
 * @param code the technique code without its variant ({@code 0600} for {@code 0600-1})
 * @param variant the code as written ({@code 0600-1}), which the report groups by
 * @param failCase true for a {@code -x} variant: no step of the technique may be found
 * @param digits the candidates field as a set of digits
 * @param values givens and placed cells (a {@code +} marks a placed cell; both are values here)
 * @param placed the cells marked {@code +}: placed while solving, not givens
 * @param deleted candidates removed after the values are placed
 * @param eliminations what the technique must eliminate
 * @param placements what the technique must place
 */
record ReglibCase(
        int line,
        String code,
        String variant,
        boolean failCase,
        Set<Integer> digits,
        Grid values,
        Set<Integer> placed,
        List<Candidate> deleted,
        Set<Candidate> eliminations,
        Set<Placement> placements) {

    /** Parses a case line; throws IllegalArgumentException naming the line for a malformed one. */
    static ReglibCase parse(int line, String text) {
        String[] parts = text.split(":", -1);
        if (parts.length < 7 || !parts[0].isEmpty()) {
            throw new IllegalArgumentException("line " + line + ": not a library case: " + text);
        }
        String variant = parts[1];
        int dash = variant.indexOf('-');
        String code = dash < 0 ? variant : variant.substring(0, dash);
        boolean failCase = dash >= 0 && variant.substring(dash + 1).equals("x");
        Set<Integer> digits = new TreeSet<>();
        parts[2].chars().forEach(c -> digits.add(c - '0'));
        int[] cells = new int[81];
        Set<Integer> placed = new TreeSet<>();
        int cell = 0;
        for (int i = 0; i < parts[3].length(); i++) {
            char c = parts[3].charAt(i);
            if (c == '+') {
                placed.add(cell);
                continue;
            }
            cells[cell++] = c >= '1' && c <= '9' ? c - '0' : 0;
        }
        if (cell != 81) {
            throw new IllegalArgumentException("line " + line + ": " + cell + " cells in the givens");
        }
        List<Candidate> deleted = candidates(parts[4]);
        Set<Candidate> eliminations = new java.util.HashSet<>(candidates(parts[5]));
        Set<Placement> placements = new java.util.HashSet<>();
        candidates(parts[6]).forEach(c -> placements.add(new Placement(c.cell(), c.digit())));
        return new ReglibCase(
                line,
                code,
                variant,
                failCase,
                digits,
                Grid.of(BoxShape.CLASSIC, cells),
                placed,
                deleted,
                eliminations,
                placements);
    }

    /** {@code 224 524}: digit, row, column, separated by blanks. */
    private static List<Candidate> candidates(String field) {
        List<Candidate> list = new ArrayList<>();
        for (String token : field.trim().split("\\s+")) {
            if (!token.isEmpty()) {
                int digit = token.charAt(0) - '0';
                int row = token.charAt(1) - '1';
                int col = token.charAt(2) - '1';
                list.add(new Candidate(row * 9 + col, digit));
            }
        }
        return list;
    }

    /**
     * The pencil marks of the case: givens, then the placed cells (so Avoidable Rectangles can tell them
     * apart), peers cleared, then the deleted candidates removed.
     */
    CandidateGrid grid() {
        int[] givens = values.toArray();
        placed.forEach(cell -> givens[cell] = 0);
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.of(values.shape(), givens));
        placed.forEach(cell -> grid.place(cell, values.get(cell)));
        deleted.forEach(c -> grid.eliminate(c.cell(), c.digit()));
        return grid;
    }
}
