package dev.sudoku.logic.forcing;

/**
 * One node of a forcing chain: digit {@code digit} is asserted in ({@code on}) or excluded from a cell,
 * with the nodes that imply it.
 *
 * <p>Two nodes with the same cell, digit and state may carry different parents; which object a chain keeps
 * decides its length, so identity matters and this is a class, not a record. {@link #key} is the shared
 * identity of equal triples.
 */
final class Potential {
    private static final Potential[] NO_PARENTS = new Potential[0];

    final int cell;
    final int digit;
    final boolean on;
    final Potential[] parents;
    final Cause cause;
    /** For an {@link Cause#ADVANCED} node made by a nested chain, that chain; else null. */
    final ChainHint nested;

    Potential(int cell, int digit, boolean on, Cause cause, Potential[] parents, ChainHint nested) {
        this.cell = cell;
        this.digit = digit;
        this.on = on;
        this.cause = cause;
        this.parents = parents;
        this.nested = nested;
    }

    /** An assumption: no parents. */
    static Potential assume(int cell, int digit, boolean on) {
        return new Potential(cell, digit, on, Cause.ASSUMPTION, NO_PARENTS, null);
    }

    /** A node implied by one parent. */
    static Potential implied(int cell, int digit, boolean on, Cause cause, Potential parent) {
        return new Potential(cell, digit, on, cause, new Potential[] {parent}, null);
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
        return parents.length == 0 ? null : parents[0];
    }
}
