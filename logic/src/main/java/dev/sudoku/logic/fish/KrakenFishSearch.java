package dev.sudoku.logic.fish;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Masks;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * The finned basic fish of one digit and orientation that a Kraken fish can grow from: k base lines (2 to
 * {@link KrakenFish#MAX_SIZE}) and k cover lines holding all their places but 1 to {@link
 * KrakenFish#MAX_FINS} fins, the fins anywhere (chains, not sight, join them to an elimination).
 *
 * <p>Terms as in {@link FinnedFishSearch}: for rows as base lines a <i>line</i> is a row and a <i>slot</i> a
 * column. A base tuple is walked depth-first and cut once its places span more than k + MAX_FINS slots
 * (each slot beyond k needs a fin); each k-subset of the spanned slots is then a cover, kept when it leaves
 * 1 to MAX_FINS places uncovered and covers a place of every base line (a line of fins only would make
 * the fish empty). Every cover tried counts against the search's counter.
 */
final class KrakenFishSearch {
    private final CandidateGrid grid;
    private final int digit;
    private final boolean rowsAsBase;
    private final int n;
    private final long[] places;
    private final CappedCount counter;
    private int size;
    private int[] tuple;
    private Predicate<FinnedShape> visitor;

    KrakenFishSearch(CandidateGrid grid, int digit, boolean rowsAsBase, CappedCount counter) {
        this.grid = grid;
        this.digit = digit;
        this.rowsAsBase = rowsAsBase;
        this.n = grid.size();
        this.counter = counter;
        this.places = new long[n];
        int baseFirst = rowsAsBase ? 0 : n;
        for (int line = 0; line < n; line++) {
            places[line] = grid.positions(baseFirst + line, digit);
        }
    }

    /** Visits the fish of k base lines, in tuple order; false when the visitor or the counter stopped it. */
    boolean run(int k, Predicate<FinnedShape> visitor) {
        this.size = k;
        this.tuple = new int[k];
        this.visitor = visitor;
        List<Integer> usable = new ArrayList<>();
        for (int line = 0; line < n; line++) {
            int count = Masks.count(places[line]);
            if (count >= 1 && count <= k + KrakenFish.MAX_FINS) {
                usable.add(line);
            }
        }
        int[] lines = usable.stream().mapToInt(Integer::intValue).toArray();
        return walk(lines, 0, 0, 0L);
    }

    private boolean walk(int[] lines, int depth, int from, long union) {
        if (depth == size) {
            return covers(union);
        }
        for (int i = from; i <= lines.length - (size - depth); i++) {
            long spanned = union | places[lines[i]];
            if (Masks.count(spanned) > size + KrakenFish.MAX_FINS) {
                continue;
            }
            tuple[depth] = lines[i];
            if (!walk(lines, depth + 1, i + 1, spanned)) {
                return false;
            }
        }
        return true;
    }

    /** Each k-subset of the spanned slots as cover. */
    private boolean covers(long spanned) {
        int[] slots = new int[Masks.count(spanned)];
        int i = 0;
        for (long rest = spanned; rest != 0; rest &= rest - 1) {
            slots[i++] = Masks.firstSlot(rest);
        }
        if (slots.length <= size) {
            // No slot left over: a fish without fins, or one whose lines fit in fewer covers.
            return true;
        }
        return Combinations.forEach(slots.length, size, chosen -> {
            if (!counter.tick()) {
                return false;
            }
            long cover = 0;
            for (int index : chosen) {
                cover |= 1L << slots[index];
            }
            return offer(cover);
        });
    }

    private boolean offer(long cover) {
        List<Integer> fins = new ArrayList<>();
        List<Integer> bases = new ArrayList<>();
        for (int line : tuple) {
            if ((places[line] & cover) == 0) {
                return true;
            }
            bases.add((rowsAsBase ? 0 : n) + line);
            for (long rest = places[line] & ~cover; rest != 0; rest &= rest - 1) {
                fins.add(cell(line, Masks.firstSlot(rest)));
            }
        }
        if (fins.isEmpty() || fins.size() > KrakenFish.MAX_FINS) {
            return true;
        }
        fins.sort(null);
        List<Integer> covers = new ArrayList<>();
        for (long rest = cover; rest != 0; rest &= rest - 1) {
            covers.add((rowsAsBase ? n : 0) + Masks.firstSlot(rest));
        }
        return visitor.test(new FinnedShape(digit, bases, covers, fins, null));
    }

    private int cell(int line, int slot) {
        return rowsAsBase ? line * n + slot : slot * n + line;
    }
}
