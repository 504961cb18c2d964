package dev.sudoku.cli;

import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.print.Booklet;
import dev.sudoku.print.BookletEntry;
import dev.sudoku.print.BookletWriter;
import dev.sudoku.print.EntryPreparer;
import dev.sudoku.print.Layout;
import dev.sudoku.print.Paper;
import dev.sudoku.print.PdfLogging;
import dev.sudoku.print.Preparation;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku print}: a PDF booklet of puzzles for publishers. */
@Command(
        name = "print",
        mixinStandardHelpOptions = true,
        description = {
            "Writes a PDF booklet: puzzles six to a page, each with its number and level, then the solutions",
            "twelve to a page. Reads puzzle files as the other commands do, and the JSON Lines of",
            "'sudoku generate --format json' (using their level and solution). Puzzles without a level are",
            "rated. Entries that cannot be read or have no single solution are named on stderr and left out.",
            "Exit code 0 when every entry is printed, 1 when some were left out or nothing could be printed,",
            "2 on a usage error."
        })
final class PrintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

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
            description = "The PDF to write; replaced only once the whole booklet is written.")
    Path output;

    @Option(names = "--title", paramLabel = "TEXT", description = "Printed at the head of every page.")
    String title;

    @Option(
            names = "--source",
            paramLabel = "TEXT",
            description = "A source line printed at the foot of every page, e.g. a copyright.")
    String source;

    @Option(names = "--paper", defaultValue = "a4", paramLabel = "SIZE", description = "a4 (default) or letter.")
    Paper paper;

    @Option(names = "--show-rating", description = "Print each puzzle's ER beside its level.")
    boolean showRating;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads for rating. Default: all cores.")
    Integer threads;

    @Mixin
    LevelsOption levels;

    @Override
    public Integer call() {
        checkOutput();
        LevelScale scale = levels.scale();
        List<PuzzleSource> sources = input.sources();
        for (PuzzleSource from : sources) {
            if (from.text() == null && !from.isStandardInput() && sameFile(Path.of(from.name()), output)) {
                throw new UsageException("--output " + output + " is also an input file");
            }
        }
        PdfLogging.quiet();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<BookletEntry> entries = new ArrayList<>();
        int[] leftOut = {0};
        Supplier<Function<PrintItem, PrintOutcome>> workers = () -> {
            EntryPreparer preparer = new EntryPreparer(scale);
            return item -> PrintOutcome.of(item, preparer);
        };
        OrderedParallel.run(
                new PrintInputs(sources, input.readOptions(), System.in),
                Threads.resolve(threads),
                workers,
                outcome -> {
                    if (outcome.preparation().orElse(null) instanceof Preparation.Ready ready) {
                        entries.add(ready.numbered(entries.size() + 1));
                    } else {
                        leftOut[0]++;
                        err.println("sudoku: " + outcome.where() + ": " + outcome.problem() + "; left out");
                    }
                });
        if (entries.isEmpty()) {
            err.println("sudoku: no puzzle to print"
                    + (leftOut[0] > 0 ? " (every entry was left out)" : " in the input") + "; " + output
                    + " was not written");
            return ExitCodes.FAILURE;
        }
        Booklet booklet =
                new Booklet(entries, Optional.ofNullable(title), Optional.ofNullable(source), paper, showRating);
        try {
            switch (layout) {
                case BOOKLET -> BookletWriter.write(booklet, output);
            }
        } catch (IOException e) {
            err.println("sudoku: cannot write " + output + ": " + e.getMessage());
            return ExitCodes.FAILURE;
        }
        int pages = BookletWriter.pageCount(paper, entries.size());
        out.println(output + ": " + entries.size() + (entries.size() == 1 ? " puzzle" : " puzzles") + ", " + pages
                + " pages" + (leftOut[0] > 0 ? "; " + leftOut[0] + " left out" : ""));
        out.flush();
        return leftOut[0] == 0 ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    /** The output must be a file in an existing, writable directory (checked before any work). */
    private void checkOutput() {
        Path absolute = output.toAbsolutePath();
        Path directory = absolute.getParent();
        if (Files.isDirectory(absolute)) {
            throw new UsageException("--output " + output + " is a directory");
        }
        if (directory == null || !Files.isDirectory(directory) || !Files.isWritable(directory)) {
            throw new UsageException("--output " + output + ": cannot write in directory " + directory);
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }
}
