package dev.sudoku.cli;

import dev.sudoku.bank.BankReports;
import dev.sudoku.store.Bank;
import dev.sudoku.store.StoredPuzzle;
import java.security.SecureRandom;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code sudoku bank random}: one stored puzzle of a level, drawn at random. */
@Command(
        name = "random",
        mixinStandardHelpOptions = true,
        description = {
            "Writes one stored puzzle of the level, drawn at random.",
            "Exit code 0, 1 when the bank holds no puzzle of that level and size, 2 on a usage error."
        })
final class BankRandomCommand extends BankDrawCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        var writer = writer();
        int side = side();
        try (Bank opened = bank.openForReading()) {
            Optional<StoredPuzzle> drawn = opened.puzzles().random(side, level.displayName(), new SecureRandom());
            if (drawn.isEmpty()) {
                return empty();
            }
            spec.commandLine().getOut().print(writer.render(BankReports.puzzle(drawn.get(), Optional.empty())));
        }
        return ExitCodes.OK;
    }
}
