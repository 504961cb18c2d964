package dev.sudoku.cli;

import dev.sudoku.api.EntryTask;
import dev.sudoku.cli.batch.BatchRun;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.io.PuzzleInputs;
import dev.sudoku.cli.io.Streams;
import dev.sudoku.cli.text.ReportFormat;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** What the commands that work through input entries share: the streams, the batch run, option checks. */
abstract class EntryCommand {
    @Spec
    CommandSpec spec;

    @ParentCommand
    SudokuCommand parent;

    Streams streams() {
        return parent.streams();
    }

    /** Runs a task over every entry of the inputs, one report each, and returns the exit code. */
    int runBatch(
            InputOptions input,
            RunOptions run,
            String task,
            boolean slow,
            Supplier<EntryTask> tasks,
            ReportFormat format) {
        Streams streams = streams();
        PrintWriter out = spec.commandLine().getOut();
        var sources = input.sources();
        var options = input.readOptions();
        int threads = run.threads();
        if (streams.inIsTerminal()
                && sources.stream().anyMatch(s -> s instanceof dev.sudoku.cli.io.Source.StandardInput)) {
            spec.commandLine().getErr().println("sudoku: reading puzzles from the terminal; end with Ctrl-D");
            spec.commandLine().getErr().flush();
        }
        boolean progressOn = !run.noProgress && streams.errIsTerminal();
        try (PuzzleInputs inputs = new PuzzleInputs(sources, options, streams);
                Progress progress = Progress.start(task, -1, progressOn, " entries")) {
            return BatchRun.run(
                    inputs,
                    new BatchRun.Settings(threads, slow || streams.outIsTerminal(), progress),
                    tasks,
                    format,
                    out);
        }
    }

    /** Refuses options that were given but do nothing here, saying why. */
    void refuse(List<String> options, String why) {
        for (String option : options) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageException(option + " " + why);
            }
        }
    }
}
