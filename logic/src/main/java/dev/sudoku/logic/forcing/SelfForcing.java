package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * Whether some candidate, on or off, implies its own opposite through producer 21's links. Without one,
 * Forcing Chains and Cycles find nothing, cycles included: the links form an implication graph closed under
 * contraposition (a link from p to q comes with one from q's opposite to p's), so a cycle that eliminates q,
 * which sees an "on" node b and an "off" node a of it, gives q's "on" to b's "off", around the
 * contrapositive cycle to a's "on", then to q's "off". At level 2 most of a nested chain's searches end
 * empty, and this answers them without setting up any walk.
 *
 * <p>The answer needs only the candidates with a strong link (a two-digit cell, or a digit with two places
 * in a house): about a fifth of the candidates on the grids a nested chain stalls on. Past its first link,
 * a path of the static graph runs through them alone, as an "off" implies an "on" only across a strong
 * link. So the "on"-to-"on" reach among linked candidates, one 64-bit set each, is closed by Warshall's
 * method; then a candidate r forces its "off" when an "on" that its first link reaches sees r, and a linked
 * r forces its "on" when a strong partner's "on" reaches r.
 *
 * <p>Cost: O(cells x digits) to find the links, O(linked x N) to gather what each candidate sees, and
 * O(linked^2) for the closure. With more than 64 linked candidates (about one grid in fifty there) the
 * answer is "maybe", and the caller searches as before.
 */
final class SelfForcing {
    private static final int MAX_LINKED = 64;

    private final CandidateGrid grid;
    private final Links links;
    private final int size;
    /** Per candidate ({@code cell * size + digit - 1}), 1 + its index among the linked ones, or 0. */
    private final int[] linkedIndex;
    /** Per candidate, the linked candidates it sees, whose "off" its "on" implies. */
    private final long[] seen;

    private final int[] candidateOf = new int[MAX_LINKED];
    /** Per linked candidate, the linked candidates strongly linked to it. */
    private final long[] strong = new long[MAX_LINKED];

    private int linked;
    /** The candidates that see a linked one, each once. */
    private int[] seers = new int[128];

    private int seerCount;

    private SelfForcing(CandidateGrid grid, Links links) {
        this.grid = grid;
        this.links = links;
        this.size = grid.size();
        this.linkedIndex = new int[grid.cellCount() * size];
        this.seen = new long[grid.cellCount() * size];
    }

    /**
     * False when no candidate of the grid implies its own opposite through static links; true when one does,
     * or when the grid has too many linked candidates to tell this way.
     */
    static boolean mayForce(CandidateGrid grid, Links links) {
        return new SelfForcing(grid, links).decide();
    }

    private boolean decide() {
        if (!findLinks()) {
            return true;
        }
        gatherSeen();
        long[] reach = closure();
        for (int s = 0; s < seerCount; s++) {
            long sees = seen[seers[s]];
            // The "on"s that r's first link reaches, then everything they reach.
            long first = strongPartners(sees);
            long reached = first;
            for (long rest = first; rest != 0; rest &= rest - 1) {
                reached |= reach[Long.numberOfTrailingZeros(rest)];
            }
            if ((reached & sees) != 0) {
                return true;
            }
        }
        for (int a = 0; a < linked; a++) {
            for (long rest = strong[a]; rest != 0; rest &= rest - 1) {
                if ((reach[Long.numberOfTrailingZeros(rest)] & (1L << a)) != 0) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Numbers the linked candidates and fills {@link #strong}; false when there are too many. */
    private boolean findLinks() {
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            if (Long.bitCount(mask) == 2) {
                int low = cell * size + Long.numberOfTrailingZeros(mask);
                int high = cell * size + 63 - Long.numberOfLeadingZeros(mask);
                if (!link(low, high)) {
                    return false;
                }
            }
        }
        Geometry geometry = grid.geometry();
        for (int house = 0; house < 3 * size; house++) {
            int[] cells = geometry.cellsOf(house);
            for (int digit = 1; digit <= size; digit++) {
                long places = grid.positions(house, digit);
                if (Long.bitCount(places) == 2) {
                    int a = cells[Long.numberOfTrailingZeros(places)] * size + digit - 1;
                    int b = cells[63 - Long.numberOfLeadingZeros(places)] * size + digit - 1;
                    if (!link(a, b)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    private boolean link(int a, int b) {
        int i = number(a);
        int j = number(b);
        if (i < 0 || j < 0) {
            return false;
        }
        strong[i] |= 1L << j;
        strong[j] |= 1L << i;
        return true;
    }

    /** The candidate's index among the linked ones, numbering it if new; -1 past {@link #MAX_LINKED}. */
    private int number(int candidate) {
        if (linkedIndex[candidate] == 0) {
            if (linked == MAX_LINKED) {
                return -1;
            }
            candidateOf[linked] = candidate;
            linkedIndex[candidate] = ++linked;
        }
        return linkedIndex[candidate] - 1;
    }

    /**
     * Marks each linked candidate q in the set of every candidate that sees it: q's cell's other digits and
     * q's digit in its peers.
     */
    private void gatherSeen() {
        for (int q = 0; q < linked; q++) {
            int c = candidateOf[q];
            int cell = c / size;
            int digit = c % size + 1;
            long others = grid.candidates(cell) & ~(1L << (digit - 1));
            for (long rest = others; rest != 0; rest &= rest - 1) {
                mark(cell * size + Long.numberOfTrailingZeros(rest), q);
            }
            for (int peer : links.peersOf(cell)) {
                if (grid.has(peer, digit)) {
                    mark(peer * size + digit - 1, q);
                }
            }
        }
    }

    private void mark(int r, int q) {
        if (seen[r] == 0) {
            if (seerCount == seers.length) {
                seers = Arrays.copyOf(seers, 2 * seerCount);
            }
            seers[seerCount++] = r;
        }
        seen[r] |= 1L << q;
    }

    /**
     * Per linked candidate a, the linked "on"s reached from a's "on" by one link pair or more: one step goes
     * to the strong partners of what a sees, and Warshall's method closes the relation.
     */
    private long[] closure() {
        long[] reach = new long[linked];
        for (int a = 0; a < linked; a++) {
            reach[a] = strongPartners(seen[candidateOf[a]]);
        }
        for (int k = 0; k < linked; k++) {
            long bit = 1L << k;
            for (int i = 0; i < linked; i++) {
                if ((reach[i] & bit) != 0) {
                    reach[i] |= reach[k];
                }
            }
        }
        return reach;
    }

    /** The linked candidates strongly linked to some member of the set. */
    private long strongPartners(long set) {
        long result = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            result |= strong[Long.numberOfTrailingZeros(rest)];
        }
        return result;
    }
}
