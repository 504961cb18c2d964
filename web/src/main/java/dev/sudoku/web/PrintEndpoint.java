package dev.sudoku.web;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.print.Booklet;
import dev.sudoku.print.BookletEntry;
import dev.sudoku.print.BookletWriter;
import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.PdfLogging;
import dev.sudoku.print.Preparation;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code POST /api/print}: a PDF booklet of the puzzles sent, as {@code sudoku print} makes it. Each entry of
 * {@code puzzles} is any text the readers accept; a line of {@code generate}'s JSON keeps its level and ER,
 * others are rated, all within the logic budget.
 */
final class PrintEndpoint extends Endpoint {

    PrintEndpoint(WebLimits limits) {
        super(limits, "puzzles", "title");
    }

    @Override
    Answer answer(ApiRequest request) {
        List<String> texts = request.strings("puzzles", limits.maxPrinted())
                .orElseThrow(() -> ApiProblem.badRequest("puzzles", "'puzzles' is missing"));
        if (texts.isEmpty()) {
            throw ApiProblem.badRequest("puzzles", "'puzzles' is empty: there is nothing to print");
        }
        Optional<String> title = request.string("title");
        if (title.isPresent() && title.get().length() > 200) {
            throw ApiProblem.badRequest("title", "'title' is longer than 200 characters");
        }
        List<Entry.Puzzle> puzzles = new ArrayList<>();
        for (int i = 0; i < texts.size(); i++) {
            Entry.Puzzle puzzle = PuzzleInput.one("puzzles", "puzzles[" + i + "]", texts.get(i), ReadOptions.DEFAULT);
            PuzzleInput.checkSize("puzzles", puzzle.grid().size(), limits.maxSize());
            puzzles.add(puzzle);
        }
        List<BookletEntry> entries;
        try {
            entries = SearchBudget.within(limits.logicTime(), () -> prepared(puzzles));
        } catch (SearchCancelledException e) {
            throw ApiProblem.overLimit(
                    "puzzles",
                    "time",
                    "rating the puzzles took longer than " + limits.logicTime().toSeconds()
                            + " s; send fewer, or lines of generate's JSON, which carry their ratings");
        }
        PdfLogging.quiet();
        Booklet booklet = Booklet.of(entries);
        if (title.isPresent()) {
            booklet = booklet.withTitle(title.get());
        }
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        try {
            BookletWriter.write(booklet, pdf);
        } catch (IOException e) {
            throw new UncheckedIOException("writing to memory cannot fail", e);
        }
        return new Answer("application/pdf", pdf.toByteArray(), "sudoku-booklet.pdf");
    }

    private static List<BookletEntry> prepared(List<Entry.Puzzle> puzzles) {
        EntryPreparer preparer = new EntryPreparer();
        List<BookletEntry> entries = new ArrayList<>();
        for (int i = 0; i < puzzles.size(); i++) {
            Preparation preparation;
            try {
                preparation = preparer.prepare(puzzles.get(i));
            } catch (IllegalArgumentException e) {
                throw ApiProblem.badRequest("puzzles", "'puzzles[" + i + "]': " + e.getMessage());
            }
            if (preparation instanceof Preparation.Refused refused) {
                throw ApiProblem.overLimit(
                        "puzzles", null, "'puzzles[" + i + "]' cannot be printed: " + refused.reason());
            }
            entries.add(((Preparation.Ready) preparation).numbered(entries.size() + 1));
        }
        return entries;
    }
}
