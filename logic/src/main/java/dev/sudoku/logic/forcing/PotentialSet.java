package dev.sudoku.logic.forcing;

import java.util.Arrays;

/**
 * SE's insertion-ordered set of chain nodes keyed by their triple: {@link #get} returns the object stored
 * for a triple. Lookup is an array index, so a set costs {@code 2 * cells * size} references, and the
 * triples are kept as a bit set too, for intersecting sets a word at a time.
 */
final class PotentialSet {
    private final int size;
    private final Potential[] byKey;
    private final long[] bits;
    private int[] keys = new int[64];
    private int count;

    PotentialSet(int cellCount, int size) {
        this.size = size;
        this.byKey = new Potential[2 * cellCount * size];
        this.bits = new long[(byKey.length + 63) >>> 6];
    }

    boolean contains(int cell, int digit, boolean on) {
        return byKey[Potential.key(cell, digit, on, size)] != null;
    }

    /** The stored object equal to the triple, or null. */
    Potential get(int cell, int digit, boolean on) {
        return byKey[Potential.key(cell, digit, on, size)];
    }

    /**
     * Adds a node whose triple is not stored yet; returns false, keeping the stored object, otherwise. SE
     * always checks before adding, so the first object reached for a triple is the one kept.
     */
    boolean add(Potential p) {
        int key = p.key(size);
        if (byKey[key] != null) {
            return false;
        }
        byKey[key] = p;
        bits[key >>> 6] |= 1L << key;
        if (count == keys.length) {
            keys = Arrays.copyOf(keys, 2 * count);
        }
        keys[count++] = key;
        return true;
    }

    int size() {
        return count;
    }

    /** The node added {@code index}-th (from 0). */
    Potential at(int index) {
        return byKey[keys[index]];
    }

    /** The key ({@link Potential#key}) of the node added {@code index}-th. */
    int keyAt(int index) {
        return keys[index];
    }

    /** The triples as a set of keys ({@link Potential#key}); shared: callers must not change it. */
    long[] keyBits() {
        return bits;
    }
}
