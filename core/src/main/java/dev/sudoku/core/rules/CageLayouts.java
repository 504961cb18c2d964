package dev.sudoku.core.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Random killer cage layouts that fit a solution: cages of 2 to {@code maxCells} side-connected cells
 * covering the grid, no digit twice in a cage, each sum the solution's. A cage has fewer cells than a
 * house: N distinct digits always sum to N(N+1)/2, so an N-cell cage that is a row, column or box says
 * nothing the house does not (a 4x4 grid's four-cell cages all summing 10). A cage grows from a random free
 * cell by random free side-neighbours whose digit it does not hold yet; a cell left alone joins a touching
 * cage with room and without its digit when there is one (a one-cell cage gives its digit away), else
 * stays a cage of one.
 */
public final class CageLayouts {
    /** Cage labels: as many cages as a 9x9 grid of two-cell cages needs, and more. */
    static final String LABELS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

    private CageLayouts() {}

    /**
     * A random layout for {@code solution} (N x N digits), the same for the same {@code random} state.
     *
     * @throws IllegalArgumentException when the layout drawn needs more cages than there are labels (62)
     */
    public static CageMap random(int[] solution, int size, int maxCells, Random random) {
        return random(solution, size, 2, maxCells, random)
                .orElseThrow(() -> new IllegalArgumentException(
                        "the layout needs more cages than the " + LABELS.length() + " labels"));
    }

    /**
     * A random layout whose cages aim at {@code minCells} to {@code maxCells} cells, at most N-1 (a cage
     * hemmed in by its neighbours or by its digits stays smaller), or empty when it needs more cages than there are
     * labels: on grids above 9x9 ask for larger cages, and draw again when it is empty.
     */
    public static java.util.Optional<CageMap> random(
            int[] solution, int size, int minCells, int maxCells, Random random) {
        int largest = Math.min(maxCells, size - 1);
        if (minCells < 2 || minCells > largest) {
            throw new IllegalArgumentException(
                    "cages of " + minCells + " to " + maxCells + " cells on a " + size + "x" + size + " grid");
        }
        int[] cageOf = new int[solution.length];
        java.util.Arrays.fill(cageOf, -1);
        List<List<Integer>> cages = new ArrayList<>();
        for (int start : shuffled(solution.length, random)) {
            if (cageOf[start] >= 0) {
                continue;
            }
            List<Integer> cage = new ArrayList<>(List.of(start));
            cageOf[start] = cages.size();
            int target = minCells + random.nextInt(largest - minCells + 1);
            while (cage.size() < target) {
                int next = freeNeighbour(cage, cageOf, solution, size, random);
                if (next < 0) {
                    break;
                }
                cage.add(next);
                cageOf[next] = cages.size();
            }
            cages.add(cage);
        }
        for (int c = 0; c < cages.size(); c++) {
            List<Integer> alone = cages.get(c);
            if (alone.size() == 1) {
                int host = hostFor(alone.get(0), cageOf, cages, largest, solution, size);
                if (host >= 0) {
                    cages.get(host).add(alone.get(0));
                    cageOf[alone.get(0)] = host;
                    alone.clear();
                }
            }
        }
        cages.removeIf(List::isEmpty);
        if (cages.size() > LABELS.length()) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(map(cages, solution, size));
    }

    /** A random side-neighbour of the cage, in no cage yet and of a digit the cage lacks; or -1. */
    private static int freeNeighbour(List<Integer> cage, int[] cageOf, int[] solution, int size, Random random) {
        List<Integer> options = new ArrayList<>();
        for (int cell : cage) {
            for (int next : Neighbours.of(cell, size)) {
                if (cageOf[next] < 0 && !options.contains(next) && !holds(cage, solution[next], solution)) {
                    options.add(next);
                }
            }
        }
        return options.isEmpty() ? -1 : options.get(random.nextInt(options.size()));
    }

    /** A touching cage with fewer than {@code maxCells} cells that lacks the cell's digit, or -1. */
    private static int hostFor(
            int cell, int[] cageOf, List<List<Integer>> cages, int maxCells, int[] solution, int size) {
        for (int next : Neighbours.of(cell, size)) {
            List<Integer> host = cages.get(cageOf[next]);
            if (cageOf[next] != cageOf[cell] && host.size() < maxCells && !holds(host, solution[cell], solution)) {
                return cageOf[next];
            }
        }
        return -1;
    }

    private static boolean holds(List<Integer> cage, int digit, int[] solution) {
        for (int cell : cage) {
            if (solution[cell] == digit) {
                return true;
            }
        }
        return false;
    }

    /** The cages labelled in the order they first appear reading row by row, each with its digits' sum. */
    private static CageMap map(List<List<Integer>> cages, int[] solution, int size) {
        cages.sort(java.util.Comparator.comparingInt(
                cage -> cage.stream().mapToInt(Integer::intValue).min().orElseThrow()));
        List<Cage> labelled = new ArrayList<>();
        for (int c = 0; c < cages.size(); c++) {
            int[] cells = cages.get(c).stream().mapToInt(Integer::intValue).toArray();
            int sum = 0;
            for (int cell : cells) {
                sum += solution[cell];
            }
            labelled.add(new Cage(LABELS.charAt(c), sum, cells));
        }
        return new CageMap(size, labelled);
    }

    private static int[] shuffled(int count, Random random) {
        int[] order = new int[count];
        for (int i = 0; i < count; i++) {
            order[i] = i;
        }
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = order[i];
            order[i] = order[j];
            order[j] = swap;
        }
        return order;
    }
}
