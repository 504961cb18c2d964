package dev.sudoku.logic.exclusion;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.PeerOrder;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Turns one base set and its common excluders into a step, when the combination test removes anything.
 * Highlights: the base cells' surviving candidates are {@link Role#DEFINING}, their removed ones {@link
 * Role#ELIMINATED}, and the excluders' candidates {@link Role#PINCER} (they pinch the choices).
 */
final class ExclusionBuilder {
    private final CandidateGrid grid;
    private final TechniqueId id;

    ExclusionBuilder(CandidateGrid grid, TechniqueId id) {
        this.grid = grid;
        this.id = id;
    }

    /**
     * The masks of the excluders a choice could cover: an excluder with more candidates than there are base
     * cells, or with a candidate no base cell has, never forbids a choice, so testing it changes nothing.
     */
    private long[] coverable(long[] masks, int[] excluders) {
        long union = 0;
        for (long mask : masks) {
            union |= mask;
        }
        long[] coverable = new long[excluders.length];
        int count = 0;
        for (int excluder : excluders) {
            long mask = grid.candidates(excluder);
            if (Masks.count(mask) <= masks.length && (mask & ~union) == 0) {
                coverable[count++] = mask;
            }
        }
        return Arrays.copyOf(coverable, count);
    }

    private boolean anySeesAnother(int[] cells) {
        for (int i = 0; i < cells.length; i++) {
            for (int j = i + 1; j < cells.length; j++) {
                if (PeerOrder.sees(grid.geometry(), cells[i], cells[j])) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Offers the step of this base set if it eliminates; returns false when the sink stops the scan. */
    boolean tryOffer(int[] cells, int[] excluders, StepSink sink) {
        long[] masks = new long[cells.length];
        long choices = 1;
        for (int i = 0; i < cells.length; i++) {
            masks[i] = grid.candidates(cells[i]);
            choices *= Masks.count(masks[i]);
        }
        if (choices > AlignedExclusion.MAX_CHOICES) {
            return true;
        }
        long[] coverable = coverable(masks, excluders);
        if (coverable.length == 0 && !anySeesAnother(cells)) {
            // Nothing forbids any choice: every candidate survives.
            return true;
        }
        long[] allowed = AllowedValues.of(grid.geometry(), cells, masks, coverable);
        List<Candidate> eliminations = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            for (long rest = masks[i] & ~allowed[i]; rest != 0; rest &= rest - 1) {
                eliminations.add(new Candidate(cells[i], Masks.firstDigit(rest)));
            }
        }
        if (eliminations.isEmpty()) {
            // The usual case: described only when something goes, since most base sets remove nothing.
            return true;
        }
        List<Highlight> highlights = new ArrayList<>();
        for (int i = 0; i < cells.length; i++) {
            for (long rest = masks[i]; rest != 0; rest &= rest - 1) {
                int digit = Masks.firstDigit(rest);
                boolean removed = (allowed[i] & Masks.bit(digit)) == 0;
                highlights.add(new Highlight(cells[i], digit, removed ? Role.ELIMINATED : Role.DEFINING));
            }
        }
        for (int excluder : excluders) {
            for (long rest = grid.candidates(excluder); rest != 0; rest &= rest - 1) {
                highlights.add(new Highlight(excluder, Masks.firstDigit(rest), Role.PINCER));
            }
        }
        return sink.offer(new ExclusionStep(
                id,
                Arrays.stream(cells).boxed().toList(),
                Arrays.stream(excluders).boxed().toList(),
                eliminations,
                highlights));
    }
}
