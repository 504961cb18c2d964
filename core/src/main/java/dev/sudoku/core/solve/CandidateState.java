package dev.sudoku.core.solve;

import dev.sudoku.core.Grid;
import java.util.Arrays;

/**
 * One search position of {@link GeneralSolver}: the candidates of every cell as a bit set (bit d-1 for
 * digit d) and the digits placed in every house, with propagation to a fixpoint of naked singles, hidden
 * singles and {@link LockedCandidates}.
 *
 * <p>Invariants between operations: a placed cell has candidates 0 and its digit in {@code values}; an
 * open cell has at least one candidate and none of them is placed in any of its houses. So an open cell
 * left with no candidate is a contradiction, and so is a house where the candidates of its open cells
 * and its placed digits do not cover every digit.
 *
 * <p>Arrays are sized once per shape; {@link #copyFrom} copies N*N longs and bytes, the cost of saving a
 * position before a guess.
 */
final class CandidateState {
    private final ShapeTables tables;
    private final SearchScratch scratch;
    private final int[] queue;

    private final long[] candidates;
    private final byte[] values;
    private final long[] placedInHouse;
    private int openCells;
    private int queueLength;

    CandidateState(ShapeTables tables, SearchScratch scratch) {
        this.tables = tables;
        this.scratch = scratch;
        this.queue = scratch.queue;
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
        Arrays.fill(candidates, tables.allDigits);
        Arrays.fill(values, (byte) 0);
        Arrays.fill(placedInHouse, 0);
        openCells = tables.cellCount;
        queueLength = 0;
        scratch.markAllHousesDirty(3 * tables.size);
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
        scratch.clearDirtyHouses();
        return narrow(cell, bit) && propagate();
    }

    boolean isSolved() {
        return openCells == 0;
    }

    long candidatesOf(int cell) {
        return candidates[cell];
    }

    /**
     * The open cell with the fewest candidates; among those the one whose houses failed most often so
     * far, then the lowest index. -1 when every cell is placed.
     */
    int mostConstrainedCell() {
        int[] houses = tables.housesOfCell;
        int[] weights = scratch.houseWeights;
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        int bestWeight = -1;
        for (int cell = 0; cell < candidates.length; cell++) {
            long c = candidates[cell];
            if (c == 0) {
                continue;
            }
            int count = Long.bitCount(c);
            if (count <= bestCount) {
                int weight = weights[houses[3 * cell]] + weights[houses[3 * cell + 1]] + weights[houses[3 * cell + 2]];
                if (count < bestCount || weight > bestWeight) {
                    best = cell;
                    bestCount = count;
                    bestWeight = weight;
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
     * Removes {@code digits} from an open cell's candidates, queueing it when one is left; false when
     * none is left. Returns true and changes nothing when the cell has none of them.
     */
    boolean eliminate(int cell, long digits) {
        long c = candidates[cell];
        if ((c & digits) == 0) {
            return true;
        }
        c &= ~digits;
        candidates[cell] = c;
        markHousesOf(cell);
        if (c == 0) {
            blameHousesOf(cell);
            return false;
        }
        if ((c & (c - 1)) == 0) {
            queue[queueLength++] = cell;
        }
        return true;
    }

    /**
     * Restricts an open cell to one digit and queues it; false when the digit is not a candidate. Only
     * called on cells with two or more candidates or already narrowed to that digit (hence queued), so a
     * cell is never queued twice in one operation.
     */
    private boolean narrow(int cell, long bit) {
        long c = candidates[cell];
        if ((c & bit) == 0) {
            return false;
        }
        if (c != bit) {
            candidates[cell] = bit;
            markHousesOf(cell);
            queue[queueLength++] = cell;
        }
        return true;
    }

    /**
     * Singles until none is left, then locked candidates, repeated until nothing changes. Locked
     * candidates cost a full pass over the grid, so they only run once the cheap rules are stuck.
     */
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
            if (!findHiddenSingles()) {
                return false;
            }
            if (head < queueLength) {
                continue;
            }
            if (!scratch.lockedCandidates.apply(this)) {
                return false;
            }
            if (!hasDirtyHouse()) {
                return true; // every elimination marks its cell's houses, so nothing changed
            }
        }
    }

    /** Places a queued cell's only candidate and removes it from every peer. */
    private boolean placeQueued(int cell) {
        long bit = candidates[cell];
        candidates[cell] = 0;
        values[cell] = (byte) (Long.numberOfTrailingZeros(bit) + 1);
        openCells--;
        int[] houses = tables.housesOfCell;
        long[] dirty = scratch.dirtyHouses;
        for (int k = 3 * cell; k < 3 * cell + 3; k++) {
            int house = houses[k];
            placedInHouse[house] |= bit;
            dirty[house >>> 6] |= 1L << house;
        }
        int[] peers = tables.peers;
        long[] cand = candidates;
        int end = (cell + 1) * tables.peerCount;
        for (int i = end - tables.peerCount; i < end; i++) {
            int peer = peers[i];
            long c = cand[peer];
            if ((c & bit) != 0) {
                c ^= bit;
                cand[peer] = c;
                for (int k = 3 * peer; k < 3 * peer + 3; k++) {
                    int house = houses[k];
                    dirty[house >>> 6] |= 1L << house;
                }
                if (c == 0) {
                    blameHousesOf(peer);
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
     * Scans the houses changed since their last scan: a digit seen in exactly one open cell of a house
     * goes there; a digit neither placed nor seen is a contradiction. "Seen once" and "seen twice" masks
     * give both in one pass over the house's N cells. Houses changed by this scan's own narrowing are
     * left dirty for the next round.
     */
    private boolean findHiddenSingles() {
        int size = tables.size;
        int[] houseCells = tables.houseCells;
        long[] cand = candidates;
        long allDigits = tables.allDigits;
        long[] dirty = scratch.dirtyHouses;
        for (int word = 0; word < dirty.length; word++) {
            long pending = dirty[word];
            dirty[word] = 0;
            while (pending != 0) {
                int house = (word << 6) + Long.numberOfTrailingZeros(pending);
                pending &= pending - 1;
                int base = house * size;
                long once = 0;
                long twice = 0;
                for (int i = base; i < base + size; i++) {
                    long c = cand[houseCells[i]];
                    twice |= once & c;
                    once |= c;
                }
                if ((once | placedInHouse[house]) != allDigits) {
                    scratch.houseWeights[house]++;
                    return false;
                }
                long singles = once & ~twice;
                while (singles != 0) {
                    long bit = singles & -singles;
                    singles ^= bit;
                    if (!narrowHiddenSingle(base, bit)) {
                        scratch.houseWeights[house]++;
                        return false;
                    }
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

    private boolean hasDirtyHouse() {
        for (long word : scratch.dirtyHouses) {
            if (word != 0) {
                return true;
            }
        }
        return false;
    }

    private void markHousesOf(int cell) {
        int[] houses = tables.housesOfCell;
        long[] dirty = scratch.dirtyHouses;
        for (int k = 3 * cell; k < 3 * cell + 3; k++) {
            dirty[houses[k] >>> 6] |= 1L << houses[k];
        }
    }

    /** Counts a contradiction at an emptied cell against its three houses. */
    private void blameHousesOf(int cell) {
        int[] houses = tables.housesOfCell;
        for (int k = 3 * cell; k < 3 * cell + 3; k++) {
            scratch.houseWeights[houses[k]]++;
        }
    }
}
