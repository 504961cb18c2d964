package dev.sudoku.logic.fish;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;

/**
 * The Franken or Mutant fish of one digit and, for Franken fish, one orientation: base sets chosen
 * depth-first in house order, then the cover sets each base tuple admits.
 *
 * <p>The cover search is driven by cells, not by tuples of houses: the lowest base candidate not yet
 * covered is either covered by one of its (at most three) houses, or it is a fin. Choosing the i-th house
 * of the cell rules out its earlier houses for the rest of the branch, and a fin rules out all of them, so
 * each set of covers is met once, with exactly the uncovered base candidates as fins. The branching is at
 * most four ways and at most k covers plus {@link ComplexFish#MAX_FINS} fins deep, where trying every
 * k-tuple of the houses that meet the base candidates would try up to C(27, k) of them.
 *
 * <p>Pruning: a fish without fins takes base sets of at most k places and no overlap; a finned fish at most
 * {@link ComplexFish#MAX_ENDO_FINS} endo fins and {@link ComplexFish#MAX_FINS} fins; and a branch ends as
 * soon as its fins (endo fins from the start) have no place of the digit in sight of all of them, as a
 * finned fish removes only such places.
 *
 * <p>Cell sets are {@code long[]} bitsets of {@code words} words, kept on stacks indexed by depth (no
 * allocation in the search). Working state of one pass: one thread, one call.
 */
final class ComplexFishSearch {
    /** The combinations tried by one call, against its cap. */
    static final class Counter {
        private final long cap;
        private long count;
        private boolean reached;

        Counter(long cap) {
            this.cap = cap;
        }

        /** Counts one combination; false once the cap is passed. */
        boolean tick() {
            if (++count > cap) {
                reached = true;
                return false;
            }
            if ((count & 0xFFFF) == 0) {
                SearchBudget.check();
            }
            return true;
        }

        long count() {
            return count;
        }

        boolean reached() {
            return reached;
        }
    }

    private final CandidateGrid grid;
    private final Geometry geometry;
    private final int digit;
    private final ComplexFish.Kind kind;
    private final int size;
    private final boolean finned;
    private final TechniqueId id;
    private final long[] peers;
    private final Counter counter;
    private final int n;
    private final int words;
    /** The digit's places, and per house (index * words) its places in that house. */
    private final long[] places;

    private final long[] houseCells;
    private final int[] baseHouses;
    private final int baseCount;
    private final boolean[] coverAllowed;
    private final boolean[] isBase;
    private final boolean[] isCover;
    private final boolean[] excluded;
    private final int[] chosen;
    private final int[] covers;
    /** Base candidates and endo fins per base depth. */
    private final long[] baseStack;

    private final long[] endoStack;
    /** Per cover depth: uncovered base candidates, fins, cells seeing every fin, covered places, places in 2 covers. */
    private final long[] open;

    private final long[] fins;
    private final long[] finPeers;
    private final long[] covered;
    private final long[] twice;
    private final int[] finCount;
    private StepSink sink;

    ComplexFishSearch(
            CandidateGrid grid,
            int digit,
            ComplexFish.Kind kind,
            boolean rowsAsBase,
            int size,
            boolean finned,
            TechniqueId id,
            long[] peers,
            Counter counter) {
        this.grid = grid;
        this.geometry = grid.geometry();
        this.digit = digit;
        this.kind = kind;
        this.size = size;
        this.finned = finned;
        this.id = id;
        this.peers = peers;
        this.counter = counter;
        this.n = grid.size();
        this.words = (grid.cellCount() + 63) >>> 6;
        int houses = 3 * n;
        this.places = new long[words];
        this.houseCells = new long[houses * words];
        this.coverAllowed = new boolean[houses];
        this.isBase = new boolean[houses];
        this.isCover = new boolean[houses];
        this.excluded = new boolean[houses];
        int[] bases = new int[houses];
        int count = 0;
        for (int house = 0; house < houses; house++) {
            int placesInHouse = 0;
            for (int cell : geometry.cellsOf(house)) {
                if (grid.has(cell, digit)) {
                    houseCells[house * words + (cell >>> 6)] |= 1L << cell;
                    places[cell >>> 6] |= 1L << cell;
                    placesInHouse++;
                }
            }
            if (placesInHouse == 0) {
                continue;
            }
            int type = house / n; // 0 row, 1 column, 2 box
            boolean base = kind == ComplexFish.Kind.MUTANT || type == 2 || (type == 0) == rowsAsBase;
            coverAllowed[house] = kind == ComplexFish.Kind.MUTANT || type == 2 || (type == 1) == rowsAsBase;
            // A fish without fins covers each base set with k cover sets, so it holds at most k places.
            if (base && (finned || placesInHouse <= size)) {
                bases[count++] = house;
            }
        }
        this.baseHouses = bases;
        this.baseCount = count;
        this.chosen = new int[size];
        this.covers = new int[size];
        this.baseStack = new long[(size + 1) * words];
        this.endoStack = new long[(size + 1) * words];
        int depth = size + ComplexFish.MAX_FINS + 2;
        this.open = new long[depth * words];
        this.fins = new long[depth * words];
        this.finPeers = new long[depth * words];
        this.covered = new long[depth * words];
        this.twice = new long[depth * words];
        this.finCount = new int[depth];
    }

    /** For each cell (index * words), the cells sharing a house with it, itself excluded. */
    static long[] peerSets(CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        int words = (grid.cellCount() + 63) >>> 6;
        long[] peers = new long[grid.cellCount() * words];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int peer : geometry.peersOf(cell)) {
                peers[cell * words + (peer >>> 6)] |= 1L << peer;
            }
        }
        return peers;
    }

    /** Offers every fish of this pass; false when the sink or the cap stopped it. */
    boolean run(StepSink sink) {
        this.sink = sink;
        return base(0, 0);
    }

    private boolean base(int level, int from) {
        if (level == size) {
            return coverSearch();
        }
        int at = level * words;
        int next = at + words;
        for (int i = from; i <= baseCount - (size - level); i++) {
            if (!counter.tick()) {
                return false;
            }
            int house = baseHouses[i];
            int cells = house * words;
            int endoSize = 0;
            boolean overlap = false;
            for (int w = 0; w < words; w++) {
                long both = baseStack[at + w] & houseCells[cells + w];
                endoStack[next + w] = endoStack[at + w] | both;
                baseStack[next + w] = baseStack[at + w] | houseCells[cells + w];
                overlap |= both != 0;
                endoSize += Long.bitCount(endoStack[next + w]);
            }
            if (overlap && (!finned || endoSize > ComplexFish.MAX_ENDO_FINS || !anyPlaceSeesAll(endoStack, next))) {
                continue;
            }
            isBase[house] = true;
            chosen[level] = house;
            boolean going = base(level + 1, i + 1);
            isBase[house] = false;
            if (!going) {
                return false;
            }
        }
        return true;
    }

    /** True when some place of the digit sees every cell of the set at {@code offset} (an empty set: any). */
    private boolean anyPlaceSeesAll(long[] set, int offset) {
        long[] sight = new long[words];
        System.arraycopy(places, 0, sight, 0, words);
        for (int w = 0; w < words; w++) {
            for (long rest = set[offset + w]; rest != 0; rest &= rest - 1) {
                int cell = (w << 6) + Long.numberOfTrailingZeros(rest);
                for (int v = 0; v < words; v++) {
                    sight[v] &= peers[cell * words + v];
                }
            }
        }
        for (long word : sight) {
            if (word != 0) {
                return true;
            }
        }
        return false;
    }

    private boolean coverSearch() {
        int base = size * words;
        int endo = 0;
        for (int w = 0; w < words; w++) {
            open[w] = baseStack[base + w];
            fins[w] = 0;
            covered[w] = 0;
            twice[w] = 0;
            finPeers[w] = places[w];
            endo += Long.bitCount(endoStack[base + w]);
        }
        for (int w = 0; w < words; w++) {
            for (long rest = endoStack[base + w]; rest != 0; rest &= rest - 1) {
                narrow(0, (w << 6) + Long.numberOfTrailingZeros(rest));
            }
        }
        finCount[0] = endo;
        return cover(0, 0);
    }

    /** Keeps in the sight set at depth {@code d} only the cells that see {@code cell}. */
    private void narrow(int d, int cell) {
        int at = d * words;
        for (int w = 0; w < words; w++) {
            finPeers[at + w] &= peers[cell * words + w];
        }
    }

    private boolean sightEmpty(int d) {
        int at = d * words;
        for (int w = 0; w < words; w++) {
            if (finPeers[at + w] != 0) {
                return false;
            }
        }
        return true;
    }

    /** Copies depth d's state to d + 1. */
    private void push(int d) {
        int at = d * words;
        System.arraycopy(open, at, open, at + words, words);
        System.arraycopy(fins, at, fins, at + words, words);
        System.arraycopy(finPeers, at, finPeers, at + words, words);
        System.arraycopy(covered, at, covered, at + words, words);
        System.arraycopy(twice, at, twice, at + words, words);
        finCount[d + 1] = finCount[d];
    }

    /** Cover search at depth {@code d} with {@code c} covers chosen. */
    private boolean cover(int d, int c) {
        if (!counter.tick()) {
            return false;
        }
        int at = d * words;
        int first = -1;
        for (int w = 0; w < words && first < 0; w++) {
            if (open[at + w] != 0) {
                first = (w << 6) + Long.numberOfTrailingZeros(open[at + w]);
            }
        }
        if (first < 0) {
            return c == size ? evaluate(d) : extraCovers(d, c, 0);
        }
        if (c == size) {
            return finned ? restAsFins(d) : true;
        }
        int[] houses = {geometry.row(first), n + geometry.col(first), 2 * n + geometry.box(first)};
        int tried = 0;
        boolean going = true;
        for (int house : houses) {
            if (!coverAllowed[house] || isBase[house] || excluded[house]) {
                continue;
            }
            push(d);
            addCover(d + 1, house);
            isCover[house] = true;
            covers[c] = house;
            going = cover(d + 1, c + 1);
            isCover[house] = false;
            // Later branches of this cell leave this house out: each cover set is met once.
            excluded[house] = true;
            tried |= 1 << (house / n);
            if (!going) {
                break;
            }
        }
        if (going && finned) {
            going = asFin(d, c, first);
        }
        for (int house : houses) {
            if ((tried & 1 << (house / n)) != 0) {
                excluded[house] = false;
            }
        }
        return going;
    }

    private void addCover(int d, int house) {
        int at = d * words;
        int cells = house * words;
        for (int w = 0; w < words; w++) {
            long add = houseCells[cells + w];
            twice[at + w] |= covered[at + w] & add;
            covered[at + w] |= add;
            open[at + w] &= ~add;
        }
    }

    /** The branch where {@code cell}, uncovered, is a fin. */
    private boolean asFin(int d, int c, int cell) {
        int at = d * words;
        boolean endo = (endoStack[size * words + (cell >>> 6)] & 1L << cell) != 0;
        if (finCount[d] + (endo ? 0 : 1) > ComplexFish.MAX_FINS) {
            return true;
        }
        push(d);
        int next = at + words;
        open[next + (cell >>> 6)] &= ~(1L << cell);
        fins[next + (cell >>> 6)] |= 1L << cell;
        finCount[d + 1] += endo ? 0 : 1;
        narrow(d + 1, cell);
        if (sightEmpty(d + 1)) {
            return true;
        }
        return cover(d + 1, c);
    }

    /** All covers chosen: the uncovered base candidates left are fins. */
    private boolean restAsFins(int d) {
        push(d);
        int next = (d + 1) * words;
        int base = size * words;
        for (int w = 0; w < words; w++) {
            for (long rest = open[next + w]; rest != 0; rest &= rest - 1) {
                int cell = (w << 6) + Long.numberOfTrailingZeros(rest);
                finCount[d + 1] += (endoStack[base + w] & 1L << cell) != 0 ? 0 : 1;
                narrow(d + 1, cell);
            }
            fins[next + w] |= open[next + w];
            open[next + w] = 0;
        }
        if (finCount[d + 1] > ComplexFish.MAX_FINS || sightEmpty(d + 1)) {
            return true;
        }
        return evaluate(d + 1);
    }

    /**
     * Every base candidate is covered or a fin with fewer than k covers: the others are any houses that meet
     * the base candidates (they then hold only covered ones), in house order.
     */
    private boolean extraCovers(int d, int c, int from) {
        int base = size * words;
        for (int house = from; house < 3 * n; house++) {
            if (!coverAllowed[house] || isBase[house] || excluded[house] || isCover[house]) {
                continue;
            }
            boolean meets = false;
            for (int w = 0; w < words; w++) {
                meets |= (houseCells[house * words + w] & baseStack[base + w]) != 0;
            }
            if (!meets) {
                continue;
            }
            if (!counter.tick()) {
                return false;
            }
            push(d);
            addCover(d + 1, house);
            isCover[house] = true;
            covers[c] = house;
            boolean going = c + 1 == size ? evaluate(d + 1) : extraCovers(d + 1, c + 1, house + 1);
            isCover[house] = false;
            if (!going) {
                return false;
            }
        }
        return true;
    }

    private boolean evaluate(int d) {
        int at = d * words;
        int base = size * words;
        boolean anyFin = false;
        for (int w = 0; w < words; w++) {
            anyFin |= (fins[at + w] | endoStack[base + w]) != 0;
        }
        if (anyFin != finned) {
            return true;
        }
        long[] eliminations = new long[words];
        boolean any = false;
        for (int w = 0; w < words; w++) {
            long baseCells = baseStack[base + w];
            long cut = (covered[at + w] & ~baseCells) | (twice[at + w] & baseCells);
            if (finned) {
                cut &= finPeers[at + w];
            }
            eliminations[w] = cut;
            any |= cut != 0;
        }
        if (!any) {
            return true;
        }
        ComplexFishStep.Shape shape = new ComplexFishStep.Shape(
                grid,
                digit,
                chosen.clone(),
                covers.clone(),
                java.util.Arrays.copyOfRange(baseStack, base, base + words),
                java.util.Arrays.copyOfRange(fins, at, at + words),
                java.util.Arrays.copyOfRange(endoStack, base, base + words),
                java.util.Arrays.copyOfRange(twice, at, at + words),
                eliminations);
        if (ComplexFishStep.kindOf(shape) != kind) {
            return true;
        }
        return sink.offer(ComplexFishStep.build(shape, id));
    }
}
