package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntToLongFunction;

/**
 * The Sue de Coq search of two crossing houses (see {@link SueDeCoq}): for a core, the sets of the first
 * house (the classic line), and for each, the sets of the second (the classic box), depth first over cells in
 * house order. It reads candidates through a function, so the classic grids and the rule sets' share it;
 * each pattern found goes to a {@link Listener}, which may ask for its removals while it holds the pattern.
 * Working state of one crossing.
 */
public final class SueDeCoqSearch {
    /** Hears each pattern whose counts fit; returns false to stop the search. */
    @FunctionalInterface
    public interface Listener {
        boolean pattern(SueDeCoqSearch search);
    }

    /** Hears one removal: a digit some cell cannot hold. */
    @FunctionalInterface
    public interface Removal {
        void remove(int cell, int digit);
    }

    private final IntToLongFunction candidates;
    private final int[] lineCells;
    private final int[] boxCells;
    private final Listener listener;
    // Membership marks by cell index, set and cleared as the search goes; shared by all crossings.
    private final boolean[] inCore;
    private final boolean[] inLineSet;
    private final boolean[] inBoxSet;
    // Reused buffers: the line set being grown, and the box cells and box set of its box search.
    private final int[] lineChosen;
    private final int[] boxSource;
    private final int[] boxChosen;

    private int[] core;
    private long coreDigits;
    private int surplus;
    private int[] lineSet;
    private long lineDigits;
    private int[] boxSet;
    private long boxDigits;

    /**
     * @param candidates each cell's candidates as a digit mask (bit d - 1 for digit d)
     * @param lineCells the empty cells of the first house
     * @param boxCells the empty cells of the second house
     * @param marks three arrays of one flag per cell of the grid, all false, left so after each core
     */
    public SueDeCoqSearch(
            IntToLongFunction candidates, int[] lineCells, int[] boxCells, boolean[][] marks, Listener listener) {
        this.candidates = candidates;
        this.lineCells = lineCells;
        this.boxCells = boxCells;
        this.listener = listener;
        this.inCore = marks[0];
        this.inLineSet = marks[1];
        this.inBoxSet = marks[2];
        this.lineChosen = new int[lineCells.length];
        this.boxSource = new int[boxCells.length];
        this.boxChosen = new int[boxCells.length];
    }

    /** Tries the core made of {@code inBoth[subset[..]]}; returns false when the listener stops the search. */
    public boolean core(int[] inBoth, int[] subset) {
        core = new int[subset.length];
        coreDigits = 0;
        for (int i = 0; i < subset.length; i++) {
            core[i] = inBoth[subset[i]];
            coreDigits |= candidates.applyAsLong(core[i]);
        }
        surplus = Long.bitCount(coreDigits) - core.length;
        if (surplus < 2) {
            return true;
        }
        for (int cell : core) {
            inCore[cell] = true;
        }
        int[] source = new int[lineCells.length];
        int count = 0;
        for (int cell : lineCells) {
            if (!inCore[cell]) {
                source[count++] = cell;
            }
        }
        boolean go = lineSets(Arrays.copyOf(source, count), 0, 0, 0L);
        for (int cell : core) {
            inCore[cell] = false;
        }
        return go;
    }

    /** The pattern's core, line set and box set, and each one's digits as a mask. */
    public int[] core() {
        return core;
    }

    public long coreDigits() {
        return coreDigits;
    }

    public int[] lineSet() {
        return lineSet;
    }

    public long lineDigits() {
        return lineDigits;
    }

    public int[] boxSet() {
        return boxSet;
    }

    public long boxDigits() {
        return boxDigits;
    }

    /** The pattern as step data: the core and the line set in the first house, the box set in the second. */
    public List<AlmostLockedSet> sets(int line, int box) {
        return List.of(set(line, core, coreDigits), set(line, lineSet, lineDigits), set(box, boxSet, boxDigits));
    }

    /** The pattern's candidates: the core's pivots, the two sets' defining. */
    public List<Highlight> highlights() {
        List<Highlight> highlights = new ArrayList<>();
        mark(core, Role.PIVOT, highlights);
        mark(lineSet, Role.DEFINING, highlights);
        mark(boxSet, Role.DEFINING, highlights);
        return highlights;
    }

    /**
     * Hands over what the pattern removes: the first house's other cells lose V - VB and EL, the second's
     * V - VL and EB (the digits both sets hold outside V: in both lists).
     */
    public void removals(Removal removal) {
        long shared = boxDigits & lineDigits;
        long fromBox = ((coreDigits | boxDigits) & ~lineDigits) | shared;
        long fromLine = ((coreDigits | lineDigits) & ~boxDigits) | shared;
        for (int cell : boxSet) {
            inBoxSet[cell] = true;
        }
        clear(boxCells, inBoxSet, fromBox, removal);
        clear(lineCells, inLineSet, fromLine, removal);
        for (int cell : boxSet) {
            inBoxSet[cell] = false;
        }
    }

    /** Line sets grown from {@code lineChosen[0..count)} with cells from {@code source[from..]}. */
    private boolean lineSets(int[] source, int from, int count, long digits) {
        for (int i = from; i < source.length; i++) {
            int cell = source[i];
            lineChosen[count] = cell;
            inLineSet[cell] = true;
            int cells = count + 1;
            long union = digits | candidates.applyAsLong(cell);
            int extra = Long.bitCount(union & ~coreDigits);
            int used = cells - extra;
            boolean go = true;
            if ((union & coreDigits) != 0 && used >= 1 && used < surplus) {
                lineSet = Arrays.copyOf(lineChosen, cells);
                lineDigits = union;
                go = boxSets(union & coreDigits, surplus - used);
            }
            // Extra digits never leave: a set needs more cells than extra digits.
            if (go && extra < cells + source.length - 1 - i) {
                go = lineSets(source, i + 1, cells, union);
            }
            inLineSet[cell] = false;
            if (!go) {
                return false;
            }
        }
        return true;
    }

    /** The box sets for the current line set: none of its core digits {@code vl}, {@code need} of the core's. */
    private boolean boxSets(long vl, int need) {
        // Once per line set: on a large grid with many candidates one crossing has millions of them.
        SearchBudget.check();
        int count = 0;
        for (int cell : boxCells) {
            if (!inCore[cell] && !inLineSet[cell] && (candidates.applyAsLong(cell) & vl) == 0) {
                boxSource[count++] = cell;
            }
        }
        return boxSets(count, 0, 0, 0L, need);
    }

    private boolean boxSets(int sourceCount, int from, int count, long digits, int need) {
        for (int i = from; i < sourceCount; i++) {
            boxChosen[count] = boxSource[i];
            int cells = count + 1;
            long union = digits | candidates.applyAsLong(boxSource[i]);
            int extra = Long.bitCount(union & ~coreDigits);
            if ((union & coreDigits) != 0 && cells - extra == need) {
                boxSet = Arrays.copyOf(boxChosen, cells);
                boxDigits = union;
                if (!listener.pattern(this)) {
                    return false;
                }
            }
            if (cells + sourceCount - 1 - i - extra >= need && !boxSets(sourceCount, i + 1, cells, union, need)) {
                return false;
            }
        }
        return true;
    }

    private void mark(int[] cells, Role role, List<Highlight> highlights) {
        for (int cell : cells) {
            for (long rest = candidates.applyAsLong(cell); rest != 0; rest &= rest - 1) {
                highlights.add(new Highlight(cell, Long.numberOfTrailingZeros(rest) + 1, role));
            }
        }
    }

    private static AlmostLockedSet set(int house, int[] cells, long digits) {
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        return new AlmostLockedSet(house, Arrays.stream(sorted).boxed().toList(), digits);
    }

    /** Removes {@code digits} from the house's empty cells outside the core and {@code set}. */
    private void clear(int[] houseCells, boolean[] inSet, long digits, Removal removal) {
        for (int cell : houseCells) {
            if (inCore[cell] || inSet[cell]) {
                continue;
            }
            for (long rest = candidates.applyAsLong(cell) & digits; rest != 0; rest &= rest - 1) {
                removal.remove(cell, Long.numberOfTrailingZeros(rest) + 1);
            }
        }
    }
}
