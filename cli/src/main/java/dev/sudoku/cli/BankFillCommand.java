package dev.sudoku.cli;

import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.bank.BankReports;
import dev.sudoku.bank.PuzzleRecords;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.text.BankLines;
import dev.sudoku.cli.text.Plural;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.InsertResult;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku bank fill}: generates puzzles of a level straight into the bank. */
@Command(
        name = "fill",
        mixinStandardHelpOptions = true,
        description = {
            "Generates puzzles of the level (as generate does, seeded) and stores each as soon as it is made, so"
                    + " an interrupted fill keeps every puzzle it reported. One line per puzzle, as bank export writes"
                    + " it (the puzzle, its rating and its id), or DUPLICATE of #id when an equivalent was in the"
                    + " bank already; in JSON, status STORED or DUPLICATE.",
            "Exit code 0 when every puzzle was made, 1 when a puzzle's time limit ran out, 2 on a usage error."
        })
final class BankFillCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    BankOption bank;

    @Option(names = "--level", required = true, description = "The level: ${COMPLETION-CANDIDATES}.")
    Level level;

    @Mixin
    LevelsOption levels;

    @Mixin
    MakingOptions making;

    @Option(
            names = "--symmetry",
            defaultValue = "rotate180",
            paramLabel = "NAME",
            description =
                    "Symmetry of the givens, as generate takes it. Default: rotate180, as printed puzzles" + " have.")
    String symmetry;

    @Option(names = "--format", defaultValue = "line", description = "line, grid, json or sdm. Default: line.")
    String format;

    @Option(names = "--no-progress", description = "Never draw the progress bar.")
    boolean noProgress;

    @Override
    public Integer call() {
        GeneratorOptions options = options();
        ReportFormat writer = BankExportCommand.writer(format);
        // A line that looked like a stored puzzle's would hide that nothing new was stored.
        ReportFormat duplicates = format.equals("line") ? new BankLines() : writer;
        LevelScale scale = levels.scale();
        PrintWriter out = spec.commandLine().getOut();
        long[] stored = {0};
        long[] made = {0};
        boolean progressOn = !noProgress
                && ((SudokuCommand) spec.root().userObject()).streams().errIsTerminal();
        try (Bank opened = bank.open();
                Progress bar = Progress.start("fill", making.count, progressOn, " puzzles")) {
            Optional<GenerationTimeoutException> stopped =
                    GenerateRun.run(options, making.count, making.threads(), (generated, micros) -> {
                        InsertResult result = opened.puzzles().insert(PuzzleRecords.of(generated, scale));
                        stored[0] += result.stored() ? 1 : 0;
                        made[0]++;
                        bar.beforeOutput();
                        out.print((result.stored() ? writer : duplicates)
                                .render(BankReports.puzzle(
                                        result.puzzle(),
                                        result.stored() ? ResultStatus.STORED : ResultStatus.DUPLICATE,
                                        Optional.empty())));
                        out.flush();
                        bar.afterOutput();
                        bar.step();
                    });
            if (stopped.isPresent()) {
                if (format.equals("json")) {
                    // JSON gives every entry asked for a line of its own, so a reader sees what was not made.
                    for (long missing = made[0]; missing < making.count; missing++) {
                        out.print(
                                writer.render(BankReports.notMade(stopped.get().getMessage())));
                    }
                    out.flush();
                }
                bar.endWith(
                        spec.commandLine().getErr(),
                        "sudoku: stored " + stored[0] + " of " + Plural.count(making.count, "puzzle") + "; "
                                + stopped.get().getMessage());
                return ExitCodes.FAILURE;
            }
        }
        return ExitCodes.OK;
    }

    private GeneratorOptions options() {
        making.check();
        try {
            GeneratorOptions options = GeneratorOptions.of(making.shape(), making.seed())
                    .withBand(RatingBand.of(level, levels.scale()))
                    .withSymmetry(SymmetryOption.parse(symmetry))
                    .withTimeLimit(making.timeLimit());
            options.check();
            return options;
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }
}
