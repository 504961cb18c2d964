package dev.sudoku.logic.fish;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;

/**
 * The finned fish of one digit with one orientation (rows or columns as base lines), box by box.
 *
 * <p>Terms, for rows as base lines (swap rows and columns for the other orientation): a <i>line</i> is a
 * base line and a <i>slot</i> is a cover line (a column). The fin box's <i>band</i> is the lines crossing it
 * and its <i>stack</i> the slots crossing it. A band line's places in the stack may be fins; all its other
 * places, and every place of a line outside the band, must be covered.
 *
 * <p>Working state of one pass (the current box, tuple and sink live in fields), so an instance serves
 * one call of {@link FinnedFish#find} and one thread. Measured on a 64x64 position where every line holds
 * 2 to 4 places of each digit: all finned jellyfish in about 0.1 s, less than {@link BasicFish}'s
 * jellyfish on the same position.
 */
final class FinnedFishSearch {
    private final CandidateGrid grid;
    private final int digit;
    private final boolean rowsAsBase;
    private final int degree;
    private final TechniqueId finned;
    private final TechniqueId sashimi;
    private final int n;
    private final long[] places;
    private final int[] lines;
    private final long[] reduced;
    private final int[] tuple;
    private int bandStart;
    private int bandSize;
    private long stack;
    private StepSink sink;

    FinnedFishSearch(
            CandidateGrid grid, int digit, boolean rowsAsBase, int degree, TechniqueId finned, TechniqueId sashimi) {
        this.grid = grid;
        this.digit = digit;
        this.rowsAsBase = rowsAsBase;
        this.degree = degree;
        this.finned = finned;
        this.sashimi = sashimi;
        this.n = grid.size();
        this.places = new long[n];
        int baseFirst = rowsAsBase ? 0 : n;
        for (int line = 0; line < n; line++) {
            places[line] = grid.positions(baseFirst + line, digit);
        }
        this.lines = new int[n];
        this.reduced = new long[n];
        this.tuple = new int[degree];
    }

    /** Offers the fish whose fins lie in {@code box}; returns false when the sink asked to stop. */
    boolean inBox(int box, StepSink sink) {
        BoxShape shape = grid.geometry().shape();
        int boxesAcross = n / shape.boxCols();
        int bandIndex = rowsAsBase ? box / boxesAcross : box % boxesAcross;
        int stackIndex = rowsAsBase ? box % boxesAcross : box / boxesAcross;
        bandSize = rowsAsBase ? shape.boxRows() : shape.boxCols();
        int stackSize = rowsAsBase ? shape.boxCols() : shape.boxRows();
        bandStart = bandIndex * bandSize;
        stack = Masks.allDigits(stackSize) << (stackIndex * stackSize);
        // A fin and an elimination need the digit in the box on two different band lines.
        int touching = 0;
        for (int line = bandStart; line < bandStart + bandSize; line++) {
            touching += (places[line] & stack) != 0 ? 1 : 0;
        }
        if (touching < 2) {
            return true;
        }
        int count = 0;
        int lastFinLine = -1;
        for (int line = 0; line < n; line++) {
            long outside = inBand(line) ? places[line] & ~stack : places[line];
            int total = Masks.count(places[line]);
            if (total >= 2 && Masks.count(outside) <= degree) {
                reduced[count] = outside;
                if (inBand(line) && (places[line] & stack) != 0) {
                    lastFinLine = count;
                }
                lines[count++] = line;
            }
        }
        this.sink = sink;
        return walk(0, 0, count, lastFinLine, 0L, false);
    }

    private boolean inBand(int line) {
        return line >= bandStart && line < bandStart + bandSize;
    }

    /** Extends the tuple with lines from index {@code from} on; cut when the covered slots exceed k. */
    private boolean walk(int depth, int from, int count, int lastFinLine, long covered, boolean hasFin) {
        if (depth == degree) {
            return !hasFin || chooseCovers(covered);
        }
        for (int index = from; index <= count - (degree - depth); index++) {
            if (!hasFin && index > lastFinLine) {
                return true;
            }
            long union = covered | reduced[index];
            if (Masks.count(union) > degree) {
                continue;
            }
            tuple[depth] = lines[index];
            boolean fin = inBand(lines[index]) && (places[lines[index]] & stack) != 0;
            if (!walk(depth + 1, index + 1, count, lastFinLine, union, hasFin || fin)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The covered slots may number fewer than k; then the remaining covers are chosen among the stack
     * slots holding base places (each choice turns those places from fins into covered places).
     */
    private boolean chooseCovers(long covered) {
        long pool = 0;
        for (int line : tuple) {
            if (inBand(line)) {
                pool |= places[line] & stack;
            }
        }
        long spare = pool & ~covered;
        int missing = degree - Masks.count(covered);
        int[] slots = new int[Masks.count(spare)];
        int i = 0;
        for (long rest = spare; rest != 0; rest &= rest - 1) {
            slots[i++] = Masks.firstSlot(rest);
        }
        if (missing == 0) {
            return offer(covered);
        }
        return Combinations.forEach(slots.length, missing, chosen -> {
            long cover = covered;
            for (int index : chosen) {
                cover |= 1L << slots[index];
            }
            return offer(cover);
        });
    }

    private boolean offer(long cover) {
        FinnedFishStep.Shape shape = new FinnedFishStep.Shape(
                grid, digit, rowsAsBase, tuple.clone(), places, cover, stack, bandStart, bandSize);
        var step = FinnedFishStep.build(shape, finned, sashimi);
        return step == null || sink.offer(step);
    }
}
