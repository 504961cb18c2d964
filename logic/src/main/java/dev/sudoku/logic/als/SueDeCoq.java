package dev.sudoku.logic.als;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Combinations;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Houses;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.Arrays;
import java.util.List;

/**
 * Sue de Coq (HoDoKu code 1101, with the extensions HoDoKu accepts). A core C of two or more empty cells
 * where a line (row or column) crosses a box holds digits V, at least |C| + 2 of them. A set L of other
 * empty line cells and a set B of other empty box cells take digits of V with no digit of V in both (VL and
 * VB), and may hold extra digits outside V (EL and EB, which may share digits), provided |L| - |EL| >= 1,
 * |B| - |EB| >= 1 and (|L| - |EL|) + (|B| - |EB|) = |V| - |C|.
 *
 * <p>Why: C gives |C| digits of V, L at least |L| - |EL| and B at least |B| - |EB|, |V| in all, and no digit
 * of V can appear twice among them (a digit of VL is only in the line part, of VB only in the box part,
 * any other only in C). So each digit of V is placed exactly once in C, L or B, and L and B hold all their
 * extra digits. The line's other cells lose V - VB and EL; the box's other cells lose V - VL and EB.
 *
 * <p>Order: HoDoKu's: rows, then columns, each against every box it crosses; cores of two cells before
 * three, in slot order; then line sets and box sets depth first. L may use core-line cells not in C; B may
 * use any box cell outside C and L. Cost: per line-box crossing, the core subsets (at most 2^c for c =
 * cells of a crossing) times the subsets of the line's and box's other empty cells; a line set is dropped
 * as soon as its extra digits leave no room for a digit of V, and box cells holding a digit of VL are
 * never tried. Measured (thread CPU time): about 0.25 ms per hard 9x9 position (at most 2^7 x 2^6 subsets
 * per core); in wall time, the all-candidates start of a 16x16 puzzle takes up to 130 ms, of a 20x20 one
 * up to 400 ms.
 */
public final class SueDeCoq implements Technique {
    @Override
    public List<TechniqueId> ids() {
        return List.of(TechniqueId.SUE_DE_COQ);
    }

    @Override
    public void find(CandidateGrid grid, StepSink sink) {
        int size = grid.size();
        boolean[][] marks = new boolean[3][grid.cellCount()];
        for (int line = 0; line < 2 * size; line++) {
            for (int box = 2 * size; box < 3 * size; box++) {
                if (Houses.cross(grid.geometry(), line, box) && !crossing(grid, line, box, marks, sink)) {
                    return;
                }
            }
        }
    }

    /** Tries every core of one line-box crossing; returns false when the sink stops the search. */
    private static boolean crossing(CandidateGrid grid, int line, int box, boolean[][] marks, StepSink sink) {
        Geometry geometry = grid.geometry();
        int[] lineCells = empty(grid, geometry.cellsOf(line));
        int[] boxCells = empty(grid, geometry.cellsOf(box));
        int[] inBoth = new int[lineCells.length];
        int count = 0;
        for (int cell : lineCells) {
            if (geometry.box(cell) == box - 2 * grid.size()) {
                inBoth[count++] = cell;
            }
        }
        if (count < 2) {
            return true;
        }
        SueDeCoqSearch search = new SueDeCoqSearch(grid::candidates, lineCells, boxCells, marks, found -> {
            AlsStep step = step(grid, line, box, found);
            return step == null || sink.offer(step);
        });
        for (int k = 2; k <= count; k++) {
            if (!Combinations.forEach(count, k, subset -> search.core(inBoth, subset))) {
                return false;
            }
        }
        return true;
    }

    /** The step of a pattern, or null when it removes nothing. */
    private static AlsStep step(CandidateGrid grid, int line, int box, SueDeCoqSearch found) {
        Eliminations eliminations = new Eliminations();
        found.removals(eliminations::add);
        if (eliminations.isEmpty()) {
            return null;
        }
        List<Highlight> highlights = found.highlights();
        for (Candidate c : eliminations.list()) {
            highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED));
        }
        return new AlsStep(
                TechniqueId.SUE_DE_COQ,
                found.sets(line, box),
                List.of(),
                Masks.digits(eliminations.digits()),
                -1,
                eliminations.list(),
                highlights);
    }

    private static int[] empty(CandidateGrid grid, int[] cells) {
        return Arrays.stream(cells).filter(grid::isEmpty).toArray();
    }
}
