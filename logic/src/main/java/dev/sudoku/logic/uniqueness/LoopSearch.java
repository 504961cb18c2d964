package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * SE's search for the cells of a unique rectangle or loop (SE_RATING_SPEC §3.11): a depth-first walk
 * from a cell with exactly the two loop digits, through cells holding both digits, moving each time
 * through a house of another type than the last move, and closing when the start comes back after at
 * least four cells.
 *
 * <p>Cells with more candidates may join while {@code allowedExtra} (two at the start) lasts, or when all
 * the extra digits met so far are one digit (a type 2 loop). As in SE, the extra digits of a call pile
 * up over its siblings: a digit seen on an abandoned branch still counts for the branches tried after it.
 * This quirk decides which loops are found, so it is kept.
 *
 * <p>Cost: exponential in principle (SE sets no length limit), small in practice: only bivalue cells with
 * the same two digits extend a loop freely, and a house holds at most two of them in a valid position.
 * A path that already meets a house twice at the same parity is not extended: every loop closed from
 * it would fail SE's validity test, and the extra digits a call piles up do not depend on its children,
 * so the valid loops found and their order are SE's. This cut makes the search several times faster.
 */
final class LoopSearch {
    /** House types in SE's order; a loop never moves twice in a row through the same type. */
    static final int BLOCK = 0;

    static final int ROW = 1;
    static final int COLUMN = 2;
    private static final int NONE = -1;

    private final CandidateGrid grid;
    private final Geometry geometry;
    private final long pair;
    private final int[] path;
    private final boolean[] onPath;
    // Houses met by the path at even and at odd positions (SE's validity test, kept incrementally).
    private final boolean[][] housesAt;
    private final List<int[]> loops = new ArrayList<>();
    private int length;

    private LoopSearch(CandidateGrid grid, long pair) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.pair = pair;
        this.path = new int[grid.cellCount()];
        this.onPath = new boolean[grid.cellCount()];
        this.housesAt = new boolean[2][3 * grid.size()];
    }

    /**
     * Every loop passing SE's validity test found from a start cell whose candidates are exactly {@code pair},
     * in SE's order.
     */
    static List<int[]> from(CandidateGrid grid, int start) {
        LoopSearch search = new LoopSearch(grid, grid.candidates(start));
        search.enter(start);
        search.visit(start, 2, 0L, NONE);
        return search.loops;
    }

    /** The house of a given type (BLOCK, ROW, COLUMN) holding a cell, in the global numbering. */
    static int house(Geometry geometry, int cell, int type) {
        int n = geometry.size();
        switch (type) {
            case BLOCK:
                return 2 * n + geometry.box(cell);
            case ROW:
                return geometry.row(cell);
            default:
                return n + geometry.col(cell);
        }
    }

    /** The path's cell at {@code length} is {@code cell}: record its houses at that parity. */
    private void enter(int cell) {
        boolean[] seen = housesAt[length % 2];
        for (int type = BLOCK; type <= COLUMN; type++) {
            seen[house(geometry, cell, type)] = true;
        }
    }

    private void leave(int cell) {
        boolean[] seen = housesAt[length % 2];
        for (int type = BLOCK; type <= COLUMN; type++) {
            seen[house(geometry, cell, type)] = false;
        }
    }

    /** Whether {@code cell} at the next position would meet a house already met at that parity. */
    private boolean clashes(int cell) {
        boolean[] seen = housesAt[length % 2];
        for (int type = BLOCK; type <= COLUMN; type++) {
            if (seen[house(geometry, cell, type)]) {
                return true;
            }
        }
        return false;
    }

    private void visit(int cell, int allowedExtra, long extraDigits, int lastType) {
        path[length++] = cell;
        onPath[cell] = true;
        // SE copies the extra digits once per call, so they accumulate over the siblings tried here.
        long extra = extraDigits;
        for (int type = BLOCK; type <= COLUMN; type++) {
            if (type == lastType) {
                continue;
            }
            for (int next : geometry.cellsOf(house(geometry, cell, type))) {
                if (next == path[0] && length >= 4) {
                    if (closesValidly()) {
                        loops.add(Arrays.copyOf(path, length));
                    }
                } else if (!onPath[next]) {
                    long candidates = grid.candidates(next);
                    if ((candidates & pair) != pair) {
                        continue;
                    }
                    extra |= candidates & ~pair;
                    boolean bivalue = Masks.count(candidates) == 2;
                    if ((bivalue || Masks.count(extra) == 1 || allowedExtra > 0) && !clashes(next)) {
                        enter(next);
                        visit(next, bivalue ? allowedExtra : allowedExtra - 1, extra, type);
                        leave(next);
                    }
                }
            }
        }
        onPath[cell] = false;
        length--;
    }

    /**
     * SE's validity test for the path as it closes: walking the loop with alternating parity, no house may
     * be met twice at the same parity, and the houses met at even positions must be those met at odd
     * positions (then every house of the loop holds two of its cells, one of each parity, as a deadly
     * pattern needs). No house is met twice at one parity (paths that would are never extended), so only
     * the two parities' houses must agree, and the houses kept per parity say it. An odd
     * path never passes: its parities hold different numbers of cells, each in three houses. Most closings
     * fail, and testing here spares a copy of each.
     */
    private boolean closesValidly() {
        return length % 2 == 0 && Arrays.equals(housesAt[0], housesAt[1]);
    }
}
