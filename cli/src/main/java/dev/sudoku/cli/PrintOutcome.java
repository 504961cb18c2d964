package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.Origin;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.Preparation;
import java.util.Optional;

/**
 * What became of one entry of {@code sudoku print}: its preparation, or why it is left out.
 *
 * @param where the source and line, as messages name them ({@code puzzles.txt, line 4}); empty when the
 *     whole input could not be read, whose reason names it
 * @param preparation the puzzle made ready or refused; empty when the entry could not be read
 * @param problem why the entry is left out, empty when it is printed
 */
record PrintOutcome(String where, Optional<Preparation> preparation, String problem) {
    /**
     * The line on standard error for an entry left out, after {@code sudoku: }: {@code puzzles.txt, line 7: no
     * solution}, or for a whole input the reason alone ({@code cannot read 'd': it is a directory}).
     */
    String leftOut() {
        return where.isEmpty() ? problem : where + ": " + problem;
    }

    /**
     * @param limit the budget of the entry's proof and rating; a rating that runs out of it leaves the entry
     *     out with TIMEOUT, as {@code rate} reports it
     * @param text the symbols the input was read in, which name a digit given twice
     */
    static PrintOutcome of(InputItem item, EntryPreparer preparer, Optional<TimeLimit> limit, GridText text) {
        String where = item.origin().describe();
        if (item.entry() instanceof Entry.Malformed bad && item.origin().line() == 0) {
            // A whole input that cannot be read: its reason names it already ("cannot read 'd': it is a
            // directory", "cannot read standard input: ..."), as print --variant says it.
            return new PrintOutcome("", Optional.empty(), bad.message());
        }
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
        Preparation preparation;
        try {
            preparation = TimeLimit.within(limit, () -> preparer.prepare(puzzle));
        } catch (IllegalArgumentException e) {
            return new PrintOutcome(where, Optional.empty(), e.getMessage());
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return new PrintOutcome(
                    where,
                    Optional.empty(),
                    "TIMEOUT: the rating did not finish within " + limit.orElseThrow()
                            + " (a longer --time-limit, or the level given in the input, prints it)");
        }
        // A digit given twice is why the preparer refuses any puzzle that has one; it words the digit in the
        // size's default symbols, the input may be in others.
        String problem =
                preparation instanceof Preparation.Refused refused ? text.clash(puzzle.grid(), refused.reason()) : "";
        return new PrintOutcome(where, Optional.of(preparation), problem);
    }
}
