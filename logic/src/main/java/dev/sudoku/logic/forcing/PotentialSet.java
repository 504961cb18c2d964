package dev.sudoku.logic.forcing;

import java.util.Arrays;

/**
 * SE's insertion-ordered set of chain nodes keyed by their triple: {@link #get} returns the object stored
 * for a triple. A propagation keeps its "on" and its "off" nodes apart, so a set holds nodes of one state
 * and is indexed by candidate ({@code cell * size + digit - 1}): lookup is an array index, a set costs
 * {@code cells * size} references, and the candidates are kept as a bit set too, for intersecting sets a
 * word at a time.
 *
 * <p>Why one state a set: a propagation makes two sets, and the dynamic chains of the hardest puzzles make
 * millions of propagations; with room for both states the empty arrays alone were a fifth of the time of
 * a nested chain search (JFR, self time of the constructor), as every one is zeroed when made.
 */
final class PotentialSet {
    private final int size;
    private final boolean on;
    private final Potential[] byCandidate;
    private final long[] bits;
    /**
     * The same candidates as digit planes, two words a digit (the cells from 0, then from 64), as {@link
     * DynamicReach} intersects them, on grids of at most {@value FixedPoints#MAX_CELLS} cells; else null.
     * Kept as nodes are added: remaking them from the candidates was a fortieth of a nested hint's time.
     */
    private final long[] planes;

    private int[] keys = new int[64];
    private int count;

    /** An empty set of "on" nodes ({@code on}) or of "off" nodes. */
    PotentialSet(int cellCount, int size, boolean on) {
        this.size = size;
        this.on = on;
        this.byCandidate = new Potential[cellCount * size];
        this.bits = new long[(byCandidate.length + 63) >>> 6];
        this.planes = cellCount <= FixedPoints.MAX_CELLS ? new long[2 * size] : null;
    }

    boolean contains(int cell, int digit, boolean on) {
        // The bit set, not the references: a propagation's membership tests then read a few cache lines.
        int key = cell * size + digit - 1;
        return on == this.on && (bits[key >>> 6] & (1L << key)) != 0;
    }

    /** The stored object equal to the triple, or null. */
    Potential get(int cell, int digit, boolean on) {
        return on == this.on ? byCandidate[cell * size + digit - 1] : null;
    }

    /**
     * Adds a node whose triple is not stored yet; returns false, keeping the stored object, otherwise. SE
     * always checks before adding, so the first object reached for a triple is the one kept.
     */
    boolean add(Potential p) {
        if (p.on != on) {
            throw new IllegalArgumentException("a set of " + (on ? "on" : "off") + " nodes cannot hold the other");
        }
        int key = p.cell * size + p.digit - 1;
        if (byCandidate[key] != null) {
            return false;
        }
        byCandidate[key] = p;
        bits[key >>> 6] |= 1L << key;
        if (planes != null) {
            planes[2 * (p.digit - 1) + (p.cell >>> 6)] |= 1L << p.cell;
        }
        if (count == keys.length) {
            keys = Arrays.copyOf(keys, 2 * count);
        }
        keys[count++] = key;
        return true;
    }

    int size() {
        return count;
    }

    /** How many nodes the set has room for: the grid's candidates. */
    int capacity() {
        return byCandidate.length;
    }

    /** Empties the set, at the cost of the nodes it holds rather than of its room. */
    void clear() {
        for (int i = 0; i < count; i++) {
            byCandidate[keys[i]] = null;
            bits[keys[i] >>> 6] = 0;
        }
        if (planes != null && count > 0) {
            Arrays.fill(planes, 0);
        }
        count = 0;
    }

    /** The node added {@code index}-th (from 0). */
    Potential at(int index) {
        return byCandidate[keys[index]];
    }

    /** The candidate ({@code cell * size + digit - 1}) of the node added {@code index}-th. */
    int candidateAt(int index) {
        return keys[index];
    }

    /**
     * The nodes' cells per digit: word {@code 2 * (digit - 1) + cell / 64} holds bit {@code cell % 64}; null on
     * grids of more than {@value FixedPoints#MAX_CELLS} cells. Shared: callers must not change it.
     */
    long[] digitPlanes() {
        return planes;
    }

    /** The nodes' candidates ({@link #candidateAt}) as a bit set; shared: callers must not change it. */
    long[] candidateBits() {
        return bits;
    }
}
