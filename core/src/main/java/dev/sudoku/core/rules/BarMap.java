package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.List;
import java.util.Objects;

/**
 * Consecutive bars on an N x N grid, one code per cell saying which of its borders with the next cells
 * carry a bar: {@code r} the border with the cell to its right, {@code d} the one with the cell below,
 * {@code b} both, {@code .} neither. Each border belongs to the cell above or left of it, so it is written
 * once. A barred pair's digits differ by 1.
 *
 * @param size N
 * @param codes one of {@code r d b .} per cell, in reading order
 */
public record BarMap(int size, String codes) {
    public BarMap {
        Objects.requireNonNull(codes, "codes");
        if (codes.length() != size * size) {
            throw new IllegalArgumentException("bars of side " + size + " need " + size * size + " codes");
        }
        for (int cell = 0; cell < codes.length(); cell++) {
            String problem = problem(codes.charAt(cell), cell, size);
            if (problem != null) {
                throw new IllegalArgumentException(problem);
            }
        }
    }

    /** Whether the border between side-neighbours {@code a} and {@code b} carries a bar. */
    public boolean barred(int a, int b) {
        int first = Math.min(a, b);
        char code = codes.charAt(first);
        boolean right = Math.abs(a - b) == 1;
        return right ? code == 'r' || code == 'b' : code == 'd' || code == 'b';
    }

    /** These bars less the one between side-neighbours {@code a} and {@code b}, if there is one. */
    public BarMap without(int a, int b) {
        int first = Math.min(a, b);
        boolean right = Math.abs(a - b) == 1;
        char code = codes.charAt(first);
        char left = right ? code == 'b' ? 'd' : code == 'r' ? '.' : code : code == 'b' ? 'r' : code == 'd' ? '.' : code;
        char[] changed = codes.toCharArray();
        changed[first] = left;
        return new BarMap(size, new String(changed));
    }

    /** The bars of {@code solution} (N x N digits): every border whose two digits differ by 1. */
    public static BarMap of(int[] solution, int size) {
        StringBuilder codes = new StringBuilder(solution.length);
        for (int cell = 0; cell < solution.length; cell++) {
            boolean right = cell % size < size - 1 && Math.abs(solution[cell] - solution[cell + 1]) == 1;
            boolean below = cell / size < size - 1 && Math.abs(solution[cell] - solution[cell + size]) == 1;
            codes.append(right ? below ? 'b' : 'r' : below ? 'd' : '.');
        }
        return new BarMap(size, codes.toString());
    }

    /**
     * Reads the codes of an N x N grid from text lines (the first being line {@code firstLine}), laid out as
     * the givens are: {@code r}, {@code d}, {@code b} (any case), {@code .} or {@code 0} for no bar.
     */
    static BarMap parse(List<String> lines, int firstLine, int size) {
        StringBuilder codes = new StringBuilder(size * size);
        for (Symbol symbol : Symbols.read(lines, firstLine, size * size, "the bars")) {
            char code = Character.toLowerCase(symbol.text());
            code = code == '0' ? '.' : code;
            String problem = problem(code, codes.length(), size);
            if (problem != null) {
                throw new FormatException(symbol.line(), symbol.column(), problem);
            }
            codes.append(code);
        }
        return new BarMap(size, codes.toString());
    }

    /** What is wrong with {@code code} at {@code cell}, or null: an unknown code, or a bar off the grid. */
    private static String problem(char code, int cell, int size) {
        String name = "r" + (cell / size + 1) + "c" + (cell % size + 1);
        if (code != 'r' && code != 'd' && code != 'b' && code != '.') {
            return "'" + code + "' is not a bar code (r right, d below, b both, . none)";
        }
        if ((code == 'r' || code == 'b') && cell % size == size - 1) {
            return name + " is in the last column: it has no cell to its right to bar";
        }
        if ((code == 'd' || code == 'b') && cell / size == size - 1) {
            return name + " is in the last row: it has no cell below it to bar";
        }
        return null;
    }
}
