package dev.sudoku.logic.als;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
 * <p>Bounds, as HoDoKu's search for all steps: at most {@link #MAX_LINKS} links (seven sets), and each set
 * links only to sets after it in the {@link AlsIndex}, so every chain is walked once, in one direction; a
 * chain whose sets are not in index order in either direction is not found. Sets have at most N - 1 cells
 * (the index's cap).
 *
 * <p>Order: chains by number of sets, then by first set and depth-first walk; a chain whose eliminations
 * equal those of one offered before is skipped (so of equal results the shortest chain is shown). Cost: a
 * depth-first walk over the forward links, at most S x F^6 paths for S sets of F forward links each, cut
 * where a link has no digit left; a start set with no digit some cell could lose is skipped, and each path
 * of four or more sets costs a few O(W) tests. Chains found are kept as paths and turned into steps in
 * order.
 */
final class AlsXyChain {
    /** The longest chain, in links: HoDoKu's default for its search for all steps. */
    static final int MAX_LINKS = 6;

    private static final int MIN_LINKS = 3;

    private final AlsIndex index;
    private final RestrictedCommons links;
    private final int[] path = new int[MAX_LINKS + 1];
    private final long[] used = new long[MAX_LINKS];
    /** Per length in links, the chains found: their sets then the digits each link uses. */
    private final List<List<long[]>> found = new ArrayList<>();
    /** For the current start set, per digit z - 1, the cells holding z that see all its places of z. */
    private final long[][] targets;

    private long startDigits;

    private AlsXyChain(AlsIndex index, RestrictedCommons links) {
        this.index = index;
        this.links = links;
        this.targets = new long[index.grid().size()][];
        for (int length = 0; length <= MAX_LINKS; length++) {
            found.add(new ArrayList<>());
        }
    }

    /** Offers each chain's step, shortest chains first; returns false when the sink stops the search. */
    static boolean find(AlsIndex index, RestrictedCommons links, StepSink sink) {
        AlsXyChain search = new AlsXyChain(index, links);
        for (int start = 0; start < index.count(); start++) {
            if (search.start(index.get(start))) {
                search.path[0] = start;
                search.extend(0);
            }
        }
        return search.offer(sink);
    }

    /** Prepares the targets of a start set; false when no cell could lose any of its digits. */
    private boolean start(Als set) {
        startDigits = 0;
        for (long rest = set.digits; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            long[] cells = index.seeingAll(z, set);
            targets[z - 1] = cells;
            if (!Bits.isEmpty(cells)) {
                startDigits |= rest & -rest;
            }
        }
        return startDigits != 0;
    }

    /** Follows every forward link of the last set of a chain of {@code length} links. */
    private void extend(int length) {
        int last = path[length];
        int[] neighbours = links.neighbours(last);
        long[] commons = links.commons(last);
        for (int k = 0; k < neighbours.length; k++) {
            if (neighbours[k] <= last) {
                continue;
            }
            path[length + 1] = neighbours[k];
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
        }
    }

    /** A chain of {@code length} links is in {@link #path}: keep it if it eliminates, and go on. */
    private void step(int length) {
        if (length >= MIN_LINKS) {
            Als end = index.get(path[length]);
            for (long rest = startDigits & end.digits & ~used[0] & ~used[length - 1]; rest != 0; rest &= rest - 1) {
                int z = Long.numberOfTrailingZeros(rest);
                if (Bits.intersects(targets[z], end.seers[z])) {
                    long[] chain = new long[2 * length + 1];
                    for (int i = 0; i <= length; i++) {
                        chain[i] = path[i];
                    }
                    System.arraycopy(used, 0, chain, length + 1, length);
                    found.get(length).add(chain);
                    break;
                }
            }
        }
        if (length < MAX_LINKS) {
            extend(length);
        }
    }

    private boolean offer(StepSink sink) {
        Set<List<Candidate>> offered = new HashSet<>();
        for (int length = MIN_LINKS; length <= MAX_LINKS; length++) {
            for (long[] chain : found.get(length)) {
                AlsStep step = step(chain, length);
                if (offered.add(step.eliminations()) && !sink.offer(step)) {
                    return false;
                }
            }
        }
        return true;
    }

    private AlsStep step(long[] chain, int length) {
        List<Als> sets = new ArrayList<>();
        for (int i = 0; i <= length; i++) {
            sets.add(index.get((int) chain[i]));
        }
        long first = chain[length + 1];
        long last = chain[2 * length];
        Als a = sets.get(0);
        Als b = sets.get(length);
        Eliminations eliminations = new Eliminations();
        for (long rest = a.digits & b.digits & ~first & ~last; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            eliminations.addAll(z, index.seeingAll(z, a, b));
        }
        long[] linkMasks = new long[length + 1];
        List<List<Integer>> linkDigits = new ArrayList<>();
        for (int i = 0; i < length; i++) {
            long use = chain[length + 1 + i];
            linkMasks[i] |= use;
            linkMasks[i + 1] |= use;
            linkDigits.add(Masks.digits(use));
        }
        return AlsSteps.build(TechniqueId.ALS_XY_CHAIN, index.grid(), sets, linkMasks, linkDigits, -1, eliminations);
    }
}
