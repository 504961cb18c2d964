package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.CanonicalForm;
import dev.sudoku.core.canon.CanonicalFormTooCostlyException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The puzzles of a booklet that repeat an earlier one: the same givens, or the same puzzle up to symmetry
 * (relabelled digits, swapped bands, rows, stacks and columns, a transposition), which a solver meets as
 * the same puzzle. A booklet is printed with its repeats (the publisher decides); they are only named.
 *
 * <p>Cost: one canonical form a puzzle, a few microseconds for 9x9 ({@link CanonicalForm}); a puzzle whose
 * form cannot be found cheaply is compared by its givens alone.
 */
public final class Repeats {
    private Repeats() {}

    /**
     * One puzzle that repeats an earlier one.
     *
     * @param number the later puzzle's number
     * @param earlier the number of the first puzzle it repeats
     * @param exact true for the same givens, false for the same puzzle up to symmetry
     */
    public record Repeat(int number, int earlier, boolean exact) {}

    /** The repeats among {@code entries}, in booklet order. */
    public static List<Repeat> of(List<BookletEntry> entries) {
        Map<Grid, Integer> seen = new HashMap<>();
        Map<String, Integer> seenForm = new HashMap<>();
        List<Repeat> repeats = new ArrayList<>();
        for (BookletEntry entry : entries) {
            Integer same = seen.putIfAbsent(entry.puzzle(), entry.number());
            Optional<String> form = form(entry.puzzle());
            Integer alike =
                    form.map(key -> seenForm.putIfAbsent(key, entry.number())).orElse(null);
            if (same != null) {
                repeats.add(new Repeat(entry.number(), same, true));
            } else if (alike != null) {
                repeats.add(new Repeat(entry.number(), alike, false));
            }
        }
        return repeats;
    }

    private static Optional<String> form(Grid puzzle) {
        try {
            return Optional.of(CanonicalForm.of(puzzle).key());
        } catch (CanonicalFormTooCostlyException | IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
