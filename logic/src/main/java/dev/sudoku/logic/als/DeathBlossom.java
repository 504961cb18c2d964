package dev.sudoku.logic.als;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
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
 * over every set and digit to list the petals of each cell (O(S x N x W)), then, per stem, the product of
 * its petal counts, cut short as soon as the petals chosen overlap or have no common non-stem digit left
 * with a cell seeing all its places (tracked per digit as petals are added, O(W) each).
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
            SearchBudget.check();
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
                if (!search.choose(0, ~stemDigits & Masks.allDigits(size))) {
                    return false;
                }
            }
        }
        return true;
    }

    /** For each (cell, digit), the sets holding the digit whose every place of it the cell sees. */
    private static List<List<Integer>> petals(AlsIndex index) {
        CandidateGrid grid = index.grid();
        int size = grid.size();
        List<List<Integer>> petals = new ArrayList<>(grid.cellCount() * size);
        for (int i = 0; i < grid.cellCount() * size; i++) {
            petals.add(null);
        }
        for (int i = 0; i < index.count(); i++) {
            Als als = index.get(i);
            for (int digit : AlsIndex.digits(als.digits)) {
                // The seers are outside the places; a cell of the set holding the digit is a place.
                long[] stems = index.seeingAll(digit, als);
                for (int word = 0; word < stems.length; word++) {
                    for (long rest = stems[word]; rest != 0; rest &= rest - 1) {
                        int key = (word * 64 + Long.numberOfTrailingZeros(rest)) * size + digit - 1;
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
        // targets[level][z - 1]: the cells holding z that see every z of the petals chosen before level.
        private final long[][][] targets;

        Search(AlsIndex index, int stem, int[] digits, List<List<Integer>> options, boolean overlap, StepSink sink) {
            this.overlap = overlap;
            this.index = index;
            this.stem = stem;
            this.digits = digits;
            this.options = options;
            this.sink = sink;
            this.chosen = new Als[digits.length];
            this.targets = new long[digits.length + 1][index.grid().size()][];
        }

        /**
         * Chooses the petal of {@code digits[level]}; {@code common} holds the non-stem digits of all petals
         * chosen so far that still have a cell to leave. Returns false when the sink stops the search.
         */
        boolean choose(int level, long common) {
            if (level == digits.length) {
                AlsStep step = step(common);
                return step == null || sink.offer(step);
            }
            for (int option : options.get(level)) {
                Als petal = index.get(option);
                if ((common & petal.digits) == 0 || (!overlap && overlapsChosen(petal, level))) {
                    continue;
                }
                long next = narrow(level, common & petal.digits, petal);
                if (next == 0) {
                    continue;
                }
                chosen[level] = petal;
                if (!choose(level + 1, next)) {
                    return false;
                }
            }
            return true;
        }

        /** Keeps the digits z whose cells seeing all z so far also see the petal's z; fills level + 1. */
        private long narrow(int level, long candidates, Als petal) {
            long kept = 0;
            for (long rest = candidates; rest != 0; rest &= rest - 1) {
                int z = Long.numberOfTrailingZeros(rest);
                long[] before = level == 0 ? index.holding(z + 1) : targets[level][z];
                long[] after = targets[level + 1][z];
                if (after == null) {
                    after = new long[before.length];
                    targets[level + 1][z] = after;
                }
                System.arraycopy(before, 0, after, 0, before.length);
                CellBits.and(after, petal.seers[z]);
                if (!CellBits.isEmpty(after)) {
                    kept |= rest & -rest;
                }
            }
            return kept;
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
                eliminations.addAll(z, targets[digits.length][z - 1]);
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
