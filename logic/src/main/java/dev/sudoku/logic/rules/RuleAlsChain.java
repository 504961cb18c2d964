package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * ALS-XY-Chain on any rule set (see {@link RuleAls#xyChain()}), searched as the classic producer searches
 * it when solving: each set links only to sets after it in the list of sets, so each chain is walked once
 * (a chain whose sets are in that order read neither way is missed, as there).
 *
 * <p>The shortest chain with an elimination is taken, the first met of that length in a depth-first walk
 * from each start set in turn; once one is found, no path is grown to its length again. Cost: the
 * restricted commons of every pair of sets, read from the index ALS-XZ and ALS-XY-Wing made at the same
 * position ({@link RuleAlsIndex}) or made here, then a walk over at most S x F^6
 * paths for S sets of F forward links each, cut where a link has no digit left or a start set has no digit
 * some cell could lose; the {@link SearchBudget} is checked per second and third set.
 */
final class RuleAlsChain {
    /** The longest chain, in links (seven sets): HoDoKu's, and the classic producer's. */
    private static final int MAX_LINKS = 6;

    /** Three sets are an ALS-XY-Wing, two an ALS-XZ: those techniques come first. */
    private static final int MIN_LINKS = 3;

    private final RuleGrid grid;
    private final List<RuleAlsSet> sets;
    private final long[][] holding;
    /** Per set, the later sets it is linked to, and the restricted commons of each link (a digit mask). */
    private final int[][] neighbours;

    private final int[][] commons;
    private final int[] path = new int[MAX_LINKS + 1];
    private final int[] used = new int[MAX_LINKS];
    /** For the start set, per digit z, the cells holding z that see all its places of z. */
    private final long[][] targets;

    private int startDigits;
    private int bestLinks = MAX_LINKS + 1;
    private int[] bestPath;
    private int[] bestUsed;

    private RuleAlsChain(RuleGrid grid) {
        this.grid = grid;
        RuleAlsIndex index = RuleAlsIndex.of(grid);
        this.sets = index.sets();
        this.holding = index.holding();
        this.targets = new long[holding.length][];
        this.neighbours = new int[sets.size()][];
        this.commons = new int[sets.size()][];
        for (int i = 0; i < sets.size(); i++) {
            int[] linked = index.linked(i);
            neighbours[i] = Arrays.copyOfRange(linked, index.firstLater(i), linked.length);
            commons[i] = Arrays.copyOfRange(index.commons(i), index.firstLater(i), linked.length);
        }
    }

    static Optional<Step> find(RuleGrid grid) {
        RuleAlsChain search = new RuleAlsChain(grid);
        for (int start = 0; start < search.sets.size(); start++) {
            if (search.start(search.sets.get(start))) {
                search.path[0] = start;
                search.extend(0);
            }
        }
        return search.bestPath == null ? Optional.empty() : Optional.of(search.step());
    }

    /** Prepares the targets of a start set; false when no cell could lose any of its digits. */
    private boolean start(RuleAlsSet set) {
        startDigits = 0;
        for (int rest = set.digits(); rest != 0; rest &= rest - 1) {
            int z = Integer.numberOfTrailingZeros(rest) + 1;
            long[] cells = holding[z].clone();
            CellBits.and(cells, set.seen()[z]);
            targets[z] = cells;
            if (!CellBits.isEmpty(cells)) {
                startDigits |= rest & -rest;
            }
        }
        return startDigits != 0;
    }

    /** Follows every forward link of the last set of a chain of {@code length} links. */
    private void extend(int length) {
        int last = path[length];
        for (int k = 0; k < neighbours[last].length; k++) {
            if (length <= 1) {
                // Per second and third set: the walk below one of them is at most F^4 paths.
                SearchBudget.check();
            }
            path[length + 1] = neighbours[last][k];
            int restricted = commons[last][k];
            if (length == 0) {
                // A doubly linked first link: each of its digits starts a chain of its own.
                for (int rest = restricted; rest != 0; rest &= rest - 1) {
                    used[0] = rest & -rest;
                    step(1);
                }
            } else {
                // A set that lost the digits of the link entering it still holds all its others.
                int use = restricted & ~used[length - 1];
                if (use != 0) {
                    used[length] = use;
                    step(length + 1);
                }
            }
        }
    }

    /** A chain of {@code length} links is in {@link #path}: keep it if it eliminates, else go on. */
    private void step(int length) {
        if (length >= MIN_LINKS && eliminates(length)) {
            bestLinks = length;
            bestPath = Arrays.copyOf(path, length + 1);
            bestUsed = Arrays.copyOf(used, length);
            return;
        }
        if (length + 1 < bestLinks) {
            extend(length);
        }
    }

    /** Whether the chain of {@code length} links in {@link #path} removes anything (see {@link #eliminations}). */
    private boolean eliminates(int length) {
        RuleAlsSet end = sets.get(path[length]);
        for (int rest = startDigits & end.digits() & ~used[0] & ~used[length - 1]; rest != 0; rest &= rest - 1) {
            int z = Integer.numberOfTrailingZeros(rest) + 1;
            if (CellBits.intersects(targets[z], end.seen()[z])) {
                return true;
            }
        }
        return false;
    }

    /**
     * What the chain of {@code length} links in {@link #path} removes: each z of both end sets that neither
     * end link uses leaves the cells holding it that see all its places in both.
     */
    private List<Candidate> eliminations(int length) {
        RuleAlsSet end = sets.get(path[length]);
        long[][] removed = new long[holding.length][];
        for (int rest = startDigits & end.digits() & ~used[0] & ~used[length - 1]; rest != 0; rest &= rest - 1) {
            int z = Integer.numberOfTrailingZeros(rest) + 1;
            long[] cells = targets[z].clone();
            CellBits.and(cells, end.seen()[z]);
            removed[z] = cells;
        }
        return RuleAlsSets.eliminations(grid, removed);
    }

    private Step step() {
        int links = bestUsed.length;
        start(sets.get(bestPath[0]));
        System.arraycopy(bestPath, 0, path, 0, links + 1);
        System.arraycopy(bestUsed, 0, used, 0, links);
        List<RuleAlsSet> chain = new ArrayList<>();
        int[] weak = new int[links + 1];
        for (int i = 0; i <= links; i++) {
            chain.add(sets.get(bestPath[i]));
            weak[i] = (i > 0 ? bestUsed[i - 1] : 0) | (i < links ? bestUsed[i] : 0);
        }
        List<Integer> linkDigits = Arrays.stream(bestUsed).boxed().toList();
        return RuleAlsSets.step(grid, TechniqueId.ALS_XY_CHAIN, chain, weak, linkDigits, -1, eliminations(links));
    }
}
