package dev.sudoku.cli;

import dev.sudoku.api.GeneratedReport;
import dev.sudoku.api.GridText;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.settings.RatingBands;
import dev.sudoku.api.settings.ReachableBands;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.text.GenerateText;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.Plural;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.cli.text.VariantGridText;
import dev.sudoku.cli.text.VariantPuzzleLines;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import dev.sudoku.generator.CluePattern;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.generator.TechniqueGoal;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku generate}: unique puzzles of a level or rating band, with a symmetry or a clue pattern. */
@Command(
        name = "generate",
        mixinStandardHelpOptions = true,
        description = {
            "Generates puzzles with exactly one solution, rated inside a level or band by Sudoku Explainer's scale.",
            "Exit code 0 when every puzzle was made, 1 when a puzzle's time limit ran out (the puzzles made before it"
                    + " are printed), 2 on a usage error or a request no puzzle can meet."
        })
final class GenerateCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Option(
            names = "--level",
            paramLabel = "LEVEL",
            description = "easy, moderate, difficult, fiendish, diabolical or extreme (bands of ER as in rate,"
                    + " moved by --levels).")
    Level level;

    @Mixin
    LevelsOption levels;

    @Mixin
    MakingOptions making;

    @Option(names = "--rating", paramLabel = "LO..HI", description = "An ER band instead of a level, e.g. 3.0..4.4.")
    String rating;

    @Option(
            names = "--symmetry",
            defaultValue = "none",
            paramLabel = "NAME",
            description = "none, rotate180, rotate90, mirror, flip, diagonal, antidiagonal, full or random.")
    String symmetry;

    @Option(
            names = "--pattern",
            paramLabel = "FILE",
            description = "Clue pattern: any non-blank character is a clue; its side is the grid's. - reads it from"
                    + " standard input.")
    Path pattern;

    @Option(names = "--minimal", description = "No clue (no orbit, with a symmetry) can be removed.")
    boolean minimal;

    @Option(names = "--technique", paramLabel = "NAME", description = "The solve path must use it, e.g. x-wing.")
    String technique;

    @Option(
            names = {"-o", "--output"},
            paramLabel = "FILE",
            description =
                    "The file to write the puzzles to, each as it is made (- for standard output, the" + " default).")
    String output;

    @Option(names = "--format", defaultValue = "line", description = "line, grid or json (JSON Lines).")
    OutputFormat format;

    @Option(
            names = "--symbols",
            paramLabel = "STYLE",
            description = "Digit symbols: default (1-9 then A-Z), hex (0-F), letters (A-P...), numbers.")
    Symbols.Style symbols;

    @Option(names = "--progress", hidden = true, description = "The progress bar (the default on a terminal).")
    boolean progress;

    @Option(
            names = "--no-progress",
            description = "Never draw the progress bar (drawn on standard error when it is a terminal and the run"
                    + " lasts more than a second).")
    boolean noProgress;

    @picocli.CommandLine.ParentCommand
    SudokuCommand parent;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Make minimal puzzles of a variant instead: jigsaw (a random region layout each), x,"
                    + " windoku, samurai, oddeven, killer (a random cage layout each, few or no givens), consecutive,"
                    + " partial-consecutive, or several joined by commas; at a --level when one is given, where"
                    + " --time-limit stops new complete grids being tried and the run goes on to the next puzzle.")
    List<String> variants;

    @Override
    public Integer call() {
        if (variants != null) {
            return variants();
        }
        GeneratorOptions options = options();
        try {
            options.check();
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        // Not refused (a longer --time-limit may still find one), but said before the wait, as the server says it.
        options.targetBand()
                .flatMap(ShapeReach.of(options.shape())::notFoundSoFar)
                .ifPresent(why -> spec.commandLine()
                        .getErr()
                        .println("sudoku: note: " + why + "; searching for up to "
                                + BigDecimal.valueOf(making.timeLimit)
                                        .stripTrailingZeros()
                                        .toPlainString()
                                + " s a puzzle (--time-limit)"));
        if (pattern != null && !fromStandardInput() && output != null && !output.equals("-")) {
            OutputPaths.notTheInput(pattern, OutputPaths.file(output), output);
        }
        try (TextOutput opened = TextOutput.open(output, spec.commandLine().getOut())) {
            return generate(options, opened.writer());
        }
    }

    /** Makes the puzzles, writing each to {@code out} as it is made. */
    private Integer generate(GeneratorOptions options, PrintWriter out) {
        GridText text = new GridText(Optional.ofNullable(symbols));
        LevelScale scale = levels.scale();
        ReportFormat writer =
                format == OutputFormat.JSON ? new JsonLines() : new GenerateText(format == OutputFormat.GRID, text);
        long[] made = {0};
        boolean progressOn = !noProgress && parent.streams().errIsTerminal();
        try (Progress bar = Progress.start("generate", making.count, progressOn, " puzzles")) {
            Optional<GenerationTimeoutException> stopped =
                    GenerateRun.run(options, making.count, making.threads(), (generated, micros) -> {
                        bar.beforeOutput();
                        out.print(writer.render(GeneratedReport.of(generated, scale, text, micros)));
                        // A puzzle takes milliseconds to seconds: each is passed on at once, so a closed
                        // output stops the run and an interrupted one keeps every puzzle made.
                        out.flush();
                        bar.afterOutput();
                        made[0]++;
                        bar.step();
                    });
            if (stopped.isPresent()) {
                out.flush();
                bar.endWith(
                        spec.commandLine().getErr(),
                        "sudoku: generated " + made[0] + " of " + Plural.count(making.count, "puzzle") + "; "
                                + stopped.get().getMessage());
                return ExitCodes.FAILURE;
            }
        } finally {
            out.flush();
        }
        return ExitCodes.OK;
    }

    /** {@code --variant}: minimal unique puzzles of the variant, at a level when one is asked. */
    private Integer variants() {
        making.check();
        for (String option :
                List.of("--rating", "--symmetry", "--pattern", "--technique", "--box", "--symbols", "--threads")) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageException(option + " does not apply with --variant: its puzzles are minimal,"
                        + " at a --level when asked");
            }
        }
        if (level == null && spec.commandLine().getParseResult().hasMatchedOption("--time-limit")) {
            throw new UsageException("--time-limit applies with --variant only at a --level: a minimal puzzle is"
                    + " made from one complete grid");
        }
        ReportFormat writer =
                switch (format) {
                    case JSON -> new JsonLines();
                    case GRID -> new VariantGridText(true);
                    case LINE -> new VariantPuzzleLines();
                };
        try (TextOutput opened = TextOutput.open(output, spec.commandLine().getOut())) {
            return VariantGenerateRun.run(
                    Variants.parse(variants),
                    making.size == null ? 9 : making.size,
                    making.seed(),
                    Math.toIntExact(making.count),
                    Optional.ofNullable(level),
                    levels.scale(),
                    making.timeLimit(),
                    writer,
                    format == OutputFormat.JSON,
                    opened.writer(),
                    spec.commandLine().getErr());
        }
    }

    /** The generator's options from the command line, or a usage error naming the bad value. */
    private GeneratorOptions options() {
        making.check();
        if (level != null && rating != null) {
            throw new UsageException("give --level or --rating, not both");
        }
        try {
            Optional<CluePattern> clues = pattern == null ? Optional.empty() : Optional.of(readPattern());
            BoxShape shape = clues.map(CluePattern::shape).orElseGet(making::shape);
            Optional<RatingBand> band = level != null
                    ? Optional.of(RatingBand.of(level, levels.scale()))
                    : Optional.ofNullable(rating).map(GenerateCommand::band);
            band.ifPresent(wanted -> requireReachable(shape, wanted));
            return new GeneratorOptions(
                    shape,
                    band,
                    SymmetryOption.parse(symmetry),
                    clues,
                    minimal,
                    Optional.ofNullable(technique).map(TechniqueGoal::parse),
                    making.seed(),
                    making.timeLimit(),
                    // A line is the puzzle alone: a rating nobody reads is not made.
                    format != OutputFormat.LINE);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    /**
     * Refuses a level or band no puzzle of the shape rates in, naming the option and what the size can have,
     * as the server names its field; the generator's own check would say the reason alone.
     */
    private void requireReachable(BoxShape shape, RatingBand band) {
        try {
            if (level != null) {
                ReachableBands.requireLevel(shape, level, levels.scale());
            } else {
                ReachableBands.requireRating(shape, band, rating);
            }
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of(level != null ? "--level" : "--rating"));
        }
    }

    private static RatingBand band(String text) {
        try {
            return RatingBands.read(text);
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--rating"));
        }
    }

    /** {@code --pattern -}: generate reads nothing else there. */
    private boolean fromStandardInput() {
        return pattern.toString().equals(StandardInputOption.NAME);
    }

    private CluePattern readPattern() {
        try {
            Optional<BoxShape> shape = making.shapeGiven() ? Optional.of(making.shape()) : Optional.empty();
            if (fromStandardInput()) {
                String text = StandardInputOption.read(
                        "--pattern",
                        "the clue pattern",
                        parent.streams(),
                        spec.commandLine().getErr());
                return CluePattern.parse(text, shape);
            }
            return CluePattern.read(pattern, shape);
        } catch (IOException e) {
            throw new UsageException("--pattern: " + FileReasons.cannotRead(pattern.toString(), FileReasons.read(e)));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--pattern " + pattern + ": " + e.getMessage());
        }
    }
}
