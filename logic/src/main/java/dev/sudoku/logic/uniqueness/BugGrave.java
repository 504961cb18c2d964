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
 * <p>Houses are scanned boxes, rows, then columns; a house/digit with a place count other than 0 or 2 names
 * a BUG cell only when exactly one of its places has 3+ candidates (with two or more, SE leaves the
 * decision to another house and relies on the final check). The grave notion needs nothing of 9x9: it
 * holds for any side N.
 *
 * <p>Cost: O(N^3) for the scan and the check, one copy of the candidate masks.
 *
 * @param cells the BUG cells, in the order the scan met them
 * @param digits for each BUG cell (same index), its BUG digits
 * @param allDigits every BUG digit
 * @param common the cells seeing every BUG cell, BUG cells excluded, in SE's order: the first BUG cell's
 *     {@link PeerOrder} filtered (filled cells included, as in SE)
 */
record BugGrave(List<Integer> cells, List<Long> digits, long allDigits, List<Integer> common) {
    BugGrave {
        cells = List.copyOf(cells);
        digits = List.copyOf(digits);
        common = List.copyOf(common);
    }

    /** The grave of a position, or empty when no BUG pattern applies. */
    static Optional<BugGrave> analyse(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int n = grid.size();
        long[] rest = grid.candidateMasks();
        List<Integer> cells = new ArrayList<>();
        List<Long> digits = new ArrayList<>();
        long all = 0;
        List<Integer> common = null;
        for (int first : new int[] {2 * n, 0, n}) {
            for (int house = first; house < first + n; house++) {
                int[] houseCells = geometry.cellsOf(house);
                for (int digit = 1; digit <= n; digit++) {
                    long bit = Masks.bit(digit);
                    int places = 0;
                    int wide = 0;
                    int bugCell = -1;
                    for (int cell : houseCells) {
                        long mask = grid.candidates(cell);
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
                    common = narrow(geometry, common, bugCell);
                    common.removeAll(cells);
                    if (cells.size() > 1 && Masks.count(all) > 1 && common.isEmpty()) {
                        return Optional.empty();
                    }
                }
            }
        }
        if (!isGrave(grid, rest)) {
            return Optional.empty();
        }
        return Optional.of(new BugGrave(cells, digits, all, common == null ? List.of() : common));
    }

    /** The first BUG cell's peers, then only those also seeing each later BUG cell. */
    private static List<Integer> narrow(Geometry geometry, List<Integer> common, int bugCell) {
        if (common == null) {
            List<Integer> peers = new ArrayList<>();
            for (int peer : PeerOrder.of(geometry, bugCell)) {
                peers.add(peer);
            }
            return peers;
        }
        common.removeIf(cell -> !PeerOrder.sees(geometry, cell, bugCell));
        return common;
    }

    /** With the BUG digits gone: every empty cell has two candidates, every digit 0 or 2 places per house. */
    private static boolean isGrave(CandidateGrid grid, long[] rest) {
        for (int cell = 0; cell < rest.length; cell++) {
            if (grid.isEmpty(cell) && Masks.count(rest[cell]) != 2) {
                return false;
            }
        }
        int n = grid.size();
        for (int house = 0; house < 3 * n; house++) {
            int[] houseCells = grid.geometry().cellsOf(house);
            for (int digit = 1; digit <= n; digit++) {
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
    long digitsOf(int cell) {
        return digits.get(cells.indexOf(cell));
    }
}
