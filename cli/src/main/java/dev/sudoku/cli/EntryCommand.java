package dev.sudoku.cli;

import dev.sudoku.api.EntryTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.batch.NoPuzzlesNote;
import dev.sudoku.cli.batch.BatchRun;
import dev.sudoku.cli.batch.Progress;
import dev.sudoku.cli.batch.WholeOutputs;
import dev.sudoku.cli.io.EntrySource;
import dev.sudoku.cli.io.PuzzleInputs;
import dev.sudoku.cli.io.Source;
import dev.sudoku.cli.io.Streams;
import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.format.ReadOptions;
import java.io.PrintWriter;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** What the commands that work through input entries share: the streams, the batch run, option checks. */
abstract class EntryCommand {
    @Spec
    CommandSpec spec;

    /** Where the command runs when it runs without picocli's model of it ({@link QuickSolve}); else null. */
    private CommandContext context;

    /** Runs the command in {@code context}, with no parsed command line behind it (its fields as they stand). */
    void runIn(CommandContext context) {
        this.context = context;
    }

    /** The streams, writers and name of the command: picocli's, or those it was given to run in. */
    CommandContext context() {
        if (context != null) {
            return context;
        }
        return new CommandContext(
                ((SudokuCommand) spec.root().userObject()).streams(),
                spec.commandLine().getOut(),
                spec.commandLine().getErr(),
                spec.qualifiedName(" "));
    }

    /** Standard input and what the streams are connected to, from the top command (commands nest). */
    Streams streams() {
        return context().streams();
    }

    /**
     * Runs a task over every entry of the inputs, one report each, and returns the exit code. The tasks are
     * made knowing the progress line, so a long entry can show how far it has got.
     */
    int runBatch(
            InputOptions input,
            RunOptions run,
            String task,
            boolean slow,
            Function<Progress, Supplier<EntryTask>> tasks,
            ReportFormat format) {
        ReadOptions options = input.readOptions();
        return runEntries(
                input.sources(),
                run,
                task,
                slow,
                sources -> new PuzzleInputs(sources, options, streams()),
                (inputs, settings, outputs) ->
                        BatchRun.run(inputs, settings, tasks.apply(settings.progress()), format, outputs));
    }

    /** What runs over the entries once they are open, the output guarded and the progress line started. */
    interface EntryRun<I> {
        int run(EntrySource<I> inputs, BatchRun.Settings settings, WholeOutputs outputs);
    }

    /**
     * Works through the entries of {@code sources}, as they are read, on {@code --threads} threads: says
     * that a terminal's input is awaited, draws the progress line, keeps each output whole when the run is
     * stopped, and notes the sources that held no puzzle.
     */
    <I> int runEntries(
            List<Source> sources,
            RunOptions run,
            String task,
            boolean slow,
            Function<List<Source>, EntrySource<I>> open,
            EntryRun<I> work) {
        CommandContext context = context();
        Streams streams = context.streams();
        PrintWriter out = context.out();
        PrintWriter err = context.err();
        int threads = run.threads();
        // A person typing puzzles needs to know the command is waiting for them, and how to end.
        boolean typed = streams.inIsTerminal() && sources.stream().anyMatch(Source.StandardInput.class::isInstance);
        if (typed) {
            err.println("sudoku: reading puzzles from the terminal; end with Ctrl-D");
            err.flush();
        }
        // Not while a person types: the line would count the time they take, and be redrawn over what they
        // type or paste on the same terminal.
        boolean progressOn = !run.noProgress && streams.errIsTerminal() && !typed;
        int code;
        List<Source> empty;
        try (EntrySource<I> inputs = open.apply(sources);
                Progress progress = Progress.start(task, -1, progressOn, " entries");
                WholeOutputs outputs = WholeOutputs.watch(out, err, context.name(), progress)) {
            // Results shown on a terminal are shown as soon as each is ready.
            BatchRun.Settings settings = new BatchRun.Settings(
                    threads,
                    slow || streams.outIsTerminal(),
                    progress,
                    sources.stream().anyMatch(Source::mayWait));
            code = work.run(inputs, settings, outputs);
            empty = inputs.emptySources();
        }
        // No entry failed, so the exit code stays 0; the note says why nothing came out. After the progress
        // line is gone, so it stays on the terminal.
        empty.forEach(source -> err.println(noPuzzles(source)));
        err.flush();
        return code;
    }

    /** {@code sudoku: empty.txt: no puzzles in the input}, {@code sudoku: standard input: ...}. */
    static String noPuzzles(Source source) {
        return NoPuzzlesNote.of(new Origin(source.name(), 0).describe());
    }

    /** Refuses options that were given but do nothing here, saying why. */
    void refuse(List<String> options, String why) {
        if (context != null) {
            return; // run by QuickSolve, which takes no option but --threads and --format, refused nowhere
        }
        for (String option : options) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageException(option + " " + why);
            }
        }
    }
}
