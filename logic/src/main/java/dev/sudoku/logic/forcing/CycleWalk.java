package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * SE's {@code doCycles} over one static grid (SE rating spec §5.1): from an "on" assumption, layer by
 * layer, every return to it after four or more links closes a cycle, whose eliminations are the digits
 * that see both an "on" and an "off" node of the cycle. A cycle's complexity is its length, so a walk stops
 * as soon as no cycle it could still close would come first.
 */
final class CycleWalk {

    private final CandidateGrid grid;
    private final StaticLinks table;
    private final NodePool pool;
    private final int size;
    // Stamps instead of cleared arrays: closers of the current root, cells and candidates of a cycle.
    private final int[] closerStamp;
    private final int[] cellStamp;
    private final int[] seenStamp;
    private final byte[] seenSides;
    /** The current root's number, in {@link #closerStamp}. */
    private int rootNumber;
    /** The current cycle's number, in {@link #cellStamp} and {@link #seenStamp}. */
    private int stamp;
    // A walk's layers, reused from walk to walk: a search makes thousands of walks.
    private IntList ons = new IntList();
    private IntList next = new IntList();
    private final IntList offs = new IntList();
    private final IntList closingOffs = new IntList();
    private final IntList seen = new IntList();

    CycleWalk(CandidateGrid grid, StaticLinks table, NodePool pool) {
        this.grid = grid;
        this.table = table;
        this.pool = pool;
        this.size = grid.size();
        int candidates = grid.cellCount() * size;
        this.closerStamp = new int[candidates];
        this.cellStamp = new int[grid.cellCount()];
        this.seenStamp = new int[candidates];
        this.seenSides = new byte[candidates];
    }

    /**
     * SE's {@code doCycles}: a layered walk that records every return to the starting "on".
     *
     * <p>SE keeps every "off" a layer reaches that is not already on its own path, so one digit can be off in
     * many nodes of a layer, and the walk grows with its length. Only the return to the root needs those
     * repeats: an off reached before already turned its ons on, one or two layers earlier, so its repeats add
     * nothing but cycles. The walk therefore keeps the first off of each candidate for the layering (its "on"
     * parents are SE's, as the first off in scan order is the one that reaches them), and keeps repeats only
     * of the few candidates whose off turns the root on.
     */
    void cycles(ChainPass pass, int root, HintCollector collector) {
        pool.start();
        ons.clear();
        ons.add(pool.node(root, true, -1, Cause.ASSUMPTION));
        pool.reach(root, true);
        markClosers(pass, root);
        int length = 0;
        while (!ons.isEmpty()) {
            // A cycle closed in the coming two layers has length + 2 nodes.
            if (!collector.worthSearching(pass.cycleBase + ChainLength.bonus(length + 2), length + 2, pass.sortKey)) {
                return;
            }
            length++;
            offs.clear();
            closingOffs.clear();
            for (int i = 0; i < ons.size(); i++) {
                int p = ons.get(i);
                int c = pool.candidate(p);
                if (pass.y) {
                    for (int q : table.yOff[c]) {
                        reachOff(p, q, offs, closingOffs);
                    }
                }
                for (int q : table.xOff[c]) {
                    reachOff(p, q, offs, closingOffs);
                }
            }
            length++;
            next.clear();
            for (int i = 0; i < offs.size(); i++) {
                int p = offs.get(i);
                int c = pool.candidate(p);
                if (pass.y) {
                    for (int q : table.yOn[c]) {
                        reachOn(p, q, Cause.NAKED_SINGLE, root, next);
                    }
                }
                if (pass.x) {
                    int[] targets = table.xOn[c];
                    for (int k = 0; k < targets.length; k++) {
                        reachOn(p, targets[k], Cause.hiddenIn(table.xOnType[c][k]), root, next);
                    }
                }
            }
            if (length >= 4) {
                close(pass, root, length, closingOffs, collector);
            }
            IntList done = ons;
            ons = next;
            next = done;
        }
    }

    /** Marks the candidates whose "off" turns the root on in this pass: its other digit, its other places. */
    private void markClosers(ChainPass pass, int root) {
        rootNumber++;
        if (pass.y) {
            for (int q : table.yOn[root]) {
                closerStamp[q] = rootNumber;
            }
        }
        if (pass.x) {
            for (int q : table.xOn[root]) {
                closerStamp[q] = rootNumber;
            }
        }
    }

    private void reachOff(int p, int q, IntList offs, IntList closingOffs) {
        boolean first = pool.reach(q, false);
        boolean closer = closerStamp[q] == rootNumber && (first || !pool.offOnPath(p, q));
        if (first || closer) {
            int node = pool.node(q, false, p, Cause.NAKED_SINGLE);
            if (first) {
                offs.add(node);
            }
            if (closer) {
                closingOffs.add(node);
            }
        }
    }

    private void reachOn(int p, int q, Cause cause, int root, IntList next) {
        if (q != root && pool.reach(q, true)) {
            next.add(pool.node(q, true, p, cause));
        }
    }

    /** The returns to the root from the layer's closing offs, in SE's order: off by off, each link in turn. */
    private void close(ChainPass pass, int root, int length, IntList closingOffs, HintCollector collector) {
        double difficulty = pass.cycleBase + ChainLength.bonus(length);
        for (int i = 0; i < closingOffs.size(); i++) {
            int p = closingOffs.get(i);
            int c = pool.candidate(p);
            if (pass.y) {
                for (int q : table.yOn[c]) {
                    if (q == root) {
                        closeAt(pass, pool.node(root, true, p, Cause.NAKED_SINGLE), length, difficulty, collector);
                    }
                }
            }
            if (pass.x) {
                int[] targets = table.xOn[c];
                for (int k = 0; k < targets.length; k++) {
                    if (targets[k] == root) {
                        Cause cause = Cause.hiddenIn(table.xOnType[c][k]);
                        closeAt(pass, pool.node(root, true, p, cause), length, difficulty, collector);
                    }
                }
            }
        }
    }

    private void closeAt(ChainPass pass, int closing, int length, double difficulty, HintCollector collector) {
        // Once one cycle of this length is a hint, the later ones only tie with it and lose.
        if (collector.worthSearching(difficulty, length, pass.sortKey)) {
            cycleHint(pass, closing, length).ifPresent(collector::add);
        }
    }

    /** Eliminates what sees both an "on" and an "off" node of the same digit on the cycle. */
    private Optional<ChainHint> cycleHint(ChainPass pass, int closing, int length) {
        // Marks are stamped per cycle, so no array is cleared or made for each of the many closings.
        stamp++;
        for (int p = closing; pool.parent(p) >= 0; p = pool.parent(p)) {
            cellStamp[pool.candidate(p) / size] = stamp;
        }
        seen.clear();
        for (int p = closing; pool.parent(p) >= 0; p = pool.parent(p)) {
            int side = pool.on(p) ? 1 : 2;
            // The digit in the node's peers, as the static links list them.
            for (int q : table.xOff[pool.candidate(p)]) {
                if (cellStamp[q / size] == stamp) {
                    continue;
                }
                if (seenStamp[q] != stamp) {
                    seenStamp[q] = stamp;
                    seenSides[q] = 0;
                    seen.add(q);
                }
                seenSides[q] |= (byte) side;
            }
        }
        int[] both = new int[seen.size()];
        int count = 0;
        for (int i = 0; i < seen.size(); i++) {
            if (seenSides[seen.get(i)] == 3) {
                both[count++] = seen.get(i);
            }
        }
        java.util.Arrays.sort(both, 0, count);
        List<Candidate> eliminations = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            eliminations.add(new Candidate(both[i] / size, both[i] % size + 1));
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(new ChainHint(
                pass.cycle,
                ForcingChainKind.CYCLE,
                pass.cycleBase + ChainLength.bonus(length),
                length,
                pass.sortKey,
                List.of(pool.potential(closing)),
                eliminations,
                Optional.empty(),
                -1));
    }
}
