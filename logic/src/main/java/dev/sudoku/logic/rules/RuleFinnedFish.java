package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Finned and Sashimi X-Wing, Swordfish and Jellyfish on any rule set: a digit whose places in k base rows
 * lie in k cover columns except for some fins (or the same with rows and columns swapped). Either a fin
 * holds the digit, or the fish without its fins does and the covers hold it only in the bases; so a cell of
 * the covers outside the bases that sees every fin (a peer under the rules: a box, window, diagonal or
 * cage shared with each) loses the digit. On classic grids such a cell shares the fins' box, as in
 * HoDoKu, whose definition and names this follows: Sashimi when some base keeps at most one place once
 * its fins are taken away. On variants the fins may be anywhere their common peers reach.
 *
 * <p>Rows and columns are taken inside one grid, as {@link RuleFish} takes them. Order: grids, digits
 * ascending, rows as bases then columns, base tuples then cover tuples in house order; the first fish with
 * an elimination is taken. Cost: per digit and orientation, a depth-first walk over tuples of the lines
 * holding the digit two to k + 3 times, cut where their places touch more than k + 3 covers (fins off at
 * most three covers: {@link #MOST_FINS}); then for each of the at most C(k + 3, 3) cover tuples a few bit-set
 * operations over the cells (the fins' common peers, the covers' places outside the bases), the step built
 * only for a fish that eliminates. The {@link SearchBudget} is checked per base tuple. A search for one kind
 * also notes the first fish of the other kind it meets; when that is the other kind's first for certain (met
 * before this kind's first, or with nothing of this kind in the whole search), the call for the other kind
 * at the same position on the same thread reads it instead of searching again (the catalogue asks for the
 * finned fish of a size and then the sashimi ones).
 */
final class RuleFinnedFish {
    private static final TechniqueId[] FINNED = {
        TechniqueId.FINNED_X_WING, TechniqueId.FINNED_SWORDFISH, TechniqueId.FINNED_JELLYFISH
    };
    private static final TechniqueId[] SASHIMI = {
        TechniqueId.SASHIMI_X_WING, TechniqueId.SASHIMI_SWORDFISH, TechniqueId.SASHIMI_JELLYFISH
    };
    /**
     * The most covers the fins alone may touch: on a classic grid the fins share a box, three columns wide;
     * more would let the search grow without bound on a grid with many candidates.
     */
    private static final int MOST_FINS = 3;
    /** What this thread's last search learnt of the other kind's first fish ({@link #find}). */
    private static final ThreadLocal<Learnt> LEARNT = new ThreadLocal<>();

    private final RuleGrid grid;
    private final int k;
    private final boolean sashimi;
    private final int digit;
    private final List<Integer> bases;
    private final List<Integer> covers;
    /** Per base line (index into {@link #bases}), the covers holding its places, as a mask over {@link #covers}. */
    private final int[] coverMasks;
    /** Per base and cover (indices into {@link #bases} and {@link #covers}), the cell holding the digit there. */
    private final int[][] cellAt;
    /** Per base, its cells, and per cover, its cells holding the digit, as bit sets over the cells. */
    private final long[][] baseCells;

    private final long[][] coverPlaces;
    private final int words;
    private final int[] tuple;
    /** The fins' common peers of the fish being tested. */
    private final long[] scratch;
    /** The first fish of the other kind met, noted once (see {@link #find}). */
    private final Step[] other;

    private RuleFinnedFish(
            RuleGrid grid, int k, boolean sashimi, int digit, List<Integer> bases, List<Integer> covers, Step[] other) {
        this.grid = grid;
        this.other = other;
        this.k = k;
        this.sashimi = sashimi;
        this.digit = digit;
        this.bases = bases;
        this.covers = covers;
        this.words = (grid.cellCount() + 63) / 64;
        this.tuple = new int[k];
        this.scratch = new long[words];
        int[] coverOf = new int[grid.cellCount()];
        this.coverPlaces = new long[covers.size()][words];
        for (int i = 0; i < covers.size(); i++) {
            int[] cells = grid.index().houseCells[covers.get(i)];
            for (int cell : cells) {
                coverOf[cell] = i;
            }
            for (int rest = grid.places(covers.get(i), digit); rest != 0; rest &= rest - 1) {
                CellBits.add(coverPlaces[i], cells[Integer.numberOfTrailingZeros(rest)]);
            }
        }
        this.coverMasks = new int[bases.size()];
        this.cellAt = new int[bases.size()][covers.size()];
        this.baseCells = new long[bases.size()][words];
        for (int b = 0; b < bases.size(); b++) {
            int[] cells = grid.index().houseCells[bases.get(b)];
            for (int cell : cells) {
                CellBits.add(baseCells[b], cell);
            }
            for (int rest = grid.places(bases.get(b), digit); rest != 0; rest &= rest - 1) {
                int cell = cells[Integer.numberOfTrailingZeros(rest)];
                coverMasks[b] |= 1 << coverOf[cell];
                cellAt[b][coverOf[cell]] = cell;
            }
        }
    }

    /** The finned fish of size {@code k}, 2 to 4, or the sashimi ones: two techniques, as in HoDoKu. */
    static RuleTechnique ofSize(int k, boolean sashimi) {
        return RuleSingles.technique(sashimi ? SASHIMI[k - 2] : FINNED[k - 2], grid -> find(grid, k, sashimi));
    }

    /**
     * The first fish of the kind, from what the search for the other kind at the same position learnt of it
     * when it can tell (the catalogue asks for the finned fish of a size, then at once for the sashimi ones),
     * else searched.
     */
    private static Optional<Step> find(RuleGrid grid, int k, boolean sashimi) {
        Learnt learnt = LEARNT.get();
        if (learnt != null && learnt.k == k && learnt.sashimi == sashimi && learnt.position.describes(grid)) {
            return Optional.ofNullable(learnt.step);
        }
        Step[] other = new Step[1];
        Step step = null;
        search:
        for (RuleGridLines lines : RuleGridLines.of(grid.index())) {
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                for (boolean rowsAsBase : new boolean[] {true, false}) {
                    List<Integer> bases = rowsAsBase ? lines.rows() : lines.columns();
                    List<Integer> covers = rowsAsBase ? lines.columns() : lines.rows();
                    step = search(grid, k, sashimi, digit, bases, covers, other);
                    if (step != null) {
                        break search;
                    }
                }
            }
        }
        // The other kind's first fish is known when it came before this one's, or when this search saw all.
        if (other[0] != null || step == null) {
            LEARNT.set(new Learnt(new RuleGridSnapshot(grid), k, !sashimi, other[0]));
        }
        return Optional.ofNullable(step);
    }

    /** The first fish of size k and of one kind at a position, or null for none, as a search learnt it. */
    private record Learnt(RuleGridSnapshot position, int k, boolean sashimi, Step step) {}

    /**
     * The first fish of the kind on these bases and covers, or null; the first of the other kind met on the
     * way goes into {@code other} if it holds none yet.
     */
    private static Step search(
            RuleGrid grid, int k, boolean sashimi, int digit, List<Integer> lines, List<Integer> covers, Step[] other) {
        List<Integer> bases = new ArrayList<>();
        for (int line : lines) {
            int count = Integer.bitCount(grid.places(line, digit));
            if (count >= 2 && count <= k + MOST_FINS) {
                bases.add(line);
            }
        }
        if (bases.size() < k) {
            return null;
        }
        RuleFinnedFish search = new RuleFinnedFish(grid, k, sashimi, digit, bases, covers, other);
        return search.bases(0, 0, 0);
    }

    /**
     * Base tuples grown from {@code tuple[0..count)} with bases from {@code from} on, depth first; cut where
     * their places touch more than k + {@link #MOST_FINS} covers. The first fish with an elimination, or null.
     */
    private Step bases(int from, int count, int touched) {
        for (int b = from; b <= bases.size() - (k - count); b++) {
            int union = touched | coverMasks[b];
            if (Integer.bitCount(union) > k + MOST_FINS) {
                continue;
            }
            tuple[count] = b;
            Step step = null;
            if (count + 1 < k) {
                step = bases(b + 1, count + 1, union);
            } else if (Integer.bitCount(union) > k) {
                // With k covers or fewer every place is covered: a basic fish, not a finned one.
                SearchBudget.check();
                step = covers(union);
            }
            if (step != null) {
                return step;
            }
        }
        return null;
    }

    /** The first fish with an elimination on the bases in {@link #tuple}, k of the {@code touched} covers. */
    private Step covers(int touched) {
        int[] touchedCovers = new int[Integer.bitCount(touched)];
        int at = 0;
        for (int rest = touched; rest != 0; rest &= rest - 1) {
            touchedCovers[at++] = Integer.numberOfTrailingZeros(rest);
        }
        long[] inBases = new long[words];
        for (int b : tuple) {
            CellBits.or(inBases, baseCells[b]);
        }
        Step[] found = new Step[1];
        Combinations.forEach(touchedCovers.length, k, chosen -> {
            int cover = 0;
            for (int i : chosen) {
                cover |= 1 << touchedCovers[i];
            }
            boolean thin = thin(cover);
            if (thin == sashimi) {
                long[] targets = targets(cover, inBases);
                if (targets != null) {
                    found[0] = step(cover, targets, sashimi);
                }
            } else if (other[0] == null) {
                long[] targets = targets(cover, inBases);
                if (targets != null) {
                    other[0] = step(cover, targets, thin);
                }
            }
            return found[0] == null;
        });
        return found[0];
    }

    /** Whether the fish of {@link #tuple} on these covers is sashimi: a base keeps one place at most in them. */
    private boolean thin(int cover) {
        boolean thin = false;
        for (int b : tuple) {
            thin |= Integer.bitCount(coverMasks[b] & cover) <= 1;
        }
        return thin;
    }

    /**
     * The cells the fish of {@link #tuple} on these covers (a mask over {@link #covers}) takes the digit
     * from, or null when there are none.
     */
    private long[] targets(int cover, long[] inBases) {
        // The fins' common peers outside the bases first: mostly none, and then the covers need no reading.
        long[] seen = scratch;
        boolean first = true;
        for (int b : tuple) {
            for (int rest = coverMasks[b] & ~cover; rest != 0; rest &= rest - 1) {
                long[] peers = grid.index().peerBits(cellAt[b][Integer.numberOfTrailingZeros(rest)]);
                if (first) {
                    System.arraycopy(peers, 0, seen, 0, words);
                    CellBits.andNot(seen, inBases);
                    first = false;
                } else {
                    CellBits.and(seen, peers);
                }
                if (CellBits.isEmpty(seen)) {
                    return null;
                }
            }
        }
        if (first) {
            // No fin: a basic fish, not this technique's.
            return null;
        }
        long[] targets = null;
        for (int rest = cover; rest != 0; rest &= rest - 1) {
            long[] places = coverPlaces[Integer.numberOfTrailingZeros(rest)];
            for (int w = 0; w < words; w++) {
                long cells = places[w] & seen[w];
                if (cells != 0) {
                    if (targets == null) {
                        targets = new long[words];
                    }
                    targets[w] |= cells;
                }
            }
        }
        return targets;
    }

    private Step step(int cover, long[] targets, boolean ofSashimi) {
        List<Integer> fins = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        List<Integer> baseHouses = new ArrayList<>();
        for (int b : tuple) {
            baseHouses.add(bases.get(b));
            for (int rest = coverMasks[b]; rest != 0; rest &= rest - 1) {
                int slot = Integer.numberOfTrailingZeros(rest);
                boolean fin = (cover & (1 << slot)) == 0;
                if (fin) {
                    fins.add(cellAt[b][slot]);
                }
                highlights.add(new Highlight(cellAt[b][slot], digit, fin ? Role.FIN : Role.DEFINING));
            }
        }
        List<Integer> coverHouses = new ArrayList<>();
        for (int rest = cover; rest != 0; rest &= rest - 1) {
            coverHouses.add(covers.get(Integer.numberOfTrailingZeros(rest)));
        }
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell = CellBits.next(targets, 0); cell >= 0; cell = CellBits.next(targets, cell + 1)) {
            eliminations.add(new Candidate(cell, digit));
            highlights.add(new Highlight(cell, digit, Role.ELIMINATED));
        }
        fins.sort(null);
        TechniqueId id = ofSashimi ? SASHIMI[k - 2] : FINNED[k - 2];
        return new FishStep(id, digit, baseHouses, coverHouses, fins, List.of(), eliminations, highlights);
    }
}
