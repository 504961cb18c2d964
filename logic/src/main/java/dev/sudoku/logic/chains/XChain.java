package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ChainSteps;
import dev.sudoku.logic.singledigit.ConjugatePairs;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * X-Chain (HoDoKu): a chain of one digit whose links alternate strong (the only two places of the digit in
 * a house) and weak (two cells seeing each other), starting and ending with a strong link. One of its two
 * ends holds the digit, so every other cell seeing both ends loses it. The shortest X-chains, of three
 * links, are Skyscrapers, 2-String Kites and Turbot Fish; they are found here too, as in HoDoKu.
 *
 * <p>Search: for each digit and each cell on a strong link, a breadth-first search over (cell, parity)
 * states, at most {@value #MAX_LINKS} links deep, gives the shortest alternating path to every other end.
 * Each pair of ends is taken once (the chain read backwards is the same chain); a shortest path that
 * passes a cell twice is skipped. For each distinct set of eliminations the shortest chain is offered,
 * shortest first (see {@link ShortestChains}).
 *
 * <p>Cost per digit with m cells holding it: m searches of O(m * 3N) each (a weak step reads the peers),
 * so O(m^2 * N); about 9 * 40^2 * 27 elementary steps on a 9x9 position at worst.
 */
public final class XChain implements Technique {
    /** Longest chain searched, in links; HoDoKu's library has X-chains of 3 to 7 links. */
    public static final int MAX_LINKS = 12;

    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.X_CHAIN);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        ShortestChains chains = new ShortestChains();
        for (int digit = 1; digit <= grid.size(); digit++) {
            new DigitSearch(grid, digit, chains).run();
        }
        chains.offer(sink);
    }

    /** The searches of one digit; mutable working state, one per digit and call. */
    private static final class DigitSearch {
        private final CandidateGrid grid;
        private final Geometry geometry;
        private final int digit;
        private final ShortestChains chains;
        /** Strong partners of each cell (global cell indices); empty when the cell is on no strong link. */
        private final int[][] strong;
        /** Links from the start to (cell, parity); parity 0: the digit is false there, 1: true. -1 unseen. */
        private final int[][] distance;
        /** The cell before (cell, parity) on the shortest path. */
        private final int[][] parent;

        private final int[] queue;

        DigitSearch(CandidateGrid grid, int digit, ShortestChains chains) {
            this.grid = grid;
            this.geometry = grid.geometry();
            this.digit = digit;
            this.chains = chains;
            int cells = grid.cellCount();
            List<List<Integer>> partners = new ArrayList<>();
            for (int i = 0; i < cells; i++) {
                partners.add(new ArrayList<>(2));
            }
            for (ConjugatePairs.Pair pair : ConjugatePairs.of(grid, digit)) {
                partners.get(pair.first()).add(pair.second());
                partners.get(pair.second()).add(pair.first());
            }
            strong = new int[cells][];
            for (int i = 0; i < cells; i++) {
                strong[i] = partners.get(i).stream().mapToInt(Integer::intValue).toArray();
            }
            distance = new int[2][cells];
            parent = new int[2][cells];
            queue = new int[2 * cells];
        }

        void run() {
            for (int start = 0; start < strong.length; start++) {
                if (strong[start].length > 0) {
                    search(start);
                }
            }
        }

        /** Breadth-first from {@code start} being false; states are cell * 2 + parity in the queue. */
        private void search(int start) {
            Arrays.fill(distance[0], -1);
            Arrays.fill(distance[1], -1);
            int head = 0;
            int tail = 0;
            distance[0][start] = 0;
            queue[tail++] = start * 2;
            while (head < tail) {
                int state = queue[head++];
                int cell = state >> 1;
                int parity = state & 1;
                int links = distance[parity][cell];
                if (links == MAX_LINKS) {
                    continue;
                }
                // False -> the strong partner is true; true -> every peer holding the digit is false.
                int[] next = parity == 0 ? strong[cell] : geometry.peersOf(cell);
                for (int other : next) {
                    int to = 1 - parity;
                    if (distance[to][other] >= 0 || !grid.has(other, digit)) {
                        continue;
                    }
                    distance[to][other] = links + 1;
                    parent[to][other] = cell;
                    queue[tail++] = other * 2 + to;
                }
            }
            for (int end = start + 1; end < strong.length; end++) {
                if (distance[1][end] >= 3) {
                    report(start, end);
                }
            }
        }

        private void report(int start, int end) {
            List<Integer> eliminated = ChainSteps.seeingBoth(grid, digit, start, end);
            int length = distance[1][end];
            if (eliminated.isEmpty() || !chains.wants(ChainSteps.of(digit, eliminated), length)) {
                return;
            }
            int[] path = new int[length + 1];
            int cell = end;
            int parity = 1;
            for (int i = length; i >= 0; i--) {
                path[i] = cell;
                if (i > 0) {
                    cell = parent[parity][cell];
                    parity = 1 - parity;
                }
            }
            for (int i = 0; i < path.length; i++) {
                for (int j = i + 1; j < path.length; j++) {
                    if (path[i] == path[j]) {
                        return;
                    }
                }
            }
            List<ChainLink> links = new ArrayList<>(length);
            for (int i = 0; i < length; i++) {
                links.add(
                        i % 2 == 0
                                ? ChainSteps.strong(path[i], digit, path[i + 1], digit)
                                : ChainSteps.weak(path[i], digit, path[i + 1], digit));
            }
            ChainStep step = ChainSteps.step(TechniqueId.X_CHAIN, links, ChainSteps.of(digit, eliminated));
            chains.add(step);
        }
    }
}
