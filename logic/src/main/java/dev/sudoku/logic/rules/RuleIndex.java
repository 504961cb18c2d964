package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.fish.FishBoard;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The look-up tables the techniques read, built once per rule set: each house's cells and kind, each
 * cell's houses and peers, every pair of houses that share two cells or more (the pairs locked
 * candidates work on), the killer cages and the consecutive neighbour pairs.
 *
 * <p>Cost: O(houses^2 x N) to build, some 17,000 house pairs for a samurai; immutable afterwards, so
 * every grid of the same rules shares one index.
 */
final class RuleIndex {
    /** Two houses sharing cells, with the shared cells as slot masks of each house. */
    record Overlap(int first, int second, int slotsInFirst, int slotsInSecond) {}

    final RuleSet rules;
    final int[][] houseCells;
    final HouseKind[] kinds;
    final String[] grids;
    final int[][] housesOfCell;
    /** Per cell, its slot in each of its houses, in the order of {@link #housesOfCell}. */
    final int[][] slotsOfCell;

    final int[][] peers;
    final List<Overlap> overlaps;
    /** Killer cages in the cage map's order: their cells (ascending), sums and labels; none without cages. */
    final int[][] cageCells;

    final int[] cageSums;
    final char[] cageLabels;
    /** Each cell's cage, -1 for a cell in none. */
    final int[] cageOfCell;
    /**
     * What the 45 rule is applied to, as lists of houses: every house alone, then runs of 2 up to N/2
     * neighbouring rows, then of columns. Only with cages.
     */
    final List<int[]> sumRegions;
    /**
     * Consecutive: every pair of side-neighbours (the partial form: every barred pair), the upper or left
     * cell first, and whether a bar joins them; none without bars.
     */
    final List<NeighbourPair> neighbourPairs;

    /** Two side-neighbours of a consecutive grid and whether the border between them carries a bar. */
    record NeighbourPair(int first, int second, boolean barred) {}

    /** Each cell's peers as a bit set over cells, for the constant-time {@link #sees} that chains ask often. */
    private final long[][] peerBits;
    /** Each cell's side-neighbours joined by a bar, read once from the rules (which copy on each call). */
    final int[][] barredSides;
    /** Each cell's side-neighbours no bar joins, in the strict form only (the rules' own table). */
    final int[][] unbarredSides;
    /** Each cell's cage and side-neighbours of {@link #barredSides} and {@link #unbarredSides}, as bit sets. */
    private final long[][] tiedBits;
    /** The houses as Franken and Mutant fish read them; none on a grid of more than 128 cells (a samurai). */
    final Optional<FishBoard> fishBoard;

    RuleIndex(RuleSet rules) {
        this.rules = rules;
        List<RuleHouse> houses = rules.houses();
        int count = houses.size();
        houseCells = new int[count][];
        kinds = new HouseKind[count];
        grids = new String[count];
        List<List<Integer>> byCell = new ArrayList<>();
        for (int cell = 0; cell < rules.cellCount(); cell++) {
            byCell.add(new ArrayList<>());
        }
        for (int h = 0; h < count; h++) {
            houseCells[h] = houses.get(h).cells();
            kinds[h] = HouseKind.of(houses.get(h).name());
            grids[h] = HouseKind.gridOf(houses.get(h).name());
            for (int cell : houseCells[h]) {
                byCell.get(cell).add(h);
            }
        }
        housesOfCell = new int[rules.cellCount()][];
        slotsOfCell = new int[rules.cellCount()][];
        peers = new int[rules.cellCount()][];
        for (int cell = 0; cell < rules.cellCount(); cell++) {
            housesOfCell[cell] =
                    byCell.get(cell).stream().mapToInt(Integer::intValue).toArray();
            slotsOfCell[cell] = new int[housesOfCell[cell].length];
            for (int k = 0; k < housesOfCell[cell].length; k++) {
                int[] cells = houseCells[housesOfCell[cell][k]];
                while (cells[slotsOfCell[cell][k]] != cell) {
                    slotsOfCell[cell][k]++;
                }
            }
            peers[cell] = rules.peers(cell);
        }
        overlaps = overlaps(byCell, count);
        List<Cage> cages = rules.cages().map(CageMap::cages).orElse(List.of());
        cageCells = new int[cages.size()][];
        cageSums = new int[cages.size()];
        cageLabels = new char[cages.size()];
        for (int c = 0; c < cages.size(); c++) {
            cageCells[c] = cages.get(c).cells();
            cageSums[c] = cages.get(c).sum();
            cageLabels[c] = cages.get(c).label();
        }
        cageOfCell = new int[rules.cellCount()];
        java.util.Arrays.fill(cageOfCell, -1);
        for (int c = 0; c < cageCells.length; c++) {
            for (int cell : cageCells[c]) {
                cageOfCell[cell] = c;
            }
        }
        sumRegions = cages.isEmpty() ? List.of() : sumRegions(rules.digits());
        neighbourPairs = rules.bars()
                .map(bars -> neighbourPairs(bars, rules.strictBars()))
                .orElse(List.of());
        peerBits = new long[rules.cellCount()][(rules.cellCount() + 63) / 64];
        for (int cell = 0; cell < peers.length; cell++) {
            for (int peer : peers[cell]) {
                peerBits[cell][peer >>> 6] |= 1L << peer;
            }
        }
        barredSides = new int[rules.cellCount()][];
        unbarredSides = new int[rules.cellCount()][];
        for (int cell = 0; cell < barredSides.length; cell++) {
            barredSides[cell] = rules.barredNeighbours(cell);
            unbarredSides[cell] = rules.unbarredNeighbours(cell);
        }
        tiedBits = new long[rules.cellCount()][(rules.cellCount() + 63) / 64];
        for (int cell = 0; cell < tiedBits.length; cell++) {
            int[] cage = cageOfCell[cell] >= 0 ? cageCells[cageOfCell[cell]] : new int[0];
            for (int[] tied : new int[][] {cage, barredSides[cell], unbarredSides[cell]}) {
                for (int other : tied) {
                    tiedBits[cell][other >>> 6] |= 1L << other;
                }
            }
        }
        fishBoard = rules.cellCount() <= FishBoard.MAX_CELLS ? Optional.of(fishBoard()) : Optional.empty();
    }

    /**
     * The fish board: rows and columns as themselves, boxes, jigsaw regions and windows as blocks, diagonals
     * as other houses; a house without every digit is none.
     */
    private FishBoard fishBoard() {
        int[] types = new int[houseCells.length];
        for (int h = 0; h < types.length; h++) {
            types[h] = houseCells[h].length != rules.digits()
                    ? FishBoard.NONE
                    : switch (kinds[h]) {
                        case ROW -> FishBoard.ROW;
                        case COLUMN -> FishBoard.COLUMN;
                        case BOX, REGION, WINDOW -> FishBoard.BLOCK;
                        case DIAGONAL -> FishBoard.OTHER;
                    };
        }
        long[] lo = new long[peers.length];
        long[] hi = new long[peers.length];
        for (int cell = 0; cell < peers.length; cell++) {
            lo[cell] = peerBits[cell][0];
            hi[cell] = peerBits[cell].length > 1 ? peerBits[cell][1] : 0L;
        }
        return new FishBoard(rules.digits(), houseCells, types, housesOfCell, lo, hi);
    }

    /**
     * Whether a rule beyond the houses joins the cells: one cage, or a border with or without a bar (the
     * strict consecutive form reads both). Symmetric.
     */
    boolean tied(int cell, int other) {
        return (tiedBits[cell][other >>> 6] & (1L << other)) != 0;
    }

    /** Whether a list of cells (a house's, a cage's) holds the cell: a scan, for lists of a house's length. */
    static boolean contains(int[] cells, int cell) {
        for (int other : cells) {
            if (other == cell) {
                return true;
            }
        }
        return false;
    }

    /** Whether two cells are peers (share a house or, in a killer, a cage): they hold different digits. */
    boolean sees(int a, int b) {
        return (peerBits[a][b >>> 6] & (1L << b)) != 0;
    }

    /** The cell's peers as a bit set over cells (bit c of word c / 64); read only. */
    long[] peerBits(int cell) {
        return peerBits[cell];
    }

    private List<int[]> sumRegions(int digits) {
        List<int[]> regions = new ArrayList<>();
        for (int h = 0; h < houseCells.length; h++) {
            regions.add(new int[] {h});
        }
        for (HouseKind kind : List.of(HouseKind.ROW, HouseKind.COLUMN)) {
            List<Integer> lines = new ArrayList<>();
            for (int h = 0; h < kinds.length; h++) {
                if (kinds[h] == kind) {
                    lines.add(h);
                }
            }
            for (int length = 2; length <= digits / 2; length++) {
                for (int first = 0; first + length <= lines.size(); first++) {
                    regions.add(lines.subList(first, first + length).stream()
                            .mapToInt(Integer::intValue)
                            .toArray());
                }
            }
        }
        return List.copyOf(regions);
    }

    /** The barred pairs, and in the strict form the unbarred ones too (the partial form says nothing of them). */
    private static List<NeighbourPair> neighbourPairs(BarMap bars, boolean strict) {
        int size = bars.size();
        List<NeighbourPair> pairs = new ArrayList<>();
        for (int cell = 0; cell < size * size; cell++) {
            if (cell % size < size - 1 && (strict || bars.barred(cell, cell + 1))) {
                pairs.add(new NeighbourPair(cell, cell + 1, bars.barred(cell, cell + 1)));
            }
            if (cell / size < size - 1 && (strict || bars.barred(cell, cell + size))) {
                pairs.add(new NeighbourPair(cell, cell + size, bars.barred(cell, cell + size)));
            }
        }
        return List.copyOf(pairs);
    }

    private List<Overlap> overlaps(List<List<Integer>> byCell, int count) {
        int[][] shared = new int[count][count];
        for (List<Integer> cellHouses : byCell) {
            for (int a : cellHouses) {
                for (int b : cellHouses) {
                    shared[a][b]++;
                }
            }
        }
        List<Overlap> found = new ArrayList<>();
        for (int a = 0; a < count; a++) {
            for (int b = 0; b < count; b++) {
                if (a != b && shared[a][b] >= 2) {
                    found.add(new Overlap(a, b, slotsOf(a, b), slotsOf(b, a)));
                }
            }
        }
        return List.copyOf(found);
    }

    /** The slots of house {@code a} whose cells lie in house {@code b}, as a mask. */
    private int slotsOf(int a, int b) {
        int mask = 0;
        for (int slot = 0; slot < houseCells[a].length; slot++) {
            for (int cell : houseCells[b]) {
                if (cell == houseCells[a][slot]) {
                    mask |= 1 << slot;
                }
            }
        }
        return mask;
    }

    String houseName(int house) {
        return rules.houses().get(house).name();
    }
}
