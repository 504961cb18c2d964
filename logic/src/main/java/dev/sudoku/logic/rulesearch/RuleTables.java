package dev.sudoku.logic.rulesearch;

import dev.sudoku.core.rules.Cage;
import dev.sudoku.core.rules.CageSums;
import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * The lookup tables the searches read on every step, built once per rule set: each cell's peers, each
 * house's cells, the pairs of houses that share two or more cells (where locked candidates live), a
 * killer's cages with their sums and a consecutive grid's pairs of side-neighbours.
 *
 * <p>Immutable after construction; the arrays are never handed out. Cost of building: O(houses^2 x N)
 * for the intersections, about 17,000 cell tests for the 131 houses of a samurai.
 */
final class RuleTables {
    private final RuleSet rules;
    private final int[][] peers;
    private final int[][] houseCells;
    private final List<Intersection> intersections;
    private final List<CageCells> cages;
    private final List<Pair> pairs;

    /**
     * Two houses that share at least two cells.
     *
     * @param house the house whose digit is confined to the shared cells
     * @param other the house that then loses the digit outside them
     * @param shared the cells of both
     * @param rest the cells of {@code house} that are not in {@code other}
     * @param outside the cells of {@code other} that are not in {@code house}
     */
    record Intersection(int house, int other, int[] shared, int[] rest, int[] outside) {}

    /**
     * A killer cage.
     *
     * @param name the cage as a reason names it: its label and its cells, r1c1 style
     * @param sum what its digits add up to
     * @param cells its cells, ascending
     */
    record CageCells(String name, int sum, int[] cells) {}

    /**
     * Two side-neighbours of a consecutive grid, the cell above or left of the other first.
     *
     * @param barred whether a bar joins them (digits differ by 1) or not (strict form: by more than 1)
     */
    record Pair(int first, int second, boolean barred) {}

    RuleTables(RuleSet rules) {
        this.rules = rules;
        int cells = rules.cellCount();
        this.peers = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            peers[cell] = rules.peers(cell);
        }
        List<RuleHouse> houses = rules.houses();
        this.houseCells = new int[houses.size()][];
        for (int h = 0; h < houseCells.length; h++) {
            houseCells[h] = houses.get(h).cells();
        }
        this.intersections = intersections(houseCells, cells);
        this.cages = rules.cages()
                .map(map -> map.cages().stream().map(cage -> cage(rules, cage)).toList())
                .orElse(List.of());
        this.pairs = rules.bars().isPresent() ? pairs(rules) : List.of();
    }

    private static CageCells cage(RuleSet rules, Cage cage) {
        StringBuilder name = new StringBuilder("cage ").append(cage.label()).append(" at ");
        int[] cells = cage.cells();
        for (int slot = 0; slot < cells.length; slot++) {
            name.append(slot == 0 ? "" : ", ").append(rules.name(cells[slot]));
        }
        return new CageCells(name.toString(), cage.sum(), cells);
    }

    /** Every pair of side-neighbours once, in the order of the cell above or left of the other. */
    private static List<Pair> pairs(RuleSet rules) {
        List<Pair> found = new ArrayList<>();
        for (int cell = 0; cell < rules.cellCount(); cell++) {
            for (int side : rules.barredNeighbours(cell)) {
                if (side > cell) {
                    found.add(new Pair(cell, side, true));
                }
            }
            for (int side : rules.unbarredNeighbours(cell)) {
                if (side > cell) {
                    found.add(new Pair(cell, side, false));
                }
            }
        }
        found.sort(Comparator.comparingInt(Pair::first).thenComparingInt(Pair::second));
        return List.copyOf(found);
    }

    private static List<Intersection> intersections(int[][] houseCells, int cells) {
        List<Intersection> found = new ArrayList<>();
        for (int house = 0; house < houseCells.length; house++) {
            boolean[] inHouse = new boolean[cells];
            for (int cell : houseCells[house]) {
                inHouse[cell] = true;
            }
            for (int other = 0; other < houseCells.length; other++) {
                if (other == house) {
                    continue;
                }
                int[] shared = new int[houseCells[other].length];
                int[] outside = new int[houseCells[other].length];
                int s = 0;
                int o = 0;
                for (int cell : houseCells[other]) {
                    if (inHouse[cell]) {
                        shared[s++] = cell;
                    } else {
                        outside[o++] = cell;
                    }
                }
                // One shared cell makes a hidden single, which the sweeps already place.
                if (s >= 2 && o > 0) {
                    int[] sharedCells = Arrays.copyOf(shared, s);
                    found.add(new Intersection(
                            house,
                            other,
                            sharedCells,
                            without(houseCells[house], sharedCells),
                            Arrays.copyOf(outside, o)));
                }
            }
        }
        return List.copyOf(found);
    }

    private static int[] without(int[] cells, int[] removed) {
        return Arrays.stream(cells)
                .filter(cell -> Arrays.stream(removed).noneMatch(r -> r == cell))
                .toArray();
    }

    RuleSet rules() {
        return rules;
    }

    int cellCount() {
        return peers.length;
    }

    int digits() {
        return rules.digits();
    }

    /** Every digit 1..N as a mask, bit d-1 for digit d. */
    int allDigits() {
        return rules.digits() == 32 ? -1 : (1 << rules.digits()) - 1;
    }

    int[] peersOf(int cell) {
        return peers[cell];
    }

    int houseCount() {
        return houseCells.length;
    }

    int[] cellsOf(int house) {
        return houseCells[house];
    }

    String houseName(int house) {
        return rules.houses().get(house).name();
    }

    /** The pairs of houses sharing two or more cells, each pair in both directions, in house order. */
    List<Intersection> intersections() {
        return intersections;
    }

    /** The killer cages in the cage map's order; empty without cages. */
    List<CageCells> cages() {
        return cages;
    }

    /** The sets of distinct digits by count and sum; only with cages. */
    CageSums cageSums() {
        return rules.cageSums();
    }

    /** The pairs of side-neighbours of a consecutive grid, barred or not; empty without bars. */
    List<Pair> pairs() {
        return pairs;
    }
}
