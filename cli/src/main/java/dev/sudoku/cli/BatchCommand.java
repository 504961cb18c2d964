package dev.sudoku.cli;

import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchExitCode;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LeftBehind;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.cli.batch.BlockProgress;
import dev.sudoku.cli.batch.Interruption;
import dev.sudoku.cli.batch.LocalBatch;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.BufferedReader;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code sudoku batch solve|rate|dedupe|stats IN OUT} and {@code sudoku batch generate OUT}: one output
 * file, in input order, by the same per-line function on every engine ({@link LocalBatch} here, a {@link
 * BatchEngine} such as Spark's when its jar is on the classpath), so their outputs are equal line for line.
 */
@Command(
        name = "batch",
        mixinStandardHelpOptions = true,
        description = {
            "Solves, rates, dedupes or counts a file of one-line puzzles, in input order, or generates a seeded run,"
                    + " in this process or on Spark.",
            "Reports leave the time taken out (null), so every run and engine writes the same file.",
            "A line that is not a puzzle is a report with status INVALID; a puzzle over budget is TIMEOUT.",
            "Exit code 0 when the file is written and (solve, rate, generate) every report has a success status;"
                    + " 1 when some report does not, or the engine could not run; 2 on a usage error."
        })
final class BatchCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(
            index = "0",
            paramLabel = "JOB",
            description = "solve or rate (JSON Lines, one report per puzzle line), generate (JSON Lines,"
                    + " --count puzzles of a seeded run), dedupe (CSV: the first"
                    + " puzzle of each class of equivalent puzzles, with the class's size) or stats (CSV: the"
                    + " distributions of status, clue count, ER and level).")
    String job;

    @Parameters(
            index = "1..*",
            paramLabel = "FILE",
            description = "IN OUT: the input (one puzzle a line, or JSON Lines; - for standard input) and the"
                    + " output file (- for standard output), replaced only when the run ends; for generate, OUT"
                    + " alone. OUT may be given with -o instead.")
    List<String> files = new ArrayList<>();

    @Option(
            names = {"-o", "--output"},
            paramLabel = "OUT",
            description = "The output, as the last FILE would name it (- for standard output).")
    String outputOption;

    @Option(names = "--count", paramLabel = "N", description = "generate: how many puzzles. Default: 10.")
    Long count;

    @Option(names = "--seed", paramLabel = "S", description = "generate: the run's seed. Default: 1.")
    Long seed;

    @Option(
            names = "--level",
            paramLabel = "LEVEL|BAND",
            description = "generate: a level (easy ... extreme) or a rating band such as 6.0..7.5. Default: any.")
    String level;

    private String input;
    private String output;
    private BatchInput in;

    @Option(
            names = "--engine",
            defaultValue = "local",
            description = "local (this process's threads) or spark (Spark in this process, or on the"
                    + " --master given; needs the spark module's jar and Spark's jars on the classpath)."
                    + " Default: ${DEFAULT-VALUE}.")
    String engine;

    @Option(
            names = "--master",
            defaultValue = "local[*]",
            description = "Spark engine: the master. Default: ${DEFAULT-VALUE}.")
    String master;

    @Option(names = "--threads", paramLabel = "N", description = "Local engine: worker threads. Default: all cores.")
    Integer threads;

    @Option(
            names = "--time-limit",
            paramLabel = "SECONDS",
            defaultValue = "60",
            description = "Budget of each puzzle, in seconds, or 'none'; over it a puzzle is TIMEOUT."
                    + " Default: ${DEFAULT-VALUE}.")
    String timeLimit;

    @Option(
            names = "--by-level",
            description = "rate, generate: OUT is a directory with one file per level (easy.jsonl, ...,"
                    + " unrated.jsonl), or Parquet partitions level=... with the Spark engine.")
    boolean byLevel;

    @Option(
            names = "--no-progress",
            description = "No line per finished block of input (local engine) or partition (Spark, when it draws no"
                    + " progress bars).")
    boolean noProgress;

    @Override
    public Integer call() throws Exception {
        checkEngineOptions();
        if (job.equals("generate")) {
            return generate();
        }
        refuse(List.of("--count", "--seed", "--level"), "applies to generate only");
        BatchFiles named = BatchFiles.of(job, files, outputOption);
        input = named.input();
        output = named.output();
        boolean dedupe = job.equals("dedupe");
        boolean stats = job.equals("stats");
        LineBatch batch;
        try {
            batch = dedupe ? null : new LineBatch(stats ? BatchJob.RATE : BatchJob.named(job), seconds(), false);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage().replace("solve or rate", "solve, rate, dedupe, stats or generate"));
        }
        // Dedupe and stats write CSV whatever OUT's name, except dedupe's Parquet table on Spark.
        OutputFormat format = stats || (dedupe && OutputFormat.forName(output) != OutputFormat.PARQUET)
                ? OutputFormat.CSV
                : OutputFormat.forName(output);
        if (byLevel && !job.equals("rate")) {
            throw new UsageException("--by-level applies to rate and generate only");
        }
        if (stats) {
            // Its output is CSV whatever its name; only a Parquet name would mislead.
            refuseParquet(OutputFormat.forName(output), "stats writes CSV");
        }
        if (engine.equals("local") && InputLayout.isParquet(input)) {
            throw new UsageException("Parquet input needs --engine spark");
        }
        in = new BatchInput(input, engine, ((SudokuCommand) spec.root().userObject()).streams());
        in.check();
        checkOutput(format);
        LeftBehind left = LeftBehind.at(output, format, byLevel);
        try (Interruption watch = Interruption.watch(spec.commandLine().getErr(), left.whenStopped())) {
            if (engine.equals("spark")) {
                return onEngine(left, found -> {
                    // Every job notes an input without a puzzle in the words the local engine uses.
                    BatchEngine noting = found.withEmptyInput(this::noPuzzles);
                    if (dedupe) {
                        noting.dedupe(input, output, master);
                        return true;
                    }
                    if (stats) {
                        noting.stats(batch, input, Path.of(output), master);
                        return true;
                    }
                    return noting.run(batch.withFormat(format), input, output, byLevel, master);
                });
            }
            InputLayout layout = in.layout();
            BlockProgress progress = progress(!dedupe && batch.job() == BatchJob.RATE ? RATE_BLOCK : SOLVE_BLOCK);
            try (BufferedReader reader = in.open()) {
                boolean[] allSucceeded = {true};
                writing(() -> {
                    if (dedupe) {
                        try (BatchOutput out = output(format, Dedupe.HEADER)) {
                            LocalBatch.dedupe(layout, reader, out, RunOptions.threads(threads), progress);
                        }
                    } else if (stats) {
                        try (BatchOutput out = output(format, Stats.HEADER)) {
                            LocalBatch.stats(
                                    batch.withLayout(layout),
                                    input,
                                    reader,
                                    out,
                                    RunOptions.threads(threads),
                                    progress);
                        }
                    } else {
                        LineBatch local = batch.withLayout(layout).withFormat(format);
                        try (BatchOutput out = output(format, local.header())) {
                            allSucceeded[0] =
                                    LocalBatch.run(local, input, reader, out, RunOptions.threads(threads), progress);
                        }
                    }
                });
                if (progress.outputs() == 0) {
                    noPuzzles();
                }
                return BatchExitCode.of(allSucceeded[0]);
            } catch (OutputFailedException e) {
                return cannotWrite(e);
            }
        }
    }

    /** As every command notes an input without a puzzle, in its words, on either engine: no failure, but said. */
    private void noPuzzles() {
        spec.commandLine().getErr().println(EntryCommand.noPuzzles(in.source()));
    }

    private int generate() throws Exception {
        output = BatchFiles.of(job, files, outputOption).output();
        long n = count == null ? 10 : count;
        if (n < 1) {
            throw new UsageException("--count must be at least 1, not " + n);
        }
        GenerateBatch batch;
        // Checked here as for every job; GenerateBatch's own check of the limit then never fails.
        double seconds = seconds();
        try {
            batch = new GenerateBatch(seed == null ? 1 : seed, level, seconds == 0 ? 3600 : seconds);
        } catch (Refusal refusal) {
            // A level or band it does not know, or one no puzzle rates in: the --level given is at fault.
            // Anything else it throws is no mistake of the command line and is reported as what it is.
            throw new UsageException(refusal.of("--level"));
        }
        OutputFormat format = OutputFormat.forName(output);
        checkOutput(format);
        LeftBehind left = LeftBehind.at(output, format, byLevel);
        try (Interruption watch = Interruption.watch(spec.commandLine().getErr(), left.whenStopped())) {
            if (engine.equals("spark")) {
                return onEngine(left, found -> found.generate(batch, n, format, output, byLevel, master));
            }
            boolean[] allSucceeded = {true};
            writing(() -> {
                try (BatchOutput out = output(format, GenerateBatch.header(format))) {
                    allSucceeded[0] = LocalBatch.generate(
                            batch, n, format, out, RunOptions.threads(threads), progress(GENERATE_BLOCK));
                }
            });
            return BatchExitCode.of(allSucceeded[0]);
        } catch (OutputFailedException e) {
            return cannotWrite(e);
        }
    }

    /**
     * The engine named, and no option of the other engine: --threads is the local engine's, --master
     * Spark's; a master Spark cannot parse is refused when Spark starts ({@link BatchEngine.BadMasterException}).
     */
    private void checkEngineOptions() {
        switch (engine) {
            case "local" -> refuse(List.of("--master"), "applies to --engine spark only");
            case "spark" -> refuse(
                    List.of("--threads"),
                    "applies to --engine local only (Spark's master sets its" + " threads, as in --master 'local[4]')");
            default -> throw Choices.refused("--engine", List.of("local", "spark"), engine);
        }
    }

    /** Input lines per progress line of the local engine: about a minute of work each on two cores. */
    private static final long RATE_BLOCK = 1_000;

    private static final long SOLVE_BLOCK = 100_000;
    private static final long GENERATE_BLOCK = 100;

    private BlockProgress progress(long blockLines) {
        // Without lines still counted: the run's own, so an input without a puzzle is noted.
        return new BlockProgress(noProgress ? null : spec.commandLine().getErr(), job, blockLines);
    }

    /**
     * The local output: standard output for {@code -} (the command's text flushed first), a directory of
     * level files, or one file.
     */
    private BatchOutput output(OutputFormat format, String header) throws java.io.IOException {
        if (toStandardOutput()) {
            spec.commandLine().getOut().flush();
            return BatchOutput.stream(
                            ((SudokuCommand) spec.root().userObject()).streams().binaryOut(), header)
                    .open();
        }
        return byLevel
                ? BatchOutput.byLevel(Path.of(output), format, header)
                : BatchOutput.file(Path.of(output), header).open();
    }

    /** Runs a write, a failure to open, write or close the output becoming {@link OutputFailedException}. */
    private void writing(OutputPaths.Writing write) {
        OutputPaths.writing(output, write);
    }

    /**
     * {@code sudoku: cannot write 'OUT': input/output error} ({@code cannot write to standard output: ...} for
     * OUT {@code -}), exit code 1, as for any output that fails; a reader that went away ({@code batch solve
     * IN - | head -1}) ends the run quietly, as it does every other command's.
     */
    private int cannotWrite(OutputFailedException failure) {
        if (!failure.readerLeft()) {
            String target = toStandardOutput() ? OutputFailedException.STANDARD_OUTPUT : output;
            spec.commandLine().getErr().println("sudoku: " + OutputFailedException.message(target, failure.failure()));
            spec.commandLine().getErr().flush();
        }
        return ExitCodes.FAILURE;
    }

    /**
     * The output, checked before any work, for both engines alike ({@link OutputPaths#forBatch}): a file in
     * a directory that exists, or with --by-level a directory whose parent exists; never the input. Parquet
     * (a directory the Spark engine's executors write) and a URL (Hadoop's file systems) are Spark's to check;
     * {@code -} is standard output, the local engine's only.
     */
    private void checkOutput(OutputFormat format) {
        if (format == OutputFormat.PARQUET && engine.equals("local")) {
            throw new UsageException("Parquet output needs --engine spark");
        }
        if (toStandardOutput()) {
            if (byLevel) {
                throw new UsageException("--by-level writes a directory, not standard output (-)");
            }
            if (engine.equals("spark")) {
                throw new UsageException("OUT - (standard output) needs --engine local");
            }
            return;
        }
        if (format == OutputFormat.PARQUET || output.contains("://")) {
            return;
        }
        boolean localInput = input != null && !"-".equals(input) && !input.contains("://");
        OutputPaths.forBatch(output, localInput ? input : null, byLevel);
    }

    /** OUT {@code -} is standard output, as IN {@code -} is standard input. */
    private boolean toStandardOutput() {
        return "-".equals(output);
    }

    private static void refuseParquet(OutputFormat format, String why) {
        if (format == OutputFormat.PARQUET) {
            throw new UsageException(why);
        }
    }

    /** Refuses options that were given but do nothing for this job. */
    private void refuse(List<String> options, String why) {
        for (String option : options) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageException(option + " " + why);
            }
        }
    }

    private double seconds() {
        if (timeLimit.equalsIgnoreCase("none")) {
            return 0;
        }
        try {
            double seconds = Double.parseDouble(timeLimit);
            // The budget every job's workers use, so its range is checked here once for all of them.
            TimeLimit.ofSeconds(seconds);
            return seconds;
        } catch (IllegalArgumentException e) {
            throw new UsageException("--time-limit must be a positive number of seconds up to 1000000, or 'none',"
                    + " not '" + timeLimit + "'");
        }
    }

    /** A run on an engine that returns whether every report has a success status. */
    private interface EngineRun {
        boolean on(BatchEngine engine) throws Exception;
    }

    /**
     * Runs on the engine; a job that fails says why in one line, with what is left at OUT ({@code sudoku
     * batch: the Spark job failed (ChecksumException: Checksum error: ...): no out.parquet written (the
     * partial output is deleted)}), Spark's own account of it kept off standard error
     * (spark/local-log4j2.properties); a write of OUT that fails on the engine's driver says the local
     * engine's line ({@code sudoku: cannot write 'OUT': no space left on device}).
     */
    private int onEngine(LeftBehind left, EngineRun run) throws Exception {
        String name = "spark";
        Optional<BatchEngine> found = BatchEngine.named(name);
        if (found.isEmpty()) {
            return missing(name, "the sudoku-spark jar is not on the classpath");
        }
        PrintWriter err = spec.commandLine().getErr();
        // What stopped runs left beside OUT is said whatever --no-progress: it changes files.
        BatchEngine told = found.get().withLeftovers(leftover -> err.println("sudoku batch: " + leftover.sentence()));
        try {
            return BatchExitCode.of(run.on(noProgress ? told : told.withProgress(err::println)));
        } catch (NoClassDefFoundError e) {
            return missing(name, "its classes (" + e.getMessage() + ") are not on the classpath");
        } catch (BatchEngine.BadMasterException e) {
            throw new UsageException("--master: " + e.getMessage());
        } catch (Exception e) {
            if (Interruption.underway()) {
                // Stopped by a signal: Spark cancelled the jobs; the shutdown hook says what is left.
                return ExitCodes.FAILURE;
            }
            if (e instanceof BatchEngine.RunFailedException failed) {
                err.println(left.afterFailure(failed));
                return ExitCodes.FAILURE;
            }
            throw e;
        }
    }

    private int missing(String name, String why) {
        spec.commandLine()
                .getErr()
                .println("sudoku batch: the " + name + " engine cannot run here: " + why + ". Run it as"
                        + " ./sudoku batch ... --engine spark (the script builds the spark module and puts Spark's"
                        + " jars on the class path), or on a cluster with spark-submit --class"
                        + " dev.sudoku.spark.SparkBatchMain spark/target/sudoku-spark.jar JOB IN OUT; --engine local"
                        + " needs none of them.");
        return ExitCodes.FAILURE;
    }
}
