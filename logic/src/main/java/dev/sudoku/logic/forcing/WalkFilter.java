package dev.sudoku.logic.forcing;

/**
 * Which walks of producer 21 can find anything: a cycle needs its root's "on" on a cycle of the links, and
 * a forcing chain needs the root's opposite reachable from it. A walk it rules out would find nothing; fewer
 * than one walk in a hundred finds anything on a typical grid.
 */
interface WalkFilter {

    /** Whether the candidate's "on" lies on a cycle of the links, which any closed chain through it needs. */
    boolean onCycle(int candidate);

    /** Whether the candidate in one state implies itself in the other through the links. */
    boolean reachesOpposite(int candidate, boolean on);
}
