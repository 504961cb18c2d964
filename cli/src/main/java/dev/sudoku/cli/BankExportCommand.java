package dev.sudoku.cli;

import dev.sudoku.bank.BankReports;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.WholeOutputs;
import dev.sudoku.cli.text.BankPuzzleText;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.store.Bank;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku bank export}: the stored puzzles in the order they were stored. */
@Command(
        name = "export",
        mixinStandardHelpOptions = true,
        description = {
            "Writes the stored puzzles, oldest first, of one level and size or all of them.",
            "line: puzzle, ER/EP/ED, level and id; sdm: the puzzle alone (SudoCue's .sdm, read by every"
                    + " command); grid: boxed grids; json: JSON Lines with every stored fact.",
            "Exit code 0, 1 when the bank cannot be read or the output written, 2 on a usage error."
        })
final class BankExportCommand implements Callable<Integer> {
    /** An export's outputs, as the line said when it is stopped counts them. */
    private static final WholeOutputs.Wording PUZZLES = new WholeOutputs.Wording("puzzle", "puzzles");

    @Spec
    CommandSpec spec;

    @Mixin
    BankOption bank;

    @Option(names = "--level", description = "Only this level: ${COMPLETION-CANDIDATES}.")
    Level level;

    @Option(names = "--size", paramLabel = "N", description = "Only grids of this side (9 for 9x9).")
    Integer size;

    @Option(names = "--format", defaultValue = "line", description = "line, grid, json or sdm. Default: line.")
    String format;

    @Override
    public Integer call() {
        ReportFormat writer = writer(format);
        if (size != null) {
            // No bank holds such a grid: an empty export would look like an empty level.
            BoxOption.side(size);
        }
        PrintWriter out = spec.commandLine().getOut();
        try (Bank opened = bank.openForReading();
                WholeOutputs outputs = WholeOutputs.watch(
                        out,
                        spec.commandLine().getErr(),
                        spec.qualifiedName(" "),
                        Progress.start("export", -1, false, ""),
                        PUZZLES)) {
            opened.puzzles()
                    .export(
                            Optional.ofNullable(level).map(Level::displayName),
                            Optional.ofNullable(size),
                            // Named by id, the place a stopped export is taken up from.
                            stored -> outputs.write(
                                    writer.render(BankReports.puzzle(stored, Optional.empty())),
                                    "the bank's #" + stored.id(),
                                    false));
            outputs.flush();
        }
        return ExitCodes.OK;
    }

    /** The writer of stored puzzles for a --format value, or a usage error. */
    static ReportFormat writer(String format) {
        String checked = BankFormats.puzzleFormat(format);
        return checked.equals("json") ? new JsonLines() : new BankPuzzleText(checked);
    }
}
