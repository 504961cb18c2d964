package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.HintTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.VariantHintTask;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.io.InlinePuzzle;
import dev.sudoku.cli.text.HintLines;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.cli.text.VariantGridText;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.forcing.IdlePermits;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku hint}: the next logical step of each puzzle or position, at three levels of help. */
@Command(
        name = "hint",
        mixinStandardHelpOptions = true,
        description = {
            "Gives the next logical step of each puzzle, or of a position with your own candidates.",
            "Level 1 names the technique and where to look, level 2 adds the digits and cells, level 3 gives the"
                    + " whole step.",
            "Exit code 0 when every input gets a hint, 1 otherwise, 2 on a usage error."
        })
final class HintCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    InputOptions input;

    @Mixin
    RunOptions run;

    @Option(
            names = "--level",
            defaultValue = "1",
            description = "How much to tell: 1, 2 or 3. Default: ${DEFAULT-VALUE}.")
    int level;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "Output: line (the hint), grid (the hint and the position as a grid) or json (JSON"
                    + " Lines). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--profile", defaultValue = "players", description = Profiles.DESCRIPTION)
    String profile;

    @Option(
            names = "--position",
            paramLabel = "LINE|FILE",
            description = "Hint from a position with your own candidates instead of a puzzle: a candidate line"
                    + " (729 characters for 9x9) or a pencil-mark grid, or a file holding one; '-' reads"
                    + " standard input.")
    String position;

    @Option(
            names = "--givens",
            paramLabel = "PUZZLE|FILE",
            description = "With --position: the puzzle's givens, which the position must keep: the puzzle, or a"
                    + " file holding it.")
    String givens;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Hint on variant puzzles (read as solve --variant reads them): jigsaw, x, windoku,"
                    + " samurai, oddeven, killer, consecutive, partial-consecutive, or several joined by commas;"
                    + " with the techniques that hold on any houses and the variant's own.")
    List<String> variants;

    @Override
    public Integer call() {
        if (level < 1 || level > 3) {
            throw new UsageException("--level must be 1, 2 or 3, not " + level);
        }
        var limit = run.timeLimit();
        if (variants != null) {
            refuse(
                    List.of("--profile", "--position", "--givens", "--box", "--symbols"),
                    "does not apply with --variant");
            Set<Variant> chosen = Variants.parse(variants);
            return VariantLogicRun.run(
                    this,
                    input,
                    run,
                    chosen,
                    View.HINT_VARIANT,
                    () -> new VariantHintTask(chosen, level, limit)::run,
                    ResultStatus.HINT,
                    format == OutputFormat.JSON
                            ? new JsonLines()
                            : new HintLines(format == OutputFormat.GRID, VariantGridText.drawing()));
        }
        Catalogue catalogue = Profiles.named(profile);
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        ReportFormat writer =
                format == OutputFormat.JSON ? new JsonLines() : new HintLines(format == OutputFormat.GRID, text);
        if (position != null) {
            if (!input.files.isEmpty()) {
                throw new UsageException("--position is the one input; drop the PUZZLE|FILE arguments");
            }
            HintTask task = new HintTask(catalogue, level, limit, text);
            Optional<String> unreadable = positionProblem();
            Report report;
            if (unreadable.isPresent()) {
                // As every command reports an input it cannot read: INVALID, naming it, exit code 1.
                report = task.run(new Origin(position, 0), new Entry.Malformed(0, 0, unreadable.get()));
            } else {
                String positionText = positionText();
                Optional<String> givensText = givensText();
                // One position: the other threads help its chain searches.
                try (IdlePermits permits = new IdlePermits(run.threads())) {
                    report = permits.run(() -> task.position(
                            new Origin(positionName(), 1), positionText, givensText, input.readOptions()));
                }
            }
            PrintWriter out = spec.commandLine().getOut();
            out.print(writer.render(report));
            out.flush();
            return report.status().isSuccess() ? ExitCodes.OK : ExitCodes.FAILURE;
        }
        if (givens != null) {
            throw new UsageException("--givens goes with --position");
        }
        return runBatch(
                input, run, "hint", true, progress -> () -> new HintTask(catalogue, level, limit, text), writer);
    }

    private String positionName() {
        return position.equals("-") || OptionText.namesFile(position) ? position : "--position";
    }

    /**
     * Why the position cannot be read: standard input closed, or a value that names no file and is too
     * short to be a position itself (the smallest, a 4x4 candidate line, has 64 characters); else empty.
     */
    private Optional<String> positionProblem() {
        if (position.equals("-")) {
            return streams().inProblem();
        }
        boolean tooShort = position.strip().length() < 64 && position.indexOf('\n') < 0;
        if (tooShort && !OptionText.namesFile(position)) {
            return Optional.of(FileReasons.cannotRead(
                    position,
                    "no such file, nor is it a position: a candidate line has N*N*N characters, 729 for 9x9"));
        }
        return Optional.empty();
    }

    /** The position's text: standard input, a file, or the option's value itself. */
    private String positionText() {
        if (!position.equals("-")) {
            return OptionText.file("--position", position).orElse(position);
        }
        try {
            return new String(streams().in().readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            // Named as every command names it: "cannot read standard input: it is a directory" for < .
            throw new UsageException("--position: cannot read " + Origin.STANDARD_INPUT + ": " + FileReasons.read(e));
        }
    }

    /**
     * The givens' text: a file's contents, or the value itself when it is a puzzle written inline; a value
     * that is neither is refused as a file that is not there (with what keeps it from being a puzzle, when
     * it nearly is one), not read as a puzzle of a few cells.
     */
    private Optional<String> givensText() {
        if (givens == null) {
            return Optional.empty();
        }
        Optional<String> file = OptionText.file("--givens", givens);
        Optional<Symbols.Style> style = Optional.ofNullable(input.symbols);
        if (file.isPresent() || InlinePuzzle.looksLikePuzzle(givens, style)) {
            return file.or(() -> Optional.of(givens));
        }
        String why = InlinePuzzle.whyNotPuzzle(givens, style)
                .map(reason -> ", nor is it a puzzle: " + reason)
                .orElse("");
        throw new UsageException("--givens: " + FileReasons.cannotRead(givens, "no such file" + why));
    }
}
