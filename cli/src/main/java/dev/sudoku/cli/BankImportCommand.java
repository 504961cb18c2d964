package dev.sudoku.cli;

import dev.sudoku.bank.ImportTask;
import dev.sudoku.cli.text.BankLines;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku bank import}: rates and stores every puzzle of the inputs, one report line each. */
@Command(
        name = "import",
        mixinStandardHelpOptions = true,
        description = {
            "Stores every puzzle of the files (any format the readers know), rated, unless an equivalent is in"
                    + " the bank already. One line per entry, in order: STORED, DUPLICATE (with the id already"
                    + " stored), or why it was skipped (unreadable, no or several solutions, stuck, timeout).",
            "Puzzles are stored in input order, so ids follow the input whatever --threads says.",
            "Each puzzle is committed as it is stored, so after a crash running the same import again adds only"
                    + " what is missing.",
            "Exit code 0 when every entry was stored or already there, 1 otherwise, 2 on a usage error."
        })
final class BankImportCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    BankOption bank;

    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Mixin
    LevelsOption levels;

    @Option(names = "--format", defaultValue = "line", description = "line or json (JSON Lines).")
    String format;

    @Override
    public Integer call() {
        boolean json = BankFormats.lineOrJson(format);
        LevelScale scale = levels.scale();
        var limit = run.timeLimit();
        try (Bank opened = bank.open()) {
            // Before the ratings, which would all be lost: every store would fail.
            opened.puzzles().requireWritable();
            return runBatch(
                    input,
                    run,
                    "import",
                    true,
                    progress -> () -> new ImportTask(opened.puzzles(), scale, limit),
                    json ? new JsonLines() : new BankLines());
        }
    }
}
