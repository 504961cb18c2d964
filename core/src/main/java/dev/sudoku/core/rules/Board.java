package dev.sudoku.core.rules;

/**
 * The working state of a {@link RuleSolver} search: each cell's value (0 when empty) and candidate mask
 * (bit d-1 for digit d, empty once the cell holds a value). Mutable; a branch works on a {@link #copy}.
 */
final class Board {
    private final RuleSet rules;
    private final int[] values;
    private final int[] candidates;

    private Board(RuleSet rules, int[] values, int[] candidates) {
        this.rules = rules;
        this.values = values;
        this.candidates = candidates;
    }

    static Board empty(RuleSet rules) {
        int[] candidates = new int[rules.cellCount()];
        for (int cell = 0; cell < candidates.length; cell++) {
            candidates[cell] = rules.allowed(cell);
        }
        return new Board(rules, new int[rules.cellCount()], candidates);
    }

    Board copy() {
        return new Board(rules, values.clone(), candidates.clone());
    }

    int[] values() {
        return values.clone();
    }

    int candidates(int cell) {
        return candidates[cell];
    }

    /** Places {@code digit} and removes it from the peers; false on a contradiction. */
    boolean place(int cell, int digit) {
        int bit = 1 << (digit - 1);
        if (values[cell] != 0) {
            return values[cell] == digit;
        }
        if ((candidates[cell] & bit) == 0) {
            return false;
        }
        values[cell] = digit;
        candidates[cell] = 0;
        for (int peer : rules.peersOf(cell)) {
            if ((candidates[peer] & bit) != 0) {
                candidates[peer] &= ~bit;
                if (candidates[peer] == 0) {
                    return false;
                }
            }
        }
        // Consecutive bars: a barred neighbour keeps digit +-1, an unbarred one loses them.
        int plusMinusOne = ((bit << 1) | (bit >>> 1)) & rules.allDigits();
        return restrict(rules.barredOf(cell), plusMinusOne) && restrict(rules.unbarredOf(cell), ~plusMinusOne);
    }

    /** Removes {@code digit} from an empty cell's candidates; false when none is left. */
    boolean exclude(int cell, int digit) {
        candidates[cell] &= ~(1 << (digit - 1));
        return candidates[cell] != 0;
    }

    /** Keeps only {@code mask} in the candidates of the empty cells of {@code cells}; false when one has none. */
    private boolean restrict(int[] cells, int mask) {
        for (int other : cells) {
            if (values[other] == 0) {
                candidates[other] &= mask;
                if (candidates[other] == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * Places naked and hidden singles, applies the cells between two barred neighbours ({@link BarFlanks})
     * and, with {@code thorough}, locked candidates between houses, until nothing changes; false on a
     * contradiction (a cell without candidates, or a digit with no place left in a house).
     */
    boolean settle(boolean thorough) {
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int cell = 0; cell < values.length; cell++) {
                int mask = candidates[cell];
                if (values[cell] == 0 && Integer.bitCount(mask) == 1) {
                    if (!place(cell, Integer.numberOfTrailingZeros(mask) + 1)) {
                        return false;
                    }
                    changed = true;
                }
            }
            for (RuleHouse house : rules.houses()) {
                int result = hiddenSingles(house);
                if (result < 0) {
                    return false;
                }
                changed |= result > 0;
            }
            if (rules.cages().isPresent()) {
                for (Cage cage : rules.cages().get().cages()) {
                    int result = cageSum(cage);
                    if (result < 0) {
                        return false;
                    }
                    changed |= result > 0;
                }
            }
            if (rules.bars().isPresent()) {
                for (int cell = 0; cell < values.length; cell++) {
                    int result = barPairs(cell);
                    if (result < 0) {
                        return false;
                    }
                    changed |= result > 0;
                }
            }
            if (!changed && rules.barFlanks().length > 0) {
                int result = barFlanks();
                if (result < 0) {
                    return false;
                }
                changed = result > 0;
            }
            if (thorough && !changed) {
                int result = lockedCandidates();
                if (result < 0) {
                    return false;
                }
                changed = result > 0;
            }
        }
        return true;
    }

    /**
     * Locked candidates between every two houses sharing cells, once the singles and the other rules have
     * nothing left: a digit of the shared cells that one house has nowhere else leaves the other house's own
     * cells. Run last because it costs more than the rest, yet it spares the search most of its dead ends
     * on large grids (a samurai's five grids meet in boxes). -1 on a contradiction, else the changes.
     */
    private int lockedCandidates() {
        int changes = 0;
        for (HouseIntersections.Pair pair : rules.intersections().pairs()) {
            int shared = union(pair.shared());
            if (shared == 0) {
                continue;
            }
            int firstOnly = union(pair.firstOnly());
            int secondOnly = union(pair.secondOnly());
            int lockedByFirst = shared & ~firstOnly & secondOnly;
            int lockedBySecond = shared & ~secondOnly & firstOnly;
            if (lockedByFirst != 0) {
                int removed = remove(pair.secondOnly(), lockedByFirst);
                if (removed < 0) {
                    return -1;
                }
                changes += removed;
            }
            if (lockedBySecond != 0) {
                int removed = remove(pair.firstOnly(), lockedBySecond);
                if (removed < 0) {
                    return -1;
                }
                changes += removed;
            }
        }
        return changes;
    }

    /** The candidates of the empty cells of {@code cells}. */
    private int union(int[] cells) {
        int union = 0;
        for (int cell : cells) {
            union |= candidates[cell];
        }
        return union;
    }

    /** Removes {@code digits} from the cells; -1 when a cell is left without candidates, else the changes. */
    private int remove(int[] cells, int digits) {
        int changes = 0;
        for (int cell : cells) {
            if ((candidates[cell] & digits) != 0) {
                candidates[cell] &= ~digits;
                if (candidates[cell] == 0) {
                    return -1;
                }
                changes++;
            }
        }
        return changes;
    }

    /**
     * Narrows a cage's empty cells to the digits of the sets that can still fill them: sets of as many
     * digits as empty cells, adding up to what the sum leaves, within the cells' candidates. A digit in
     * every such set with one cell left for it is placed there. -1 on a contradiction, else the changes.
     */
    private int cageSum(Cage cage) {
        int left = cage.sum();
        int empty = 0;
        int open = 0;
        for (int slot = 0; slot < cage.size(); slot++) {
            int cell = cage.cell(slot);
            left -= values[cell];
            empty += values[cell] == 0 ? 1 : 0;
            open |= candidates[cell];
        }
        if (empty == 0) {
            return left == 0 ? 0 : -1;
        }
        int possible = 0;
        int required = rules.allDigits();
        for (int set : rules.cageSums().masks(empty, left)) {
            if ((set & ~open) == 0) {
                possible |= set;
                required &= set;
            }
        }
        if (possible == 0) {
            return -1;
        }
        int changes = 0;
        for (int slot = 0; slot < cage.size(); slot++) {
            int cell = cage.cell(slot);
            if (values[cell] == 0 && (candidates[cell] & ~possible) != 0) {
                candidates[cell] &= possible;
                if (candidates[cell] == 0) {
                    return -1;
                }
                changes++;
            }
        }
        for (int rest = required; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int only = -1;
            int places = 0;
            for (int slot = 0; slot < cage.size(); slot++) {
                if ((candidates[cage.cell(slot)] & bit) != 0) {
                    only = cage.cell(slot);
                    places++;
                }
            }
            if (places == 0) {
                // Placed since (by a hidden single of this loop), or gone: the next pass rechecks the sum.
                continue;
            }
            if (places == 1 && values[only] == 0) {
                if (!place(only, Integer.numberOfTrailingZeros(bit) + 1)) {
                    return -1;
                }
                changes++;
            }
        }
        return changes;
    }

    /**
     * Keeps, in an empty cell, the digits a barred empty neighbour can differ from by 1: -1 on a
     * contradiction, else the changes. (Unbarred pairs are kept by {@link #place} alone.)
     */
    private int barPairs(int cell) {
        if (values[cell] != 0) {
            return 0;
        }
        int changes = 0;
        for (int other : rules.barredOf(cell)) {
            if (values[other] == 0) {
                int next = candidates[other];
                int reachable = ((next << 1) | (next >>> 1)) & rules.allDigits();
                if ((candidates[cell] & ~reachable) != 0) {
                    candidates[cell] &= reachable;
                    if (candidates[cell] == 0) {
                        return -1;
                    }
                    changes++;
                }
            }
        }
        return changes;
    }

    /**
     * Each cell between two barred neighbours that see each other holds neither the lowest digit nor the
     * highest, and the two empty neighbours keep the digits 2 away from one of the other's: -1 on a
     * contradiction, else the changes.
     */
    private int barFlanks() {
        int[] flanks = rules.barFlanks();
        int extremes = 1 | Integer.highestOneBit(rules.allDigits());
        int changes = 0;
        for (int i = 0; i < flanks.length; i += 3) {
            int cell = flanks[i];
            if (values[cell] == 0 && (candidates[cell] & extremes) != 0) {
                candidates[cell] &= ~extremes;
                if (candidates[cell] == 0) {
                    return -1;
                }
                changes++;
            }
            int first = flanks[i + 1];
            int second = flanks[i + 2];
            if (values[first] == 0 && values[second] == 0) {
                int firsts = candidates[first] & ((candidates[second] << 2) | (candidates[second] >>> 2));
                int seconds = candidates[second] & ((candidates[first] << 2) | (candidates[first] >>> 2));
                if (firsts == 0 || seconds == 0) {
                    return -1;
                }
                if (firsts != candidates[first] || seconds != candidates[second]) {
                    candidates[first] = firsts;
                    candidates[second] = seconds;
                    changes++;
                }
            }
        }
        return changes;
    }

    /** Places the hidden singles of one house: -1 on a contradiction, else how many were placed. */
    private int hiddenSingles(RuleHouse house) {
        int once = 0;
        int twice = 0;
        int placed = 0;
        for (int slot = 0; slot < house.size(); slot++) {
            int cell = house.cell(slot);
            if (values[cell] != 0) {
                placed |= 1 << (values[cell] - 1);
            } else {
                twice |= once & candidates[cell];
                once |= candidates[cell];
            }
        }
        if ((once | placed) != rules.allDigits()) {
            return -1;
        }
        int hidden = once & ~twice & ~placed;
        int count = 0;
        for (int rest = hidden; rest != 0; rest &= rest - 1) {
            int cell = onlyCell(house, rest & -rest);
            // No cell left: the digit's one cell took another hidden single of this house.
            if (cell < 0 || !place(cell, Integer.numberOfTrailingZeros(rest) + 1)) {
                return -1;
            }
            count++;
        }
        return count;
    }

    private int onlyCell(RuleHouse house, int bit) {
        for (int slot = 0; slot < house.size(); slot++) {
            if ((candidates[house.cell(slot)] & bit) != 0) {
                return house.cell(slot);
            }
        }
        return -1;
    }

    /**
     * An empty cell with the fewest candidates and, among those, the most empty barred neighbours (a digit
     * placed there narrows each of them to two), or -1 when every cell holds a value. On consecutive bars
     * over a nearly empty grid this finds the generator's proofs with a quarter of the nodes.
     */
    int mostConstrained() {
        if (rules.bars().isEmpty()) {
            return fewestCandidates();
        }
        int best = -1;
        int bestKey = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                int openBarred = 0;
                for (int other : rules.barredOf(cell)) {
                    openBarred += values[other] == 0 ? 1 : 0;
                }
                // At most four barred neighbours: the candidates count first, then the bars.
                int key = Integer.bitCount(candidates[cell]) * 8 - openBarred;
                if (key < bestKey) {
                    best = cell;
                    bestKey = key;
                }
            }
        }
        return best;
    }

    /** An empty cell with the fewest candidates, or -1 when every cell holds a value. */
    int fewestCandidates() {
        int best = -1;
        int bestCount = Integer.MAX_VALUE;
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] == 0) {
                int count = Integer.bitCount(candidates[cell]);
                if (count < bestCount) {
                    best = cell;
                    bestCount = count;
                    if (count == 2) {
                        break;
                    }
                }
            }
        }
        return best;
    }
}
