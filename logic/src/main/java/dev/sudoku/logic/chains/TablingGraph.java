package dev.sudoku.logic.chains;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
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
 *   <li>With sets, each digit j of an almost locked set ({@link TablingSets}) is a node that is only ever
 *       assumed off ("j is not in the set"), and only when the set then removes something: see {@link
 *       #setLinks}. Its implications are further from it than 2, by HoDoKu's penalty for the set.
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

    /** Cells, digit and lines of each group, by group index ({@code node - candidateNodes}). */
    private final List<int[]> groupCells = new ArrayList<>();

    private final List<Integer> groupDigit = new ArrayList<>();
    private final List<Integer> groupRow = new ArrayList<>();
    private final List<Integer> groupCol = new ArrayList<>();
    /** Per group, its cells and every cell seeing all of them (none of its own), as {@link CellBits} sets. */
    private final List<long[]> groupCellSet = new ArrayList<>();

    private final List<long[]> groupSeenBy = new ArrayList<>();
    /** The groups already turning the current set node off, while its links are made. */
    private final java.util.Set<Integer> groupsEntering = new java.util.HashSet<>();
    /** Groups by digit, in group order. */
    private final List<List<Integer>> groupsOf = new ArrayList<>();
    /** The almost locked sets whose digits are nodes; empty without them. */
    private final List<TablingSets.AlmostSet> sets;
    /** Nodes from here on are a set's digits: {@code setNodes + set * N + digit - 1}. */
    private int setNodes;
    /** Direct implications of each literal, in HoDoKu's order, and their distances from it. */
    private int[][] direct;

    private int[][] directDistance;
    private int[] directCount;

    TablingGraph(CandidateGrid grid, boolean grouped) {
        this(grid, grouped, false);
    }

    /** With {@code alsNodes}, the digits of almost locked sets are nodes too (only ever assumed off). */
    TablingGraph(CandidateGrid grid, boolean grouped, boolean alsNodes) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.size = grid.size();
        this.candidateNodes = grid.cellCount() * size;
        if (grouped) {
            findGroups(true);
            findGroups(false);
        }
        setNodes = candidateNodes + groupCells.size();
        sets = alsNodes ? new TablingSets(grid).sets() : List.of();
        int literals = 2 * nodeCount();
        direct = new int[literals][];
        directDistance = new int[literals][];
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
        List<List<Integer>> setsByFirstPlace = setsByFirstPlace();
        for (int a = 0; a < sets.size(); a++) {
            setLinks(a, setsByFirstPlace);
        }
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
        return isGroup(node) ? groupDigit.get(node - candidateNodes) : node % size + 1;
    }

    /** The cells of a node: a candidate's one cell, a group's, all of a set's. */
    int[] cells(int node) {
        if (isSet(node)) {
            return set(node).cells();
        }
        return isGroup(node) ? groupCells.get(node - candidateNodes) : new int[] {node / size};
    }

    /**
     * The cell HoDoKu compares when it asks for a node's cell: a group's first, a set's first place of the
     * node's digit.
     */
    int cell(int node) {
        if (isSet(node)) {
            return set(node).places()[digit(node)][0];
        }
        return isGroup(node) ? groupCells.get(node - candidateNodes)[0] : node / size;
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
            return CellBits.has(groupSeenBy.get(node - candidateNodes), cell);
        }
        return node / size != cell && ChainSteps.sees(geometry, node / size, cell);
    }

    int directCount(int literal) {
        return directCount[literal];
    }

    int direct(int literal, int index) {
        return direct[literal][index];
    }

    /** HoDoKu's distance from a literal to its direct implication: 2, more through a set. */
    int directDistance(int literal, int index) {
        return directDistance[literal][index];
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
        long[] members = CellBits.empty(grid.cellCount());
        long[] seen = CellBits.empty(grid.cellCount());
        for (int member : cells) {
            CellBits.add(members, member);
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            boolean all = true;
            for (int member : cells) {
                all &= member != cell && ChainSteps.sees(geometry, member, cell);
            }
            if (all) {
                CellBits.add(seen, cell);
            }
        }
        while (groupsOf.size() <= d) {
            groupsOf.add(new ArrayList<>());
        }
        groupsOf.get(d).add(groupCells.size());
        groupCells.add(cells);
        groupDigit.add(d);
        groupRow.add(row);
        groupCol.add(col);
        groupCellSet.add(members);
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
        long[] seen = groupSeenBy.get(g);
        int box = geometry.box(members[0]);
        int row = groupRow.get(g);
        int col = groupCol.get(g);
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (CellBits.has(seen, cell) && grid.has(cell, d)) {
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
            if (h == g || groupDigit.get(h) != d || CellBits.intersects(groupCellSet.get(g), groupCellSet.get(h))) {
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
    private int single(long[] seen, int d, java.util.function.IntPredicate where) {
        int found = -1;
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (CellBits.has(seen, cell) && grid.has(cell, d) && where.test(cell)) {
                if (found >= 0) {
                    return -1;
                }
                found = cell;
            }
        }
        return found;
    }

    private static boolean contains(int[] cells, int cell) {
        for (int x : cells) {
            if (x == cell) {
                return true;
            }
        }
        return false;
    }

    private void add(int premise, int literal) {
        add(premise, literal, 2);
    }

    /** Appends an implication; a candidate already implied is not listed twice (groups and sets may be). */
    private void add(int premise, int literal, int distance) {
        int[] list = direct[premise];
        int count = directCount[premise];
        // A set's own list holds each candidate once by construction; scanning it would cost O(D^2).
        if (isCandidate(node(literal)) && !isSet(node(premise)) && implies(premise, literal)) {
            return;
        }
        if (list == null) {
            list = new int[8];
            directDistance[premise] = new int[8];
        } else if (count == list.length) {
            list = Arrays.copyOf(list, count * 2);
            directDistance[premise] = Arrays.copyOf(directDistance[premise], count * 2);
        }
        list[count] = literal;
        directDistance[premise][count] = distance;
        direct[premise] = list;
        directCount[premise] = count + 1;
    }

    private boolean implies(int premise, int literal) {
        for (int i = 0; i < directCount[premise]; i++) {
            if (direct[premise][i] == literal) {
                return true;
            }
        }
        return false;
    }

    /**
     * The links of one almost locked set, digit by digit, when the set without the digit would remove
     * something: a place of the digit seeing all the set's places of it (or a group of such places seeing
     * them all) turns the digit off in the set when on; the set, locked on its other digits, then turns
     * off each of them outside where it sees all their places in the set, the groups so cleared, the
     * other sets whose places of a digit are all cleared, and turns on the one digit left in a cell
     * (not bivalue) seeing them. These carry HoDoKu's penalty for the set.
     */
    private void setLinks(int a, List<List<Integer>> setsByFirstPlace) {
        TablingSets.AlmostSet set = sets.get(a);
        int penalty = set.penalty();
        int[] triggered = setsTriggeredBy(a, setsByFirstPlace);
        for (int j = 1; j <= size; j++) {
            if (!set.has(j) || !clears(set, j)) {
                continue;
            }
            int node = setNode(a, j);
            long[] seen = set.seenBy()[j];
            groupsEntering.clear();
            for (int cell = CellBits.next(seen, 0); cell >= 0; cell = CellBits.next(seen, cell + 1)) {
                entries(set, j, cell, node);
            }
            for (int k = 1; k <= size; k++) {
                if (k == j || !set.has(k)) {
                    continue;
                }
                long[] cleared = set.seenBy()[k];
                for (int cell = CellBits.next(cleared, 0); cell >= 0; cell = CellBits.next(cleared, cell + 1)) {
                    add(off(node), off(candidate(cell, k)), 2 + penalty);
                }
                for (int g : groupsOf(k)) {
                    if (CellBits.within(groupCellSet.get(g), cleared)) {
                        add(off(node), off(candidateNodes + g), 2 + penalty);
                    }
                }
            }
            for (int other : triggered) {
                if (digit(other) != j) {
                    add(off(node), off(other), 2 + penalty);
                }
            }
            forcings(set, j, node, penalty);
        }
    }

    /**
     * A place of the digit seeing all the set's places of it turns the digit off; so do its groups that do,
     * each once ({@link #groupsEntering}).
     */
    private void entries(TablingSets.AlmostSet set, int j, int cell, int node) {
        add(on(candidate(cell, j)), off(node));
        for (int g : groupsOf(j)) {
            if (CellBits.has(groupCellSet.get(g), cell)
                    && !CellBits.intersects(groupCellSet.get(g), set.cellSet())
                    && CellBits.within(set.placeSet()[j], groupSeenBy.get(g))
                    && groupsEntering.add(g)) {
                add(on(candidateNodes + g), off(node));
            }
        }
    }

    /**
     * The nodes of the other sets, disjoint from set {@code a}, all of whose places of a digit l the set
     * clears when locked on l (before the entry digit is known); in set order, then digit order, as HoDoKu
     * lists them. A triggered set's first place of l is among the cleared cells, so only the sets indexed
     * under those cells are tried.
     */
    private int[] setsTriggeredBy(int a, List<List<Integer>> setsByFirstPlace) {
        TablingSets.AlmostSet set = sets.get(a);
        List<Integer> found = new ArrayList<>();
        for (int l = 1; l <= size; l++) {
            if (!set.has(l)) {
                continue;
            }
            long[] cleared = set.seenBy()[l];
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                if (!CellBits.has(cleared, cell)) {
                    continue;
                }
                for (int b : setsByFirstPlace.get(cell * size + l - 1)) {
                    TablingSets.AlmostSet other = sets.get(b);
                    if (b != a
                            && !CellBits.intersects(set.cellSet(), other.cellSet())
                            && CellBits.within(other.placeSet()[l], cleared)) {
                        found.add(setNode(b, l));
                    }
                }
            }
        }
        return found.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /** The sets by their first place of each digit ({@code cell * N + digit - 1}). */
    private List<List<Integer>> setsByFirstPlace() {
        List<List<Integer>> index = new ArrayList<>();
        for (int i = 0; i < grid.cellCount() * size; i++) {
            index.add(new ArrayList<>());
        }
        for (int b = 0; b < sets.size(); b++) {
            TablingSets.AlmostSet set = sets.get(b);
            for (int l = 1; l <= size; l++) {
                if (set.has(l)) {
                    index.get(set.places()[l][0] * size + l - 1).add(b);
                }
            }
        }
        return index;
    }

    private int setNode(int set, int digit) {
        return setNodes + set * size + digit - 1;
    }

    private List<Integer> groupsOf(int digit) {
        return digit < groupsOf.size() ? groupsOf.get(digit) : List.of();
    }

    /** Whether the set without {@code j} removes some candidate outside. */
    private boolean clears(TablingSets.AlmostSet set, int j) {
        for (int k = 1; k <= size; k++) {
            if (k != j && set.has(k) && !CellBits.isEmpty(set.seenBy()[k])) {
                return true;
            }
        }
        return false;
    }

    /** A cell seeing the set on some digit, left with one digit by the locked set, is forced to it. */
    private void forcings(TablingSets.AlmostSet set, int j, int node, int penalty) {
        long[] buddies = set.buddies();
        for (int cell = CellBits.next(buddies, 0); cell >= 0; cell = CellBits.next(buddies, cell + 1)) {
            long candidates = grid.candidates(cell);
            if (Long.bitCount(candidates) == 2) {
                continue;
            }
            long left = candidates;
            for (int k = 1; k <= size; k++) {
                if (k != j && set.seen(k, cell)) {
                    left &= ~Masks.bit(k);
                }
            }
            if (Long.bitCount(left) == 1) {
                add(off(node), on(candidate(cell, Masks.firstDigit(left))), 3 + penalty);
            }
        }
    }
}
