package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LeftBehind;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.cli.batch.Interruption;
import dev.sudoku.cli.batch.LocalBatch;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
 * This class holds the options and which run each job takes; the runs are {@link LocalInputRun}, {@link
 * LocalGenerateRun} and {@link SparkBatchRun}, OUT's checks and opening {@link BatchOutputTarget}.
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
        String input = named.input();
        String output = named.output();
        boolean dedupe = job.equals("dedupe");
        boolean stats = job.equals("stats");
        LineBatch batch;
        try {
            batch = dedupe
                    ? null
                    : new LineBatch(
                            stats ? BatchJob.RATE : BatchJob.named(job), BatchTimeLimit.seconds(timeLimit), false);
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
            BatchOutputTarget.refuseParquet(OutputFormat.forName(output), "stats writes CSV");
        }
        if (engine.equals("local") && InputLayout.isParquet(input)) {
            throw new UsageException("Parquet input needs --engine spark");
        }
        BatchInput in =
                new BatchInput(input, engine, ((SudokuCommand) spec.root().userObject()).streams());
        in.check();
        BatchOutputTarget out = new BatchOutputTarget(named, engine, byLevel, spec);
        out.check(format);
        LeftBehind left = out.leftBehind(format);
        try (Interruption watch = Interruption.watch(err(), left.whenStopped())) {
            if (engine.equals("spark")) {
                return spark().run(left, found -> {
                    // Every job notes an input without a puzzle in the words the local engine uses.
                    BatchEngine noting = found.withEmptyInput(() -> in.noteNoPuzzles(err()));
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
            return LocalInputRun.run(batch, format, in, out, local());
        }
    }

    private int generate() throws Exception {
        BatchFiles named = BatchFiles.of(job, files, outputOption);
        long n = count == null ? 10 : count;
        if (n < 1) {
            throw new UsageException("--count must be at least 1, not " + n);
        }
        GenerateBatch batch;
        // Checked here as for every job; GenerateBatch's own check of the limit then never fails.
        double seconds = BatchTimeLimit.seconds(timeLimit);
        try {
            batch = new GenerateBatch(seed == null ? 1 : seed, level, seconds == 0 ? 3600 : seconds);
        } catch (Refusal refusal) {
            // A level or band it does not know, or one no puzzle rates in: the --level given is at fault.
            // Anything else it throws is no mistake of the command line and is reported as what it is.
            throw new UsageException(refusal.of("--level"));
        }
        BatchOutputTarget out = new BatchOutputTarget(named, engine, byLevel, spec);
        OutputFormat format = OutputFormat.forName(out.name());
        out.check(format);
        LeftBehind left = out.leftBehind(format);
        try (Interruption watch = Interruption.watch(err(), left.whenStopped())) {
            if (engine.equals("spark")) {
                return spark().run(left, found -> found.generate(batch, n, format, out.name(), byLevel, master));
            }
            return LocalGenerateRun.run(batch, n, format, out, local());
        } catch (OutputFailedException e) {
            return out.cannotWrite(e);
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

    /** Refuses options that were given but do nothing for this job. */
    private void refuse(List<String> options, String why) {
        for (String option : options) {
            if (spec.commandLine().getParseResult().hasMatchedOption(option)) {
                throw new UsageException(option + " " + why);
            }
        }
    }

    private LocalBatchSettings local() {
        return new LocalBatchSettings(threads, err(), noProgress, job);
    }

    private SparkBatchRun spark() {
        return new SparkBatchRun(err(), noProgress);
    }

    private PrintWriter err() {
        return spec.commandLine().getErr();
    }
}
