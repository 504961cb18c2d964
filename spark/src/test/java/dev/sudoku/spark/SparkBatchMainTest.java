package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.sudoku.api.batch.GenerateBatch;
import dev.sudoku.api.settings.Refusal;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** The job jar's entry point refuses its options as {@code sudoku batch} does, before any Spark session starts. */
@Order(1)
@ExtendWith(SharedSparkSession.NoneRunning.class)
class SparkBatchMainTest {
    @TempDir
    Path dir;

    @Test
    void a_level_that_is_neither_a_level_nor_a_band_is_refused_as_sudoku_batch_words_it_before_spark_starts() {
        Refusal expected = catchThrowableOfType(Refusal.class, () -> new GenerateBatch(1, "hard", 60));
        StringWriter err = new StringWriter();
        Path output = dir.resolve("out.jsonl");

        int code = new CommandLine(new SparkBatchMain())
                .setErr(new PrintWriter(err, true))
                .execute("generate", output.toString(), "--level", "hard");

        assertThat(code).isEqualTo(2);
        assertThat(err.toString()).startsWith(expected.of("--level") + System.lineSeparator());
        assertThat(err.toString()).startsWith("--level must be easy, ").contains(", not 'hard'");
        assertThat(SparkSession.getActiveSession().isEmpty()).isTrue();
        assertThat(output).doesNotExist();
    }
}
