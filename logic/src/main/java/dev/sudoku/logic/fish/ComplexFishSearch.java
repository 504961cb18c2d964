package dev.sudoku.logic.fish;

import java.util.Arrays;
import java.util.function.Predicate;

/**
 * The Franken or Mutant fish of one digit and, for Franken fish, one orientation: base sets chosen
 * depth-first in house order, then the cover sets each base tuple admits.
 *
 * <p>The cover search is driven by cells, not by tuples of houses: the lowest base candidate not yet
 * covered is either covered by one of its houses (three on a classic grid), or it is a fin. Choosing the i-th house
 * of the cell rules out its earlier houses for the rest of the branch, and a fin rules out all of them, so
 * each set of covers is met once, with exactly the uncovered base candidates as fins. The branching is at
 * most four ways on a classic grid and at most k covers plus {@link ComplexFish#MAX_FINS} fins deep, where trying every
 * k-tuple of the houses that meet the base candidates would try up to C(27, k) of them.
 *
 * <p>Pruning: a fish without fins takes base sets of at most k places and no overlap; a finned fish at most
 * {@link ComplexFish#MAX_ENDO_FINS} endo fins and {@link ComplexFish#MAX_FINS} fins; a branch ends as soon
 * as its fins (endo fins from the start) have no place of the digit in sight of all of them, as a finned
 * fish removes only such places; and a base tuple is dropped as soon as the houses free to be covers could
 * not take enough of its candidates even if they shared none ({@link #coverable}). A filter that kept, per
 * base tuple, only the places that could still be eliminated (all base candidates out of a place's sight
 * within k - 1 covers) cut the nodes of a finned Mutant Jellyfish by 60% and cost 60% more time on the
 * positions of top1465 that reach these fish; it was dropped.
 *
 * <p>Cell sets are two {@code long}s (cells 0-63 and 64-127), passed down the recursion: no allocation
 * and no copying per node, so the search serves boards of up to 128 cells ({@link FishBoard}: 9x9 and the
 * smaller ones, classic or a rule set's).
 * <p>The same search yields the finned fish of a Kraken search ({@link Limits#KRAKEN}): at most {@link
 * KrakenFish#MAX_FINS} fins, no endo fins, and no pruning by sight, as chains, not sight, join its fins to
 * an elimination.
 *
 * <p>Working state of one pass: one thread, one call.
 */
final class ComplexFishSearch {
    /**
     * What a pass looks for.
     *
     * @param fins the most fins, endo fins included; 0 for fish without fins
     * @param endoFins the most endo fins
     * @param bySight whether a finned fish must remove a place that sees all its fins (branches whose fins
     *     no place sees are cut); without, every finned fish is offered, eliminations or not
     */
    record Limits(int fins, int endoFins, boolean bySight) {
        /** Fish without fins. */
        static final Limits PLAIN = new Limits(0, 0, true);
        /** Finned fish, HoDoKu's default limits. */
        static final Limits FINNED = new Limits(ComplexFish.MAX_FINS, ComplexFish.MAX_ENDO_FINS, true);
        /** The finned fish a Kraken fish grows from, HoDoKu's default Kraken limits. */
        static final Limits KRAKEN = new Limits(KrakenFish.MAX_FINS, 0, false);
    }

    private final FishBoard board;
    private final int digit;
    private final ComplexFish.Kind kind;
    private final int size;
    private final boolean finned;
    private final Limits limits;
    private final CappedCount counter;
    /** Per cell, the cells sharing a house with it (low and high word). */
    private final long[] peersLo;

    private final long[] peersHi;
    /** The digit's places. */
    private final long placesLo;

    private final long placesHi;
    /** Per house, the digit's places in it. */
    private final long[] houseLo;

    private final long[] houseHi;
    private final int[] baseHouses;
    private final int baseCount;
    private final boolean[] coverAllowed;
    /** The houses that may be cover sets (they hold the digit), ascending. */
    private final int[] coverHouses;

    private final int coverCount;
    private final boolean[] isBase;
    private final boolean[] isCover;
    private final boolean[] excluded;
    private final int[] chosen;
    private final int[] covers;
    private final int[] takes;
    private Predicate<ComplexFishStep.Shape> visitor;
    /** The chosen base tuple: its places and its endo fins. */
    private long baseLo;

    private long baseHi;
    private long endoLo;
    private long endoHi;

    /**
     * @param places the digit's places on the board: cells 0-63, then 64-127
     * @param kind Franken, Mutant, or null for basic fish (rows against columns, the lines alone)
     * @param rowsAsBase for a Franken or basic fish, rows (not columns) among the base sets
     */
    ComplexFishSearch(
            FishBoard board,
            int digit,
            long[] places,
            ComplexFish.Kind kind,
            boolean rowsAsBase,
            int size,
            Limits limits,
            CappedCount counter) {
        this.board = board;
        this.digit = digit;
        this.kind = kind;
        this.size = size;
        this.finned = limits.fins() > 0;
        this.limits = limits;
        if (limits.bySight()) {
            this.peersLo = board.peersLo();
            this.peersHi = board.peersHi();
        } else {
            // Every cell in sight of every cell: the sight of the fins never empties, so never prunes.
            this.peersLo = new long[board.cellCount()];
            this.peersHi = new long[board.cellCount()];
            Arrays.fill(peersLo, -1L);
            Arrays.fill(peersHi, -1L);
        }
        this.counter = counter;
        int houses = board.houseCount();
        this.houseLo = new long[houses];
        this.houseHi = new long[houses];
        this.coverAllowed = new boolean[houses];
        this.isBase = new boolean[houses];
        this.isCover = new boolean[houses];
        this.excluded = new boolean[houses];
        int[] bases = new int[houses];
        int[] coverList = new int[houses];
        int count = 0;
        int coverable = 0;
        boolean mutant = kind == ComplexFish.Kind.MUTANT;
        // A basic fish (no kind) takes lines alone: rows against columns.
        boolean blocks = kind != null;
        int baseLine = rowsAsBase ? FishBoard.ROW : FishBoard.COLUMN;
        int coverLine = rowsAsBase ? FishBoard.COLUMN : FishBoard.ROW;
        for (int house = 0; house < houses; house++) {
            int type = board.houseTypes()[house];
            if (type == FishBoard.NONE) {
                continue;
            }
            for (int cell : board.houseCells()[house]) {
                if (cell < 64) {
                    houseLo[house] |= 1L << cell & places[0];
                } else {
                    houseHi[house] |= 1L << (cell - 64) & places[1];
                }
            }
            int placesInHouse = Long.bitCount(houseLo[house]) + Long.bitCount(houseHi[house]);
            if (placesInHouse == 0) {
                continue;
            }
            boolean base = mutant || (blocks && type == FishBoard.BLOCK) || type == baseLine;
            coverAllowed[house] = mutant || (blocks && type == FishBoard.BLOCK) || type == coverLine;
            if (coverAllowed[house]) {
                coverList[coverable++] = house;
            }
            // A fish without fins covers each base set with k cover sets, so (HoDoKu's rule) it takes base
            // sets of at most k places.
            if (base && (finned || placesInHouse <= size)) {
                bases[count++] = house;
            }
        }
        this.placesLo = places[0];
        this.placesHi = places[1];
        this.baseHouses = bases;
        this.baseCount = count;
        this.coverHouses = coverList;
        this.coverCount = coverable;
        this.chosen = new int[size];
        this.covers = new int[size];
        this.takes = new int[size];
    }

    /** Offers every fish of this pass to the visitor; false when the visitor or the cap stopped it. */
    boolean run(Predicate<ComplexFishStep.Shape> visitor) {
        this.visitor = visitor;
        return base(0, 0, 0L, 0L, 0L, 0L);
    }

    private boolean base(int level, int from, long lo, long hi, long eLo, long eHi) {
        if (level == size) {
            baseLo = lo;
            baseHi = hi;
            endoLo = eLo;
            endoHi = eHi;
            int endoCount = Long.bitCount(eLo) + Long.bitCount(eHi);
            // The endo fins' sight: the places that see all of them.
            long sightLo = placesLo;
            long sightHi = placesHi;
            for (long rest = eLo; rest != 0; rest &= rest - 1) {
                int cell = Long.numberOfTrailingZeros(rest);
                sightLo &= peersLo[cell];
                sightHi &= peersHi[cell];
            }
            for (long rest = eHi; rest != 0; rest &= rest - 1) {
                int cell = 64 + Long.numberOfTrailingZeros(rest);
                sightLo &= peersLo[cell];
                sightHi &= peersHi[cell];
            }
            return cover(0, lo & ~eLo, hi & ~eHi, lo & eLo, hi & eHi, 0L, 0L, 0L, 0L, sightLo, sightHi, endoCount);
        }
        for (int i = from; i <= baseCount - (size - level); i++) {
            if (!counter.tick()) {
                return false;
            }
            int house = baseHouses[i];
            long bothLo = lo & houseLo[house];
            long bothHi = hi & houseHi[house];
            long nextELo = eLo | bothLo;
            long nextEHi = eHi | bothHi;
            if ((bothLo | bothHi) != 0) {
                if (!finned
                        || Long.bitCount(nextELo) + Long.bitCount(nextEHi) > limits.endoFins()
                        || !anyPlaceSeesAll(nextELo, nextEHi)) {
                    continue;
                }
            }
            long nextLo = lo | houseLo[house];
            long nextHi = hi | houseHi[house];
            isBase[house] = true;
            chosen[level] = house;
            // The k covers must take all the base candidates but the fins, these ones included.
            boolean going = true;
            if (coverable(nextLo, nextHi, size, limits.fins())) {
                going = base(level + 1, i + 1, nextLo, nextHi, nextELo, nextEHi);
            }
            isBase[house] = false;
            if (!going) {
                return false;
            }
        }
        return true;
    }

    /**
     * The base sets' bound: whether {@code count} houses that may still be covers (not base sets) could
     * take all but {@code spare} cells of the set, counting each house's cells of the set as if no two
     * houses shared one. Tried in the cover search too, at every node, it cut the nodes by a quarter and
     * cost 45% more time (measured on the positions of top1465 that reach these fish).
     */
    private boolean coverable(long lo, long hi, int count, int spare) {
        int need = Long.bitCount(lo) + Long.bitCount(hi) - spare;
        if (need <= 0) {
            return true;
        }
        if (count == 0) {
            return false;
        }
        // The largest takes, kept in descending order.
        int[] best = takes;
        Arrays.fill(best, 0, count, 0);
        for (int i = 0; i < coverCount; i++) {
            int house = coverHouses[i];
            if (isBase[house] || excluded[house] || isCover[house]) {
                continue;
            }
            int take = Long.bitCount(houseLo[house] & lo) + Long.bitCount(houseHi[house] & hi);
            if (take > best[count - 1]) {
                int j = count - 1;
                while (j > 0 && best[j - 1] < take) {
                    best[j] = best[j - 1];
                    j--;
                }
                best[j] = take;
            }
        }
        int sum = 0;
        for (int i = 0; i < count; i++) {
            sum += best[i];
        }
        return sum >= need;
    }

    /** True when some place of the digit sees every cell of the set. */
    private boolean anyPlaceSeesAll(long lo, long hi) {
        long sightLo = placesLo;
        long sightHi = placesHi;
        for (long rest = lo; rest != 0; rest &= rest - 1) {
            int cell = Long.numberOfTrailingZeros(rest);
            sightLo &= peersLo[cell];
            sightHi &= peersHi[cell];
        }
        for (long rest = hi; rest != 0; rest &= rest - 1) {
            int cell = 64 + Long.numberOfTrailingZeros(rest);
            sightLo &= peersLo[cell];
            sightHi &= peersHi[cell];
        }
        return (sightLo | sightHi) != 0;
    }

    /**
     * Cover search with {@code c} covers chosen. The base candidates are split in {@code open} ones not yet
     * covered (endo fins aside), {@code openEndo} endo fins not yet covered, and the rest, covered or fins.
     *
     * @param covLo the places in the covers chosen
     * @param twiceLo the places in two of them
     * @param sightLo the places that see every fin so far (endo fins from the start)
     * @param fins the fins so far, endo fins included
     */
    private boolean cover(
            int c,
            long openLo,
            long openHi,
            long openEndoLo,
            long openEndoHi,
            long covLo,
            long covHi,
            long twiceLo,
            long twiceHi,
            long sightLo,
            long sightHi,
            int fins) {
        if (!counter.tick()) {
            return false;
        }
        // Endo fins are fins whether covered or not; the lowest open cell is the one to decide.
        long allLo = openLo | openEndoLo;
        long allHi = openHi | openEndoHi;
        if ((allLo | allHi) == 0) {
            return c == size
                    ? evaluate(covLo, covHi, twiceLo, twiceHi, sightLo, sightHi)
                    : extraCovers(c, 0, covLo, covHi, twiceLo, twiceHi, sightLo, sightHi);
        }
        if (c == size) {
            if (!finned) {
                return true;
            }
            // The cells left open are fins.
            int total = fins + Long.bitCount(openLo) + Long.bitCount(openHi);
            if (total > limits.fins()) {
                return true;
            }
            for (long rest = openLo; rest != 0; rest &= rest - 1) {
                int cell = Long.numberOfTrailingZeros(rest);
                sightLo &= peersLo[cell];
                sightHi &= peersHi[cell];
            }
            for (long rest = openHi; rest != 0; rest &= rest - 1) {
                int cell = 64 + Long.numberOfTrailingZeros(rest);
                sightLo &= peersLo[cell];
                sightHi &= peersHi[cell];
            }
            if ((sightLo | sightHi) == 0) {
                return true;
            }
            return evaluate(covLo, covHi, twiceLo, twiceHi, sightLo, sightHi);
        }
        int first = allLo != 0 ? Long.numberOfTrailingZeros(allLo) : 64 + Long.numberOfTrailingZeros(allHi);
        boolean endo = first < 64 ? (openEndoLo & 1L << first) != 0 : (openEndoHi & 1L << (first - 64)) != 0;
        int[] housesOfFirst = board.housesOfCell()[first];
        int tried = 0;
        boolean going = true;
        for (int at = 0; at < housesOfFirst.length && going; at++) {
            int house = housesOfFirst[at];
            if (!coverAllowed[house] || isBase[house] || excluded[house]) {
                continue;
            }
            long addLo = houseLo[house];
            long addHi = houseHi[house];
            isCover[house] = true;
            covers[c] = house;
            going = cover(
                    c + 1,
                    openLo & ~addLo,
                    openHi & ~addHi,
                    openEndoLo & ~addLo,
                    openEndoHi & ~addHi,
                    covLo | addLo,
                    covHi | addHi,
                    twiceLo | (covLo & addLo),
                    twiceHi | (covHi & addHi),
                    sightLo,
                    sightHi,
                    fins);
            isCover[house] = false;
            // Later branches of this cell leave this house out: each cover set is met once.
            excluded[house] = true;
            tried |= 1 << at;
        }
        if (going && finned) {
            // The branch where the cell, uncovered, is a fin (an endo fin already counts as one).
            int total = fins + (endo ? 0 : 1);
            long nextSightLo = endo ? sightLo : sightLo & peersLo[first];
            long nextSightHi = endo ? sightHi : sightHi & peersHi[first];
            if (total <= limits.fins() && (nextSightLo | nextSightHi) != 0) {
                long bitLo = first < 64 ? 1L << first : 0L;
                long bitHi = first < 64 ? 0L : 1L << (first - 64);
                going = cover(
                        c,
                        openLo & ~bitLo,
                        openHi & ~bitHi,
                        openEndoLo & ~bitLo,
                        openEndoHi & ~bitHi,
                        covLo,
                        covHi,
                        twiceLo,
                        twiceHi,
                        nextSightLo,
                        nextSightHi,
                        total);
            }
        }
        for (int at = 0; at < housesOfFirst.length; at++) {
            if ((tried & 1 << at) != 0) {
                excluded[housesOfFirst[at]] = false;
            }
        }
        return going;
    }

    /**
     * Every base candidate is covered or a fin with fewer than k covers: the others are any houses that meet
     * the base candidates (they then hold only covered ones), in house order.
     */
    private boolean extraCovers(
            int c, int from, long covLo, long covHi, long twiceLo, long twiceHi, long sightLo, long sightHi) {
        for (int i = from; i < coverCount; i++) {
            int house = coverHouses[i];
            if (isBase[house] || excluded[house] || isCover[house]) {
                continue;
            }
            long addLo = houseLo[house];
            long addHi = houseHi[house];
            if (((addLo & baseLo) | (addHi & baseHi)) == 0) {
                continue;
            }
            if (!counter.tick()) {
                return false;
            }
            isCover[house] = true;
            covers[c] = house;
            long nextTwiceLo = twiceLo | (covLo & addLo);
            long nextTwiceHi = twiceHi | (covHi & addHi);
            boolean going = c + 1 == size
                    ? evaluate(covLo | addLo, covHi | addHi, nextTwiceLo, nextTwiceHi, sightLo, sightHi)
                    : extraCovers(
                            c + 1, i + 1, covLo | addLo, covHi | addHi, nextTwiceLo, nextTwiceHi, sightLo, sightHi);
            isCover[house] = false;
            if (!going) {
                return false;
            }
        }
        return true;
    }

    private boolean evaluate(long covLo, long covHi, long twiceLo, long twiceHi, long sightLo, long sightHi) {
        long finLo = (baseLo & ~covLo) | endoLo;
        long finHi = (baseHi & ~covHi) | endoHi;
        if (((finLo | finHi) != 0) != finned) {
            return true;
        }
        long cutLo = (covLo & ~baseLo) | (twiceLo & baseLo);
        long cutHi = (covHi & ~baseHi) | (twiceHi & baseHi);
        if (finned && limits.bySight()) {
            cutLo &= sightLo;
            cutHi &= sightHi;
        }
        if ((cutLo | cutHi) == 0 && limits.bySight()) {
            return true;
        }
        ComplexFishStep.Shape shape = new ComplexFishStep.Shape(
                board,
                digit,
                chosen.clone(),
                covers.clone(),
                new long[] {baseLo, baseHi},
                new long[] {finLo & ~endoLo, finHi & ~endoHi},
                new long[] {endoLo, endoHi},
                new long[] {cutLo, cutHi});
        return ComplexFishStep.kindOf(shape) != kind || visitor.test(shape);
    }
}
