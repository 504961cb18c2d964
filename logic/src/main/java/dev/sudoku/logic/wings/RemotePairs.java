package dev.sudoku.logic.wings;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Remote Pairs: a path of four or more cells that all hold the same two candidates {x, y}, each seeing
 * the next. Along the path the values alternate, so two cells an odd number of steps apart hold x and
 * y between them, and a cell seeing both can hold neither. As in HoDoKu, pairs of cells one step apart
 * are left out (that is a Naked Pair) and a step reports the union over every pair of the path that is
 * 3, 5, ... steps apart.
 *
 * <p>Scan order: groups of equal cells by their first cell, then simple paths by depth-first search from
 * each cell; a path is reported when its eliminations differ from every set reported for its group
 * before. Cost: cells with one pair see at most one partner per house, so the graph has degree 3 or
 * less; the search is still exponential in the worst case and stops after {@value #PATH_BUDGET}
 * extensions per group.
 */
public final class RemotePairs implements Technique {
    static final int PATH_BUDGET = 20_000;

    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.REMOTE_PAIRS);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        Map<Long, List<Integer>> groups = new LinkedHashMap<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Masks.count(grid.candidates(cell)) == 2) {
                groups.computeIfAbsent(grid.candidates(cell), m -> new ArrayList<>())
                        .add(cell);
            }
        }
        for (Map.Entry<Long, List<Integer>> group : groups.entrySet()) {
            if (group.getValue().size() >= 4 && !new Search(grid, sink, group.getKey(), group.getValue()).run()) {
                return;
            }
        }
    }

    /** The path search over one group; mutable working state, one per group and call. */
    private static final class Search {
        private final CandidateGrid grid;
        private final StepSink sink;
        private final int x;
        private final int y;
        private final List<Integer> cells;
        private final int[][] neighbours;
        private final int[] path;
        private final boolean[] onPath;
        private final Set<List<Candidate>> reported = new HashSet<>();
        private int budget = PATH_BUDGET;

        Search(CandidateGrid grid, StepSink sink, long mask, List<Integer> cells) {
            this.grid = grid;
            this.sink = sink;
            this.x = Masks.firstDigit(mask);
            this.y = Masks.firstDigit(mask & (mask - 1));
            this.cells = cells;
            Geometry g = grid.geometry();
            int k = cells.size();
            neighbours = new int[k][];
            for (int i = 0; i < k; i++) {
                List<Integer> seen = new ArrayList<>();
                for (int j = 0; j < k; j++) {
                    if (ChainSteps.sees(g, cells.get(i), cells.get(j))) {
                        seen.add(j);
                    }
                }
                neighbours[i] = seen.stream().mapToInt(Integer::intValue).toArray();
            }
            path = new int[k];
            onPath = new boolean[k];
        }

        /** False when the sink wants no more steps. */
        boolean run() {
            for (int start = 0; start < cells.size(); start++) {
                path[0] = start;
                onPath[start] = true;
                boolean more = extend(1);
                onPath[start] = false;
                if (!more) {
                    return false;
                }
            }
            return true;
        }

        private boolean extend(int length) {
            if (length >= 4 && length % 2 == 0 && !report(length)) {
                return false;
            }
            for (int next : neighbours[path[length - 1]]) {
                if (onPath[next] || budget-- <= 0) {
                    continue;
                }
                path[length] = next;
                onPath[next] = true;
                boolean more = extend(length + 1);
                onPath[next] = false;
                if (!more) {
                    return false;
                }
            }
            return true;
        }

        private boolean report(int length) {
            TreeSet<Candidate> found = new TreeSet<>(
                    (p, q) -> p.cell() != q.cell() ? Integer.compare(p.cell(), q.cell()) : p.digit() - q.digit());
            List<Integer> pathCells = new ArrayList<>(length);
            for (int i = 0; i < length; i++) {
                pathCells.add(cells.get(path[i]));
            }
            for (int i = 0; i < length; i++) {
                for (int j = i + 3; j < length; j += 2) {
                    for (int digit : new int[] {x, y}) {
                        for (int cell : ChainSteps.seeingBoth(grid, digit, pathCells.get(i), pathCells.get(j))) {
                            if (!pathCells.contains(cell)) {
                                found.add(new Candidate(cell, digit));
                            }
                        }
                    }
                }
            }
            List<Candidate> eliminations = List.copyOf(found);
            if (eliminations.isEmpty() || !reported.add(eliminations)) {
                return true;
            }
            ChainStep step = ChainSteps.step(TechniqueId.REMOTE_PAIRS, links(pathCells), eliminations);
            return sink.offer(step);
        }

        /** {@code (x)c1=(y)c1-(y)c2=(x)c2-(x)c3=(y)c3-...}: strong inside each cell, weak between cells. */
        private List<ChainLink> links(List<Integer> pathCells) {
            List<ChainLink> links = new ArrayList<>();
            int on = x;
            int off = y;
            for (int i = 0; i < pathCells.size(); i++) {
                int cell = pathCells.get(i);
                links.add(ChainSteps.strong(cell, on, cell, off));
                if (i + 1 < pathCells.size()) {
                    links.add(ChainSteps.weak(cell, off, pathCells.get(i + 1), off));
                }
                int swap = on;
                on = off;
                off = swap;
            }
            return links;
        }
    }
}
