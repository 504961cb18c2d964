package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.cli.batch.LocalBatch;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
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
    private Path output;

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
        output = Path.of(files.get(1));
        boolean dedupe = job.equals("dedupe");
        boolean stats = job.equals("stats");
        LineBatch batch;
        try {
            batch = dedupe ? null : new LineBatch(stats ? BatchJob.RATE : BatchJob.named(job), seconds(), false);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage().replace("solve or rate", "solve, rate, dedupe, stats or generate"));
        }
        if (!Files.isRegularFile(Path.of(input))) {
            throw new UsageException("cannot read " + input + ": no such file");
        }
        switch (engine) {
            case "local" -> {
                if (dedupe) {
                    LocalBatch.dedupe(input, output);
                } else if (stats) {
                    LocalBatch.stats(batch, input, output, RunOptions.threads(threads));
                } else {
                    LocalBatch.run(batch, input, output, RunOptions.threads(threads));
                    return exitCode(output);
                }
            }
            case "spark" -> {
                if (!dedupe && !stats) {
                    int code = onEngine("spark", found -> found.run(batch, input, output, master));
                    return code == ExitCodes.OK ? exitCode(output) : code;
                }
                return onEngine("spark", found -> {
                    if (dedupe) {
                        found.dedupe(input, output, master);
                    } else if (stats) {
                        found.stats(batch, input, output, master);
                    } else {
                        found.run(batch, input, output, master);
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
        output = Path.of(files.get(0));
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
        switch (engine) {
            case "local" -> LocalBatch.generate(batch, n, output, RunOptions.threads(threads));
            case "spark" -> {
                int code = onEngine("spark", found -> found.generate(batch, n, output, master));
                if (code != ExitCodes.OK) {
                    return code;
                }
            }
            default -> throw new UsageException("--engine must be local or spark, not '" + engine + "'");
        }
        return exitCode(output);
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

    /** 0 when every report of a JSON Lines output has a success status, else 1: as solve and rate exit. */
    private static int exitCode(Path output) throws java.io.IOException {
        com.fasterxml.jackson.databind.ObjectMapper json = new com.fasterxml.jackson.databind.ObjectMapper();
        try (java.util.stream.Stream<String> lines = Files.lines(output)) {
            boolean allSucceeded = lines.filter(line -> !line.isBlank()).allMatch(line -> {
                try {
                    return ResultStatus.valueOf(
                                    json.readTree(line).path("status").asText("INVALID"))
                            .isSuccess();
                } catch (java.io.IOException | IllegalArgumentException e) {
                    return false;
                }
            });
            return allSucceeded ? ExitCodes.OK : ExitCodes.FAILURE;
        }
    }

    private interface EngineRun {
        void on(BatchEngine engine) throws Exception;
    }

    private int onEngine(String name, EngineRun run) throws Exception {
        for (BatchEngine found : ServiceLoader.load(BatchEngine.class)) {
            if (found.name().equals(name)) {
                try {
                    run.on(found);
                    return ExitCodes.OK;
                } catch (NoClassDefFoundError e) {
                    return missing(name, "its classes (" + e.getMessage() + ") are not on the classpath");
                }
            }
        }
        return missing(name, "the sudoku-spark jar is not on the classpath");
    }

    private int missing(String name, String why) {
        spec.commandLine()
                .getErr()
                .println("sudoku batch: the " + name + " engine cannot run here: " + why + ". Run it with"
                        + " spark-submit (spark-submit --class dev.sudoku.spark.SparkBatchMain spark/target/sudoku-spark.jar"
                        + " JOB IN OUT), or put cli/target/sudoku.jar, spark/target/sudoku-spark.jar and Spark's jars on"
                        + " one classpath; --engine local needs none of them.");
        return ExitCodes.FAILURE;
    }
}
