package dev.sudoku.logic.fish;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Turns a finned fish found by {@link FinnedFishSearch} into a step, or nothing when it removes nothing. */
final class FinnedFishStep {
    private FinnedFishStep() {}

    /**
     * One candidate fish, in base-line terms (see {@link FinnedFishSearch}).
     *
     * @param bases the base lines, ascending
     * @param places each line's slot mask of the digit (indexed by line, all lines)
     * @param cover the k cover slots
     * @param stack the fin box's slots
     */
    record Shape(
            CandidateGrid grid,
            int digit,
            boolean rowsAsBase,
            int[] bases,
            long[] places,
            long cover,
            long stack,
            int bandStart,
            int bandSize) {
        int cell(int line, int slot) {
            int n = grid.size();
            return rowsAsBase ? line * n + slot : slot * n + line;
        }
    }

    static FishStep build(Shape fish, TechniqueId finned, TechniqueId sashimi) {
        List<Integer> fins = new ArrayList<>();
        List<Highlight> highlights = new ArrayList<>();
        boolean isSashimi = false;
        long baseMask = 0;
        for (int line : fish.bases()) {
            baseMask |= 1L << line;
            long covered = fish.places()[line] & fish.cover();
            // Places outside the cover are all in the fin box's stack (the search guarantees it).
            isSashimi |= Masks.count(covered) <= 1;
            for (long rest = fish.places()[line]; rest != 0; rest &= rest - 1) {
                int slot = Masks.firstSlot(rest);
                boolean fin = (covered & (1L << slot)) == 0;
                int cell = fish.cell(line, slot);
                if (fin) {
                    fins.add(cell);
                }
                highlights.add(new Highlight(cell, fish.digit(), fin ? Role.FIN : Role.DEFINING));
            }
        }
        if (fins.isEmpty()) {
            return null;
        }
        List<Candidate> eliminations = new ArrayList<>();
        for (int line = fish.bandStart(); line < fish.bandStart() + fish.bandSize(); line++) {
            if ((baseMask & (1L << line)) != 0) {
                continue;
            }
            for (long rest = fish.cover() & fish.stack() & fish.places()[line]; rest != 0; rest &= rest - 1) {
                int cell = fish.cell(line, Masks.firstSlot(rest));
                eliminations.add(new Candidate(cell, fish.digit()));
                highlights.add(new Highlight(cell, fish.digit(), Role.ELIMINATED));
            }
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        int n = fish.grid().size();
        int baseFirst = fish.rowsAsBase() ? 0 : n;
        int coverFirst = fish.rowsAsBase() ? n : 0;
        List<Integer> bases = new ArrayList<>();
        for (int line : fish.bases()) {
            bases.add(baseFirst + line);
        }
        List<Integer> covers = new ArrayList<>();
        for (long rest = fish.cover(); rest != 0; rest &= rest - 1) {
            covers.add(coverFirst + Masks.firstSlot(rest));
        }
        fins.sort(null);
        eliminations.sort(Comparator.comparingInt(Candidate::cell));
        return new FishStep(isSashimi ? sashimi : finned, fish.digit(), bases, covers, fins, eliminations, highlights);
    }
}
