package dev.sudoku.logic.rulesearch;

/**
 * The rules of {@link RuleLogic} that are not houses: killer cages and consecutive bars. Each finds the
 * first contradiction of its kind, or narrows the first cage or pair where it can.
 *
 * <p><b>Cage sums.</b> A cage with {@code k} empty cells and {@code s} of its sum left holds a set of
 * {@code k} distinct digits adding up to {@code s}; the sets that lie within its empty cells' candidates
 * (together) are those still possible, and each empty cell keeps only digits of one of them, as core's
 * exact solver narrows cages. No such set, or a full cage with another sum, is a contradiction.
 *
 * <p><b>Bars.</b> The digits of a barred pair of side-neighbours differ by 1; those of an unbarred pair
 * (the strict form) by more than 1. A candidate with no partner of that kind in the other cell (its
 * value, or its candidates) is removed; a pair where no digit has one is a contradiction.
 *
 * <p>Cost per call: O(cages x sets) and O(pairs x N), some hundreds of mask operations on a 9x9. Stateless.
 */
final class RuleConstraints {
    private RuleConstraints() {}

    /** The first cage, then the first pair, that can no longer be kept, as a sentence; null when none. */
    static String contradiction(RulePosition position) {
        RuleTables tables = position.tables();
        for (RuleTables.CageCells cage : tables.cages()) {
            String broken = brokenCage(position, cage);
            if (broken != null) {
                return broken;
            }
        }
        for (RuleTables.Pair pair : tables.pairs()) {
            if (partnered(position.possible(pair.first()), position.possible(pair.second()), pair.barred(), tables)
                    == 0) {
                return tables.rules().name(pair.first()) + " and "
                        + tables.rules().name(pair.second())
                        + (pair.barred()
                                ? ", across a bar, have no digits that differ by 1"
                                : ", with no bar between them, have no digits that differ by more than 1");
            }
        }
        return null;
    }

    private static String brokenCage(RulePosition position, RuleTables.CageCells cage) {
        Lack lack = Lack.of(position, cage);
        if (lack.empty == 0) {
            return lack.left == 0
                    ? null
                    : cage.name() + " adds up to " + (cage.sum() - lack.left) + ", not its sum " + cage.sum();
        }
        if (lack.possible(position, cage) == 0) {
            String why = lack.empty == 1
                    ? "the " + lack.left + " it lacks is not a candidate of its empty cell"
                    : "no " + lack.empty + " distinct digits among its empty cells' candidates add up to the "
                            + lack.left + " it lacks";
            return cage.name() + " can no longer make its sum " + cage.sum() + ": " + why;
        }
        return null;
    }

    /**
     * Narrows the first cage (in the cage map's order) with an empty cell holding a candidate no possible
     * set has; false when no cage narrows. Call after {@link #contradiction} found none.
     */
    static boolean narrowCage(RulePosition position) {
        for (RuleTables.CageCells cage : position.tables().cages()) {
            Lack lack = Lack.of(position, cage);
            if (lack.empty == 0) {
                continue;
            }
            int possible = lack.possible(position, cage);
            boolean narrowed = false;
            for (int cell : cage.cells()) {
                narrowed |= position.value(cell) == 0 && position.restrict(cell, possible);
            }
            if (narrowed) {
                return true;
            }
        }
        return false;
    }

    /**
     * What a cage still needs: {@code left} of its sum over its {@code empty} cells.
     */
    private record Lack(int left, int empty) {
        static Lack of(RulePosition position, RuleTables.CageCells cage) {
            int left = cage.sum();
            int empty = 0;
            for (int cell : cage.cells()) {
                left -= position.value(cell);
                empty += position.value(cell) == 0 ? 1 : 0;
            }
            return new Lack(left, empty);
        }

        /** The digits of the sets of {@code empty} distinct digits adding up to {@code left} within the empty cells' candidates. */
        int possible(RulePosition position, RuleTables.CageCells cage) {
            int open = 0;
            for (int cell : cage.cells()) {
                open |= position.candidates(cell);
            }
            return position.tables().cageSums().union(empty, left, open);
        }
    }

    /**
     * Narrows the first pair of side-neighbours (in the order of the cell above or left) where an empty cell
     * has a candidate without a partner in the other, in both cells; false when no pair narrows.
     */
    static boolean narrowPair(RulePosition position) {
        RuleTables tables = position.tables();
        for (RuleTables.Pair pair : tables.pairs()) {
            int first = position.possible(pair.first());
            int second = position.possible(pair.second());
            boolean narrowed = position.value(pair.first()) == 0
                    && position.restrict(pair.first(), partnered(first, second, pair.barred(), tables));
            narrowed |= position.value(pair.second()) == 0
                    && position.restrict(pair.second(), partnered(second, first, pair.barred(), tables));
            if (narrowed) {
                return true;
            }
        }
        return false;
    }

    /**
     * The digits of {@code digits} with a partner in {@code other}: a digit 1 away across a bar, else
     * (strict form) a digit more than 1 away.
     */
    private static int partnered(int digits, int other, boolean barred, RuleTables tables) {
        if (barred) {
            return digits & ((other << 1) | (other >>> 1)) & tables.allDigits();
        }
        int kept = 0;
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int bit = rest & -rest;
            int near = bit | (bit << 1) | (bit >>> 1);
            if ((other & ~near) != 0) {
                kept |= bit;
            }
        }
        return kept;
    }
}
