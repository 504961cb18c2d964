package dev.sudoku.cli;

import dev.sudoku.api.ExplainTask;
import dev.sudoku.api.GridText;
import dev.sudoku.api.VariantExplainTask;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.text.ExplainText;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.VariantGridText;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Catalogue;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku explain}: the whole logical solve path of every puzzle, one step a line. */
@Command(
        name = "explain",
        mixinStandardHelpOptions = true,
        description = {
            "Solves puzzles the way a person does and explains every step.",
            "Exit code 0 when logic solves every puzzle, 1 otherwise, 2 on a usage error."
        })
final class ExplainCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Option(
            names = "--format",
            defaultValue = "grid",
            description = "Output: grid (boxed grids), line (grids as one line) or json (JSON Lines)."
                    + " Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--profile", defaultValue = "players", description = Profiles.DESCRIPTION)
    String profile;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Explain variant puzzles (read as solve --variant reads them): jigsaw, x, windoku,"
                    + " samurai, oddeven, killer, consecutive, partial-consecutive, or several joined by commas;"
                    + " with the techniques that hold on any houses and the variant's own.")
    List<String> variants;

    @Override
    public Integer call() {
        var limit = run.timeLimit();
        if (variants != null) {
            refuse(List.of("--profile", "--box", "--symbols"), "does not apply with --variant");
            Set<Variant> chosen = Variants.parse(variants);
            return VariantLogicRun.run(
                    this,
                    input,
                    run,
                    chosen,
                    View.EXPLAIN_VARIANT,
                    () -> new VariantExplainTask(chosen, limit)::run,
                    ResultStatus.SOLVED,
                    format == OutputFormat.JSON
                            ? new JsonLines()
                            : new ExplainText(format == OutputFormat.GRID, VariantGridText.drawing()));
        }
        Catalogue catalogue = Profiles.named(profile);
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        return runBatch(
                input,
                run,
                "explain",
                true,
                progress -> () -> new ExplainTask(catalogue, limit, text, progress::stepsTaken),
                format == OutputFormat.JSON ? new JsonLines() : new ExplainText(format == OutputFormat.GRID, text));
    }
}
