package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * XY-Chain (HoDoKu): a path of cells with two candidates each, the strong links inside the cells and weak
 * links between consecutive cells on a digit they share, starting and ending on the same digit x: {@code
 * (x)c1=(y)c1-(y)c2=(z)c2-...-(w)cn=(x)cn}. If c1 is not x then cn is, so every other cell seeing c1 and cn
 * loses x. Three cells make an XY-Wing; they are found here too, as in HoDoKu.
 *
 * <p>Search: for each bivalue cell and each of its digits, a breadth-first search over (cell, true digit)
 * states, at most {@value #MAX_CELLS} cells deep, gives the shortest chain to every other end. Each pair of
 * ends is taken once; a shortest path passing a cell twice is skipped. For each distinct set of
 * eliminations the shortest chain is offered, shortest first (see {@link ShortestChains}).
 *
 * <p>Cost: with b bivalue cells, 2b searches of O(b * 3N) each (a weak step reads the peers), so O(b^2 *
 * N); small in practice, as b is rarely above 30 on a 9x9 position.
 */
public final class XyChain implements Technique {
    /** Longest chain searched, in cells; HoDoKu's library has XY-chains of 4 to 10 cells. */
    public static final int MAX_CELLS = 10;

    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.XY_CHAIN);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        ShortestChains chains = new ShortestChains();
        new Search(grid, chains).run();
        chains.offer(sink);
    }

    /** Mutable working state of one call. States are {@code cell * (N + 1) + digit true in the cell}. */
    private static final class Search {
        private final CandidateGrid grid;
        private final Geometry geometry;
        private final ShortestChains chains;
        private final int stride;
        /** Cells on the path up to each state, -1 unseen. */
        private final int[] depth;

        private final int[] parent;
        private final int[] queue;

        Search(CandidateGrid grid, ShortestChains chains) {
            this.grid = grid;
            this.geometry = grid.geometry();
            this.chains = chains;
            this.stride = grid.size() + 1;
            depth = new int[grid.cellCount() * stride];
            parent = new int[depth.length];
            queue = new int[depth.length];
        }

        void run() {
            for (int start = 0; start < grid.cellCount(); start++) {
                long mask = grid.candidates(start);
                if (Masks.count(mask) != 2) {
                    continue;
                }
                int first = Masks.firstDigit(mask);
                int second = Masks.firstDigit(mask & (mask - 1));
                search(start, first, second);
                search(start, second, first);
            }
        }

        /** Breadth-first from {@code start} not being {@code x}, hence being {@code y}. */
        private void search(int start, int x, int y) {
            Arrays.fill(depth, -1);
            int head = 0;
            int tail = 0;
            int origin = start * stride + y;
            depth[origin] = 1;
            parent[origin] = -1;
            queue[tail++] = origin;
            while (head < tail) {
                int state = queue[head++];
                int cell = state / stride;
                int on = state % stride;
                if (depth[state] == MAX_CELLS) {
                    continue;
                }
                // `on` is true in this cell, so it is false in a bivalue peer, whose other digit is true.
                for (int peer : geometry.peersOf(cell)) {
                    long mask = grid.candidates(peer);
                    if (Masks.count(mask) != 2 || (mask & Masks.bit(on)) == 0) {
                        continue;
                    }
                    int next = peer * stride + Masks.firstDigit(mask & ~Masks.bit(on));
                    if (depth[next] < 0) {
                        depth[next] = depth[state] + 1;
                        parent[next] = state;
                        queue[tail++] = next;
                    }
                }
            }
            for (int end = start + 1; end < grid.cellCount(); end++) {
                if (depth[end * stride + x] >= 3) {
                    report(start, end * stride + x, x);
                }
            }
        }

        private void report(int start, int endState, int x) {
            int end = endState / stride;
            List<Integer> eliminated = ChainSteps.seeingBoth(grid, x, start, end);
            int cells = depth[endState];
            if (eliminated.isEmpty() || !chains.wants(ChainSteps.of(x, eliminated), 2 * cells - 1)) {
                return;
            }
            int[] states = new int[cells];
            for (int i = cells - 1, state = endState; i >= 0; i--, state = parent[state]) {
                states[i] = state;
            }
            for (int i = 0; i < cells; i++) {
                for (int j = i + 1; j < cells; j++) {
                    if (states[i] / stride == states[j] / stride) {
                        return;
                    }
                }
            }
            List<ChainLink> links = new ArrayList<>(2 * cells - 1);
            int off = x;
            for (int i = 0; i < cells; i++) {
                int cell = states[i] / stride;
                int on = states[i] % stride;
                links.add(ChainSteps.strong(cell, off, cell, on));
                if (i + 1 < cells) {
                    links.add(ChainSteps.weak(cell, on, states[i + 1] / stride, on));
                }
                off = on;
            }
            ChainStep step = ChainSteps.step(TechniqueId.XY_CHAIN, links, ChainSteps.of(x, eliminated));
            chains.add(step);
        }
    }
}
