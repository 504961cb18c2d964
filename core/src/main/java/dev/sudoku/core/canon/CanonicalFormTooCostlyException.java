package dev.sudoku.core.canon;

/**
 * The canonical form of a grid would need more live search nodes than {@link #MAX_LIVE_NODES}. It happens
 * only to grids with very many automorphisms (each keeps a node alive to the last row), such as a large
 * full grid built from a pattern; typical puzzles of every size keep a handful. The 16x16 and 25x25
 * pattern grids peak at about 74,000 and 60,000 nodes (under a second); the 20x20 one at 2.3 million (a
 * gigabyte). The bound keeps such an input from taking a server's memory.
 */
public final class CanonicalFormTooCostlyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** The most search nodes alive at once. */
    public static final int MAX_LIVE_NODES = 200_000;

    CanonicalFormTooCostlyException() {
        super("the canonical form of this grid needs more than " + String.format("%,d", MAX_LIVE_NODES)
                + " search nodes at once (a grid with very many symmetries)");
    }
}
