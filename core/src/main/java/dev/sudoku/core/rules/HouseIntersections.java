package dev.sudoku.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Every pair of houses sharing two cells or more, as the cells they share and those each has alone: a box
 * and a line, a jigsaw region and a line, a diagonal or a window and a box, and the lines of two samurai
 * grids through their shared box. When a digit's places in one house all lie in the shared cells, the other house
 * holds it there too, so it leaves that house's own cells (locked candidates, for any two houses).
 */
final class HouseIntersections {
    /** One pair: the cells both houses hold, and the cells of each that the other does not. */
    record Pair(int[] shared, int[] firstOnly, int[] secondOnly) {}

    private final List<Pair> pairs;

    private HouseIntersections(List<Pair> pairs) {
        this.pairs = List.copyOf(pairs);
    }

    static HouseIntersections of(List<RuleHouse> houses, int cellCount) {
        List<Pair> pairs = new ArrayList<>();
        for (int a = 0; a < houses.size(); a++) {
            boolean[] inFirst = new boolean[cellCount];
            for (int cell : houses.get(a).cells()) {
                inFirst[cell] = true;
            }
            for (int b = a + 1; b < houses.size(); b++) {
                int[] second = houses.get(b).cells();
                int[] shared =
                        Arrays.stream(second).filter(cell -> inFirst[cell]).toArray();
                // One shared cell says nothing a single does not; all of them means the same house twice.
                if (shared.length < 2 || shared.length == second.length) {
                    continue;
                }
                boolean[] inSecond = new boolean[cellCount];
                for (int cell : second) {
                    inSecond[cell] = true;
                }
                pairs.add(new Pair(
                        shared,
                        Arrays.stream(houses.get(a).cells())
                                .filter(cell -> !inSecond[cell])
                                .toArray(),
                        Arrays.stream(second).filter(cell -> !inFirst[cell]).toArray()));
            }
        }
        return new HouseIntersections(pairs);
    }

    List<Pair> pairs() {
        return pairs;
    }
}
