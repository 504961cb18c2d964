package dev.sudoku.cli;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.ProgressLine;
import dev.sudoku.cli.batch.WholeOutputs;
import dev.sudoku.cli.text.CountText;
import dev.sudoku.cli.text.JsonLines;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.count.CountedLayout;
import dev.sudoku.count.GridCount;
import dev.sudoku.count.GridCounter;
import dev.sudoku.count.UnsupportedShapeException;
import java.io.PrintWriter;
import java.math.BigInteger;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code sudoku count}: the number of valid complete grids of a box shape, computed, not looked up. */
@Command(
        name = "count",
        mixinStandardHelpOptions = true,
        description = {
            "Counts the valid complete grids of a box shape: 2x2 and 2x3 (3x2) by plain enumeration, 2x4 (4x2)"
                    + " and 3x3 by the band method; with --essentially-different also the grids no symmetry maps"
                    + " onto each other, by Burnside's lemma over the symmetry group's conjugacy classes (every shape"
                    + " above; under a minute for 8x8, minutes for 3x3); with --diagonals the X grids; with"
                    + " --regions the grids of one jigsaw layout (up to 7x7).",
            "Exit code 0, 2 on a usage error or a shape out of reach."
        })
final class CountCommand implements Callable<Integer> {
    /** A count's output, as the line said when it is stopped counts it. */
    private static final WholeOutputs.Wording RESULTS = new WholeOutputs.Wording("result", "results");

    @Spec
    CommandSpec spec;

    @ParentCommand
    SudokuCommand parent;

    @Option(names = "--box", paramLabel = "RxC", description = "The box shape, e.g. 3x3 or 2x3.")
    String box;

    @Option(
            names = "--regions",
            paramLabel = "MAP|FILE",
            description = "Count the grids of a jigsaw layout instead: its region map (one letter or digit per cell),"
                    + " written out or in a file (- for standard input); up to 7x7.")
    String regions;

    @Option(
            names = "--essentially-different",
            description = "Also count the classes of grids under relabelling, band, row, stack and column"
                    + " permutations and (square boxes) the transpose: every shape counted.")
    boolean essentiallyDifferent;

    @Option(
            names = "--diagonals",
            description = "Count X grids instead: both main diagonals also hold each digit once (2x2, 2x3, 3x2,"
                    + " by plain enumeration).")
    boolean diagonals;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "Cores for the band method and the classes. Default: all cores.")
    Integer threads;

    @Option(names = "--format", defaultValue = "line", description = "line (a sentence) or json (one JSON line).")
    String format;

    @Option(
            names = "--no-progress",
            description = "Never draw the progress bar (drawn on standard error when it is a terminal and the run"
                    + " lasts more than a second).")
    boolean noProgress;

    @Override
    public Integer call() {
        // Checked first and in words: picocli's own message would list every OutputFormat, grid included.
        BankFormats.lineOrJson(format);
        if ((box == null) == (regions == null)) {
            throw new UsageException("give --box RxC or --regions MAP, one of them");
        }
        if (regions != null) {
            return jigsaw();
        }
        BoxShape shape = BoxOption.read(box);
        int cores = RunOptions.threads(threads);
        if (diagonals && essentiallyDifferent) {
            throw new UsageException("--diagonals: essentially different X grids are not counted; drop one option");
        }
        CountBar bar =
                new CountBar("count " + shape, !noProgress && parent.streams().errIsTerminal());
        return counted(bar, () -> {
            try (bar) {
                return diagonals
                        ? GridCounter.countX(shape)
                        : GridCounter.count(shape, essentiallyDifferent, cores, bar);
            } catch (UnsupportedShapeException e) {
                throw new UsageException("--box: " + e.getMessage());
            }
        });
    }

    /** {@code --regions}: one jigsaw layout's grids, by plain enumeration. */
    private Integer jigsaw() {
        if (essentiallyDifferent || diagonals || threads != null) {
            throw new UsageException(
                    "--regions counts one layout's grids on one core: drop --essentially-different, --diagonals"
                            + " and --threads");
        }
        try {
            String map = regions.equals(StandardInputOption.NAME)
                    ? StandardInputOption.read(
                            "--regions",
                            "the region map",
                            parent.streams(),
                            spec.commandLine().getErr())
                    : regions;
            RegionMap layout = RegionsOption.read(map, regions.equals(StandardInputOption.NAME));
            return counted(Progress.start("count", -1, false, ""), () -> GridCounter.countJigsaw(layout));
        } catch (IllegalArgumentException e) {
            throw new UsageException("--regions: " + e.getMessage());
        }
    }

    /**
     * Counts and writes the result; a count stopped (Ctrl-C, a kill) says so in the words every run uses:
     * {@code sudoku count: interrupted: no output was written}, on a line of its own: the bar is erased first.
     */
    private Integer counted(ProgressLine bar, Supplier<GridCount> counting) {
        PrintWriter out = spec.commandLine().getOut();
        ReportFormat writer = BankFormats.lineOrJson(format) ? new JsonLines() : new CountText();
        try (WholeOutputs outputs =
                WholeOutputs.watch(out, spec.commandLine().getErr(), spec.qualifiedName(" "), bar, RESULTS)) {
            GridCount count = counting.get();
            // A result comes from no input: nothing to take a stopped run up from.
            outputs.write(writer.render(report(count)), (String) null, true);
        }
        return ExitCodes.OK;
    }

    static Report report(GridCount count) {
        return Report.of(View.COUNT)
                .status(ResultStatus.COUNTED)
                .with(
                        Field.BOX,
                        count.layout() instanceof CountedLayout.Boxes boxes
                                ? boxes.shape().toString()
                                : null)
                .with(
                        Field.REGIONS,
                        count.layout() instanceof CountedLayout.Regions jigsaw
                                ? jigsaw.map().line()
                                : null)
                .with(Field.GRIDS, count.grids().toString())
                .with(
                        Field.ESSENTIALLY_DIFFERENT,
                        count.essentiallyDifferent().map(BigInteger::toString).orElse(null))
                .with(Field.METHOD, count.method())
                .with(Field.MICROS, count.elapsed().toNanos() / 1000)
                .build();
    }
}
