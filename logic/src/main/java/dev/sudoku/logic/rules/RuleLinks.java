package dev.sudoku.logic.rules;

import java.util.function.IntConsumer;

/**
 * The links between candidates that chains on a rule set follow, read off one grid. A candidate is a node
 * {@code cell * N + digit - 1}.
 *
 * <ul>
 *   <li>Strong ("if this one is false, that one is true"): the other digit of a cell with two candidates,
 *       the other place of a digit with two places in a house.
 *   <li>Weak ("they cannot both be true"): another digit of the same cell; the same digit in a peer;
 *       and, beyond houses, a digit of a side-neighbour its consecutive rule forbids (across a bar every
 *       digit but d - 1 and d + 1, across a strict unbarred border d - 1 and d + 1) and a digit of the
 *       other cell of a two-cell killer cage that does not make up the sum.
 * </ul>
 *
 * <p>{@link Kind#X} keeps one digit's house links, {@link Kind#XY} the cells' own strong links and the
 * peers' weak links: the links of X-Chains and XY-Chains as HoDoKu draws them.
 */
final class RuleLinks {
    /** Which links a chain may use. */
    enum Kind {
        X,
        XY,
        ALL
    }

    /** {@link #tie}'s parts: the cells see each other; a bar, a strict border, a two-cell cage joins them. */
    private static final int SEES = 1;

    private static final int BARRED = 2;
    private static final int UNBARRED = 4;
    private static final int CAGE_MATE = 8;

    private final RuleGrid grid;
    private final RuleIndex index;
    private final Kind kind;
    private final int digits;

    RuleLinks(RuleGrid grid, Kind kind) {
        this.grid = grid;
        this.index = grid.index();
        this.kind = kind;
        this.digits = grid.rules().digits();
    }

    int node(int cell, int digit) {
        return cell * digits + digit - 1;
    }

    int cell(int node) {
        return node / digits;
    }

    int digit(int node) {
        return node % digits + 1;
    }

    boolean isCandidate(int node) {
        return (grid.candidates(cell(node)) & (1 << (node % digits))) != 0;
    }

    /** The nodes that are true when {@code node} is false. */
    void strong(int node, IntConsumer to) {
        int cell = cell(node);
        int digit = digit(node);
        int mask = grid.candidates(cell);
        if (kind != Kind.X && Integer.bitCount(mask) == 2) {
            to.accept(node(cell, Integer.numberOfTrailingZeros(mask & ~(1 << (digit - 1))) + 1));
        }
        if (kind == Kind.XY) {
            return;
        }
        for (int house : index.housesOfCell[cell]) {
            int places = grid.places(house, digit);
            if (Integer.bitCount(places) == 2) {
                for (int rest = places; rest != 0; rest &= rest - 1) {
                    int other = index.houseCells[house][Integer.numberOfTrailingZeros(rest)];
                    if (other != cell) {
                        to.accept(node(other, digit));
                    }
                }
            }
        }
    }

    /** The candidates that are false when {@code node} is true (some more than once). */
    void weak(int node, IntConsumer to) {
        int cell = cell(node);
        int digit = digit(node);
        int bit = 1 << (digit - 1);
        if (kind == Kind.ALL) {
            for (int rest = grid.candidates(cell) & ~bit; rest != 0; rest &= rest - 1) {
                to.accept(node(cell, Integer.numberOfTrailingZeros(rest) + 1));
            }
        }
        for (int peer : index.peers[cell]) {
            if ((grid.candidates(peer) & bit) != 0) {
                to.accept(node(peer, digit));
            }
        }
        if (kind != Kind.ALL) {
            return;
        }
        weakBeside(index.barredSides[cell], digit, true, to);
        weakBeside(index.unbarredSides[cell], digit, false, to);
        int mate = cageMate(cell);
        if (mate >= 0) {
            int sum = index.cageSums[index.cageOfCell[cell]];
            for (int rest = grid.candidates(mate); rest != 0; rest &= rest - 1) {
                if (Integer.numberOfTrailingZeros(rest) + 1 + digit != sum) {
                    to.accept(node(mate, Integer.numberOfTrailingZeros(rest) + 1));
                }
            }
        }
    }

    /** Whether two different candidates cannot both be true, by the links of this kind. */
    boolean conflict(int a, int b) {
        if (a == b) {
            return false;
        }
        int cellA = cell(a);
        int cellB = cell(b);
        if (cellA == cellB) {
            return kind == Kind.ALL || digit(a) == digit(b);
        }
        return (forbidden(cellA, digit(a), cellB) & (1 << (b % digits))) != 0;
    }

    /**
     * The digits another cell {@code other} cannot hold beside {@code digit} in {@code cell}, by the links
     * of this kind, as a mask: one test for every candidate of a cell at once.
     */
    int forbidden(int cell, int digit, int other) {
        return forbiddenBy(tie(cell, other), cell, digit);
    }

    /**
     * What joins {@code other} to {@code cell} for {@link #forbidden(int, int, int)}: whether they see each
     * other ({@link #SEES}) and, for this kind's rules, a bar, a strict border or a two-cell cage between
     * them. Read once for a pair of cells that many digits are tested on.
     */
    int tie(int cell, int other) {
        int tie = index.sees(cell, other) ? SEES : 0;
        if (kind != Kind.ALL || !index.tied(cell, other)) {
            return tie;
        }
        if (contains(index.barredSides[cell], other)) {
            return tie | BARRED;
        }
        if (contains(index.unbarredSides[cell], other)) {
            return tie | UNBARRED;
        }
        return cageMate(cell) == other ? tie | CAGE_MATE : tie;
    }

    /** The digits a cell tied to {@code cell} by {@code tie} ({@link #tie}) cannot hold beside {@code digit} there. */
    int forbiddenBy(int tie, int cell, int digit) {
        int mask = (tie & SEES) != 0 ? 1 << (digit - 1) : 0;
        switch (tie & ~SEES) {
            case BARRED:
                return mask | forbiddenBeside(digit, true);
            case UNBARRED:
                return mask | forbiddenBeside(digit, false);
            case CAGE_MATE:
                int sum = index.cageSums[index.cageOfCell[cell]];
                int partner = sum - digit >= 1 && sum - digit <= 32 ? 1 << (sum - digit - 1) : 0;
                return mask | ~partner;
            default:
                return mask;
        }
    }

    /** The candidates of {@code sides} that a cell holding {@code digit} rules out across its borders. */
    private void weakBeside(int[] sides, int digit, boolean barred, IntConsumer to) {
        for (int side : sides) {
            for (int rest = grid.candidates(side) & forbiddenBeside(digit, barred); rest != 0; rest &= rest - 1) {
                to.accept(node(side, Integer.numberOfTrailingZeros(rest) + 1));
            }
        }
    }

    /** The digits a side-neighbour of a cell holding {@code digit} may not hold, as a mask. */
    private static int forbiddenBeside(int digit, boolean barred) {
        int bit = 1 << (digit - 1);
        int adjacent = (bit << 1) | (bit >>> 1);
        // Across a bar only d - 1 and d + 1 fit; across a strict border those two are the ones that do not.
        return barred ? ~adjacent : adjacent;
    }

    static boolean contains(int[] cells, int cell) {
        for (int other : cells) {
            if (other == cell) {
                return true;
            }
        }
        return false;
    }

    /** The other cell of the cell's killer cage when the cage has two cells, else -1. */
    private int cageMate(int cell) {
        int cage = index.cageOfCell[cell];
        if (cage < 0 || index.cageCells[cage].length != 2) {
            return -1;
        }
        int[] cells = index.cageCells[cage];
        return cells[0] == cell ? cells[1] : cells[0];
    }
}
