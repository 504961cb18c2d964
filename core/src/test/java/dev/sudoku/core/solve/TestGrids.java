package dev.sudoku.core.solve;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Seeded puzzle material for solver tests, built by code for any box shape: full grids, puzzles cut down
 * from them, and puzzles with a known status (several solutions, none, a repeated given).
 */
public final class TestGrids {
    /** One shape for every side the solvers are expected to handle, smallest first. */
    public static final List<BoxShape> SHAPES = List.of(
            new BoxShape(2, 2),
            new BoxShape(2, 3),
            new BoxShape(2, 4),
            BoxShape.CLASSIC,
            new BoxShape(2, 5),
            new BoxShape(3, 4),
            new BoxShape(3, 5),
            new BoxShape(4, 4),
            new BoxShape(4, 5),
            new BoxShape(5, 5));

    private TestGrids() {}

    /**
     * A random valid full grid: the pattern {@code (C * (r mod R) + r div R + c) mod N} (R x C boxes), with
     * digits relabelled, bands and the rows inside each band reordered, stacks and the columns inside each
     * stack reordered, and for square boxes a transpose half of the time. Each of those keeps every
     * row, column and box a permutation of the digits.
     */
    public static Grid fullGrid(BoxShape shape, Random random) {
        int size = shape.size();
        int boxRows = shape.boxRows();
        int boxCols = shape.boxCols();
        int[] digits = permutation(size, random);
        int[] rows = blockPermutation(size / boxRows, boxRows, random);
        int[] cols = blockPermutation(size / boxCols, boxCols, random);
        boolean transpose = boxRows == boxCols && random.nextBoolean();
        int[] values = new int[size * size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                int row = rows[r];
                int col = cols[c];
                int pattern = (boxCols * (row % boxRows) + row / boxRows + col) % size;
                values[transpose ? c * size + r : r * size + c] = digits[pattern] + 1;
            }
        }
        return Grid.of(shape, values);
    }

    /**
     * Budget of each uniqueness check while cutting a puzzle down. Near the fewest clues a solver can
     * handle, a few candidates take exponentially long; those checks give UNKNOWN and the clue stays.
     */
    public static final long CHECK_NODE_BUDGET = 100_000;

    /** A seeded full grid and a unique puzzle cut down from it. */
    public record Case(BoxShape shape, long seed, Grid solution, Grid puzzle) {
        @Override
        public String toString() {
            return shape + " seed " + seed + ", " + puzzle.filledCount() + " of " + shape.cellCount() + " givens";
        }
    }

    /**
     * Clues kept when cutting the unique puzzles ({@link #uniqueCase}): minimal up to 10x10, more for larger
     * grids so that a solver without hidden singles (the reference) checks them in milliseconds.
     */
    public static double minFill(BoxShape shape) {
        int size = shape.size();
        return size <= 10 ? 0 : size <= 12 ? 0.45 : size <= 16 ? 0.5 : size <= 20 ? 0.55 : 0.6;
    }

    /**
     * A full grid from {@code seed} and a puzzle cut from it by {@link #minimalish} with {@code solver},
     * keeping at least {@code minFill} of the cells.
     */
    public static Case uniqueCase(BoxShape shape, long seed, ExactSolver solver, double minFill) {
        Random random = new Random(seed);
        Grid solution = fullGrid(shape, random);
        int minGivens = (int) Math.ceil(minFill * shape.cellCount());
        return new Case(shape, seed, solution, minimalish(solution, solver, random, minGivens));
    }

    /**
     * Removes givens in random order, keeping each removal while {@code solver} still finds exactly one
     * solution within {@link #CHECK_NODE_BUDGET} nodes, and stops at {@code minGivens}. With {@code
     * minGivens} 0 and no check out of budget the result is minimal: removing a clue never makes a
     * later one removable, so one pass is enough.
     */
    public static Grid minimalish(Grid puzzle, ExactSolver solver, Random random, int minGivens) {
        SolveLimits limits = SolveLimits.UNIQUENESS.withMaxNodes(CHECK_NODE_BUDGET);
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, random);
        Grid current = puzzle;
        int givens = current.filledCount();
        for (int cell : order) {
            if (givens <= minGivens) {
                break;
            }
            if (current.isEmpty(cell)) {
                continue;
            }
            Grid candidate = current.with(cell, 0);
            if (solver.solve(candidate, limits).status() == Status.SOLVED) {
                current = candidate;
                givens--;
            }
        }
        return current;
    }

    /**
     * The puzzle without its first given (reading order) whose removal leaves several solutions according
     * to {@code solver}, or null when every given can go without losing uniqueness.
     */
    public static Grid withOneClueTooFew(Grid puzzle, ExactSolver solver) {
        SolveLimits limits = SolveLimits.UNIQUENESS.withMaxNodes(CHECK_NODE_BUDGET);
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            if (!puzzle.isEmpty(cell)) {
                Grid candidate = puzzle.with(cell, 0);
                if (solver.solve(candidate, limits).status() == Status.MULTIPLE) {
                    return candidate;
                }
            }
        }
        return null;
    }

    /**
     * The puzzle with every given of digits {@code a} and {@code b} removed. It has at least two solutions
     * whenever it had one: that grid and the same grid with a and b swapped.
     */
    public static Grid withoutDigits(Grid puzzle, int a, int b) {
        int[] values = puzzle.toArray();
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == a || values[cell] == b) {
                values[cell] = 0;
            }
        }
        return Grid.of(puzzle.shape(), values);
    }

    /**
     * A puzzle without solution whose givens do not repeat a digit: the unique puzzle plus one wrong digit
     * in an empty cell, chosen among the digits its peers leave open. Null if no empty cell has such a
     * digit (a puzzle where every empty cell is a naked single).
     */
    public static Grid withWrongGiven(Grid puzzle, Grid solution, Random random) {
        dev.sudoku.core.Geometry geometry = dev.sudoku.core.Geometry.of(puzzle.shape());
        List<Integer> order = new ArrayList<>();
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            order.add(cell);
        }
        Collections.shuffle(order, random);
        for (int cell : order) {
            if (!puzzle.isEmpty(cell)) {
                continue;
            }
            boolean[] used = new boolean[puzzle.size() + 1];
            used[solution.get(cell)] = true;
            for (int peer : geometry.peersOf(cell)) {
                used[puzzle.get(peer)] = true;
            }
            for (int digit = 1; digit <= puzzle.size(); digit++) {
                if (!used[digit]) {
                    return puzzle.with(cell, digit);
                }
            }
        }
        return null;
    }

    /** A puzzle whose digit {@code digit} appears in both cells, first before second in reading order. */
    public record Repeat(Grid puzzle, int digit, int firstCell, int secondCell) {}

    /**
     * The puzzle with the digit of its first given copied to the next cell of the same row, so that row
     * holds it twice. No other row repeats a digit, so a check in house order reports this row.
     */
    public static Repeat withRepeatedGiven(Grid puzzle) {
        int size = puzzle.size();
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            if (!puzzle.isEmpty(cell)) {
                int row = cell / size;
                int other = row * size + (cell % size + 1) % size;
                int first = Math.min(cell, other);
                int second = Math.max(cell, other);
                return new Repeat(puzzle.with(other, puzzle.get(cell)), puzzle.get(cell), first, second);
            }
        }
        throw new IllegalArgumentException("the puzzle has no given to repeat");
    }

    /**
     * A puzzle without solution that propagation sees at once: row 1 holds 1..N-1 in columns 2..N and
     * digit N sits in column 1 of the first row of the second band, so r1c1 has no candidate.
     */
    public static Grid cornerWithoutCandidates(BoxShape shape) {
        int size = shape.size();
        int[] values = new int[size * size];
        for (int col = 1; col < size; col++) {
            values[col] = col;
        }
        values[shape.boxRows() * size] = size;
        return Grid.of(shape, values);
    }

    /** A 9x9 puzzle from an 81-character line: digits 1-9, and {@code .} or {@code 0} for an empty cell. */
    public static Grid classic(String line) {
        return parse(BoxShape.CLASSIC, line);
    }

    /**
     * A puzzle from a line of N*N characters in the default symbols (1-9, then A-Z), with {@code .} or
     * {@code 0} for an empty cell.
     */
    public static Grid parse(BoxShape shape, String line) {
        if (line.length() != shape.cellCount()) {
            throw new IllegalArgumentException(
                    "a " + shape + " line needs " + shape.cellCount() + " characters, got " + line.length());
        }
        Symbols symbols = Symbols.defaultFor(shape.size());
        int[] values = new int[line.length()];
        for (int i = 0; i < values.length; i++) {
            char ch = line.charAt(i);
            values[i] = ch == '.' || ch == '0' ? 0 : symbols.valueOf(ch);
            if (values[i] < 0) {
                throw new IllegalArgumentException("'" + ch + "' is not a digit of a " + shape + " grid");
            }
        }
        return Grid.of(shape, values);
    }

    private static int[] permutation(int n, Random random) {
        int[] p = new int[n];
        for (int i = 0; i < n; i++) {
            p[i] = i;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int t = p[i];
            p[i] = p[j];
            p[j] = t;
        }
        return p;
    }

    /** A permutation of {@code blocks * blockSize} indices that moves whole blocks and shuffles inside each. */
    private static int[] blockPermutation(int blocks, int blockSize, Random random) {
        int[] blockOrder = permutation(blocks, random);
        int[] result = new int[blocks * blockSize];
        for (int b = 0; b < blocks; b++) {
            int[] inner = permutation(blockSize, random);
            for (int i = 0; i < blockSize; i++) {
                result[b * blockSize + i] = blockOrder[b] * blockSize + inner[i];
            }
        }
        return result;
    }
}
