package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;

/**
 * The candidate grid of a puzzle on any rule set: each cell's value (0 when empty) and candidate mask
 * (bit d-1 for digit d, empty once placed). Givens remove their digit from their peers; odd/even marks
 * remove the digits of the wrong parity up front, so every technique sees them as plain candidates.
 *
 * The grid also knows which of its digits are the puzzle's givens: Avoidable Rectangles may only swap digits
 * placed while solving, since swapping givens would change the puzzle.
 *
 * <p>Mutable working state: a solver applies steps to it. The tables of the rules and the givens are shared.
 */
public final class RuleGrid {
    private final RuleIndex index;
    private final int[] values;
    private final int[] candidates;
    private final boolean[] givens;

    private RuleGrid(RuleIndex index, int[] values, int[] candidates, boolean[] givens) {
        this.index = index;
        this.values = values;
        this.candidates = candidates;
        this.givens = givens;
    }

    /** The grid of a puzzle's givens, with every candidate its peers and marks leave. */
    public static RuleGrid fromPuzzle(VariantPuzzle puzzle) {
        RuleSet rules = puzzle.rules();
        int all = rules.digits() == 32 ? -1 : (1 << rules.digits()) - 1;
        int[] candidates = new int[rules.cellCount()];
        String marks = rules.parity().map(ParityMap::marks).orElse("");
        for (int cell = 0; cell < candidates.length; cell++) {
            char mark = marks.isEmpty() ? '.' : marks.charAt(cell);
            candidates[cell] = mark == 'o' ? all & 0x55555555 : mark == 'e' ? all & 0xAAAAAAAA : all;
        }
        boolean[] givens = new boolean[candidates.length];
        RuleGrid grid = new RuleGrid(new RuleIndex(rules), new int[candidates.length], candidates, givens);
        for (int cell = 0; cell < candidates.length; cell++) {
            if (puzzle.given(cell) != 0) {
                givens[cell] = true;
                grid.place(cell, puzzle.given(cell));
            }
        }
        return grid;
    }

    /**
     * The grid of a position reached from a puzzle: {@code values} are the digits placed (givens included,
     * 0 for an open cell) and {@code candidates} each open cell's candidates as a mask; an open cell keeps
     * only the candidates that the givens, the placed digits and the marks also leave.
     */
    public static RuleGrid ofPosition(VariantPuzzle puzzle, int[] values, int[] candidates) {
        RuleGrid grid = fromPuzzle(puzzle);
        if (values.length != grid.cellCount() || candidates.length != grid.cellCount()) {
            throw new IllegalArgumentException("a position of " + grid.cellCount() + " cells, not " + values.length
                    + " values and " + candidates.length + " candidate masks");
        }
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0 && grid.values[cell] == 0) {
                grid.place(cell, values[cell]);
            }
        }
        for (int cell = 0; cell < values.length; cell++) {
            grid.candidates[cell] &= candidates[cell];
        }
        return grid;
    }

    public RuleGrid copy() {
        return new RuleGrid(index, values.clone(), candidates.clone(), givens);
    }

    /**
     * This grid with other candidates, sharing the array rather than copying it: a view that follows a
     * forcing chain's working grid as the chain removes digits from it. The values are shared too.
     */
    RuleGrid sharingCandidates(int[] candidates) {
        return new RuleGrid(index, values, candidates, givens);
    }

    public RuleSet rules() {
        return index.rules;
    }

    RuleIndex index() {
        return index;
    }

    public int cellCount() {
        return values.length;
    }

    /** The cell's digit, or 0 when empty. */
    public int value(int cell) {
        return values[cell];
    }

    /** Whether the cell holds one of the puzzle's givens (not a digit placed while solving). */
    public boolean isGiven(int cell) {
        return givens[cell];
    }

    /** The cell's candidates as a mask, bit d-1 for digit d; 0 once placed. */
    public int candidates(int cell) {
        return candidates[cell];
    }

    /** The digits the cell may hold: its own digit once placed, else its candidates. */
    int possible(int cell) {
        return values[cell] != 0 ? 1 << (values[cell] - 1) : candidates[cell];
    }

    public boolean isSolved() {
        for (int value : values) {
            if (value == 0) {
                return false;
            }
        }
        return true;
    }

    /** The cells' digits, 0 for the empty ones. */
    public int[] values() {
        return values.clone();
    }

    /** Each cell's candidates as a mask, bit d-1 for digit d (0 once placed). */
    public int[] candidateMasks() {
        return candidates.clone();
    }

    /** The slots of {@code house} where {@code digit} may still go, as a mask (0 once it is placed there). */
    int places(int house, int digit) {
        int bit = 1 << (digit - 1);
        int[] cells = index.houseCells[house];
        int mask = 0;
        for (int slot = 0; slot < cells.length; slot++) {
            if ((candidates[cells[slot]] & bit) != 0) {
                mask |= 1 << slot;
            }
        }
        return mask;
    }

    /** Places a digit and removes it from the cell's peers. */
    void place(int cell, int digit) {
        int bit = 1 << (digit - 1);
        values[cell] = digit;
        candidates[cell] = 0;
        for (int peer : index.peers[cell]) {
            candidates[peer] &= ~bit;
        }
    }

    /**
     * Applies a step's placements and eliminations; false when it changed nothing (a step that changes
     * nothing would make a solver loop).
     */
    public boolean apply(Step step) {
        boolean changed = false;
        for (Placement placement : step.placements()) {
            if (values[placement.cell()] == 0) {
                place(placement.cell(), placement.digit());
                changed = true;
            }
        }
        for (Candidate candidate : step.eliminations()) {
            int bit = 1 << (candidate.digit() - 1);
            if ((candidates[candidate.cell()] & bit) != 0) {
                candidates[candidate.cell()] &= ~bit;
                changed = true;
            }
        }
        return changed;
    }
}
