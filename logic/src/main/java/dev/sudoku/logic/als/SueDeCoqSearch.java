package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
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

    SueDeCoqSearch(
            CandidateGrid grid, int line, int box, int[] lineCells, int[] boxCells, boolean[][] marks, StepSink sink) {
        this.grid = grid;
        this.line = line;
        this.box = box;
        this.lineCells = lineCells;
        this.boxCells = boxCells;
        this.sink = sink;
        this.inCore = marks[0];
        this.inLineSet = marks[1];
        this.inBoxSet = marks[2];
        this.lineChosen = new int[lineCells.length];
        this.boxSource = new int[boxCells.length];
        this.boxChosen = new int[boxCells.length];
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

    /** Line sets grown from {@code lineChosen[0..count)} with cells from {@code source[from..]}. */
    private boolean lineSets(int[] source, int from, int count, long digits) {
        for (int i = from; i < source.length; i++) {
            int cell = source[i];
            lineChosen[count] = cell;
            inLineSet[cell] = true;
            int cells = count + 1;
            long union = digits | grid.candidates(cell);
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
            if (!inCore[cell] && !inLineSet[cell] && (grid.candidates(cell) & vl) == 0) {
                boxSource[count++] = cell;
            }
        }
        return boxSets(count, 0, 0, 0L, need);
    }

    private boolean boxSets(int sourceCount, int from, int count, long digits, int need) {
        for (int i = from; i < sourceCount; i++) {
            boxChosen[count] = boxSource[i];
            int cells = count + 1;
            long union = digits | grid.candidates(boxSource[i]);
            int extra = Long.bitCount(union & ~coreDigits);
            if ((union & coreDigits) != 0 && cells - extra == need) {
                AlsStep step = step(Arrays.copyOf(boxChosen, cells), union);
                if (step != null && !sink.offer(step)) {
                    return false;
                }
            }
            if (cells + sourceCount - 1 - i - extra >= need && !boxSets(sourceCount, i + 1, cells, union, need)) {
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
        for (int cell : boxSet) {
            inBoxSet[cell] = true;
        }
        clear(boxCells, inBoxSet, fromBox, eliminations);
        clear(lineCells, inLineSet, fromLine, eliminations);
        for (int cell : boxSet) {
            inBoxSet[cell] = false;
        }
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
    private void clear(int[] houseCells, boolean[] inSet, long digits, Eliminations eliminations) {
        for (int cell : houseCells) {
            if (inCore[cell] || inSet[cell]) {
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
}
