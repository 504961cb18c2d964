package dev.sudoku.cli;

import dev.sudoku.bank.BankReports;
import dev.sudoku.store.Bank;
import dev.sudoku.store.StoredPuzzle;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code sudoku bank daily}: the puzzle of the day for a level, the same for everyone using the bank. */
@Command(
        name = "daily",
        mixinStandardHelpOptions = true,
        description = {
            "Writes the daily puzzle of the level: chosen from the bank the first time a date is asked for, then"
                    + " kept, so everyone using the bank gets the same puzzle on that date.",
            "Exit code 0, 1 when the bank holds no puzzle of that level and size, 2 on a usage error."
        })
final class BankDailyCommand extends BankDrawCommand implements Callable<Integer> {
    @Option(names = "--date", paramLabel = "YYYY-MM-DD", description = "The date. Default: today in UTC.")
    String date;

    @Override
    public Integer call() {
        LocalDate day = day();
        var writer = writer();
        int side = side();
        try (Bank opened = bank.open()) {
            Optional<StoredPuzzle> chosen = opened.puzzles().daily(day, side, level.displayName());
            if (chosen.isEmpty()) {
                return empty();
            }
            spec.commandLine().getOut().print(writer.render(BankReports.puzzle(chosen.get(), Optional.of(day))));
        }
        return ExitCodes.OK;
    }

    private LocalDate day() {
        if (date == null) {
            return LocalDate.now(ZoneOffset.UTC);
        }
        try {
            return LocalDate.parse(date);
        } catch (DateTimeParseException e) {
            throw new UsageException("--date must be a date like 2026-11-26, not '" + date + "'");
        }
    }
}
