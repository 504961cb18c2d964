package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.List;

/**
 * The premises of tabling and what each implies directly, in HoDoKu's order, so that {@link TableExpansion}
 * meets implications in the order HoDoKu's tables do and keeps the same one path per conclusion.
 *
 * <p>A node is a candidate ({@code cell * N + digit - 1}) or, when grouped, a group: the places of a digit
 * where a row or column meets a box, two or more (rows first, then columns; each line by digit, then box).
 * A literal is a node assumed true ({@code node * 2 + 1}, "on") or false ({@code node * 2}, "off").
 *
 * <ul>
 *   <li>A candidate on turns off the cell's other digits, then the digit's other places in its row, column
 *       and box (in that order, each cell once); off, it turns on the other digit of a bivalue cell, then
 *       the other place of the digit in each of its houses holding exactly two.
 *   <li>Then the groups' links, group by group ({@link TablingGroups}, {@link GroupLinks}): a group on
 *       turns off every place of its digit seeing all its cells, then the other groups of its line and
 *       box that do not overlap it; off, it turns on the one other place of its box, then of its line,
 *       when there is exactly one, and the one other group of a house holding nothing else. The
 *       candidates' lists gain the links back to the group as it goes.
 *   <li>With sets, each digit j of an almost locked set ({@link TablingSets}) is a node that is only ever
 *       assumed off ("j is not in the set"), and only when the set then removes something ({@link
 *       SetLinks}). Its implications are further from it than 2, by HoDoKu's penalty for the set.
 * </ul>
 *
 * Cost: O(N) per candidate premise plus O(G^2 + G * N^2) for G groups, and O(S * (N^3 + G + S * N)) for S
 * sets.
 */
final class TablingGraph {
    final CandidateGrid grid;
    final Geometry geometry;
    final int size;
    /** Nodes below this are candidates; from it on, groups, then sets' digits. */
    final int candidateNodes;

    private final TablingGroups groups;
    /** The almost locked sets whose digits are nodes; empty without them. */
    private final List<TablingSets.AlmostSet> sets;
    /** Nodes from here on are a set's digits: {@code setNodes + set * N + digit - 1}. */
    private final int setNodes;
    /** Direct implications of each literal, in HoDoKu's order, and their distances from it. */
    private final DirectLinks links;

    TablingGraph(CandidateGrid grid, boolean grouped) {
        this(grid, grouped, false);
    }

    /** With {@code alsNodes}, the digits of almost locked sets are nodes too (only ever assumed off). */
    TablingGraph(CandidateGrid grid, boolean grouped, boolean alsNodes) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        this.candidateNodes = grid.cellCount() * size;
        this.groups = new TablingGroups(grid, grouped);
        this.setNodes = candidateNodes + groups.count();
        this.sets = alsNodes ? new TablingSets(grid).sets() : List.of();
        this.links = new DirectLinks(2 * nodeCount(), candidateNodes, setNodes);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long mask = grid.candidates(cell); mask != 0; mask &= mask - 1) {
                int d = Masks.firstDigit(mask);
                candidateOn(cell, d);
                candidateOff(cell, d);
            }
        }
        new GroupLinks(grid, groups, candidateNodes, links).build();
        new SetLinks(grid, sets, groups, candidateNodes, setNodes, links).build();
    }

    int nodeCount() {
        return setNodes + sets.size() * size;
    }

    static int on(int node) {
        return node * 2 + 1;
    }

    static int off(int node) {
        return node * 2;
    }

    static int node(int literal) {
        return literal >> 1;
    }

    static boolean isOn(int literal) {
        return (literal & 1) == 1;
    }

    int candidate(int cell, int d) {
        return cell * size + d - 1;
    }

    /** Whether the node is a group (not a candidate, not a set's digit). */
    boolean isGroup(int node) {
        return node >= candidateNodes && node < setNodes;
    }

    /** Whether the node is a digit of an almost locked set. */
    boolean isSet(int node) {
        return node >= setNodes;
    }

    /** Whether the node is a candidate. */
    boolean isCandidate(int node) {
        return node < candidateNodes;
    }

    /** The set of a set node. */
    TablingSets.AlmostSet set(int node) {
        return sets.get((node - setNodes) / size);
    }

    int digit(int node) {
        if (isSet(node)) {
            return (node - setNodes) % size + 1;
        }
        return isGroup(node) ? groups.digit(node - candidateNodes) : node % size + 1;
    }

    /** The cells of a node: a candidate's one cell, a group's, all of a set's. */
    int[] cells(int node) {
        if (isSet(node)) {
            return set(node).cells();
        }
        return isGroup(node) ? groups.cells(node - candidateNodes) : new int[] {node / size};
    }

    /**
     * The cell HoDoKu compares when it asks for a node's cell: a group's first, a set's first place of the
     * node's digit.
     */
    int cell(int node) {
        if (isSet(node)) {
            return set(node).places()[digit(node)][0];
        }
        return isGroup(node) ? groups.cells(node - candidateNodes)[0] : node / size;
    }

    /**
     * Whether {@code cell} sees every cell of the node (and is none of them); for a set, every place of
     * {@code digit} in it, the cell holding the digit.
     */
    boolean seesAll(int node, int digit, int cell) {
        if (isSet(node)) {
            return set(node).seen(digit, cell);
        }
        if (isGroup(node)) {
            return CellBits.has(groups.seenBy(node - candidateNodes), cell);
        }
        return node / size != cell && ChainSteps.sees(geometry, node / size, cell);
    }

    int directCount(int literal) {
        return links.count(literal);
    }

    int direct(int literal, int index) {
        return links.target(literal, index);
    }

    /** HoDoKu's distance from a literal to its direct implication: 2, more through a set. */
    int directDistance(int literal, int index) {
        return links.distance(literal, index);
    }

    private void candidateOn(int cell, int d) {
        int premise = on(candidate(cell, d));
        for (long rest = grid.candidates(cell) & ~Masks.bit(d); rest != 0; rest &= rest - 1) {
            add(premise, off(candidate(cell, Masks.firstDigit(rest))));
        }
        for (int house : geometry.housesOf(cell)) {
            for (int other : geometry.cellsOf(house)) {
                if (other != cell && grid.has(other, d)) {
                    add(premise, off(candidate(other, d)));
                }
            }
        }
    }

    private void candidateOff(int cell, int d) {
        int premise = off(candidate(cell, d));
        long others = grid.candidates(cell) & ~Masks.bit(d);
        if (Long.bitCount(others) == 1) {
            add(premise, on(candidate(cell, Masks.firstDigit(others))));
        }
        for (int house : geometry.housesOf(cell)) {
            int other = onlyOtherPlace(house, d, cell);
            if (other >= 0) {
                add(premise, on(candidate(other, d)));
            }
        }
    }

    /** The one other place of the digit in the house when it has exactly two; else -1. */
    private int onlyOtherPlace(int house, int d, int cell) {
        int found = -1;
        int count = 0;
        for (int other : geometry.cellsOf(house)) {
            if (grid.has(other, d)) {
                count++;
                if (other != cell) {
                    found = other;
                }
            }
        }
        return count == 2 ? found : -1;
    }

    private void add(int premise, int literal) {
        links.add(premise, literal);
    }
}
