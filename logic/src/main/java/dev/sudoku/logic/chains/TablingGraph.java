package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.singledigit.ChainSteps;
import java.util.ArrayList;
import java.util.Arrays;
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
 *   <li>A group on turns off every place of its digit seeing all its cells, then the other groups of its
 *       line and box that do not overlap it; off, it turns on the one other place of its box, then of its
 *       line, when there is exactly one, and the one other group of a house holding nothing else.
 *   <li>The candidates' lists then gain the group links, group by group: a place seeing a whole group
 *       turns it off when on; the one other place of the group's box or line turns it on when off.
 * </ul>
 *
 * Cost: O(N) per candidate premise plus O(G^2 + G * N^2) for G groups.
 */
final class TablingGraph {
    final CandidateGrid grid;
    final Geometry geometry;
    final int size;
    /** Nodes below this are candidates; from it on, groups. */
    final int candidateNodes;

    /** Cells, digit and lines of each group, by group index ({@code node - candidateNodes}). */
    private final List<int[]> groupCells = new ArrayList<>();

    private final List<Integer> groupDigit = new ArrayList<>();
    private final List<Integer> groupRow = new ArrayList<>();
    private final List<Integer> groupCol = new ArrayList<>();
    /** Per group, every cell seeing all its cells (none of its own). */
    private final List<boolean[]> groupSeenBy = new ArrayList<>();
    /** Direct implications of each literal, in HoDoKu's order. */
    private int[][] direct;

    private int[] directCount;

    TablingGraph(CandidateGrid grid, boolean grouped) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        this.candidateNodes = grid.cellCount() * size;
        if (grouped) {
            findGroups(true);
            findGroups(false);
        }
        int literals = 2 * nodeCount();
        direct = new int[literals][];
        directCount = new int[literals];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long mask = grid.candidates(cell); mask != 0; mask &= mask - 1) {
                int d = Masks.firstDigit(mask);
                candidateOn(cell, d);
                candidateOff(cell, d);
            }
        }
        for (int g = 0; g < groupCells.size(); g++) {
            groupLinks(g);
        }
    }

    int nodeCount() {
        return candidateNodes + groupCells.size();
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

    boolean isGroup(int node) {
        return node >= candidateNodes;
    }

    int digit(int node) {
        return isGroup(node) ? groupDigit.get(node - candidateNodes) : node % size + 1;
    }

    /** The cells of a node; a candidate's one cell. */
    int[] cells(int node) {
        return isGroup(node) ? groupCells.get(node - candidateNodes) : new int[] {node / size};
    }

    /** The first cell of a node, the one HoDoKu compares when it asks for a node's cell. */
    int cell(int node) {
        return isGroup(node) ? groupCells.get(node - candidateNodes)[0] : node / size;
    }

    /** Whether {@code cell} sees every cell of the node (and is none of them). */
    boolean seesAll(int node, int cell) {
        if (isGroup(node)) {
            return groupSeenBy.get(node - candidateNodes)[cell];
        }
        return node / size != cell && ChainSteps.sees(geometry, node / size, cell);
    }

    int directCount(int literal) {
        return directCount[literal];
    }

    int direct(int literal, int index) {
        return direct[literal][index];
    }

    private void findGroups(boolean rows) {
        for (int line = 0; line < size; line++) {
            int house = rows ? line : size + line;
            for (int d = 1; d <= size; d++) {
                for (int box = 0; box < size; box++) {
                    List<Integer> places = new ArrayList<>();
                    for (int cell : geometry.cellsOf(house)) {
                        if (geometry.box(cell) == box && grid.has(cell, d)) {
                            places.add(cell);
                        }
                    }
                    if (places.size() >= 2) {
                        addGroup(
                                places.stream().mapToInt(Integer::intValue).toArray(),
                                d,
                                rows ? line : -1,
                                rows ? -1 : line);
                    }
                }
            }
        }
    }

    private void addGroup(int[] cells, int d, int row, int col) {
        boolean[] seen = new boolean[grid.cellCount()];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            boolean all = true;
            for (int member : cells) {
                all &= member != cell && ChainSteps.sees(geometry, member, cell);
            }
            seen[cell] = all;
        }
        groupCells.add(cells);
        groupDigit.add(d);
        groupRow.add(row);
        groupCol.add(col);
        groupSeenBy.add(seen);
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

    private void groupLinks(int g) {
        int node = candidateNodes + g;
        int d = groupDigit.get(g);
        int[] members = groupCells.get(g);
        boolean[] seen = groupSeenBy.get(g);
        int box = geometry.box(members[0]);
        int row = groupRow.get(g);
        int col = groupCol.get(g);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (seen[cell] && grid.has(cell, d)) {
                add(on(node), off(candidate(cell, d)));
                add(on(candidate(cell, d)), off(node));
            }
        }
        int boxSingle = single(seen, d, cell -> geometry.box(cell) == box);
        if (boxSingle >= 0) {
            add(off(node), on(candidate(boxSingle, d)));
            add(off(candidate(boxSingle, d)), on(node));
        }
        int lineSingle = single(seen, d, cell -> row >= 0 ? geometry.row(cell) == row : geometry.col(cell) == col);
        if (lineSingle >= 0) {
            add(off(node), on(candidate(lineSingle, d)));
            add(off(candidate(lineSingle, d)), on(node));
        }
        int sameRow = -1;
        int sameCol = -1;
        int sameBox = -1;
        int rows = 0;
        int cols = 0;
        int boxes = 0;
        for (int h = 0; h < groupCells.size(); h++) {
            if (h == g || groupDigit.get(h) != d || !disjoint(members, groupCells.get(h))) {
                continue;
            }
            int other = candidateNodes + h;
            if (row >= 0 && row == groupRow.get(h)) {
                rows++;
                sameRow = rows == 1 ? h : sameRow;
                add(on(node), off(other));
            }
            if (col >= 0 && col == groupCol.get(h)) {
                cols++;
                sameCol = cols == 1 ? h : sameCol;
                add(on(node), off(other));
            }
            if (box == geometry.box(groupCells.get(h)[0])) {
                boxes++;
                sameBox = boxes == 1 ? h : sameBox;
                add(on(node), off(other));
            }
        }
        if (rows == 1) {
            pairedGroup(g, sameRow, row);
        }
        if (cols == 1) {
            pairedGroup(g, sameCol, size + col);
        }
        if (boxes == 1) {
            pairedGroup(g, sameBox, 2 * size + box);
        }
    }

    /** The group turns the other group on when off, if the house holds the digit nowhere else. */
    private void pairedGroup(int g, int h, int house) {
        int d = groupDigit.get(g);
        for (int cell : geometry.cellsOf(house)) {
            if (grid.has(cell, d) && !contains(groupCells.get(g), cell) && !contains(groupCells.get(h), cell)) {
                return;
            }
        }
        add(off(candidateNodes + g), on(candidateNodes + h));
    }

    /** The one place of the digit among the cells seeing the group and passing {@code where}; else -1. */
    private int single(boolean[] seen, int d, java.util.function.IntPredicate where) {
        int found = -1;
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (seen[cell] && grid.has(cell, d) && where.test(cell)) {
                if (found >= 0) {
                    return -1;
                }
                found = cell;
            }
        }
        return found;
    }

    private static boolean disjoint(int[] a, int[] b) {
        for (int x : a) {
            if (contains(b, x)) {
                return false;
            }
        }
        return true;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int x : cells) {
            if (x == cell) {
                return true;
            }
        }
        return false;
    }

    /** Appends an implication; a candidate already implied is not listed twice (groups may be). */
    private void add(int premise, int literal) {
        int[] list = direct[premise];
        int count = directCount[premise];
        if (!isGroup(node(literal)) && list != null) {
            for (int i = 0; i < count; i++) {
                if (list[i] == literal) {
                    return;
                }
            }
        }
        if (list == null) {
            list = new int[8];
        } else if (count == list.length) {
            list = Arrays.copyOf(list, count * 2);
        }
        list[count] = literal;
        direct[premise] = list;
        directCount[premise] = count + 1;
    }
}
