package dev.sudoku.logic.classic;

import dev.sudoku.core.Cells;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * One line of the guess log.
 *
 * @param number 1, 2, ... in the order the guesses were made
 * @param parent the number of the guess this one is nested under, 0 for a guess made on the position
 *     logic reached from the givens; an ABANDONED guess is one whose nested guesses (which name it as
 *     parent) all failed
 * @param depth how many guesses are in force including this one (1 = not nested)
 * @param cell the cell guessed (0-based)
 * @param cellName the cell in r1c1 notation
 * @param value the digit tried
 * @param candidates the cell's candidates when the guess was made, ascending
 * @param outcome what became of it
 * @param steps logic steps applied right after this guess (before the next guess or the end)
 * @param cycles cycles of that logic
 */
public record GuessEntry(
        int number,
        int parent,
        int depth,
        int cell,
        String cellName,
        int value,
        List<Integer> candidates,
        GuessOutcome outcome,
        int steps,
        int cycles) {
    public GuessEntry {
        Objects.requireNonNull(cellName, "cellName");
        Objects.requireNonNull(outcome, "outcome");
        candidates = List.copyOf(candidates);
    }

    static GuessEntry of(int number, int parent, int depth, int cell, int size, int value, List<Integer> candidates) {
        return new GuessEntry(
                number, parent, depth, cell, Cells.name(cell, size), value, candidates, GuessOutcome.ABANDONED, 0, 0);
    }

    GuessEntry with(GuessOutcome newOutcome, int newSteps, int newCycles) {
        return new GuessEntry(
                number, parent, depth, cell, cellName, value, candidates, newOutcome, newSteps, newCycles);
    }

    GuessEntry with(GuessOutcome newOutcome) {
        return with(newOutcome, steps, cycles);
    }

    /** One line for people: {@code #3 r2c5=4 of {4,7} (under #1) CONTRADICTION}. */
    public String line() {
        String of = candidates.stream().map(String::valueOf).collect(Collectors.joining(",", "{", "}"));
        String under = parent == 0 ? "" : " (under #" + parent + ")";
        return "#" + number + " " + cellName + "=" + value + " of " + of + under + " " + outcome;
    }
}
