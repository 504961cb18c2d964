package dev.sudoku.logic.als;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * ALS-XY-Chain (HoDoKu code 0903): sets A1 - A2 - ... - An, each linked to the next by restricted commons.
 * If A1 held no z it would be locked and hold the digit x1 of its first link, so A2 would lose x1, be
 * locked and hold the digits of its next link, and so on until An holds z: one of A1 and An holds z, which
 * leaves every cell seeing all its places in both (cells of the middle sets included).
 *
 * <p>HoDoKu's rules, followed here: the digits a link uses are its restricted commons less those the
 * previous link used (a set that lost those still holds all its others); the chain ends where none is
 * left. A first link with two restricted commons uses one of them, each tried in turn. z is a digit of A1
 * and An that neither the first nor the last link uses. Linked sets share no cell (or, with overlap
 * allowed, none holding a digit of their link, see {@link RestrictedCommons}); sets further apart may share
 * cells, which the argument above does not mind. A chain has at least four sets: three are an {@link
 * AlsXyWing}, two an {@link AlsXz}, and those searches report them.
 *
 * <p>Bounds: at most {@link #MAX_LINKS} links (seven sets), HoDoKu's limit when it lists all steps; sets
 * have at most N - 1 cells (the index's cap). HoDoKu's two modes are kept. Solving, a set links only to
 * sets after it in the {@link AlsIndex}, so each chain is walked once; a chain is found when its sets are
 * in index order read one way or the other (its reverse is the same deduction), and missed otherwise.
 * Listing all steps, links go both ways. Measured (first 200 magictour top1465 puzzles, players'
 * profile, one solve each): forward links add no measurable time to the whole solve (about 20 s either
 * way); both ways the same solve takes some 75 s, with up to 22 million partial chains on one position,
 * so the catalogues use forward links.
 *
 * <p>Order: chains by number of sets, then by first set and depth-first walk; of the chains with the same
 * eliminations only the first in that order is offered, so the shortest is shown. Cost: a depth-first
 * walk over the links, at most S x F^6 paths for S sets of F links each, cut where a link has no digit
 * left; a start set with no digit some cell could lose is skipped, and a path of four or more sets costs a
 * few O(W) tests. Only the chains with new eliminations become steps.
 */
final class AlsXyChain {
    /** The longest chain, in links: HoDoKu's default for its search for all steps. */
    static final int MAX_LINKS = 6;

    /** Three sets are an ALS-XY-Wing, found before. */
    private static final int MIN_LINKS = 3;

    private final AlsIndex index;
    private final RestrictedCommons links;
    private final boolean bothWays;
    private final int[] path = new int[MAX_LINKS + 1];
    private final long[] used = new long[MAX_LINKS];
    private final boolean[] onPath;
    /** For the current start set, per digit z - 1, the cells holding z that see all its places of z. */
    private final long[][] targets;
    /** The chains found, by their eliminations: the shortest, then the first found. */
    private final Map<Key, Found> found = new HashMap<>();

    private long startDigits;

    private AlsXyChain(AlsIndex index, RestrictedCommons links, boolean bothWays) {
        this.index = index;
        this.links = links;
        this.bothWays = bothWays;
        this.onPath = new boolean[index.count()];
        this.targets = new long[index.grid().size()][];
    }

    /**
     * Offers each chain's step, shortest chains first; returns false when the sink stops the search.
     *
     * @param bothWays whether links lead to earlier sets of the index too (HoDoKu's search for all steps)
     */
    static boolean find(AlsIndex index, RestrictedCommons links, boolean bothWays, StepSink sink) {
        AlsXyChain search = new AlsXyChain(index, links, bothWays);
        for (int start = 0; start < index.count(); start++) {
            if (search.start(index.get(start))) {
                search.path[0] = start;
                search.onPath[start] = true;
                search.extend(0);
                search.onPath[start] = false;
            }
        }
        List<Found> chains = new ArrayList<>(search.found.values());
        chains.sort(Comparator.comparingInt((Found f) -> f.sets.length).thenComparingInt(f -> f.order));
        for (Found chain : chains) {
            if (!sink.offer(search.step(chain))) {
                return false;
            }
        }
        return true;
    }

    /** Prepares the targets of a start set; false when no cell could lose any of its digits. */
    private boolean start(Als set) {
        startDigits = 0;
        for (long rest = set.digits; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            long[] cells = index.seeingAll(z, set);
            targets[z - 1] = cells;
            if (!CellBits.isEmpty(cells)) {
                startDigits |= rest & -rest;
            }
        }
        return startDigits != 0;
    }

    /** Follows every link of the last set of a chain of {@code length} links to a set not on it. */
    private void extend(int length) {
        int last = path[length];
        int[] neighbours = links.neighbours(last);
        long[] commons = links.commons(last);
        for (int k = 0; k < neighbours.length; k++) {
            int next = neighbours[k];
            if (bothWays ? onPath[next] : next <= last) {
                continue;
            }
            if (length <= 1) {
                // Per second and third set: the walk below one of them is at most F^4 paths.
                SearchBudget.check();
            }
            path[length + 1] = next;
            onPath[next] = true;
            if (length == 0) {
                // A doubly linked first link: each of its digits starts its own chain.
                for (long rest = commons[k]; rest != 0; rest &= rest - 1) {
                    used[0] = rest & -rest;
                    step(1);
                }
            } else {
                long use = commons[k] & ~used[length - 1];
                if (use != 0) {
                    used[length] = use;
                    step(length + 1);
                }
            }
            onPath[next] = false;
        }
    }

    /** A chain of {@code length} links is in {@link #path}: keep it if it eliminates, and go on. */
    private void step(int length) {
        if (length >= MIN_LINKS) {
            Als end = index.get(path[length]);
            long zDigits = startDigits & end.digits & ~used[0] & ~used[length - 1];
            if (zDigits != 0) {
                record(length, end, zDigits);
            }
        }
        if (length < MAX_LINKS) {
            extend(length);
        }
    }

    /**
     * Keeps the chain in {@link #path} if it eliminates something and no chain as short or shorter was kept
     * for the same eliminations. The key lists, per digit that leaves some cell, the digit and its cells.
     */
    private void record(int length, Als end, long zDigits) {
        int words = CellBits.empty(index.grid().cellCount()).length;
        long[] key = new long[Long.bitCount(zDigits) * (words + 1)];
        int at = 0;
        for (long rest = zDigits; rest != 0; rest &= rest - 1) {
            int z = Long.numberOfTrailingZeros(rest);
            long any = 0;
            for (int w = 0; w < words; w++) {
                long cells = targets[z][w] & end.seers[z][w];
                key[at + 1 + w] = cells;
                any |= cells;
            }
            if (any != 0) {
                key[at] = z;
                at += words + 1;
            }
        }
        if (at == 0) {
            return;
        }
        Key eliminations = new Key(Arrays.copyOf(key, at));
        Found known = found.get(eliminations);
        if (known == null || known.sets.length > length + 1) {
            found.put(
                    eliminations,
                    new Found(Arrays.copyOf(path, length + 1), Arrays.copyOf(used, length), found.size()));
        }
    }

    private AlsStep step(Found chain) {
        int length = chain.used.length;
        List<Als> sets = new ArrayList<>();
        for (int set : chain.sets) {
            sets.add(index.get(set));
        }
        Als a = sets.get(0);
        Als b = sets.get(length);
        Eliminations eliminations = new Eliminations();
        for (long rest = a.digits & b.digits & ~chain.used[0] & ~chain.used[length - 1]; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            eliminations.addAll(z, index.seeingAll(z, a, b));
        }
        long[] linkMasks = new long[length + 1];
        List<List<Integer>> linkDigits = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            linkMasks[i] |= chain.used[i];
            linkMasks[i + 1] |= chain.used[i];
            linkDigits.add(Masks.digits(chain.used[i]));
        }
        return AlsSteps.build(TechniqueId.ALS_XY_CHAIN, index.grid(), sets, linkMasks, linkDigits, -1, eliminations);
    }

    /** A chain: its sets in order, the digits each link uses, and when its eliminations were first met. */
    private record Found(int[] sets, long[] used, int order) {}

    /** Eliminations as words: per eliminated digit, the digit then its cells. */
    private record Key(long[] words) {
        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Arrays.equals(key.words, words);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(words);
        }
    }
}
