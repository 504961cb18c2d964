package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.RateTask;
import dev.sudoku.api.VariantRateTask;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.PuzzleGridText;
import dev.sudoku.cli.text.RateTemplate;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.rating.LevelScale;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku rate}: Sudoku Explainer's ER/EP/ED for every puzzle, one line each, in input order. */
@Command(
        name = "rate",
        mixinStandardHelpOptions = true,
        description = {
            "Rates puzzles as Sudoku Explainer 1.2.1 does, with HoDoKu's score and the level.",
            "ER is the hardest step of the path, EP the hardest up to the first placement, ED the first step.",
            "Exit code 0 when every puzzle is rated, 1 otherwise (a TIMEOUT included), 2 on a usage error."
        })
final class RateCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Mixin
    LevelsOption levels;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "line (ER/EP/ED, HoDoKu score, level and the hardest technique), grid (a header, that"
                    + " line and the puzzle as a boxed grid), json (JSON Lines), or"
                    + " a template like serate's with the fields %%g puzzle, %%r ER, %%p EP, %%d ED, %%s HoDoKu"
                    + " score, %%l level, %%t time, %%T hardest technique and %%%% for a percent sign.")
    String format;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Rate variant puzzles (read as solve --variant reads them): jigsaw, x, windoku,"
                    + " samurai, oddeven, killer, consecutive, partial-consecutive, or several joined by commas;"
                    + " over the techniques that hold on any houses and the variant's own.")
    List<String> variants;

    @Override
    public Integer call() {
        LevelScale scale = levels.scale();
        var limit = run.timeLimit();
        if (variants != null) {
            refuse(List.of("--box", "--symbols"), "does not apply with --variant");
            Set<Variant> chosen = Variants.parse(variants);
            return VariantLogicRun.run(
                    this,
                    input,
                    run,
                    chosen,
                    View.RATE_VARIANT,
                    () -> new VariantRateTask(chosen, scale, limit)::run,
                    ResultStatus.RATED,
                    writer(new GridText(Optional.empty())));
        }
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        return runBatch(input, run, "rate", true, progress -> () -> new RateTask(scale, limit, text), writer(text));
    }

    /** The writer: the default template for line, that line under a header with the boxed puzzle for grid, JSON Lines, or the user's template with fields. */
    private ReportFormat writer(GridText text) {
        switch (format) {
            case "json":
                return new JsonLines();
            case "line":
                return RateTemplate.parse(RateTemplate.LINE);
            case "grid":
                return new PuzzleGridText(text, Optional.of(RateTemplate.parse(RateTemplate.LINE)));
            default:
                if (format.indexOf('%') < 0) {
                    throw Choices.refused(
                            "--format", List.of("line", "grid", "json", "a template with % fields"), format);
                }
                try {
                    return RateTemplate.parse(format);
                } catch (IllegalArgumentException e) {
                    throw new UsageException("--format: " + e.getMessage());
                }
        }
    }
}
