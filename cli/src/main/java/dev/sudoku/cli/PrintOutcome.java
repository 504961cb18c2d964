package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.Preparation;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * What became of one entry of {@code sudoku print}: its preparation, or why it is left out.
 *
 * @param where the source and line, as messages name them ({@code puzzles.txt, line 4})
 * @param preparation the puzzle made ready or refused; empty when the entry could not be read
 * @param problem why the entry is left out, empty when it is printed
 */
record PrintOutcome(String where, Optional<Preparation> preparation, String problem) {
    /** Metadata keys of the level and ER that JSON Lines input gives. */
    private static final String LEVEL = "level";

    private static final String ER = "er";

    static PrintOutcome of(InputItem item, EntryPreparer preparer) {
        String where = item.origin().describe();
        if (item.entry() instanceof Entry.Malformed bad) {
            // The reader's message starts with the line (and column): keep it whole after the source.
            String source = new Origin(item.origin().source(), 0).describe();
            int colon = bad.message().indexOf(": ");
            return bad.message().startsWith("line ") && colon > 0
                    ? new PrintOutcome(
                            source + ", " + bad.message().substring(0, colon),
                            Optional.empty(),
                            bad.message().substring(colon + 2))
                    : new PrintOutcome(source, Optional.empty(), bad.message());
        }
        Entry.Puzzle puzzle = (Entry.Puzzle) item.entry();
        Optional<Level> level;
        OptionalDouble er;
        try {
            level = level(puzzle.metadata().get(LEVEL));
            er = rating(puzzle.metadata().get(ER));
        } catch (IllegalArgumentException e) {
            return new PrintOutcome(where, Optional.empty(), e.getMessage());
        }
        Preparation preparation = preparer.prepare(puzzle.grid(), puzzle.solution(), level, er);
        String problem = preparation instanceof Preparation.Refused refused ? refused.reason() : "";
        return new PrintOutcome(where, Optional.of(preparation), problem);
    }

    /** The level by name ("Fiendish"); "Not rated" and none mean none. */
    private static Optional<Level> level(String name) {
        if (name == null || name.equalsIgnoreCase("Not rated")) {
            return Optional.empty();
        }
        String upper = name.strip().toUpperCase(Locale.ROOT);
        for (Level known : Level.values()) {
            if (known.name().equals(upper)) {
                return Optional.of(known);
            }
        }
        throw new IllegalArgumentException(
                "unknown level '" + name + "' (Easy, Moderate, Difficult, Fiendish, Diabolical or Extreme)");
    }

    private static OptionalDouble rating(String er) {
        if (er == null) {
            return OptionalDouble.empty();
        }
        double value = Double.parseDouble(er);
        if (!(value >= 0 && value <= 100)) {
            throw new IllegalArgumentException("rating " + er + " is outside 0..100");
        }
        return OptionalDouble.of(value);
    }
}
