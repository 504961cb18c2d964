package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;

/**
 * Which groups of static branches (a cell's digits, a digit's places in a house) can conclude anything: a
 * branch reaches a subset of what its assumption reaches, so branches whose reach has no node in common
 * need not be followed.
 */
interface BranchFilter {

    /** Whether the "on"s of the candidates given may reach some node in common; false rules it out. */
    boolean mayShare(int[] candidates, int count);

    /**
     * The cheapest filter for a grid: its strong core, or the full reach table on grids with too many linked
     * candidates for one; null on grids too large for either, where every branch is followed.
     */
    static BranchFilter of(CandidateGrid grid, Links links) {
        StrongCore core = StrongCore.of(grid, links);
        if (core != null) {
            return core;
        }
        return StaticReach.affordable(grid) ? new StaticReach(new StaticLinks(grid, links), true) : null;
    }
}
