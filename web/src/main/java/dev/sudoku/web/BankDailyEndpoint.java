package dev.sudoku.web;

import dev.sudoku.api.json.ReportJson;
import dev.sudoku.bank.BankReports;
import dev.sudoku.store.StoredPuzzle;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Optional;

/**
 * {@code POST /api/bank/daily}: the daily puzzle of a level ({@code level}, {@code size}, {@code date}
 * {@code YYYY-MM-DD}, default today in UTC): chosen from the bank the first time the date is asked for,
 * then the same for every player; 404 while the bank has none of that level.
 */
final class BankDailyEndpoint extends Endpoint {
    private final WebBank bank;

    BankDailyEndpoint(WebLimits limits, WebBank bank) {
        super(limits, "level", "size", "date");
        this.bank = bank;
    }

    @Override
    Answer answer(ApiRequest request) {
        BankLevel shelf = BankLevel.of(request, limits);
        LocalDate day =
                request.string("date").map(BankDailyEndpoint::date).orElseGet(() -> LocalDate.now(ZoneOffset.UTC));
        bank.topUp().check(shelf.shape(), shelf.level());
        StoredPuzzle chosen = bank.puzzles()
                .daily(day, shelf.shape().size(), shelf.level().displayName())
                .orElseThrow(() -> ApiProblem.notFound(
                        "level", "the bank has no " + shelf.describe() + " puzzle yet; it is being filled"));
        return Answer.json(ReportJson.write(BankReports.puzzle(chosen, Optional.of(day))));
    }

    private static LocalDate date(String text) {
        try {
            return LocalDate.parse(text.strip());
        } catch (DateTimeParseException e) {
            throw ApiProblem.badRequest("date", "'date' must be a date like 2026-11-26, not '" + text + "'");
        }
    }
}
