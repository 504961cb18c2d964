package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import java.util.Arrays;

/**
 * The candidates with a strong link (a two-digit cell, or a digit with two places in a house) and the reach
 * among them: enough to answer what Forcing Chains and Cycles and static Multiple chains ask of the full
 * reach table ({@link StaticReach}) and of {@link DigitCycles}, at a tenth of the cost. On the grids a nested chain stalls on, about a
 * fifth of the candidates are linked, and most searches there find nothing.
 *
 * <p>Past its first link, a path of the static graph runs through linked candidates alone, as an "off"
 * implies an "on" only across a strong link. So the "on"-to-"on" reach among linked candidates, one 64-bit
 * set each, is closed by Warshall's method. From a root's "on", the "on"s reached are the strong partners
 * of the linked candidates it sees and all they reach; the "off"s reached are the candidates the root sees
 * and those that any "on" reached sees.
 *
 * <ul>
 *   <li>{@link #forcesAny}: whether some candidate implies its own opposite. Without one, Forcing Chains
 *       and Cycles find nothing, cycles included: the links form an implication graph closed under
 *       contraposition (a link from p to q comes with one from q's opposite to p's), so a cycle that
 *       eliminates q, which sees an "on" node b and an "off" node a of it, gives q's "on" to b's "off",
 *       around the contrapositive cycle to a's "on", then to q's "off".
 *   <li>as a {@link WalkFilter}, which walks of producer 21 can find anything, when some candidate does,
 *       and with {@link #onDigitCycle} which roots of its X pass may lie on an X-cycle;
 *   <li>{@link #mayShare}: whether static branches from some candidates can reach a node in common, which
 *       any conclusion of static Multiple chains needs.
 * </ul>
 *
 * <p>Cost: O(cells x digits) to find the links, O(linked x N) to gather what each candidate sees, and
 * O(linked^2) for the closure. Grids with more than 64 linked candidates (about one in fifty there) get no
 * core, and callers use the full table.
 */
final class StrongCore implements BranchFilter, WalkFilter {
    private static final int MAX_LINKED = 64;

    private final CandidateGrid grid;
    private final Links links;
    private final int size;
    /** Words of a set over all candidates. */
    private final int words;
    /** Per candidate ({@code cell * size + digit - 1}), 1 + its index among the linked ones, or 0. */
    private final int[] linkedIndex;
    /** Per candidate, the linked candidates it sees, whose "off" its "on" implies. */
    private final long[] seen;

    private final int[] candidateOf = new int[MAX_LINKED];
    /** Per linked candidate, the linked candidates strongly linked to it. */
    private final long[] strong = new long[MAX_LINKED];
    /** Per linked candidate, the other place of its digit in each house where it has two. */
    private final long[] conjugates = new long[MAX_LINKED];
    /** Per linked candidate, the linked "on"s its "on" reaches by one link pair or more. */
    private long[] reach;
    /** As {@link #reach} through X links alone, without the step straight back; made on first use. */
    private long[] digitReach;

    private int linked;
    /** The candidates that see a linked one, each once. */
    private int[] seers = new int[128];

    private int seerCount;
    /** Per linked candidate, the candidates that see it, as a set over candidates. */
    private long[][] seenBy;
    // Made on first use by mayShare: per linked candidate and per candidate, the "off"s its "on" reaches.
    private long[][] linkedOffs;
    private long[][] offs;
    /** The "off"s every branch so far reaches, a buffer of {@link #mayShare}. */
    private long[] common;

    private StrongCore(CandidateGrid grid, Links links) {
        this.grid = grid;
        this.links = links;
        this.size = grid.size();
        int candidates = grid.cellCount() * size;
        this.words = (candidates + 63) >>> 6;
        this.linkedIndex = new int[candidates];
        this.seen = new long[candidates];
    }

    /** The core of a grid, or null when it has more linked candidates than one 64-bit set holds. */
    static StrongCore of(CandidateGrid grid, Links links) {
        StrongCore core = new StrongCore(grid, links);
        if (!core.findLinks()) {
            return null;
        }
        core.gatherSeen();
        core.reach = core.closure();
        return core;
    }

    /** Whether some candidate of the grid, on or off, implies its own opposite through static links. */
    boolean forcesAny() {
        for (int s = 0; s < seerCount; s++) {
            if (reachesOpposite(seers[s], true)) {
                return true;
            }
        }
        for (int a = 0; a < linked; a++) {
            if (reachesOpposite(candidateOf[a], false)) {
                return true;
            }
        }
        return false;
    }

    /** Only a linked "on" can be reached again, and every linked one is, through its strong partner. */
    @Override
    public boolean onCycle(int candidate) {
        int index = linkedIndex[candidate] - 1;
        return index >= 0 && (onsReached(candidate) & (1L << index)) != 0;
    }

    /**
     * Whether the candidate's "on" may lie on an X-cycle, as {@link DigitCycles#onCycle} answers: a closed
     * path of steps from an "on" to the other place of a digit its peers' places pair with, none straight
     * back to where it started.
     */
    boolean onDigitCycle(int candidate) {
        int index = linkedIndex[candidate] - 1;
        if (index < 0) {
            return false;
        }
        if (digitReach == null) {
            digitReach = digitClosure();
        }
        return (digitReach[index] & (1L << index)) != 0;
    }

    private long[] digitClosure() {
        long[] result = new long[linked];
        for (int a = 0; a < linked; a++) {
            int digit = candidateOf[a] % size;
            long step = 0;
            // The linked places of a's digit that a sees: its peers, never its own cell's other digits.
            for (long rest = seen[candidateOf[a]]; rest != 0; rest &= rest - 1) {
                int b = Long.numberOfTrailingZeros(rest);
                if (candidateOf[b] % size == digit) {
                    step |= conjugates[b];
                }
            }
            result[a] = step & ~(1L << a);
        }
        warshall(result);
        return result;
    }

    @Override
    public boolean reachesOpposite(int candidate, boolean on) {
        if (on) {
            // The "on" reaches the "off" when some "on" it reaches sees the candidate.
            return (onsReached(candidate) & seen[candidate]) != 0;
        }
        // The "off" turns the strong partners on; one of them reaching the candidate's "on" closes the loop.
        int index = linkedIndex[candidate] - 1;
        if (index < 0) {
            return false;
        }
        for (long rest = strong[index]; rest != 0; rest &= rest - 1) {
            if ((reach[Long.numberOfTrailingZeros(rest)] & (1L << index)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether some node is reached from the "on" of every candidate given, each counting its own "on" as
     * reached: as {@link StaticReach#mayShare} answers. An "on" in common is a linked one; an "off" in common
     * is seen by each root or by an "on" it reaches.
     */
    @Override
    public boolean mayShare(int[] candidates, int count) {
        long ons = -1L;
        for (int i = 0; i < count && ons != 0; i++) {
            int index = linkedIndex[candidates[i]] - 1;
            ons &= onsReached(candidates[i]) | (index >= 0 ? 1L << index : 0);
        }
        if (ons != 0) {
            return true;
        }
        if (common == null) {
            common = new long[words];
        }
        System.arraycopy(offsReached(candidates[0]), 0, common, 0, words);
        for (int i = 1; i < count; i++) {
            long[] theirs = offsReached(candidates[i]);
            long any = 0;
            for (int w = 0; w < words; w++) {
                common[w] &= theirs[w];
                any |= common[w];
            }
            if (any == 0) {
                return false;
            }
        }
        return true;
    }

    /** The linked "on"s reached from the candidate's "on" by one link pair or more. */
    private long onsReached(int candidate) {
        long first = strongPartners(seen[candidate]);
        long reached = first;
        for (long rest = first; rest != 0; rest &= rest - 1) {
            reached |= reach[Long.numberOfTrailingZeros(rest)];
        }
        return reached;
    }

    /** The "off"s reached from the candidate's "on", as a set over candidates. */
    private long[] offsReached(int candidate) {
        if (offs == null) {
            indexOffs();
        }
        if (offs[candidate] == null) {
            // A linked candidate's own "off"s were gathered with the core; others are read from the grid.
            int index = linkedIndex[candidate] - 1;
            long[] result = index >= 0 ? seenBy[index].clone() : new long[words];
            if (index < 0) {
                addSeen(result, candidate);
            }
            for (long rest = strongPartners(seen[candidate]); rest != 0; rest &= rest - 1) {
                or(result, linkedOffs(Long.numberOfTrailingZeros(rest)));
            }
            offs[candidate] = result;
        }
        return offs[candidate];
    }

    /** The "off"s reached from a linked candidate's "on": what it sees, and what every "on" it reaches sees. */
    private long[] linkedOffs(int y) {
        if (linkedOffs[y] == null) {
            long[] result = seenBy[y].clone();
            for (long rest = reach[y]; rest != 0; rest &= rest - 1) {
                or(result, seenBy[Long.numberOfTrailingZeros(rest)]);
            }
            linkedOffs[y] = result;
        }
        return linkedOffs[y];
    }

    private void indexOffs() {
        linkedOffs = new long[linked][];
        offs = new long[grid.cellCount() * size][];
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
            for (int digit = 1; digit <= size; digit++) {
                long places = grid.positions(house, digit);
                if (Long.bitCount(places) == 2) {
                    int a = geometry.cellAt(house, Long.numberOfTrailingZeros(places)) * size + digit - 1;
                    int b = geometry.cellAt(house, 63 - Long.numberOfLeadingZeros(places)) * size + digit - 1;
                    if (!link(a, b)) {
                        return false;
                    }
                    int i = linkedIndex[a] - 1;
                    int j = linkedIndex[b] - 1;
                    conjugates[i] |= 1L << j;
                    conjugates[j] |= 1L << i;
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

    /** Marks each linked candidate q in the set of every candidate that sees it, which q sees in turn. */
    private void gatherSeen() {
        seenBy = new long[linked][];
        for (int q = 0; q < linked; q++) {
            long[] set = new long[words];
            addSeen(set, candidateOf[q]);
            seenBy[q] = set;
            for (int w = 0; w < words; w++) {
                for (long rest = set[w]; rest != 0; rest &= rest - 1) {
                    mark((w << 6) + Long.numberOfTrailingZeros(rest), q);
                }
            }
        }
    }

    /** Adds the candidates a candidate sees to a set: its cell's other digits, and its digit in its peers. */
    private void addSeen(long[] set, int candidate) {
        int cell = candidate / size;
        long bit = 1L << (candidate % size);
        int base = cell * size;
        for (long rest = grid.candidates(cell) & ~bit; rest != 0; rest &= rest - 1) {
            int r = base + Long.numberOfTrailingZeros(rest);
            set[r >>> 6] |= 1L << r;
        }
        // The peers holding the digit, read from the houses' places: on the grids nested chains stall on, few
        // of the twenty peers still hold it.
        int digit = candidate % size;
        int[] houses = links.housesOf(cell);
        long[] slots = links.peerSlotsOf(cell);
        Geometry geometry = links.geometry();
        for (int type = 0; type < 3; type++) {
            for (long rest = grid.positions(houses[type], digit + 1) & slots[type]; rest != 0; rest &= rest - 1) {
                int r = geometry.cellAt(houses[type], Long.numberOfTrailingZeros(rest)) * size + digit;
                set[r >>> 6] |= 1L << r;
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
        long[] result = new long[linked];
        for (int a = 0; a < linked; a++) {
            result[a] = strongPartners(seen[candidateOf[a]]);
        }
        warshall(result);
        return result;
    }

    /** Closes a relation over the linked candidates: through k, whatever reaches k reaches what k reaches. */
    private void warshall(long[] relation) {
        for (int k = 0; k < linked; k++) {
            long bit = 1L << k;
            for (int i = 0; i < linked; i++) {
                if ((relation[i] & bit) != 0) {
                    relation[i] |= relation[k];
                }
            }
        }
    }

    /** The linked candidates strongly linked to some member of the set. */
    private long strongPartners(long set) {
        long result = 0;
        for (long rest = set; rest != 0; rest &= rest - 1) {
            result |= strong[Long.numberOfTrailingZeros(rest)];
        }
        return result;
    }

    private static void or(long[] into, long[] from) {
        for (int w = 0; w < into.length; w++) {
            into[w] |= from[w];
        }
    }
}
