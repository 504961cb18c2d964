package dev.sudoku.core.rules;

/**
 * The obviously correct solver the fast one is checked against: fills the empty cell with the fewest
 * digits allowed with each of them, in order, and counts the complete grids up to a limit. A digit is
 * allowed when no cell sharing a house holds it, it keeps the cell's odd/even mark, its killer cage holds
 * it nowhere else and the cage's digits so far leave a sum the cage's empty cells can make (between the
 * smallest and largest sums of that many digits), and each filled side-neighbour differs from it by 1
 * when a consecutive bar joins them and (the strict form) only then. Its peers come from the houses alone, not from the solver's
 * tables.
 */
final class ReferenceRuleSolver {
    private final RuleSet rules;
    private final int[][] peers;
    private final int[] values;
    private final int limit;
    private long count;
    private int[] first;

    private ReferenceRuleSolver(VariantPuzzle puzzle, int limit) {
        this.rules = puzzle.rules();
        this.values = puzzle.givens();
        this.limit = limit;
        peers = new int[rules.cellCount()][];
        for (int cell = 0; cell < peers.length; cell++) {
            peers[cell] = housePeers(cell);
        }
    }

    /** The cells sharing a house with {@code cell}. */
    private int[] housePeers(int cell) {
        java.util.Set<Integer> seen = new java.util.TreeSet<>();
        for (RuleHouse house : rules.houses()) {
            int[] cells = house.cells();
            if (java.util.Arrays.stream(cells).anyMatch(member -> member == cell)) {
                java.util.Arrays.stream(cells).filter(other -> other != cell).forEach(seen::add);
            }
        }
        return seen.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Solutions counted up to {@code limit}, and the first in cell order (null when none). */
    record Count(long count, int[] first) {}

    static Count count(VariantPuzzle puzzle, int limit) {
        ReferenceRuleSolver solver = new ReferenceRuleSolver(puzzle, limit);
        if (puzzle.conflict().isPresent()) {
            return new Count(0, null);
        }
        solver.fill();
        return new Count(solver.count, solver.first);
    }

    /** Fills the empty cell with the fewest digits allowed (found by looking at every peer) each way. */
    private void fill() {
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int candidate = 0; candidate < values.length; candidate++) {
            if (values[candidate] == 0) {
                int allowed = 0;
                for (int digit = 1; digit <= rules.digits(); digit++) {
                    allowed += allowed(candidate, digit) ? 1 : 0;
                }
                if (allowed < fewest) {
                    cell = candidate;
                    fewest = allowed;
                }
            }
        }
        if (cell < 0) {
            if (count++ == 0) {
                first = values.clone();
            }
            return;
        }
        for (int digit = 1; digit <= rules.digits() && count < limit; digit++) {
            if (allowed(cell, digit)) {
                values[cell] = digit;
                fill();
                values[cell] = 0;
            }
        }
    }

    private boolean allowed(int cell, int digit) {
        if (rules.parity().isPresent() && !rules.parity().get().allows(cell, digit)) {
            return false;
        }
        for (int peer : peers[cell]) {
            if (values[peer] == digit) {
                return false;
            }
        }
        return cageAllows(cell, digit) && barsAllow(cell, digit);
    }

    private boolean cageAllows(int cell, int digit) {
        if (rules.cages().isEmpty()) {
            return true;
        }
        for (Cage cage : rules.cages().get().cages()) {
            int[] cells = cage.cells();
            if (java.util.Arrays.stream(cells).noneMatch(member -> member == cell)) {
                continue;
            }
            int left = cage.sum() - digit;
            int empty = 0;
            for (int member : cells) {
                if (member != cell && values[member] == digit) {
                    return false;
                }
                left -= member != cell ? values[member] : 0;
                empty += member != cell && values[member] == 0 ? 1 : 0;
            }
            int least = empty * (empty + 1) / 2;
            int most = empty * (2 * rules.digits() - empty + 1) / 2;
            return left >= least && left <= most;
        }
        return true;
    }

    private boolean barsAllow(int cell, int digit) {
        if (rules.bars().isEmpty()) {
            return true;
        }
        int size = rules.digits();
        int row = cell / size;
        int col = cell % size;
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            int r = row + step[0];
            int c = col + step[1];
            if (r < 0 || r >= size || c < 0 || c >= size || values[r * size + c] == 0) {
                continue;
            }
            int side = r * size + c;
            boolean barred = rules.bars().get().barred(cell, side);
            boolean consecutive = Math.abs(values[side] - digit) == 1;
            if (barred ? !consecutive : consecutive && rules.strictBars()) {
                return false;
            }
        }
        return true;
    }
}
