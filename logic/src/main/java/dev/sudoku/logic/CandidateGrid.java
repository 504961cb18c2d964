package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The working state of one logical solve: the value of every cell and, for each empty cell, the digits
 * still possible there as a {@code long} mask (bit d-1 stands for digit d, so sides up to 64 fit).
 *
 * <p>Invariant: a filled cell has an empty mask, so techniques can test candidates without first asking
 * whether the cell is filled. Mutable and not thread-safe; each solve owns one, and {@link #copy()} is
 * O(N^2).
 *
 * <p>Beside the cells' masks the grid keeps every house's places of every digit ({@link #positions}),
 * updated by each elimination at the cost of three bit clears. Most techniques ask in terms of places, and
 * chains ask at every stall of every propagation; recomputing a place mask costs a walk over the house.
 *
 * <p>The grid also knows which filled cells are givens: Avoidable Rectangles may only use digits placed
 * during the solve, since swapping givens would change the puzzle.
 */
public final class CandidateGrid {
    private final Geometry geometry;
    private final int[] values;
    private final long[] candidates;
    /** Per house and digit ({@code house * N + digit - 1}), the slots of the house holding the candidate. */
    private final long[] positions;
    // Fixed at construction and never written afterwards, so copies share it.
    private final boolean[] givens;

    private CandidateGrid(Geometry geometry, int[] values, long[] candidates, long[] positions, boolean[] givens) {
        this.geometry = geometry;
        this.values = values;
        this.candidates = candidates;
        this.positions = positions;
        this.givens = givens;
    }

    private CandidateGrid(Geometry geometry, int[] values, long[] candidates, boolean[] givens) {
        this(geometry, values, candidates, placesOf(geometry, candidates), givens);
    }

    private static long[] placesOf(Geometry geometry, long[] candidates) {
        int size = geometry.size();
        long[] positions = new long[3 * size * size];
        for (int house = 0; house < 3 * size; house++) {
            int[] cells = geometry.cellsOf(house);
            for (int slot = 0; slot < cells.length; slot++) {
                for (long rest = candidates[cells[slot]]; rest != 0; rest &= rest - 1) {
                    positions[house * size + Long.numberOfTrailingZeros(rest)] |= 1L << slot;
                }
            }
        }
        return positions;
    }

    /**
     * The starting state of a puzzle: every empty cell holds all N digits minus the values of its peers.
     * Nothing else is deduced, so the first step of a solve is the first thing a technique finds. The
     * puzzle's filled cells are the givens; digits placed later are not.
     */
    public static CandidateGrid fromPuzzle(Grid puzzle) {
        return fromPuzzle(puzzle, Geometry.of(puzzle.shape()));
    }

    /** As {@link #fromPuzzle(Grid)}, reusing tables already built for the puzzle's shape. */
    public static CandidateGrid fromPuzzle(Grid puzzle, Geometry geometry) {
        int cells = puzzle.cellCount();
        long all = Masks.allDigits(puzzle.size());
        int[] values = puzzle.toArray();
        long[] candidates = new long[cells];
        boolean[] givens = new boolean[cells];
        for (int cell = 0; cell < cells; cell++) {
            if (values[cell] != 0) {
                givens[cell] = true;
                continue;
            }
            long mask = all;
            for (int peer : geometry.peersOf(cell)) {
                if (values[peer] != 0) {
                    mask &= ~Masks.bit(values[peer]);
                }
            }
            candidates[cell] = mask;
        }
        return new CandidateGrid(geometry, values, candidates, givens);
    }

    /**
     * A position with the player's own candidates: the values of {@code values} and, for each empty cell,
     * the digits of {@code candidates} (bit d-1 for digit d). Checking those candidates against the
     * values is the caller's job; filled cells get an empty mask whatever was passed. Every filled cell
     * counts as a given, the safe reading when nothing tells givens from placed digits.
     */
    public static CandidateGrid fromPosition(Grid values, long[] candidates) {
        if (candidates.length != values.cellCount()) {
            throw new IllegalArgumentException(
                    "expected " + values.cellCount() + " candidate masks, got " + candidates.length);
        }
        int[] cells = values.toArray();
        long all = Masks.allDigits(values.size());
        long[] masks = new long[cells.length];
        boolean[] givens = new boolean[cells.length];
        for (int cell = 0; cell < cells.length; cell++) {
            masks[cell] = cells[cell] == 0 ? candidates[cell] & all : 0;
            givens[cell] = cells[cell] != 0;
        }
        return new CandidateGrid(Geometry.of(values.shape()), cells, masks, givens);
    }

    public Geometry geometry() {
        return geometry;
    }

    /** The side N. */
    public int size() {
        return geometry.size();
    }

    public int cellCount() {
        return values.length;
    }

    /** The value of a cell, 0 when empty. */
    public int value(int cell) {
        return values[cell];
    }

    public boolean isEmpty(int cell) {
        return values[cell] == 0;
    }

    /** Whether a cell was filled in the puzzle itself (false for digits placed while solving). */
    public boolean isGiven(int cell) {
        return givens[cell];
    }

    /** The candidate mask of a cell; 0 for a filled cell. */
    public long candidates(int cell) {
        return candidates[cell];
    }

    public boolean has(int cell, int digit) {
        return (candidates[cell] & Masks.bit(digit)) != 0;
    }

    /** Sets a value, clears the cell's candidates and removes the digit from every peer. */
    public void place(int cell, int digit) {
        for (long rest = candidates[cell]; rest != 0; rest &= rest - 1) {
            unplace(cell, Long.numberOfTrailingZeros(rest));
        }
        values[cell] = digit;
        candidates[cell] = 0;
        for (int peer : geometry.peersOf(cell)) {
            eliminate(peer, digit);
        }
    }

    /** Removes one candidate; returns whether it was there. */
    public boolean eliminate(int cell, int digit) {
        long bit = Masks.bit(digit);
        if ((candidates[cell] & bit) == 0) {
            return false;
        }
        candidates[cell] &= ~bit;
        unplace(cell, digit - 1);
        return true;
    }

    /** Clears the cell's slot for digit index {@code index} (digit - 1) in its three houses. */
    private void unplace(int cell, int index) {
        int size = geometry.size();
        positions[geometry.row(cell) * size + index] &= ~(1L << geometry.col(cell));
        positions[(size + geometry.col(cell)) * size + index] &= ~(1L << geometry.row(cell));
        positions[(2 * size + geometry.box(cell)) * size + index] &= ~(1L << geometry.boxSlot(cell));
    }

    /**
     * The slots (0..N-1, in {@link Geometry#cellsOf} order) of a house where a digit is still a candidate.
     * O(1): the masks are kept up to date.
     */
    public long positions(int house, int digit) {
        return positions[house * geometry.size() + digit - 1];
    }

    /** How many cells of a house are still empty. */
    public int emptyCount(int house) {
        int count = 0;
        for (int slot = 0; slot < geometry.size(); slot++) {
            if (values[geometry.cellAt(house, slot)] == 0) {
                count++;
            }
        }
        return count;
    }

    /** How many cells hold a digit already. */
    public int placedCount(int digit) {
        int count = 0;
        for (int value : values) {
            if (value == digit) {
                count++;
            }
        }
        return count;
    }

    /** True when every cell holds a value. */
    public boolean isSolved() {
        for (int value : values) {
            if (value == 0) {
                return false;
            }
        }
        return true;
    }

    public CandidateGrid copy() {
        return new CandidateGrid(geometry, values.clone(), candidates.clone(), positions.clone(), givens);
    }

    /**
     * Makes this grid the position of {@code other}, a grid of the same puzzle, in place: a {@link #copy()}
     * into arrays already made, for searches that copy a grid many times and drop each copy at once.
     */
    public void copyFrom(CandidateGrid other) {
        if (!samePuzzle(other)) {
            throw new IllegalArgumentException("copyFrom needs a grid of the same puzzle");
        }
        System.arraycopy(other.values, 0, values, 0, values.length);
        System.arraycopy(other.candidates, 0, candidates, 0, candidates.length);
        System.arraycopy(other.positions, 0, positions, 0, positions.length);
    }

    /** Whether {@code other} is a position of the same puzzle: the same shape and givens (a copy's). */
    public boolean samePuzzle(CandidateGrid other) {
        return other.geometry == geometry && other.givens == givens;
    }

    /** The values as an immutable grid (empty cells stay 0). */
    public Grid toGrid() {
        return Grid.of(geometry.shape(), values);
    }

    /** A copy of every cell's candidate mask. */
    public long[] candidateMasks() {
        return candidates.clone();
    }

    /**
     * A header, {@code CandidateGrid[9x9, 51 empty cells]}, and on the lines after it the position as the
     * pencil-mark grid {@code explain} prints where logic stops. An empty cell left without candidates (a
     * contradiction reached) has no group in that grid: the header names such cells, r1c1 first, and the
     * position follows as a candidate line. Sides above 35, which neither format writes, get the header
     * alone. O(N^3), for debugging and logs, not for hot paths.
     */
    @Override
    public String toString() {
        int size = size();
        int empty = 0;
        List<String> withoutCandidates = new ArrayList<>();
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                empty++;
                if (candidates[cell] == 0) {
                    withoutCandidates.add(geometry.cellName(cell));
                }
            }
        }
        String header = "CandidateGrid[" + size + "x" + size + ", " + empty + " empty cell" + (empty == 1 ? "" : "s");
        if (size > CandidateLineFormat.MAX_SIZE) {
            return header + "]";
        }
        Position position = new Position(toGrid(), candidates);
        if (withoutCandidates.isEmpty()) {
            return header + "]\n" + PencilmarkGridFormat.write(position);
        }
        return header + ", no candidate left in " + String.join(", ", withoutCandidates) + "]\n"
                + CandidateLineFormat.write(position) + "\n";
    }
}
