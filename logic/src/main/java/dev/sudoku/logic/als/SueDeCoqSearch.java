package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The Sue de Coq search of one line-box crossing (see {@link SueDeCoq}): for a core, the line sets, and
 * for each line set, the box sets, depth first over cells in house order. Working state of one call.
 */
final class SueDeCoqSearch {
    private final CandidateGrid grid;
    private final int line;
    private final int box;
    private final int[] lineCells;
    private final int[] boxCells;
    private final StepSink sink;

    private int[] core;
    private long coreDigits;
    private int surplus;
    private int[] lineSet;
    private long lineDigits;

    SueDeCoqSearch(CandidateGrid grid, int line, int box, int[] lineCells, int[] boxCells, StepSink sink) {
        this.grid = grid;
        this.line = line;
        this.box = box;
        this.lineCells = lineCells;
        this.boxCells = boxCells;
        this.sink = sink;
    }

    /** Tries the core made of {@code inBoth[subset[..]]}; returns false when the sink stops the search. */
    boolean core(int[] inBoth, int[] subset) {
        core = new int[subset.length];
        coreDigits = 0;
        for (int i = 0; i < subset.length; i++) {
            core[i] = inBoth[subset[i]];
            coreDigits |= grid.candidates(core[i]);
        }
        surplus = Long.bitCount(coreDigits) - core.length;
        if (surplus < 2) {
            return true;
        }
        int[] source = without(lineCells, core, 0);
        return lineSets(source, 0, new int[source.length], 0, 0L);
    }

    /** Line sets grown from {@code chosen[0..count)} with cells from {@code source[from..]}. */
    private boolean lineSets(int[] source, int from, int[] chosen, int count, long digits) {
        for (int i = from; i < source.length; i++) {
            chosen[count] = source[i];
            int cells = count + 1;
            long union = digits | grid.candidates(source[i]);
            int extra = Long.bitCount(union & ~coreDigits);
            int used = cells - extra;
            if ((union & coreDigits) != 0 && used >= 1 && used < surplus) {
                lineSet = Arrays.copyOf(chosen, cells);
                lineDigits = union;
                long vl = union & coreDigits;
                int[] boxSource = without(boxCells, core, vl);
                boxSource = Arrays.stream(boxSource)
                        .filter(c -> Arrays.stream(lineSet).noneMatch(l -> l == c))
                        .toArray();
                if (!boxSets(boxSource, 0, new int[boxSource.length], 0, 0L, surplus - used)) {
                    return false;
                }
            }
            // Extra digits never leave: a set needs more cells than extra digits.
            if (extra < cells + source.length - 1 - i && !lineSets(source, i + 1, chosen, cells, union)) {
                return false;
            }
        }
        return true;
    }

    /** Box sets taking exactly {@code need} digits of the core, with no digit of the line set's. */
    private boolean boxSets(int[] source, int from, int[] chosen, int count, long digits, int need) {
        for (int i = from; i < source.length; i++) {
            chosen[count] = source[i];
            int cells = count + 1;
            long union = digits | grid.candidates(source[i]);
            int extra = Long.bitCount(union & ~coreDigits);
            if ((union & coreDigits) != 0 && cells - extra == need) {
                AlsStep step = step(Arrays.copyOf(chosen, cells), union);
                if (step != null && !sink.offer(step)) {
                    return false;
                }
            }
            if (cells + source.length - 1 - i - extra >= need && !boxSets(source, i + 1, chosen, cells, union, need)) {
                return false;
            }
        }
        return true;
    }

    private AlsStep step(int[] boxSet, long boxDigits) {
        long shared = boxDigits & lineDigits;
        Eliminations eliminations = new Eliminations();
        long fromBox = ((coreDigits | boxDigits) & ~lineDigits) | shared;
        long fromLine = ((coreDigits | lineDigits) & ~boxDigits) | shared;
        clear(boxCells, boxSet, fromBox, eliminations);
        clear(lineCells, lineSet, fromLine, eliminations);
        if (eliminations.isEmpty()) {
            return null;
        }
        List<AlmostLockedSet> sets =
                List.of(set(line, core, coreDigits), set(line, lineSet, lineDigits), set(box, boxSet, boxDigits));
        List<Highlight> highlights = new ArrayList<>();
        mark(core, Role.PIVOT, highlights);
        mark(lineSet, Role.DEFINING, highlights);
        mark(boxSet, Role.DEFINING, highlights);
        for (Candidate c : eliminations.list()) {
            highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED));
        }
        return new AlsStep(
                TechniqueId.SUE_DE_COQ,
                sets,
                List.of(),
                Masks.digits(eliminations.digits()),
                -1,
                eliminations.list(),
                highlights);
    }

    /** Removes {@code digits} from the house's empty cells outside the core and {@code set}. */
    private void clear(int[] houseCells, int[] set, long digits, Eliminations eliminations) {
        for (int cell : houseCells) {
            if (contains(core, cell) || contains(set, cell)) {
                continue;
            }
            for (long rest = grid.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
                eliminations.add(cell, Masks.firstDigit(rest));
            }
        }
    }

    private void mark(int[] cells, Role role, List<Highlight> highlights) {
        for (int cell : cells) {
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                highlights.add(new Highlight(cell, Masks.firstDigit(rest), role));
            }
        }
    }

    private static AlmostLockedSet set(int house, int[] cells, long digits) {
        int[] sorted = cells.clone();
        Arrays.sort(sorted);
        return new AlmostLockedSet(house, Arrays.stream(sorted).boxed().toList(), digits);
    }

    /** The cells not in {@code excluded} and holding none of {@code forbidden}. */
    private int[] without(int[] cells, int[] excluded, long forbidden) {
        return Arrays.stream(cells)
                .filter(c -> !contains(excluded, c) && (grid.candidates(c) & forbidden) == 0)
                .toArray();
    }

    private static boolean contains(int[] cells, int cell) {
        for (int c : cells) {
            if (c == cell) {
                return true;
            }
        }
        return false;
    }
}
