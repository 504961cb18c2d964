package dev.sudoku.logic.forcing;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * SE's insertion-ordered set of chain nodes keyed by their triple: {@link #get} returns the object stored
 * for a triple. Lookup
 * is an array index, so a set costs {@code 2 * cells * size} references.
 */
final class PotentialSet implements Iterable<Potential> {
    private final int size;
    private final Potential[] byKey;
    private final List<Integer> keys = new ArrayList<>();

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
        keys.add(key);
        return true;
    }

    int size() {
        return keys.size();
    }

    /** In insertion order, each triple's current object. */
    @Override
    public Iterator<Potential> iterator() {
        List<Potential> current = new ArrayList<>(keys.size());
        for (int key : keys) {
            current.add(byKey[key]);
        }
        return current.iterator();
    }
}
