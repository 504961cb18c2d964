package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.io.InputItem;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.PuzzleInputs;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.Plural;
import dev.sudoku.core.Symbols;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.print.Booklet;
import dev.sudoku.print.BookletEntry;
import dev.sudoku.print.BookletWriter;
import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.Layout;
import dev.sudoku.print.Paper;
import dev.sudoku.print.PdfLogging;
import dev.sudoku.print.Preparation;
import dev.sudoku.print.PrintedEntry;
import dev.sudoku.print.Repeats;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code sudoku print}: a PDF booklet of puzzles for publishers. */
@Command(
        name = "print",
        mixinStandardHelpOptions = true,
        description = {
            "Writes a PDF booklet of puzzles for publishers, solutions at the back.",
            "Six 9x9 puzzles a page (four 12x12, two 16x16, one 25x25: a cell stays big enough to write in), each"
                    + " with its number and level; twelve 9x9 solutions a page. Reads every format the"
                    + " other commands read or write, JSON Lines included (using their level and solution);"
                    + " puzzles without a level are rated, each within --time-limit. Entries that cannot be read,"
                    + " have no single solution or are not rated in time (TIMEOUT) are named on standard error and"
                    + " left out. On a terminal a progress bar counts the puzzles made ready.",
            "Exit code 0 when every entry is printed, 1 when some were left out or nothing could be printed,"
                    + " 2 on a usage error."
        })
final class PrintCommand extends EntryCommand implements Callable<Integer> {
    @Mixin
    InputOptions input;

    @Option(
            names = "--layout",
            defaultValue = "booklet",
            paramLabel = "LAYOUT",
            description = "booklet (default): six puzzles a page, solutions at the back.")
    Layout layout;

    @Option(
            names = {"-o", "--output"},
            required = true,
            paramLabel = "FILE",
            description = "The PDF to write, or - for standard output. A file is replaced only once the whole"
                    + " booklet is written; a link is written through; a device or pipe is written as a stream.")
    String output;

    @Option(names = "--title", paramLabel = "TEXT", description = "Printed at the head of every page.")
    String title;

    @Option(
            names = "--source",
            paramLabel = "TEXT",
            description = "A source line printed at the foot of every page, e.g. a copyright.")
    String source;

    @Option(names = "--paper", defaultValue = "a4", paramLabel = "SIZE", description = "a4 (default) or letter.")
    Paper paper;

    @Option(
            names = "--print-symbols",
            paramLabel = "STYLE",
            description = "The symbols digits are printed in, whatever the input's: default (1-9 then A-Z), hex"
                    + " (0-F), letters (A-P...), numbers (10, 11 ...). Default: those of --symbols, else each"
                    + " size's default.")
    Symbols.Style printSymbols;

    @Option(names = "--show-rating", description = "Print each puzzle's ER beside its level.")
    boolean showRating;

    @Mixin
    RunOptions run;

    @Mixin
    LevelsOption levels;

    @Option(
            names = "--variant",
            split = ",",
            paramLabel = "NAME",
            description = "Print variant puzzles (jigsaw, x, windoku, samurai, oddeven, killer, consecutive,"
                    + " partial-consecutive, or several joined by commas),"
                    + " read as solve --variant reads them: regions outlined, diagonals and windows shaded, odd/even"
                    + " marks drawn, killer cages with their sums, consecutive bars; a samurai one to a page.")
    List<String> variants;

    @Override
    public Integer call() {
        if (output.isBlank()) {
            throw new UsageException("--output: no file named; give a PDF file name, or - for standard output");
        }
        boolean toStandardOutput = output.equals("-");
        Path target = toStandardOutput ? null : asOutputOption(() -> OutputPaths.file(output));
        LevelScale scale = levels.scale();
        List<Source> sources = input.sources();
        for (Source from : sources) {
            if (target != null && from instanceof Source.File file && file.path() != null) {
                asOutputOption(() -> OutputPaths.notTheInput(file.path(), target, output));
            }
        }
        PdfLogging.quiet();
        PrintWriter err = spec.commandLine().getErr();
        PrintEntries read;
        if (variants != null) {
            refuse(
                    List.of("--threads", "--time-limit", "--show-rating", "--box", "--symbols", "--print-symbols"),
                    "does not apply with --variant");
            try (Progress progress = progress()) {
                read = VariantPrintEntries.read(sources, streams(), Variants.parse(variants), err, progress);
            }
        } else {
            read = classicEntries(sources, scale, err);
        }
        List<? extends PrintedEntry> entries = read.entries();
        int leftOut = read.leftOut();
        if (entries.isEmpty()) {
            err.println("sudoku: no puzzle to print"
                    + (leftOut > 0 ? " (every entry was left out)" : " in the input") + "; "
                    + (toStandardOutput ? "nothing was written" : output + " was not written"));
            return ExitCodes.FAILURE;
        }
        Optional<Symbols.Style> drawn = Optional.ofNullable(printSymbols).or(() -> Optional.ofNullable(input.symbols));
        Booklet booklet;
        try {
            booklet = new Booklet(
                    entries, Optional.ofNullable(title), Optional.ofNullable(source), paper, showRating, drawn);
        } catch (IllegalArgumentException e) {
            throw new UsageException((printSymbols != null ? "--print-symbols: " : "--symbols: ") + e.getMessage());
        }
        try {
            switch (layout) {
                case BOOKLET -> write(booklet, target);
            }
        } catch (IOException e) {
            err.println("sudoku: "
                    + OutputFailedException.message(
                            toStandardOutput ? OutputFailedException.STANDARD_OUTPUT : output, e));
            return ExitCodes.FAILURE;
        }
        int pages = BookletWriter.pageCount(booklet);
        // With the PDF on standard output, the summary goes to standard error, out of the PDF's way; so it
        // does when standard output is closed, which costs the summary its place but not the PDF written.
        PrintWriter summary = toStandardOutput || streams().outClosed()
                ? err
                : spec.commandLine().getOut();
        summary.println((toStandardOutput ? "standard output" : output) + ": "
                + Plural.count(entries.size(), "puzzle") + ", " + Plural.count(pages, "page")
                + (leftOut > 0 ? "; " + leftOut + " left out" : ""));
        summary.flush();
        return leftOut == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** Classic puzzles, made ready (solved and rated) on the worker threads and numbered in input order. */
    private PrintEntries classicEntries(List<Source> sources, LevelScale scale, PrintWriter err) {
        List<BookletEntry> entries = new ArrayList<>();
        List<String> wheres = new ArrayList<>();
        int[] leftOut = {0};
        Optional<TimeLimit> limit = run.timeLimit();
        GridText text = new GridText(Optional.ofNullable(input.symbols));
        try (PuzzleInputs inputs = new PuzzleInputs(sources, input.readOptions(), streams());
                Progress progress = progress()) {
            Supplier<Function<InputItem, PrintOutcome>> workers = () -> {
                EntryPreparer preparer = new EntryPreparer(scale);
                return item -> {
                    if (progress.isOn()) {
                        progress.working(item.origin().describe());
                    }
                    return PrintOutcome.of(item, preparer, limit, text);
                };
            };
            OrderedParallel.run(inputs, run.threads(), 1, workers, outcome -> {
                if (outcome.preparation().orElse(null) instanceof Preparation.Ready ready) {
                    entries.add(ready.numbered(entries.size() + 1));
                    wheres.add(outcome.where());
                } else {
                    leftOut[0]++;
                    progress.beforeOutput();
                    err.println("sudoku: " + outcome.leftOut() + "; left out");
                    err.flush();
                    progress.afterOutput();
                }
                progress.step();
            });
        }
        // A booklet with the same puzzle twice is most likely a mistake (one seed at several levels can
        // make it), but the publisher decides: the repeats are named and printed.
        for (Repeats.Repeat repeat : Repeats.of(entries)) {
            err.println("sudoku: " + wheres.get(repeat.number() - 1) + ": No. " + repeat.number() + " is "
                    + (repeat.exact() ? "the same puzzle as" : "the same puzzle up to symmetry as") + " No. "
                    + repeat.earlier() + " (" + wheres.get(repeat.earlier() - 1) + "); printed all the same");
        }
        return new PrintEntries(entries, leftOut[0]);
    }

    /** The bar of the puzzles made ready, on a terminal unless --no-progress. */
    private Progress progress() {
        return Progress.start("print", -1, !run.noProgress && streams().errIsTerminal(), " puzzles");
    }

    private void write(Booklet booklet, Path target) throws IOException {
        if (target != null) {
            BookletWriter.write(booklet, target);
            return;
        }
        spec.commandLine().getOut().flush();
        BookletWriter.write(booklet, streams().binaryOut());
        streams().binaryOut().flush();
    }

    /** The output's check, its refusal naming the option. */
    private static <T> T asOutputOption(Supplier<T> check) {
        try {
            return check.get();
        } catch (UsageException e) {
            throw new UsageException("--output: " + e.getMessage());
        }
    }

    private static void asOutputOption(Runnable check) {
        asOutputOption(() -> {
            check.run();
            return null;
        });
    }
}
