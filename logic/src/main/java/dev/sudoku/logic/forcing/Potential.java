package dev.sudoku.logic.forcing;

/**
 * One node of a forcing chain: digit {@code digit} is asserted in ({@code on}) or excluded from a cell,
 * with the nodes that imply it.
 *
 * <p>Nearly every node has one parent, and the hardest puzzles' nested chains make millions of nodes, so
 * the first parent is a field and only the others, when there are any, get an array.
 *
 * <p>Two nodes with the same cell, digit and state may carry different parents; which object a chain keeps
 * decides its length, so identity matters and this is a class, not a record. {@link #key} is the shared
 * identity of equal triples.
 */
final class Potential {
    private static final Potential[] NO_PARENTS = new Potential[0];

    /*
     * Cell and digit as a short and a byte (grids of at most 64 digits): with the ancestry count below, a
     * node takes the 40 bytes it took before that count, and the hardest steps make millions of nodes.
     */
    final short cell;
    final byte digit;
    final boolean on;
    /** The first parent, or null for an assumption. */
    private final Potential first;
    /** The parents after the first: a dynamic chain's deletions that a link relied on, or a rule's. */
    private final Potential[] others;

    final Cause cause;
    /** For an {@link Cause#ADVANCED} node made by a nested chain, that chain; else null. */
    final NestedChain nested;

    /**
     * What {@link Ancestry} found walking back from this node, once it has: the number of distinct triples
     * reached, shifted left by one, and 1 if any of them rests on a nested chain; 0 before the first walk. The
     * parents never change, so neither does the walk: a node offered in several hints (a cell's chain, a
     * house's, a double chain) is walked once. Threads that race to fill it write the same value.
     */
    int ancestry;

    /**
     * A node whose first parent is {@code first} (null for an assumption) and whose others are {@code others}
     * (an empty array is replaced by the one all nodes share).
     */
    Potential(int cell, int digit, boolean on, Cause cause, Potential first, Potential[] others, NestedChain nested) {
        if (first == null && others.length > 0) {
            throw new IllegalArgumentException("a node without a first parent has no others");
        }
        this.cell = (short) cell;
        this.digit = (byte) digit;
        this.on = on;
        this.cause = cause;
        this.first = first;
        this.others = others.length == 0 ? NO_PARENTS : others;
        this.nested = nested;
    }

    /** An assumption: no parents. */
    static Potential assume(int cell, int digit, boolean on) {
        return new Potential(cell, digit, on, Cause.ASSUMPTION, null, NO_PARENTS, null);
    }

    /** A node implied by one parent. */
    static Potential implied(int cell, int digit, boolean on, Cause cause, Potential parent) {
        return new Potential(cell, digit, on, cause, parent, NO_PARENTS, null);
    }

    /** A node implied by {@code first} and the further parents {@code others}. */
    static Potential implied(int cell, int digit, boolean on, Cause cause, Potential first, Potential[] others) {
        return new Potential(cell, digit, on, cause, first, others, null);
    }

    int parentCount() {
        return first == null ? 0 : 1 + others.length;
    }

    /** The parent {@code index} (from 0; the first is {@link #firstParent}). */
    Potential parent(int index) {
        return index == 0 ? first : others[index - 1];
    }

    /** The index of this triple among the {@code 2 * cells * size} possible ones. */
    int key(int size) {
        return key(cell, digit, on, size);
    }

    static int key(int cell, int digit, boolean on, int size) {
        return ((cell * size + digit - 1) << 1) | (on ? 1 : 0);
    }

    boolean sameTriple(Potential other) {
        return cell == other.cell && digit == other.digit && on == other.on;
    }

    /** The first parent, or null for an assumption. */
    Potential firstParent() {
        return first;
    }
}
