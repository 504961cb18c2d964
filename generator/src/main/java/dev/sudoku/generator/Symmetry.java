package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * A symmetry of the clue pattern: clues are kept and removed an orbit at a time, so the givens of every
 * puzzle map onto givens under each of its maps.
 *
 * <p>Rotating by 90 degrees or reflecting in a diagonal turns rows into columns, which maps houses to
 * houses only when boxes are square (R x R). Those symmetries, and FULL, which contains them, are refused
 * for other box shapes. Half turns and the horizontal and vertical mirrors keep every shape's houses.
 */
public enum Symmetry {
    NONE(false),
    ROTATE180(false, Map.ROTATE180),
    ROTATE90(true, Map.ROTATE90, Map.ROTATE180, Map.ROTATE270),
    /** Left-right mirror: column c pairs with column N-1-c. */
    MIRROR(false, Map.MIRROR),
    /** Top-bottom mirror: row r pairs with row N-1-r. */
    FLIP(false, Map.FLIP),
    /** Reflection in the main diagonal (r1c1 to rNcN). */
    DIAGONAL(true, Map.DIAGONAL),
    /** Reflection in the anti-diagonal (r1cN to rNc1). */
    ANTIDIAGONAL(true, Map.ANTIDIAGONAL),
    /** All eight: rotations and reflections of the square. */
    FULL(true, Map.values()),
    /** One of the others that suits the shape (never NONE), drawn per puzzle. */
    RANDOM(false);

    private final boolean needsSquareBoxes;
    private final Map[] maps;

    Symmetry(boolean needsSquareBoxes, Map... maps) {
        this.needsSquareBoxes = needsSquareBoxes;
        this.maps = maps;
    }

    /** Reads {@code rotate180}, {@code ROTATE_180}, {@code anti-diagonal} and the like. */
    public static Symmetry parse(String text) {
        String key = text.trim().toUpperCase(Locale.ROOT).replace("_", "").replace("-", "");
        for (Symmetry symmetry : values()) {
            if (symmetry.name().equals(key)) {
                return symmetry;
            }
        }
        throw new IllegalArgumentException("unknown symmetry '" + text + "'; choose one of " + names());
    }

    /** The accepted names, lower case, comma separated. */
    public static String names() {
        return String.join(
                ", ", Arrays.stream(values()).map(Symmetry::displayName).toList());
    }

    /**
     * The strongest symmetry the givens of {@code puzzle} keep (every map of it sends givens to givens):
     * FULL, then ROTATE90, ROTATE180, DIAGONAL, ANTIDIAGONAL, MIRROR, FLIP; NONE when they keep none. A
     * pattern with both mirrors also keeps the half turn, and the half turn is the one usually printed.
     */
    public static Symmetry of(Grid puzzle) {
        for (Symmetry symmetry : List.of(FULL, ROTATE90, ROTATE180, DIAGONAL, ANTIDIAGONAL, MIRROR, FLIP)) {
            if (symmetry.suits(puzzle.shape()) && symmetry.keeps(puzzle)) {
                return symmetry;
            }
        }
        return NONE;
    }

    private boolean keeps(Grid puzzle) {
        int n = puzzle.size();
        for (Map map : maps) {
            for (int cell = 0; cell < n * n; cell++) {
                if (puzzle.isEmpty(cell) != puzzle.isEmpty(map.apply(cell / n, cell % n, n))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The lower-case name used on the command line and in JSON. */
    public String displayName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /**
     * Whether puzzles of {@code shape} can have this symmetry: it maps their houses onto houses (RANDOM
     * draws among those that do, so it suits every shape).
     */
    public boolean suits(BoxShape shape) {
        return !needsSquareBoxes || square(shape);
    }

    /** Throws with a reason when this symmetry does not map the houses of {@code shape} onto houses. */
    public void checkShape(BoxShape shape) {
        if (!suits(shape)) {
            throw new IllegalArgumentException("symmetry " + displayName()
                    + " turns rows into columns, so it needs square boxes; boxes " + shape + " are not square"
                    + " (rotate180, mirror and flip suit every shape)");
        }
    }

    /** This symmetry, or for RANDOM one drawn among those that suit the shape. */
    public Symmetry resolve(BoxShape shape, SplittableRandom random) {
        if (this != RANDOM) {
            checkShape(shape);
            return this;
        }
        List<Symmetry> suitable = new ArrayList<>();
        for (Symmetry symmetry : values()) {
            if (symmetry != NONE && symmetry != RANDOM && symmetry.suits(shape)) {
                suitable.add(symmetry);
            }
        }
        return suitable.get(random.nextInt(suitable.size()));
    }

    /**
     * The orbits of the cells, each a sorted array of cell indices, in order of their smallest cell. Cost
     * O(N^2).
     */
    public int[][] orbits(BoxShape shape) {
        if (this == RANDOM) {
            throw new IllegalStateException("resolve RANDOM to a symmetry first");
        }
        checkShape(shape);
        int n = shape.size();
        boolean[] seen = new boolean[n * n];
        List<int[]> orbits = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            if (seen[cell]) {
                continue;
            }
            int[] orbit = new int[maps.length + 1];
            int size = 0;
            orbit[size++] = cell;
            seen[cell] = true;
            for (Map map : maps) {
                int image = map.apply(cell / n, cell % n, n);
                if (!seen[image]) {
                    seen[image] = true;
                    orbit[size++] = image;
                }
            }
            int[] sorted = Arrays.copyOf(orbit, size);
            Arrays.sort(sorted);
            orbits.add(sorted);
        }
        return orbits.toArray(int[][]::new);
    }

    private static boolean square(BoxShape shape) {
        return shape.boxRows() == shape.boxCols();
    }

    /** The seven non-identity maps of the square, on 0-based row and column. */
    private enum Map {
        ROTATE90,
        ROTATE180,
        ROTATE270,
        MIRROR,
        FLIP,
        DIAGONAL,
        ANTIDIAGONAL;

        int apply(int r, int c, int n) {
            int last = n - 1;
            return switch (this) {
                case ROTATE90 -> c * n + (last - r);
                case ROTATE180 -> (last - r) * n + (last - c);
                case ROTATE270 -> (last - c) * n + r;
                case MIRROR -> r * n + (last - c);
                case FLIP -> (last - r) * n + c;
                case DIAGONAL -> c * n + r;
                case ANTIDIAGONAL -> (last - c) * n + (last - r);
            };
        }
    }
}
