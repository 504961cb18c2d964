package dev.sudoku.logic.forcing;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * SE's insertion-ordered set of chain nodes keyed by their triple: {@link #get} returns the object stored
 * for a triple. Lookup
 * is an array index, so a set costs {@code 2 * cells * size} references.
 */
final class PotentialSet implements Iterable<Potential> {
    private final int size;
    private final Potential[] byKey;
    private int[] keys = new int[64];
    private int count;

    PotentialSet(int cellCount, int size) {
        this.size = size;
        this.byKey = new Potential[2 * cellCount * size];
    }

    boolean contains(int cell, int digit, boolean on) {
        return byKey[Potential.key(cell, digit, on, size)] != null;
    }

    boolean contains(Potential p) {
        return byKey[p.key(size)] != null;
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
        if (count == keys.length) {
            keys = Arrays.copyOf(keys, 2 * count);
        }
        keys[count++] = key;
        return true;
    }

    int size() {
        return count;
    }

    /**
     * In insertion order, each triple's object; nodes added while iterating are not visited. A stored
     * object is never replaced, so nothing needs copying.
     */
    @Override
    public Iterator<Potential> iterator() {
        int end = count;
        return new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < end;
            }

            @Override
            public Potential next() {
                if (next >= end) {
                    throw new NoSuchElementException();
                }
                return byKey[keys[next++]];
            }
        };
    }
}
