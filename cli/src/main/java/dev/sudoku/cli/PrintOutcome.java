package dev.sudoku.cli;

import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.Preparation;
import java.util.Optional;

/**
 * What became of one entry of {@code sudoku print}: its preparation, or why it could not be read.
 *
 * @param where the source and line, as messages name them ({@code puzzles.txt, line 4})
 * @param preparation the puzzle made ready or refused; empty when the entry could not be read
 * @param problem why the entry is left out (a reading or solving problem), empty when it is printed
 */
record PrintOutcome(String where, Optional<Preparation> preparation, String problem) {
    static PrintOutcome of(PrintItem item, EntryPreparer preparer) {
        String source = item.source().equals("-") ? "standard input" : item.source();
        if (item instanceof PrintItem.Unreadable bad) {
            // The reader's message starts with the line (and column): keep it whole after the source.
            int colon = bad.message().indexOf(": ");
            return colon < 0
                    ? new PrintOutcome(source, Optional.empty(), bad.message())
                    : new PrintOutcome(
                            source + ", " + bad.message().substring(0, colon),
                            Optional.empty(),
                            bad.message().substring(colon + 2));
        }
        PrintItem.Request request = (PrintItem.Request) item;
        Preparation preparation =
                preparer.prepare(request.puzzle(), request.solution(), request.level(), request.rating());
        String problem = preparation instanceof Preparation.Refused refused ? refused.reason() : "";
        return new PrintOutcome(source + ", line " + request.line(), Optional.of(preparation), problem);
    }
}
