package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The look-up tables the techniques read, built once per rule set: each house's cells and kind, each
 * cell's houses and peers, and every pair of houses that share two cells or more (the pairs locked
 * candidates work on).
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
    final int[][] peers;
    final List<Overlap> overlaps;

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
        peers = new int[rules.cellCount()][];
        for (int cell = 0; cell < rules.cellCount(); cell++) {
            housesOfCell[cell] =
                    byCell.get(cell).stream().mapToInt(Integer::intValue).toArray();
            peers[cell] = rules.peers(cell);
        }
        overlaps = overlaps(byCell, count);
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
