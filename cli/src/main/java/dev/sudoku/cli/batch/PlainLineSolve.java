package dev.sudoku.cli.batch;

import dev.sudoku.api.Origin;
import dev.sudoku.api.SolveTask;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.json.Report;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.PlainLines;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Status;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code solve} on one thread of files of plain puzzle lines ({@link PlainLines}), the commonest run of all:
 * a collection through the exact solver. The general run makes of each puzzle an entry, a report and its
 * text, and hands it between threads; on one thread, where a file's puzzles are solved in a fraction of the
 * time the process takes to start, that machinery was a third of a 49,158-puzzle run (see README, section
 * Speed). Here the lines are read in blocks of bytes and a solved puzzle's solution is written as it is;
 * every other answer (several solutions, none, a clash, out of time) gets the general report and text, so
 * what comes out is what the general run writes, entry for entry.
 */
public final class PlainLineSolve {
    /** Outputs are handed on in blocks of about this many characters, each holding whole outputs only. */
    private static final int BLOCK_CHARS = 1 << 15;

    private final SolveTask task;
    private final ReportFormat format;
    private final Progress progress;
    private final WholeOutputs out;
    private final StringBuilder block = new StringBuilder(BLOCK_CHARS + 1024);
    private int blockEntries;
    private Origin last;
    private boolean allSucceeded = true;

    private PlainLineSolve(SolveTask task, ReportFormat format, Progress progress, WholeOutputs out) {
        this.task = task;
        this.format = format;
        this.progress = progress;
        this.out = out;
    }

    /**
     * The sources as files to run so, or empty where one of them is not a regular file whose every line is
     * plain (each is read through once to know): the general run reads those.
     */
    public static Optional<List<Source.File>> plainFiles(List<Source> sources) {
        List<Source.File> files = new ArrayList<>();
        for (Source source : sources) {
            if (!(source instanceof Source.File file)
                    || file.path() == null
                    || !Files.isRegularFile(file.path())
                    || !PlainLines.isPlain(file.path())) {
                return Optional.empty();
            }
            files.add(file);
        }
        return Optional.of(files);
    }

    /**
     * Solves every puzzle of the files with the task, writing one output per line in input order in the
     * {@code format} the general run uses; returns the exit code, 0 when every puzzle is solved.
     *
     * @param format the general run's text of a report, for every answer but a solution
     */
    public static int run(
            List<Source.File> files, SolveTask task, ReportFormat format, Progress progress, WholeOutputs out) {
        PlainLineSolve run = new PlainLineSolve(task, format, progress, out);
        for (Source.File file : files) {
            run.solveFile(file);
        }
        run.handOn();
        out.flush();
        return run.allSucceeded ? 0 : 1;
    }

    private void solveFile(Source.File file) {
        byte[] cells = new byte[PlainLines.CELLS];
        try (PlainLines lines = PlainLines.open(file.path())) {
            while (true) {
                PlainLines.Read read;
                try {
                    read = lines.next(cells);
                } catch (IOException e) {
                    String where = lines.line() == 0 ? "" : " after line " + lines.line();
                    unreadable(file, 0, "cannot read " + file.inWords() + where + ": " + FileReasons.read(e));
                    return;
                }
                if (read == PlainLines.Read.END) {
                    return;
                }
                if (read == PlainLines.Read.NOT_PLAIN) {
                    int line = lines.line() + 1;
                    unreadable(file, line, "line " + line + " changed while the file was read; run it again");
                    return;
                }
                solve(new Origin(file.name(), lines.line()), Grid.of(BoxShape.CLASSIC, cells));
            }
        } catch (IOException e) {
            // Found readable a moment ago (every line was read), so gone or changed since: said as the general
            // run says a file it cannot open.
            unreadable(file, 0, FileReasons.cannotRead(file.name(), FileReasons.read(e)));
        }
    }

    private void solve(Origin origin, Grid puzzle) {
        if (progress.isOn()) {
            progress.working(origin.describe());
        }
        boolean success;
        try {
            SolveResult result = task.solve(puzzle);
            if (result.status() == Status.SOLVED) {
                appendDigits(result.solution().orElseThrow());
                success = true;
            } else {
                Report report = task.report(origin, puzzle, result);
                block.append(format.render(report));
                success = report.status().isSuccess();
            }
        } catch (OutputFailedException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError e) {
            block.append(format.render(BatchRun.internalError(task.view(), origin, e)));
            success = false;
        }
        entryDone(origin, success);
    }

    /**
     * The solution's line as the line format writes a SOLVED report in the default symbols, the only ones run
     * here: its digits, then a line feed.
     */
    private void appendDigits(Grid solution) {
        for (int cell = 0; cell < PlainLines.CELLS; cell++) {
            block.append((char) ('0' + solution.get(cell)));
        }
        block.append('\n');
    }

    /** A line or a file that could not be read: its entry, as the general run reports it. */
    private void unreadable(Source.File file, int line, String why) {
        Origin origin = new Origin(file.name(), line);
        Report report = task.run(origin, new Entry.Malformed(line, 0, why));
        block.append(format.render(report));
        entryDone(origin, false);
    }

    private void entryDone(Origin origin, boolean success) {
        allSucceeded &= success;
        blockEntries++;
        last = origin;
        progress.step();
        if (block.length() >= BLOCK_CHARS) {
            handOn();
        }
    }

    /** Hands the whole outputs held so far to the run's output. */
    private void handOn() {
        if (blockEntries > 0) {
            out.writeEntries(block.toString(), blockEntries, last);
            block.setLength(0);
            blockEntries = 0;
        }
    }
}
