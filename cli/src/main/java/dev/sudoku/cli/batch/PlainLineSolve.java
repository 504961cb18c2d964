package dev.sudoku.cli.batch;

import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.Origin;
import dev.sudoku.api.SolveTask;
import dev.sudoku.api.json.Report;
import dev.sudoku.cli.io.PlainLineBlocks;
import dev.sudoku.cli.io.PlainLines;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.SolveResult;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code solve} of files of plain puzzle lines ({@link PlainLines}), the commonest run of all: a collection
 * through the exact solver. The general run makes of each puzzle an entry, a report and its text; where a
 * file's puzzles are solved in a fraction of the time the process takes to start, that work, cold code on a
 * single pass, was a third of a 49,158-puzzle run on one thread (see README, section Speed). Here the lines
 * are read in blocks of bytes ({@link PlainLineBlocks}), each block solved on a worker thread, and a solved
 * puzzle's solution written as it is; every other answer (several solutions, none, a clash, out of time)
 * gets the general report and text, so what comes out is what the general run writes, entry for entry and in
 * input order.
 */
public final class PlainLineSolve {
    /** A block's outputs, whole, with where its last one came from and whether every one was a success. */
    private record Done(String text, int entries, Origin last, boolean success) {}

    private PlainLineSolve() {}

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
     * Solves every puzzle of the files on {@code threads} threads, writing one output per line in input order
     * in the {@code format} the general run uses; returns the exit code, 0 when every puzzle is solved.
     *
     * @param tasks one task per worker thread (a task's solver keeps its search state)
     * @param format the general run's text of a report, for every answer but a solution
     */
    public static int run(
            List<Source.File> files,
            Supplier<SolveTask> tasks,
            ReportFormat format,
            int threads,
            Progress progress,
            WholeOutputs out) {
        boolean[] allSucceeded = {true};
        try (PlainLineBlocks blocks = new PlainLineBlocks(files)) {
            OrderedParallel.run(
                    blocks, threads, 1, () -> new BlockWorker(tasks.get(), format, progress)::solve, done -> {
                        allSucceeded[0] &= done.success();
                        out.writeEntries(done.text(), done.entries(), done.last());
                        for (int i = 0; i < done.entries(); i++) {
                            progress.step();
                        }
                    });
        }
        out.flush();
        return allSucceeded[0] ? 0 : 1;
    }

    /**
     * One worker thread's solving of blocks, with its task (a task's solver keeps its search state) and the
     * arrays a puzzle and its solution pass through, made once per worker.
     */
    private static final class BlockWorker {
        private final SolveTask task;
        private final ReportFormat format;
        private final Progress progress;
        private final byte[] cells = new byte[PlainLines.CELLS];
        private final byte[] solution = new byte[PlainLines.CELLS];

        BlockWorker(SolveTask task, ReportFormat format, Progress progress) {
            this.task = task;
            this.format = format;
            this.progress = progress;
        }

        Done solve(PlainLineBlocks.Block block) {
            StringBuilder text = new StringBuilder(block.count() * (PlainLines.CELLS + 1) + 256);
            String name = block.file().name();
            boolean success = true;
            for (int i = 0; i < block.count(); i++) {
                System.arraycopy(block.cells(), i * PlainLines.CELLS, cells, 0, PlainLines.CELLS);
                success &= solveOne(name, block.firstLine() + i, text);
            }
            if (block.problem() == null) {
                return new Done(
                        text.toString(),
                        block.count(),
                        new Origin(name, block.firstLine() + block.count() - 1),
                        success);
            }
            Origin where = new Origin(name, block.problemLine());
            Report report = task.run(where, new Entry.Malformed(block.problemLine(), 0, block.problem()));
            text.append(format.render(report));
            return new Done(text.toString(), block.count() + 1, where, false);
        }

        /**
         * Appends the output of the puzzle in {@link #cells}, on line {@code line} of the file, to {@code text};
         * returns whether it is a success. A solved puzzle, the commonest answer, makes no object on the way: its
         * solution goes from the solver to {@link #solution} and on to the text as digits.
         */
        private boolean solveOne(String name, int line, StringBuilder text) {
            if (progress.isOn()) {
                progress.working(new Origin(name, line).describe());
            }
            try {
                SolveResult result = task.solveInto(cells, solution);
                if (result == null) {
                    appendDigits(solution, text);
                    return true;
                }
                Report report = task.report(new Origin(name, line), Grid.of(BoxShape.CLASSIC, cells), result);
                text.append(format.render(report));
                return report.status().isSuccess();
            } catch (RuntimeException | StackOverflowError e) {
                text.append(format.render(BatchRun.internalError(task.view(), new Origin(name, line), e)));
                return false;
            }
        }
    }

    /**
     * The solution's line as the line format writes a SOLVED report in the default symbols, the only ones run
     * here: its digits, then a line feed.
     */
    private static void appendDigits(byte[] solution, StringBuilder text) {
        for (int cell = 0; cell < PlainLines.CELLS; cell++) {
            text.append((char) ('0' + solution[cell]));
        }
        text.append('\n');
    }
}
