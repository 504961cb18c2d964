package dev.sudoku.cli;

import dev.sudoku.bank.FindTask;
import dev.sudoku.cli.text.BankLines;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.store.Bank;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku bank find}: whether each puzzle, or an equivalent of it, is in the bank. */
@Command(
        name = "find",
        mixinStandardHelpOptions = true,
        description = {
            "Looks every puzzle up by its canonical form: FOUND with the stored puzzle, its rating and how the"
                    + " given puzzle maps onto it (transpose, rows, columns, digits), or MISSING.",
            "Exit code 0 when every puzzle was found, 1 otherwise, 2 on a usage error."
        })
final class BankFindCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    BankOption bank;

    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Option(names = "--format", defaultValue = "line", description = "line or json (JSON Lines).")
    String format;

    @Override
    public Integer call() {
        boolean json = BankFormats.lineOrJson(format);
        try (Bank opened = bank.openForReading()) {
            return runBatch(
                    input,
                    run,
                    "find",
                    false,
                    progress -> () -> new FindTask(opened.puzzles()),
                    json ? new JsonLines() : new BankLines());
        }
    }
}
