package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.ValidateTask;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.PuzzleGridText;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.cli.text.ValidateLines;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku validate}: every digit given twice in a house, named by house and cells, for every entry. */
@Command(
        name = "validate",
        mixinStandardHelpOptions = true,
        description = {
            "Checks that no digit is given twice in a row, column or box, naming every such house and its cells.",
            "It does not solve: whether a valid puzzle has one solution is solve's question.",
            "Exit code 0 when every entry is valid, 1 otherwise, 2 on a usage error."
        })
final class ValidateCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "line (VALID, or INVALID and every conflict), grid (a header with the same, then the"
                    + " puzzle as a boxed grid) or json (JSON Lines).")
    OutputFormat format;

    @Override
    public Integer call() {
        // Validating takes no time, but a bad --time-limit is refused here as by every other command.
        run.timeLimit();
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        ReportFormat writer =
                switch (format) {
                    case JSON -> new JsonLines();
                    case LINE -> new ValidateLines();
                    case GRID -> new PuzzleGridText(text, Optional.empty());
                };
        return runBatch(input, run, "validate", false, progress -> () -> new ValidateTask(text), writer);
    }
}
