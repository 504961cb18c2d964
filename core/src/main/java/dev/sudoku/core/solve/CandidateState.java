package dev.sudoku.core.solve;

import dev.sudoku.core.Grid;

/**
 * One search position of {@link GeneralSolver}: the candidates of every cell as a bit set (bit d-1 for
 * digit d) and the digits placed in every house, with propagation of naked and hidden singles.
 *
 * <p>Invariants between operations: a placed cell has candidates 0 and its digit in {@link #values}; an
 * open cell has at least one candidate and none of them is placed in any of its houses. So an open cell
 * with candidates 0 is a contradiction, and the OR of the candidates of a house's open cells plus the
 * digits placed there must be every digit.
 *
 * <p>Arrays are sized once per shape; {@link #copyFrom} copies N*N longs and bytes, the cost of saving a
 * position before a guess.
 */
final class CandidateState {
    private final ShapeTables tables;
    /** Cells whose candidates were narrowed to one digit and are waiting to be placed; shared scratch. */
    private final int[] queue;

    private final long[] candidates;
    private final byte[] values;
    private final long[] placedInHouse;
    private int openCells;
    private int queueLength;

    CandidateState(ShapeTables tables, int[] queue) {
        this.tables = tables;
        this.queue = queue;
        this.candidates = new long[tables.cellCount];
        this.values = new byte[tables.cellCount];
        this.placedInHouse = new long[3 * tables.size];
    }

    void copyFrom(CandidateState other) {
        System.arraycopy(other.candidates, 0, candidates, 0, candidates.length);
        System.arraycopy(other.values, 0, values, 0, values.length);
        System.arraycopy(other.placedInHouse, 0, placedInHouse, 0, placedInHouse.length);
        openCells = other.openCells;
    }

    /**
     * Starts from the givens of a puzzle and propagates. The puzzle must have no conflicting givens.
     * Returns false when propagation already proves there is no solution.
     */
    boolean load(Grid puzzle) {
        java.util.Arrays.fill(candidates, tables.allDigits);
        java.util.Arrays.fill(values, (byte) 0);
        java.util.Arrays.fill(placedInHouse, 0);
        openCells = tables.cellCount;
        queueLength = 0;
        for (int cell = 0; cell < tables.cellCount; cell++) {
            int digit = puzzle.get(cell);
            if (digit != 0 && !narrow(cell, 1L << (digit - 1))) {
                return false;
            }
        }
        return propagate();
    }

    /** Puts the digit of {@code bit} in an open cell and propagates; false on a contradiction. */
    boolean place(int cell, long bit) {
        queueLength = 0;
        return narrow(cell, bit) && propagate();
    }

    /** True when every cell holds a digit. */
    boolean isSolved() {
        return openCells == 0;
    }

    long candidatesOf(int cell) {
        return candidates[cell];
    }

    /** The open cell with the fewest candidates, lowest index first among ties; -1 when none is open. */
    int mostConstrainedCell() {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < candidates.length; cell++) {
            long c = candidates[cell];
            if (c != 0) {
                int count = Long.bitCount(c);
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                    if (count == 2) {
                        break; // no open cell has fewer after propagation
                    }
                }
            }
        }
        return best;
    }

    /** The grid of placed digits (complete once solved). */
    Grid toGrid() {
        return Grid.of(tables.shape, values);
    }

    /**
     * Restricts an open cell to one digit and queues it; false when the digit is not a candidate. Callers
     * only narrow cells with two or more candidates or cells already narrowed to that digit (hence
     * queued), so a cell is never queued twice.
     */
    private boolean narrow(int cell, long bit) {
        long c = candidates[cell];
        if ((c & bit) == 0) {
            return false;
        }
        if (c != bit) {
            candidates[cell] = bit;
            queue[queueLength++] = cell;
        }
        return true;
    }

    /** Naked and hidden singles until neither finds anything; false on a contradiction. */
    private boolean propagate() {
        int head = 0;
        while (true) {
            while (head < queueLength) {
                if (!placeQueued(queue[head++])) {
                    return false;
                }
            }
            if (openCells == 0) {
                return true;
            }
            int before = queueLength;
            if (!findHiddenSingles()) {
                return false;
            }
            if (queueLength == before) {
                return true;
            }
        }
    }

    /**
     * Places a queued cell's only candidate and removes it from every peer, queueing peers left with one
     * candidate. Each cell is queued at most once per propagation: only on the change to one candidate.
     */
    private boolean placeQueued(int cell) {
        long bit = candidates[cell];
        candidates[cell] = 0;
        values[cell] = (byte) (Long.numberOfTrailingZeros(bit) + 1);
        openCells--;
        int[] houses = tables.housesOfCell;
        placedInHouse[houses[3 * cell]] |= bit;
        placedInHouse[houses[3 * cell + 1]] |= bit;
        placedInHouse[houses[3 * cell + 2]] |= bit;
        int[] peers = tables.peers;
        long[] cand = candidates;
        int end = (cell + 1) * tables.peerCount;
        for (int i = end - tables.peerCount; i < end; i++) {
            int peer = peers[i];
            long c = cand[peer];
            if ((c & bit) != 0) {
                c ^= bit;
                cand[peer] = c;
                if (c == 0) {
                    return false;
                }
                if ((c & (c - 1)) == 0) {
                    queue[queueLength++] = peer;
                }
            }
        }
        return true;
    }

    /**
     * Scans every house once: a digit seen in exactly one open cell of a house goes there, a digit neither
     * placed nor seen is a contradiction. "Seen once" and "seen twice" masks give both in one pass of N
     * cells per house, O(3N^2) per scan.
     */
    private boolean findHiddenSingles() {
        int size = tables.size;
        int[] houseCells = tables.houseCells;
        long[] cand = candidates;
        long allDigits = tables.allDigits;
        for (int house = 0, base = 0; house < 3 * size; house++, base += size) {
            long once = 0;
            long twice = 0;
            for (int i = base; i < base + size; i++) {
                long c = cand[houseCells[i]];
                twice |= once & c;
                once |= c;
            }
            if ((once | placedInHouse[house]) != allDigits) {
                return false;
            }
            long singles = once & ~twice;
            while (singles != 0) {
                long bit = Long.lowestOneBit(singles);
                singles ^= bit;
                if (!narrowHiddenSingle(base, bit)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Narrows the one cell of the house starting at {@code base} that has {@code bit}. It may be gone: an
     * earlier hidden single of the same scan narrowed that cell to another digit, a contradiction.
     */
    private boolean narrowHiddenSingle(int base, long bit) {
        int[] houseCells = tables.houseCells;
        for (int i = base; i < base + tables.size; i++) {
            int cell = houseCells[i];
            if ((candidates[cell] & bit) != 0) {
                return narrow(cell, bit);
            }
        }
        return false;
    }
}
