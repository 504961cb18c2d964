package dev.sudoku.spark;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One Spark session for every test class of the run that extends with this, started on first use (starting
 * Spark costs seconds) and stopped when the run ends, with a folder for the run and the two inputs most tests
 * read: it fills in {@link SparkBatchFixtures}. The master {@code local[2,2]} lets a failed task be tried twice.
 *
 * <p>A class that needs no session running (one that checks none starts, or one that starts its own on
 * another master) extends with {@link NoneRunning}: the shared session is stopped before it, and the next
 * class that uses it starts a new one. Those classes run first ({@code @Order(1)}, see
 * junit-platform.properties), so the shared session starts once whatever else the run holds.
 */
final class SharedSparkSession implements BeforeAllCallback {
    private static final ExtensionContext.Namespace NAMESPACE =
            ExtensionContext.Namespace.create(SharedSparkSession.class);

    @Override
    public void beforeAll(ExtensionContext context) {
        Shared shared = store(context).getOrComputeIfAbsent(Shared.class, key -> Shared.start(), Shared.class);
        SparkBatchFixtures.spark = shared.spark();
        SparkBatchFixtures.dir = shared.dir();
        SparkBatchFixtures.solveInput = shared.solveInput();
        SparkBatchFixtures.rateInput = shared.rateInput();
    }

    /** Stops the shared session, if one runs, before the class. */
    static final class NoneRunning implements BeforeAllCallback {
        @Override
        public void beforeAll(ExtensionContext context) {
            Shared shared = store(context).remove(Shared.class, Shared.class);
            if (shared != null) {
                shared.close();
            }
        }
    }

    private static ExtensionContext.Store store(ExtensionContext context) {
        return context.getRoot().getStore(NAMESPACE);
    }

    /** The session and the run's folder; the store closes them at the end of the run. */
    private record Shared(SparkSession spark, Path dir, Path solveInput, Path rateInput) implements AutoCloseable {
        static Shared start() {
            SparkSession spark = SparkBatch.localSession("local[2,2]");
            spark.sparkContext().setLogLevel("ERROR");
            try {
                Path dir = Files.createTempDirectory("sudoku-spark-test");
                Path solveInput = Files.write(dir.resolve("solve.txt"), TestPuzzles.lines(3000, 56, 20261126L));
                Path rateInput = Files.write(dir.resolve("rate.txt"), TestPuzzles.lines(2000, 40, 7L));
                return new Shared(spark, dir, solveInput, rateInput);
            } catch (IOException e) {
                spark.stop();
                throw new UncheckedIOException(e);
            }
        }

        @Override
        public void close() {
            spark.stop();
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
