package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;

/**
 * Death Blossom (HoDoKu code 0904): a stem cell and, for each of its digits d, a petal: a set holding d
 * whose every d sees the stem. Whatever the stem holds, the petal of that digit loses it, is locked and
 * holds all its other digits; so a digit z of every petal (not a stem digit) is in some petal, and leaves
 * every cell seeing all its places in all petals. As in HoDoKu, petals share no cell unless overlap is
 * allowed.
 *
 * <p>Order: stems row by row; petals tried digit by digit, each in {@link AlsIndex} order. Cost: one pass
 * over every set and digit to list the petals of each cell (O(S x 3N)), then, per stem, the product of
 * its petal counts, cut short as soon as the petals chosen have no common non-stem digit or overlap.
 */
final class DeathBlossom {
    private DeathBlossom() {}

    static boolean find(AlsIndex index, boolean overlap, StepSink sink) {
        CandidateGrid grid = index.grid();
        int size = grid.size();
        List<List<Integer>> petals = petals(index);
        for (int stem = 0; stem < grid.cellCount(); stem++) {
            long stemDigits = grid.candidates(stem);
            if (Long.bitCount(stemDigits) < 2) {
                continue;
            }
            int[] digits = AlsIndex.digits(stemDigits);
            List<List<Integer>> options = new ArrayList<>();
            for (int digit : digits) {
                List<Integer> list = petals.get(stem * size + digit - 1);
                if (list == null) {
                    break;
                }
                options.add(list);
            }
            if (options.size() == digits.length) {
                Search search = new Search(index, stem, digits, options, overlap, sink);
                if (!search.choose(0, ~stemDigits)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** For each (cell, digit), the sets holding the digit whose every place of it the cell sees. */
    private static List<List<Integer>> petals(AlsIndex index) {
        CandidateGrid grid = index.grid();
        Geometry geometry = grid.geometry();
        int size = grid.size();
        List<List<Integer>> petals = new ArrayList<>(grid.cellCount() * size);
        for (int i = 0; i < grid.cellCount() * size; i++) {
            petals.add(null);
        }
        for (int i = 0; i < index.count(); i++) {
            Als als = index.get(i);
            for (int digit : AlsIndex.digits(als.digits)) {
                int[] places = index.cellsOf(als, digit);
                Span span = Span.of(geometry, places, places.length);
                for (int peer : geometry.peersOf(places[0])) {
                    if (grid.has(peer, digit) && span.covers(geometry, peer) && !index.contains(als, peer)) {
                        int key = peer * size + digit - 1;
                        if (petals.get(key) == null) {
                            petals.set(key, new ArrayList<>());
                        }
                        petals.get(key).add(i);
                    }
                }
            }
        }
        return petals;
    }

    /** The choice of one petal per stem digit, depth first. */
    private static final class Search {
        private final AlsIndex index;
        private final int stem;
        private final int[] digits;
        private final List<List<Integer>> options;
        private final boolean overlap;
        private final StepSink sink;
        private final Als[] chosen;

        Search(AlsIndex index, int stem, int[] digits, List<List<Integer>> options, boolean overlap, StepSink sink) {
            this.overlap = overlap;
            this.index = index;
            this.stem = stem;
            this.digits = digits;
            this.options = options;
            this.sink = sink;
            this.chosen = new Als[digits.length];
        }

        /** Returns false when the sink stops the search. */
        boolean choose(int level, long common) {
            if (level == digits.length) {
                AlsStep step = step(common);
                return step == null || sink.offer(step);
            }
            for (int option : options.get(level)) {
                Als petal = index.get(option);
                long next = common & petal.digits;
                if (next == 0 || (!overlap && overlapsChosen(petal, level))) {
                    continue;
                }
                chosen[level] = petal;
                if (!choose(level + 1, next)) {
                    return false;
                }
            }
            return true;
        }

        private boolean overlapsChosen(Als petal, int level) {
            for (int i = 0; i < level; i++) {
                if (index.overlap(chosen[i], petal)) {
                    return true;
                }
            }
            return false;
        }

        private AlsStep step(long zDigits) {
            Eliminations eliminations = new Eliminations();
            for (long rest = zDigits; rest != 0; rest &= rest - 1) {
                int z = Masks.firstDigit(rest);
                int[] places = new int[0];
                for (Als petal : chosen) {
                    places = AlsXz.concat(places, index.cellsOf(petal, z));
                }
                eliminations.seeingAll(index, z, places, places.length, null);
            }
            if (eliminations.isEmpty()) {
                return null;
            }
            long[] linkMasks = new long[digits.length];
            List<List<Integer>> links = new ArrayList<>();
            for (int i = 0; i < digits.length; i++) {
                linkMasks[i] = Masks.bit(digits[i]);
                links.add(List.of(digits[i]));
            }
            return AlsSteps.build(
                    TechniqueId.DEATH_BLOSSOM, index.grid(), List.of(chosen), linkMasks, links, stem, eliminations);
        }
    }
}
