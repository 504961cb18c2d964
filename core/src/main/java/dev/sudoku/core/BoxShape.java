package dev.sudoku.core;

/**
 * The shape of the boxes of a grid: boxes of {@code boxRows} rows by {@code boxCols} columns, so a grid
 * of side {@code N = boxRows * boxCols} with N rows, N columns and N boxes.
 *
 * <p>Sides from {@value #MIN_SIZE} to {@value #MAX_SIZE} are supported; candidate sets are one {@code
 * long} per cell, which sets the upper bound.
 */
public record BoxShape(int boxRows, int boxCols) {
    public static final int MIN_SIZE = 4;
    public static final int MAX_SIZE = 64;

    /** The classic 9x9 grid with 3x3 boxes. */
    public static final BoxShape CLASSIC = new BoxShape(3, 3);

    public BoxShape {
        if (boxRows < 1 || boxCols < 1) {
            throw new IllegalArgumentException("box dimensions must be positive, got " + boxRows + "x" + boxCols);
        }
        int size = boxRows * boxCols;
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("grid side " + size + " (boxes " + boxRows + "x" + boxCols
                    + ") is outside " + MIN_SIZE + ".." + MAX_SIZE);
        }
    }

    /**
     * The default box shape for a side: rows = the largest divisor r of N with {@code r*r <= N}, columns = N/r.
     * So 6 gives 2x3, 8 gives 2x4, 12 gives 3x4 and 20 gives 4x5. A prime side has no other: 5 gives 1x5,
     * boxes that are rows, which makes a Latin square (the command line asks for {@code --box 1x5} then).
     *
     * @throws IllegalArgumentException when the side is outside {@value #MIN_SIZE}..{@value #MAX_SIZE}
     */
    public static BoxShape defaultFor(int size) {
        if (size < MIN_SIZE || size > MAX_SIZE) {
            throw new IllegalArgumentException("grid side " + size + " is outside " + MIN_SIZE + ".." + MAX_SIZE);
        }
        int rows = 1;
        for (int r = 1; r * r <= size; r++) {
            if (size % r == 0) {
                rows = r;
            }
        }
        return new BoxShape(rows, size / rows);
    }

    /** The default shape for a grid of {@code cellCount} cells, if that is a square of a supported side. */
    public static java.util.Optional<BoxShape> forCellCount(int cellCount) {
        int side = (int) Math.round(Math.sqrt(cellCount));
        if (side * side != cellCount || side < MIN_SIZE || side > MAX_SIZE) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(defaultFor(side));
    }

    /** Parses {@code RxC} (for example {@code 2x3}); case-insensitive, {@code *} also accepted. */
    public static BoxShape parse(String text) {
        java.util.Objects.requireNonNull(text, "box shape text (RxC, for example 2x3)");
        String[] parts = text.trim().toLowerCase(java.util.Locale.ROOT).split("[x*]");
        if (parts.length != 2) {
            throw new IllegalArgumentException("box shape must look like RxC (for example 2x3), got '" + text + "'");
        }
        try {
            return new BoxShape(Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim()));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("box shape must look like RxC (for example 2x3), got '" + text + "'");
        }
    }

    /** The side N of the grid: rows, columns, boxes and digits. */
    public int size() {
        return boxRows * boxCols;
    }

    /** N*N. */
    public int cellCount() {
        return size() * size();
    }

    // Written out rather than left to the record: the record's own methods are bound on first use through
    // method handles, about 25 ms of a command line's start-up, and the shape is the first map key it meets.
    @Override
    public boolean equals(Object other) {
        return other instanceof BoxShape shape && shape.boxRows == boxRows && shape.boxCols == boxCols;
    }

    @Override
    public int hashCode() {
        return 31 * boxRows + boxCols;
    }

    @Override
    public String toString() {
        return boxRows + "x" + boxCols;
    }
}
