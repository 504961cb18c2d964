package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.cli.batch.BlockProgress;
import dev.sudoku.cli.batch.LocalBatch;
import dev.sudoku.cli.batch.OutputStatuses;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.BufferedReader;
import java.nio.file.Files;
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
            description = "IN OUT: the input (one puzzle a line, or JSON Lines) and the output file; for"
                    + " generate, OUT alone.")
    List<String> files = new ArrayList<>();

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
        if (job.equals("generate")) {
            return generate();
        }
        refuse(List.of("--count", "--seed", "--level"), "applies to generate only");
        if (files.size() != 2) {
            throw new UsageException(job + " takes IN and OUT");
        }
        input = files.get(0);
        output = files.get(1);
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
        BatchInput in =
                new BatchInput(input, engine, ((SudokuCommand) spec.root().userObject()).streams());
        in.check();
        switch (engine) {
            case "local" -> {
                refuseParquet(format, "Parquet output needs --engine spark");
                Path target = checkOutput(format);
                InputLayout layout = in.layout();
                try (BufferedReader reader = in.open()) {
                    if (dedupe) {
                        LocalBatch.dedupe(layout, reader, target, RunOptions.threads(threads), progress(SOLVE_BLOCK));
                    } else if (stats) {
                        LocalBatch.stats(
                                batch.withLayout(layout),
                                input,
                                reader,
                                target,
                                RunOptions.threads(threads),
                                progress(RATE_BLOCK));
                    } else {
                        LineBatch local = batch.withLayout(layout).withFormat(format);
                        writing(() -> {
                            try (BatchOutput out = output(format, local.header())) {
                                LocalBatch.run(
                                        local,
                                        input,
                                        reader,
                                        out,
                                        RunOptions.threads(threads),
                                        progress(local.job() == BatchJob.RATE ? RATE_BLOCK : SOLVE_BLOCK));
                            }
                        });
                        return exitCode(format);
                    }
                } catch (OutputFailedException e) {
                    return cannotWrite(e.getCause());
                }
            }
            case "spark" -> {
                sameFileOnThisMachine();
                if (!dedupe && !stats) {
                    LineBatch onSpark = batch.withFormat(format);
                    int code = onEngine("spark", found -> found.run(onSpark, input, output, byLevel, master));
                    return code == ExitCodes.OK ? exitCode(format) : code;
                }
                return onEngine("spark", found -> {
                    if (dedupe) {
                        found.dedupe(input, output, master);
                    } else {
                        found.stats(batch, input, Path.of(output), master);
                    }
                });
            }
            default -> throw new UsageException("--engine must be local or spark, not '" + engine + "'");
        }
        return ExitCodes.OK;
    }

    private int generate() throws Exception {
        if (files.size() != 1) {
            throw new UsageException("generate takes OUT only (and --count, --seed, --level)");
        }
        output = files.get(0);
        long n = count == null ? 10 : count;
        if (n < 1) {
            throw new UsageException("--count must be at least 1, not " + n);
        }
        GenerateBatch batch;
        try {
            batch = new GenerateBatch(seed == null ? 1 : seed, level, seconds() == 0 ? 3600 : seconds());
        } catch (IllegalArgumentException e) {
            throw new UsageException("--level: " + e.getMessage());
        }
        OutputFormat format = OutputFormat.forName(output);
        switch (engine) {
            case "local" -> {
                refuseParquet(format, "Parquet output needs --engine spark");
                checkOutput(format);
                try {
                    writing(() -> {
                        try (BatchOutput out = output(format, GenerateBatch.header(format))) {
                            LocalBatch.generate(
                                    batch, n, format, out, RunOptions.threads(threads), progress(GENERATE_BLOCK));
                        }
                    });
                } catch (OutputFailedException e) {
                    return cannotWrite(e.getCause());
                }
            }
            case "spark" -> {
                int code = onEngine("spark", found -> found.generate(batch, n, format, output, byLevel, master));
                if (code != ExitCodes.OK) {
                    return code;
                }
            }
            default -> throw new UsageException("--engine must be local or spark, not '" + engine + "'");
        }
        return exitCode(format);
    }

    /** Input lines per progress line of the local engine: about a minute of work each on two cores. */
    private static final long RATE_BLOCK = 1_000;

    private static final long SOLVE_BLOCK = 100_000;
    private static final long GENERATE_BLOCK = 100;

    private BlockProgress progress(long blockLines) {
        return noProgress
                ? BlockProgress.NONE
                : new BlockProgress(spec.commandLine().getErr(), job, blockLines);
    }

    private BatchOutput output(OutputFormat format, String header) throws java.io.IOException {
        return byLevel
                ? BatchOutput.byLevel(Path.of(output), format, header)
                : BatchOutput.file(Path.of(output), header).open();
    }

    /** Runs a write, a failure to open, write or close the output becoming {@link OutputFailedException}. */
    private void writing(OutputPaths.Writing write) {
        OutputPaths.writing(output, write);
    }

    /** {@code sudoku: cannot write OUT: Input/output error}, exit code 1, as for any output that fails. */
    private int cannotWrite(Throwable cause) {
        spec.commandLine().getErr().println("sudoku: cannot write " + output + ": " + OutputPaths.reason(cause));
        spec.commandLine().getErr().flush();
        return ExitCodes.FAILURE;
    }

    /** The local output, checked before it is opened ({@link OutputPaths#forBatch}). */
    private Path checkOutput(OutputFormat format) {
        return OutputPaths.forBatch(output, fromStandardInput() ? null : input, byLevel, format);
    }

    /**
     * The Spark engine reads and writes through Hadoop's file systems; where both are paths of this machine,
     * the same input and output is refused as for the local engine.
     */
    private void sameFileOnThisMachine() {
        if (!input.contains("://") && !output.contains("://") && !byLevel) {
            OutputPaths.notTheInput(Path.of(input), Path.of(output), output);
        }
    }

    private boolean fromStandardInput() {
        return "-".equals(input);
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
            if (seconds > 0) {
                return seconds;
            }
        } catch (NumberFormatException e) {
            // refused below with the option's rule
        }
        throw new UsageException(
                "--time-limit must be a positive number of seconds or 'none', not '" + timeLimit + "'");
    }

    /**
     * 0 when every report of the output (one file, or one per level) has a success status, else 1: as solve
     * and rate exit. A Parquet output is checked by its writer only.
     */
    private int exitCode(OutputFormat format) throws java.io.IOException {
        if (format == OutputFormat.PARQUET) {
            return ExitCodes.OK;
        }
        List<Path> written = new ArrayList<>();
        if (byLevel) {
            try (java.util.stream.Stream<Path> each = Files.list(Path.of(output))) {
                each.filter(Files::isRegularFile).forEach(written::add);
            }
        } else {
            written.add(Path.of(output));
        }
        for (Path file : written) {
            if (!OutputStatuses.allSucceeded(file, format)) {
                return ExitCodes.FAILURE;
            }
        }
        return ExitCodes.OK;
    }

    private interface EngineRun {
        void on(BatchEngine engine) throws Exception;
    }

    private int onEngine(String name, EngineRun run) throws Exception {
        Optional<BatchEngine> found = BatchEngine.named(name);
        if (found.isEmpty()) {
            return missing(name, "the sudoku-spark jar is not on the classpath");
        }
        try {
            run.on(
                    noProgress
                            ? found.get()
                            : found.get().withProgress(spec.commandLine().getErr()::println));
            return ExitCodes.OK;
        } catch (NoClassDefFoundError e) {
            return missing(name, "its classes (" + e.getMessage() + ") are not on the classpath");
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
