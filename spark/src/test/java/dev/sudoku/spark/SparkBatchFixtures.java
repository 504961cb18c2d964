package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.LineBatch;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.apache.spark.sql.Encoders;
import org.apache.spark.sql.SparkSession;

/**
 * What the Spark batch tests share: the session and inputs {@link SharedSparkSession} fills in, the jobs they
 * run, and the local batch's output to compare with.
 */
final class SparkBatchFixtures {
    static final LineBatch SOLVE = new LineBatch(BatchJob.SOLVE, 60, false);
    static final LineBatch RATE = new LineBatch(BatchJob.RATE, 60, false);

    /** Where a run that expects no leftovers of stopped runs sends them. */
    static final Consumer<Leftover> NOTHING_LEFT = leftover -> {
        throw new AssertionError("unexpected: " + leftover.sentence());
    };

    /** The run's session, set by {@link SharedSparkSession} before each class that uses it. */
    static SparkSession spark;
    /** The run's folder: each test writes files of its own names in it. */
    static Path dir;

    static Path solveInput;
    static Path rateInput;

    private SparkBatchFixtures() {}

    /** The local batch's reports: the same function, one worker, line by line. */
    static List<String> local(LineBatch batch, Path input) throws Exception {
        LineBatch.Worker worker = batch.worker();
        List<String> lines = Files.readAllLines(input, StandardCharsets.UTF_8);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.addAll(worker.apply(input.toString(), i + 1, lines.get(i)));
        }
        return out;
    }

    /** Writes {@code puzzles} as a Parquet file of one row group, in the column {@code puzzle}. */
    static String parquetInOneRowGroup(List<String> puzzles, String name) {
        String path = dir.resolve(name).toString();
        spark.createDataset(puzzles, Encoders.STRING())
                .toDF("puzzle")
                .coalesce(1)
                .write()
                .parquet(path);
        return path;
    }

    /** The local batch's outputs of a file read with its layout, in the batch's format. */
    static List<LineBatch.Output> localOutputs(LineBatch batch, Path input, String source) throws Exception {
        List<String> lines = Files.readAllLines(input, StandardCharsets.UTF_8);
        LineBatch.Worker worker =
                batch.withLayout(InputLayout.of(input.toString(), lines.get(0))).worker();
        List<LineBatch.Output> out = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            out.addAll(worker.outputs(source, i + 1, lines.get(i)));
        }
        return out;
    }

    /** A CSV row: the number, the puzzle line quoted, then {@code rest}. */
    static String csvRow(int number, String puzzle, String rest) {
        return number + ",\"" + puzzle.replace("\"", "\"\"") + "\"" + rest;
    }
}
