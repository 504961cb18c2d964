package dev.sudoku.logic.forcing;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SubsetStep;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Which deletions made by a chain a rule's step depends on (SE rating spec §5.5): the candidates present
 * when the chain began, gone now, whose absence the pattern needs. A step that needs none was there
 * before the chain and adds nothing to it.
 */
final class RuleParents {
    private RuleParents() {}

    /** The deleted candidates, as (cell, digit) pairs in SE's order, that the step relies on. */
    static List<int[]> of(Step step, CandidateGrid initial, CandidateGrid now) {
        Geometry geometry = now.geometry();
        List<int[]> parents = new ArrayList<>();
        if (step instanceof IntersectionStep s) {
            // The digit's other places in the source house, outside the target house, that were deleted.
            List<Integer> cover = cellsOf(geometry, s.targetHouse());
            for (int cell : geometry.cellsOf(s.sourceHouse())) {
                if (!cover.contains(cell) && deleted(initial, now, cell, s.digit())) {
                    parents.add(new int[] {cell, s.digit()});
                }
            }
        } else if (step instanceof FishStep s) {
            List<Integer> cover = new ArrayList<>();
            for (int house : s.coverHouses()) {
                cover.addAll(cellsOf(geometry, house));
            }
            for (int house : s.baseHouses()) {
                for (int cell : geometry.cellsOf(house)) {
                    if (!cover.contains(cell) && deleted(initial, now, cell, s.digit())) {
                        parents.add(new int[] {cell, s.digit()});
                    }
                }
            }
        } else if (step instanceof SubsetStep s && s.technique().name().startsWith("HIDDEN")) {
            // The set's digits deleted from the house's other cells.
            for (int cell : geometry.cellsOf(s.house())) {
                for (int digit : s.digits()) {
                    if (deleted(initial, now, cell, digit)) {
                        parents.add(new int[] {cell, digit});
                    }
                }
            }
        } else if (step instanceof SubsetStep s) {
            // The other digits deleted from the set's cells.
            for (int cell : s.cells()) {
                for (int digit = 1; digit <= now.size(); digit++) {
                    if (!s.digits().contains(digit) && deleted(initial, now, cell, digit)) {
                        parents.add(new int[] {cell, digit});
                    }
                }
            }
        } else {
            throw new IllegalArgumentException("no rule parents for " + step.technique());
        }
        return parents;
    }

    private static boolean deleted(CandidateGrid initial, CandidateGrid now, int cell, int digit) {
        return initial.has(cell, digit) && !now.has(cell, digit);
    }

    private static List<Integer> cellsOf(Geometry geometry, int house) {
        List<Integer> cells = new ArrayList<>();
        for (int cell : geometry.cellsOf(house)) {
            cells.add(cell);
        }
        return cells;
    }

    /**
     * The deletions a nested chain relies on: walking the nodes of each branch once, an "on" that holds
     * because its cell has one digit left needs the cell's deleted digits; one that holds because its digit
     * has one place left in a house needs the digit's deleted places there. A cell chain's assumptions count
     * as the first kind and a region chain's as the second, in the region's house; a cycle is walked from
     * both ends ({@link #reversedCycle}). These details were the last difference from SE's ratings of
     * {@code se_classic_dev.txt}: with them all 1,025 agree (one nested chain rated 10.3 for 10.4 before).
     */
    static List<int[]> ofChain(ChainHint chain, CandidateGrid initial, CandidateGrid now, Links links) {
        int size = now.size();
        Deletions parents = new Deletions(now.cellCount() * size);
        for (Potential target : chain.branches()) {
            // Each branch is walked on its own, as SE does: two branches may reach the same triple through
            // other nodes, with another cause, and each way counts.
            Ancestry.forEachReached(target, size, p -> {
                if (p.on) {
                    addNeeded(chain, p, initial, now, links, parents);
                }
            });
        }
        if (chain.kind() == ForcingChainKind.CYCLE) {
            reversedCycle(chain.branches().get(0), initial, now, links, parents);
        }
        List<int[]> result = new ArrayList<>(parents.count);
        for (int i = 0; i < parents.count; i++) {
            int candidate = parents.order[i];
            result.add(new int[] {candidate / size, candidate % size + 1});
        }
        return result;
    }

    /**
     * Deleted candidates ({@code cell * size + digit - 1}) in the order first added, each once: a set of
     * ints without boxing, as a chain's rule parents are found for every nested hint a stall yields.
     */
    private static final class Deletions {
        private final long[] bits;
        private int[] order = new int[16];
        private int count;

        Deletions(int candidates) {
            bits = new long[(candidates + 63) >>> 6];
        }

        void add(int candidate) {
            if ((bits[candidate >>> 6] & (1L << candidate)) != 0) {
                return;
            }
            bits[candidate >>> 6] |= 1L << candidate;
            if (count == order.length) {
                order = Arrays.copyOf(order, 2 * count);
            }
            order[count++] = candidate;
        }
    }

    /**
     * SE walks a cycle twice: from its closing node and from the cycle reversed, whose nodes have the
     * opposite states and keep the causes of the nodes they reverse. So each "off" node of the cycle counts
     * as an "on" one with its own cause: turned off in its own cell (the cell's deleted digits), or as a peer
     * of the node before it in the first house of SE's order (box, row, column) they share (the digit's
     * deleted places there). The reversed walk runs from the root's side.
     */
    private static void reversedCycle(
            Potential closing, CandidateGrid initial, CandidateGrid now, Links links, Deletions parents) {
        List<Potential> forward = new ArrayList<>();
        for (Potential p = closing.firstParent(); p != null; p = p.firstParent()) {
            forward.add(p);
        }
        for (int i = forward.size() - 1; i >= 0; i--) {
            Potential off = forward.get(i);
            Potential before = off.firstParent();
            if (off.on || before == null) {
                continue;
            }
            if (before.cell == off.cell) {
                addCellDeletions(off.cell, initial, now, parents);
                continue;
            }
            int[] offHouses = links.housesOf(off.cell);
            int[] beforeHouses = links.housesOf(before.cell);
            for (int type = 0; type < offHouses.length; type++) {
                if (offHouses[type] == beforeHouses[type]) {
                    addHouseDeletions(offHouses[type], off.digit, initial, now, parents);
                    break;
                }
            }
        }
    }

    private static void addNeeded(
            ChainHint chain, Potential p, CandidateGrid initial, CandidateGrid now, Links links, Deletions parents) {
        int house = -1;
        Cause cause = p.cause;
        if (cause == Cause.ASSUMPTION && chain.kind() == ForcingChainKind.CELL) {
            cause = Cause.NAKED_SINGLE;
        } else if (cause == Cause.ASSUMPTION && chain.kind() == ForcingChainKind.REGION) {
            house = chain.regionHouse();
        } else if (cause.houseType() >= 0) {
            house = links.housesOf(p.cell)[cause.houseType()];
        }
        if (cause == Cause.NAKED_SINGLE) {
            addCellDeletions(p.cell, initial, now, parents);
        } else if (house >= 0) {
            addHouseDeletions(house, p.digit, initial, now, parents);
        }
    }

    /** What a naked single in the cell needs: the cell's deleted digits. */
    private static void addCellDeletions(int cell, CandidateGrid initial, CandidateGrid now, Deletions parents) {
        int size = now.size();
        for (long rest = initial.candidates(cell) & ~now.candidates(cell); rest != 0; rest &= rest - 1) {
            parents.add(cell * size + Long.numberOfTrailingZeros(rest));
        }
    }

    /** What a hidden single of the digit in the house needs: the digit's deleted places there. */
    private static void addHouseDeletions(
            int house, int digit, CandidateGrid initial, CandidateGrid now, Deletions parents) {
        int size = now.size();
        Geometry geometry = now.geometry();
        long lost = initial.positions(house, digit) & ~now.positions(house, digit);
        for (long rest = lost; rest != 0; rest &= rest - 1) {
            parents.add(geometry.cellAt(house, Long.numberOfTrailingZeros(rest)) * size + digit - 1);
        }
    }
}
