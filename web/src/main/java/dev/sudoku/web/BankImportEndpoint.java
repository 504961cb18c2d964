package dev.sudoku.web;

import dev.sudoku.api.Origin;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.InputReader;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ReportJson;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.bank.ImportTask;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.logic.rating.LevelScale;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.StringJoiner;

/**
 * {@code POST /api/bank/import}: the puzzles of a file's text ({@code puzzles}, any format the readers
 * know; {@code name}, the file name the reports give) rated and stored, one {@code bank import} report per
 * entry in order. The request has one time budget ({@link WebLimits#generateTime}): the entries it does
 * not reach are reported TIMEOUT, and sending the file again stores only what is missing.
 */
final class BankImportEndpoint extends Endpoint {
    private final WebBank bank;

    BankImportEndpoint(WebLimits limits, WebBank bank) {
        super(limits, "puzzles", "name");
        this.bank = bank;
    }

    @Override
    Answer answer(ApiRequest request) {
        String text = request.requiredString("puzzles");
        String name = request.string("name").orElse("upload");
        long deadline = System.nanoTime() + limits.generateTime().toNanos();
        ImportTask task =
                new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.of(new TimeLimit(limits.logicTime())));
        StringJoiner array = new StringJoiner(",", "[", "]");
        List<Entry> entries = new ArrayList<>();
        try {
            // Counted before any work: the body's 64 KB bound what is read, the count what is rated.
            Iterator<Entry> reader = new InputReader(PuzzleInput.options(request, limits.maxSize())).entries(text);
            while (reader.hasNext()) {
                entries.add(reader.next());
                if (entries.size() > limits.maxPrinted()) {
                    throw ApiProblem.overLimit(
                            "puzzles",
                            "count",
                            "the file has more than the " + limits.maxPrinted()
                                    + " puzzles one request imports; split it, or use sudoku bank import");
                }
            }
        } catch (FormatException e) {
            throw ApiProblem.badRequest("puzzles", "'puzzles', " + e.getMessage());
        }
        for (Entry entry : entries) {
            Origin origin = new Origin(name, entry.line());
            array.add(ReportJson.write(System.nanoTime() - deadline < 0 ? task.run(origin, entry) : timeout(origin)));
        }
        return Answer.json(array.toString());
    }

    private Report timeout(Origin origin) {
        return Report.of(View.BANK_IMPORT)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .status(ResultStatus.TIMEOUT)
                .with(
                        Field.ERROR,
                        "not imported: the request's " + limits.generateTime().toSeconds()
                                + " s ran out first; send the file again to import the rest")
                .build();
    }
}
