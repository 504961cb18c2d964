package dev.sudoku.logic.uniqueness;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The analysis behind every BUG type, done as Sudoku Explainer's BivalueUniversalGrave does it: find the
 * BUG cells and digits whose removal would leave a grave (every empty cell two candidates, every digit
 * zero or two places in each house), and the cells that see every BUG cell.
 *
 * <p>Houses are scanned in the grid's order (classic: boxes, rows, then columns, as SE); a house/digit with
 * a place count other than 0 or 2 names a BUG cell only when exactly one of its places has 3+ candidates
 * (with two or more, SE leaves the decision to another house and relies on the final check). The grave
 * notion needs nothing of 9x9 nor of rows, columns and boxes: it holds for any side N and any set of
 * houses of N cells, so a variant's rule set is analysed here too ({@link GraveGrid}).
 *
 * <p>Cost: O(houses x N^2) for the scan and the check, one copy of the candidate masks.
 *
 * @param cells the BUG cells, in the order the scan met them
 * @param digits for each BUG cell (same index), its BUG digits
 * @param allDigits every BUG digit
 * @param common the cells seeing every BUG cell, BUG cells excluded, in the first BUG cell's peer order
 *     (classic: SE's, the first BUG cell's {@link PeerOrder} filtered, filled cells included)
 */
public record BugGrave(List<Integer> cells, List<Long> digits, long allDigits, List<Integer> common) {
    public BugGrave {
        cells = List.copyOf(cells);
        digits = List.copyOf(digits);
        common = List.copyOf(common);
    }

    /** The grave of a classic position, or empty when no BUG pattern applies. */
    static Optional<BugGrave> analyse(CandidateGrid grid) {
        return analyse(classic(grid));
    }

    /** The grave of a position, or empty when no BUG pattern applies. */
    public static Optional<BugGrave> analyse(GraveGrid grid) {
        long[] candidates = grid.candidates();
        long[] rest = candidates.clone();
        List<Integer> cells = new ArrayList<>();
        List<Long> digits = new ArrayList<>();
        long all = 0;
        List<Integer> common = null;
        for (int[] houseCells : grid.houses()) {
            for (int digit = 1; digit <= grid.digits(); digit++) {
                long bit = Masks.bit(digit);
                int places = 0;
                int wide = 0;
                int bugCell = -1;
                for (int cell : houseCells) {
                    long mask = candidates[cell];
                    if ((mask & bit) != 0) {
                        places++;
                        if (Masks.count(mask) >= 3) {
                            wide++;
                            bugCell = cell;
                        }
                    }
                }
                if (places == 0 || places == 2) {
                    continue;
                }
                if (wide == 0) {
                    return Optional.empty();
                }
                if (wide > 1) {
                    continue;
                }
                int index = cells.indexOf(bugCell);
                if (index < 0) {
                    cells.add(bugCell);
                    digits.add(0L);
                    index = cells.size() - 1;
                }
                digits.set(index, digits.get(index) | bit);
                all |= bit;
                rest[bugCell] &= ~bit;
                common = narrow(grid, common, bugCell);
                common.removeAll(cells);
                if (cells.size() > 1 && Masks.count(all) > 1 && common.isEmpty()) {
                    return Optional.empty();
                }
            }
        }
        if (!isGrave(grid, rest)) {
            return Optional.empty();
        }
        return Optional.of(new BugGrave(cells, digits, all, common == null ? List.of() : common));
    }

    /** The first BUG cell's peers, then only those also seeing each later BUG cell. */
    private static List<Integer> narrow(GraveGrid grid, List<Integer> common, int bugCell) {
        if (common == null) {
            List<Integer> peers = new ArrayList<>();
            for (int peer : grid.peers().apply(bugCell)) {
                peers.add(peer);
            }
            return peers;
        }
        common.removeIf(cell -> !grid.sees().test(cell, bugCell));
        return common;
    }

    /** With the BUG digits gone: every empty cell has two candidates, every digit 0 or 2 places per house. */
    private static boolean isGrave(GraveGrid grid, long[] rest) {
        for (int cell = 0; cell < rest.length; cell++) {
            if (grid.empty()[cell] && Masks.count(rest[cell]) != 2) {
                return false;
            }
        }
        for (int[] houseCells : grid.houses()) {
            for (int digit = 1; digit <= grid.digits(); digit++) {
                long bit = Masks.bit(digit);
                int places = 0;
                for (int cell : houseCells) {
                    if ((rest[cell] & bit) != 0) {
                        places++;
                    }
                }
                if (places != 0 && places != 2) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The BUG digits of one BUG cell. */
    public long digitsOf(int cell) {
        return digits.get(cells.indexOf(cell));
    }

    /** A classic grid read as SE reads it: boxes, rows, then columns; peers in {@link PeerOrder}. */
    private static GraveGrid classic(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int n = grid.size();
        int[][] houses = new int[3 * n][];
        for (int i = 0; i < n; i++) {
            houses[i] = geometry.cellsOf(2 * n + i);
            houses[n + i] = geometry.cellsOf(i);
            houses[2 * n + i] = geometry.cellsOf(n + i);
        }
        boolean[] empty = new boolean[grid.cellCount()];
        for (int cell = 0; cell < empty.length; cell++) {
            empty[cell] = grid.isEmpty(cell);
        }
        return new GraveGrid(
                n,
                houses,
                grid.candidateMasks(),
                empty,
                cell -> PeerOrder.of(geometry, cell),
                (a, b) -> PeerOrder.sees(geometry, a, b));
    }
}
