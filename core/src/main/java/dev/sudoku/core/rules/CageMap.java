package dev.sudoku.core.rules;

import java.util.Arrays;
import java.util.List;

/**
 * A killer puzzle's cages on an N x N grid. Cells in no cage are allowed (a cage map may leave cells out).
 *
 * <p>Checked when built, each problem naming the cage and a cell: no cell in two cages, labels distinct, a
 * cage in one piece (side-neighbours), at most N cells, and a sum that distinct digits 1..N can make for
 * its size (1 + ... + k up to N + ... + (N-k+1); every sum between is reachable).
 *
 * @param size N
 * @param cages the cages, in the order they first appear reading the grid row by row
 */
public record CageMap(int size, List<Cage> cages) {
    public CageMap {
        cages = List.copyOf(cages);
        int[] owner = new int[size * size];
        Arrays.fill(owner, -1);
        for (int c = 0; c < cages.size(); c++) {
            Cage cage = cages.get(c);
            for (int other = 0; other < c; other++) {
                if (cages.get(other).label() == cage.label()) {
                    throw new IllegalArgumentException("two cages are labelled " + cage.label());
                }
            }
            for (int cell : cage.cells()) {
                if (cell < 0 || cell >= owner.length) {
                    throw new IllegalArgumentException(
                            "cage " + cage.label() + " has cell " + cell + ", outside the grid");
                }
                if (owner[cell] >= 0) {
                    throw new IllegalArgumentException(name(cell, size) + " is in cage "
                            + cages.get(owner[cell]).label() + " and in cage " + cage.label());
                }
                owner[cell] = c;
            }
            requireReachableSum(cage, size);
            int cut = RegionChecks.firstUnreached(size, owner, c, cage.cell(0));
            if (cut >= 0) {
                throw new IllegalArgumentException("cage " + cage.label() + " is not in one piece: " + name(cut, size)
                        + " does not touch " + name(cage.cell(0), size) + "'s part");
            }
        }
    }

    /**
     * Refuses a sum distinct digits cannot make for the cage's size.
     *
     * @throws IllegalArgumentException naming the cage, its size and the sums it could have
     */
    static void requireReachableSum(Cage cage, int digits) {
        int k = cage.size();
        if (k > digits) {
            throw new IllegalArgumentException("cage " + cage.label() + " has " + k + " cells, more than the " + digits
                    + " digits: one would repeat");
        }
        int least = CageSums.least(k);
        int most = CageSums.most(k, digits);
        if (cage.sum() < least || cage.sum() > most) {
            throw new IllegalArgumentException("cage " + cage.label() + " has " + k + " cell" + (k == 1 ? "" : "s")
                    + ": its sum must be " + least + " to " + most + ", not " + cage.sum());
        }
    }

    /** Each cell's cage label, {@code .} for a cell in no cage, in reading order. */
    public String line() {
        char[] line = new char[size * size];
        Arrays.fill(line, '.');
        for (Cage cage : cages) {
            for (int cell : cage.cells()) {
                line[cell] = cage.label();
            }
        }
        return new String(line);
    }

    /** The sums as the reader takes them: {@code A=12 B=7 ...}, in the cages' order. */
    public String sums() {
        StringBuilder sums = new StringBuilder();
        for (Cage cage : cages) {
            sums.append(sums.length() == 0 ? "" : " ")
                    .append(cage.label())
                    .append('=')
                    .append(cage.sum());
        }
        return sums.toString();
    }

    private static String name(int cell, int size) {
        return "r" + (cell / size + 1) + "c" + (cell % size + 1);
    }
}
