package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchEngine.RunFailedException;
import dev.sudoku.api.batch.BatchExitCode;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.batch.LeftBehind;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.NoPuzzlesNote;
import dev.sudoku.api.batch.OutputFormat;
import dev.sudoku.api.settings.Refusal;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The job jar's entry point, for spark-submit: the jobs of {@code sudoku batch} with its options, on the
 * master spark-submit gives. JSON Lines and CSV outputs (by OUT's name) are written by the driver to one
 * local file, or with {@code --by-level} to one file per level in the directory OUT; a Parquet output
 * (OUT ending in {@code .parquet}) is a directory written by the executors, split by level into {@code
 * level=...} partitions with {@code --by-level}. Dedupe and stats write their CSV to one local file. An
 * input without a puzzle is noted on standard error as {@code sudoku batch} notes it ({@link
 * dev.sudoku.api.batch.NoPuzzlesNote}), a failed job or a failed write of a local OUT in its one line ({@link
 * LeftBehind#afterFailure}), and the exit code is sudoku batch's ({@link BatchExitCode}): 0 when every report has
 * a success status, 1 when one has not, a write failed or the job failed, 2 on a usage error.
 */
@Command(
        name = "sudoku-spark",
        mixinStandardHelpOptions = true,
        description = "solve|rate|dedupe|stats IN OUT, or generate OUT: sudoku batch's jobs on a Spark cluster.")
public final class SparkBatchMain implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "JOB", description = "solve, rate, dedupe, stats or generate.")
    String job;

    @Parameters(index = "1..*", paramLabel = "FILE", description = "IN OUT, or OUT alone for generate.")
    List<String> files = new ArrayList<>();

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60", description = "Budget of each puzzle.")
    double seconds;

    @Option(names = "--by-level", description = "rate, generate: one output per level.")
    boolean byLevel;

    @Option(names = "--count", paramLabel = "N", defaultValue = "10", description = "generate: how many puzzles.")
    long count;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "generate: the run's seed.")
    long seed;

    @Option(names = "--level", paramLabel = "LEVEL|BAND", description = "generate: a level or a rating band.")
    String level;

    @Option(
            names = "--partitions",
            paramLabel = "N",
            description = "generate: how many tasks. Default: the cluster's default parallelism.")
    Integer partitions;

    public static void main(String[] args) {
        System.exit(new CommandLine(new SparkBatchMain()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        boolean generate = job.equals("generate");
        if (files.size() != (generate ? 1 : 2)) {
            throw new CommandLine.ParameterException(
                    spec.commandLine(), generate ? "generate takes OUT only" : job + " takes IN and OUT");
        }
        String output = files.get(files.size() - 1);
        OutputFormat format = OutputFormat.forName(output);
        // Refused before a session starts: a mistake in the options costs no cluster time.
        GenerateBatch generation = generate ? generateBatch() : null;
        // What a failed job leaves depends on whether OUT was there before it; stats writes CSV by any name.
        LeftBehind left = LeftBehind.at(output, job.equals("stats") ? OutputFormat.CSV : format, byLevel);
        // A session already running in this process (a notebook's, a test's) is used and left running.
        boolean own = SparkSession.getActiveSession().isEmpty();
        SparkSession spark = SparkBatch.configured(SparkSession.builder())
                .appName("sudoku batch " + job)
                .getOrCreate();
        // What stopped runs left beside OUT, and an input without a puzzle, on the driver's standard error in
        // the words sudoku batch uses.
        PrintWriter err = spec.commandLine().getErr();
        Consumer<Leftover> leftovers = leftover -> err.println("sudoku batch: " + leftover.sentence());
        InputJobs jobs = new InputJobs(leftovers, () -> err.println(NoPuzzlesNote.of(files.get(0))));
        try {
            return BatchExitCode.of(JobFailure.named(() -> run(spark, jobs, generation, format, output, leftovers)));
        } catch (RunFailedException failed) {
            // One line, as sudoku batch says it (a failed write of OUT as the local engine does); Spark's own
            // account of a failed job is the log configuration's.
            err.println(left.afterFailure(failed));
            return BatchExitCode.FAILED;
        } finally {
            if (own) {
                spark.stop();
            }
            err.flush();
        }
    }

    /** Runs the job; returns whether every report has a success status (true for dedupe and stats). */
    private boolean run(
            SparkSession spark,
            InputJobs jobs,
            GenerateBatch generation,
            OutputFormat format,
            String output,
            Consumer<Leftover> leftovers)
            throws IOException {
        switch (job) {
            case "generate" -> {
                int tasks = partitions == null ? spark.sparkContext().defaultParallelism() : partitions;
                return SparkBatch.write(
                        SparkGenerate.reports(spark, generation, count, format, tasks),
                        format,
                        GenerateBatch.header(format),
                        output,
                        byLevel,
                        leftovers);
            }
            case "dedupe" -> jobs.dedupe(spark, files.get(0), output);
            case "stats" -> jobs.stats(
                    spark, new LineBatch(BatchJob.RATE, seconds, false), files.get(0), Path.of(output));
            default -> {
                return jobs.run(
                        spark,
                        new LineBatch(BatchJob.named(job), seconds, false).withFormat(format),
                        files.get(0),
                        output,
                        byLevel);
            }
        }
        return true;
    }

    /** The generate job; a --level that is neither a level nor a band is refused as sudoku batch words it. */
    private GenerateBatch generateBatch() {
        try {
            return new GenerateBatch(seed, level, seconds);
        } catch (Refusal refusal) {
            throw new CommandLine.ParameterException(spec.commandLine(), refusal.of("--level"));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
    }
}
