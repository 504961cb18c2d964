package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchExitCode;
import dev.sudoku.api.batch.LeftBehind;
import dev.sudoku.cli.batch.Interruption;
import java.io.PrintWriter;
import java.util.Optional;

/**
 * A {@code sudoku batch} job on the Spark engine, found on the classpath at run time so the cli module never
 * depends on Spark's jars: the engine told where its progress and leftovers go, and every way it can fail
 * (not on the classpath, a bad master, a failed job, a signal) turned into the command's lines and exit codes.
 *
 * @param err where the engine's lines go (the command's standard error)
 * @param noProgress whether the engine's progress lines are left out
 */
record SparkBatchRun(PrintWriter err, boolean noProgress) {
    private static final String NAME = "spark";

    /** A run on an engine that returns whether every report has a success status. */
    interface EngineRun {
        boolean on(BatchEngine engine) throws Exception;
    }

    /**
     * Runs on the engine; a job that fails says why in one line, with what is left at OUT ({@code sudoku
     * batch: the Spark job failed (ChecksumException: Checksum error: ...): no out.parquet written (the
     * partial output is deleted)}), Spark's own account of it kept off standard error
     * (spark/local-log4j2.properties); a write of OUT that fails on the engine's driver says the local
     * engine's line ({@code sudoku: cannot write 'OUT': no space left on device}).
     */
    int run(LeftBehind left, EngineRun run) throws Exception {
        Optional<BatchEngine> found = BatchEngine.named(NAME);
        if (found.isEmpty()) {
            return missing("the sudoku-spark jar is not on the classpath");
        }
        // What stopped runs left beside OUT is said whatever --no-progress: it changes files.
        BatchEngine told = found.get().withLeftovers(leftover -> err.println("sudoku batch: " + leftover.sentence()));
        try {
            return BatchExitCode.of(run.on(noProgress ? told : told.withProgress(err::println)));
        } catch (NoClassDefFoundError e) {
            return missing("its classes (" + e.getMessage() + ") are not on the classpath");
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

    private int missing(String why) {
        err.println("sudoku batch: the " + NAME + " engine cannot run here: " + why + ". Run it as"
                + " ./sudoku batch ... --engine spark (the script builds the spark module and puts Spark's"
                + " jars on the class path), or on a cluster with spark-submit --class"
                + " dev.sudoku.spark.SparkBatchMain spark/target/sudoku-spark.jar JOB IN OUT; --engine local"
                + " needs none of them.");
        return ExitCodes.FAILURE;
    }
}
