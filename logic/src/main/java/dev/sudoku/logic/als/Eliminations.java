package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.PeerOrder;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;

/**
 * The eliminations of one step as they are found, kept sorted by digit then cell and without repeats
 * (a doubly linked ALS-XZ can find one candidate twice). Also the one search every ALS technique makes:
 * the cells that see all places of a digit.
 */
final class Eliminations {
    private final TreeSet<Candidate> found =
            new TreeSet<>(Comparator.comparingInt(Candidate::digit).thenComparingInt(Candidate::cell));
    private long digits;

    /**
     * Adds every cell holding {@code digit} that sees all of {@code places} (and is none of them), except
     * cells of {@code spared} when given. Cost: O(3N x |places|), scanning the first place's peers.
     */
    void seeingAll(AlsIndex index, int digit, int[] places, int count, Als spared) {
        CandidateGrid grid = index.grid();
        Geometry geometry = grid.geometry();
        for (int peer : geometry.peersOf(places[0])) {
            if (!grid.has(peer, digit) || (spared != null && index.contains(spared, peer))) {
                continue;
            }
            boolean all = true;
            for (int i = 1; i < count && all; i++) {
                all = PeerOrder.sees(geometry, peer, places[i]);
            }
            if (all) {
                found.add(new Candidate(peer, digit));
                digits |= 1L << (digit - 1);
            }
        }
    }

    /** Adds one candidate known to be removable. */
    void add(int cell, int digit) {
        found.add(new Candidate(cell, digit));
        digits |= 1L << (digit - 1);
    }

    boolean isEmpty() {
        return found.isEmpty();
    }

    /** The digits eliminated so far, as a mask. */
    long digits() {
        return digits;
    }

    List<Candidate> list() {
        return new ArrayList<>(found);
    }
}
