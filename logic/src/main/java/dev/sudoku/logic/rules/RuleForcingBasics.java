package dev.sudoku.logic.rules;

import java.util.Arrays;

/**
 * The rules a Dynamic (+) chain runs on its working grid when links, singles and the variant's own rules
 * have nothing more (SE rating spec §5.5, level 1): locked candidates between any two houses that share
 * cells, hidden pairs, naked pairs and X-Wings on the rows and columns of one grid, in that order. The
 * first rule that adds anything stops the list, and every removal it finds counts. A removal rests on the
 * chain's deletions the pattern needs (the candidates present when the chain began and gone now); a
 * pattern that needs none was on the grid before the chain and adds nothing to it.
 *
 * <ul>
 *   <li>Locked candidates: the digit's deleted places in the source house outside the target house.
 *   <li>Hidden pair: the pair's digits deleted anywhere in the house.
 *   <li>Naked pair: the other digits deleted from the pair's cells.
 *   <li>X-Wing: the digit's deleted places in the two base lines outside the two cover lines.
 * </ul>
 *
 * <p>Cost: each house's places of each digit once a call, then O(house pairs x N) for the locked
 * candidates and O(houses x N^2) for the pairs and X-Wings: some microseconds on a 9x9 grid. Mutable working state of one
 * {@link RuleImplications}, sharing its working grid.
 */
final class RuleForcingBasics {
    /** The slot mask of every cell of a house (houses have at most 32 cells). */
    private static final int EVERY_SLOT = -1;

    private final RuleGrid grid;
    private final RuleIndex index;
    private final int[] work;
    /** The working grid as a grid: the chain's candidates, shared. */
    private final RuleGrid working;

    private final int digits;
    /** Per house of the X-Wing's lines, the crossing line of the same grid at each slot; null for others. */
    private final int[][] crossing;
    /**
     * Each house's places of each digit on the working grid, read once a call: the branch's additions
     * change the working grid only once they are processed, after the call.
     */
    private final int[][] places;
    /** Chain deletions found for the current pattern, as false states. */
    private int[] because;

    private int becauseCount;

    RuleForcingBasics(RuleGrid grid, int[] work) {
        this.grid = grid;
        this.index = grid.index();
        this.work = work;
        this.working = grid.sharingCandidates(work);
        this.digits = grid.rules().digits();
        this.crossing = crossingLines(index);
        this.because = new int[grid.cellCount() * digits];
        this.places = new int[index.houseCells.length][digits + 1];
    }

    /** Hands the chain every removal the first productive rule makes now; whether one was new. */
    boolean apply(RuleImplications chain) {
        for (int house = 0; house < index.houseCells.length; house++) {
            for (int digit = 1; digit <= digits; digit++) {
                places[house][digit] = working.places(house, digit);
            }
        }
        return lockedCandidates(chain) || hiddenPairs(chain) || nakedPairs(chain) || xWings(chain);
    }

    private boolean lockedCandidates(RuleImplications chain) {
        boolean added = false;
        for (RuleIndex.Overlap overlap : index.overlaps) {
            int[] source = index.houseCells[overlap.first()];
            int[] target = index.houseCells[overlap.second()];
            for (int digit = 1; digit <= digits; digit++) {
                int inSource = places[overlap.first()][digit];
                if (inSource == 0 || (inSource & ~overlap.slotsInFirst()) != 0) {
                    continue;
                }
                int outside = places[overlap.second()][digit] & ~overlap.slotsInSecond();
                if (outside == 0) {
                    continue;
                }
                becauseCount = 0;
                deleted(source, ~overlap.slotsInFirst(), 1 << (digit - 1));
                added |= remove(chain, target, outside, digit);
            }
        }
        return added;
    }

    private boolean hiddenPairs(RuleImplications chain) {
        boolean added = false;
        for (int house = 0; house < index.houseCells.length; house++) {
            int[] cells = index.houseCells[house];
            int[] inHouse = places[house];
            for (int first = 1; first <= digits; first++) {
                if (Integer.bitCount(inHouse[first]) != 2) {
                    continue;
                }
                for (int second = first + 1; second <= digits; second++) {
                    if (inHouse[second] != inHouse[first]) {
                        continue;
                    }
                    int pair = (1 << (first - 1)) | (1 << (second - 1));
                    becauseCount = 0;
                    deleted(cells, EVERY_SLOT, pair);
                    for (int rest = inHouse[first]; rest != 0; rest &= rest - 1) {
                        int cell = cells[Integer.numberOfTrailingZeros(rest)];
                        added |= removeDigits(chain, cell, work[cell] & ~pair);
                    }
                }
            }
        }
        return added;
    }

    private boolean nakedPairs(RuleImplications chain) {
        boolean added = false;
        for (int[] cells : index.houseCells) {
            for (int i = 0; i < cells.length; i++) {
                int pair = work[cells[i]];
                if (Integer.bitCount(pair) != 2) {
                    continue;
                }
                for (int j = i + 1; j < cells.length; j++) {
                    if (work[cells[j]] != pair) {
                        continue;
                    }
                    becauseCount = 0;
                    deleted(new int[] {cells[i], cells[j]}, EVERY_SLOT, ~pair);
                    for (int other : cells) {
                        if (other != cells[i] && other != cells[j]) {
                            added |= removeDigits(chain, other, work[other] & pair);
                        }
                    }
                }
            }
        }
        return added;
    }

    private boolean xWings(RuleImplications chain) {
        boolean added = false;
        for (int first = 0; first < index.houseCells.length; first++) {
            if (crossing[first] == null) {
                continue;
            }
            for (int second = first + 1; second < index.houseCells.length; second++) {
                if (crossing[second] == null
                        || index.kinds[second] != index.kinds[first]
                        || !index.grids[second].equals(index.grids[first])) {
                    continue;
                }
                for (int digit = 1; digit <= digits; digit++) {
                    int slots = places[first][digit];
                    if (Integer.bitCount(slots) != 2
                            || places[second][digit] != slots
                            || !sameCrossings(first, second, slots)) {
                        continue;
                    }
                    becauseCount = 0;
                    deleted(index.houseCells[first], ~slots, 1 << (digit - 1));
                    deleted(index.houseCells[second], ~slots, 1 << (digit - 1));
                    for (int rest = slots; rest != 0; rest &= rest - 1) {
                        int[] cover = index.houseCells[crossing[first][Integer.numberOfTrailingZeros(rest)]];
                        int outside = 0;
                        for (int slot = 0; slot < cover.length; slot++) {
                            int cell = cover[slot];
                            if (!RuleIndex.contains(index.houseCells[first], cell)
                                    && !RuleIndex.contains(index.houseCells[second], cell)
                                    && (work[cell] & (1 << (digit - 1))) != 0) {
                                outside |= 1 << slot;
                            }
                        }
                        added |= remove(chain, cover, outside, digit);
                    }
                }
            }
        }
        return added;
    }

    /** Whether two lines' slots cross the same lines: the same columns of two rows of one grid. */
    private boolean sameCrossings(int first, int second, int slots) {
        for (int rest = slots; rest != 0; rest &= rest - 1) {
            int slot = Integer.numberOfTrailingZeros(rest);
            if (crossing[first][slot] < 0 || crossing[first][slot] != crossing[second][slot]) {
                return false;
            }
        }
        return true;
    }

    /** Notes, among the cells at the given slots, the chain's deletions of the given digits. */
    private void deleted(int[] cells, int slots, int digitMask) {
        for (int slot = 0; slot < cells.length; slot++) {
            if ((slots & (1 << slot)) == 0) {
                continue;
            }
            int cell = cells[slot];
            for (int gone = grid.candidates(cell) & ~work[cell] & digitMask; gone != 0; gone &= gone - 1) {
                because[becauseCount++] = state(cell, Integer.numberOfTrailingZeros(gone) + 1);
            }
        }
    }

    /** Removes the digit from the house's cells at the given slots, resting on the deletions noted. */
    private boolean remove(RuleImplications chain, int[] cells, int slots, int digit) {
        if (becauseCount == 0) {
            return false;
        }
        boolean added = false;
        int[] parents = Arrays.copyOf(because, becauseCount);
        for (int rest = slots; rest != 0; rest &= rest - 1) {
            added |= chain.add(state(cells[Integer.numberOfTrailingZeros(rest)], digit), parents);
        }
        return added;
    }

    /** Removes the digits from the cell, resting on the deletions noted. */
    private boolean removeDigits(RuleImplications chain, int cell, int digitMask) {
        if (becauseCount == 0 || digitMask == 0) {
            return false;
        }
        boolean added = false;
        int[] parents = Arrays.copyOf(because, becauseCount);
        for (int rest = digitMask; rest != 0; rest &= rest - 1) {
            added |= chain.add(state(cell, Integer.numberOfTrailingZeros(rest) + 1), parents);
        }
        return added;
    }

    private int state(int cell, int digit) {
        return (cell * digits + digit - 1) * 2;
    }

    /**
     * For each row and column, the line of the other kind in the same grid through each of its cells (a
     * samurai's shared corner cells lie in two grids' lines); null for every other house.
     */
    private static int[][] crossingLines(RuleIndex index) {
        int[][] crossing = new int[index.houseCells.length][];
        for (int house = 0; house < index.houseCells.length; house++) {
            if (!index.kinds[house].isLine()) {
                continue;
            }
            HouseKind other = index.kinds[house] == HouseKind.ROW ? HouseKind.COLUMN : HouseKind.ROW;
            int[] cells = index.houseCells[house];
            crossing[house] = new int[cells.length];
            for (int slot = 0; slot < cells.length; slot++) {
                crossing[house][slot] = -1;
                for (int line : index.housesOfCell[cells[slot]]) {
                    if (index.kinds[line] == other && index.grids[line].equals(index.grids[house])) {
                        crossing[house][slot] = line;
                    }
                }
            }
        }
        return crossing;
    }
}
