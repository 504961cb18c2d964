package dev.sudoku.spark;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.api.batch.Stats;
import dev.sudoku.api.json.Report;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.sql.SparkSession;
import scala.Tuple2;

/**
 * {@link Stats} as a Spark job: every line rated by the same worker as {@code batch rate}, each report's
 * facts counted with one {@code reduceByKey}; the counts (a few hundred at most) come back to the driver.
 */
public final class SparkStats {
    private SparkStats() {}

    /** The count of each {@code measure,value} over every line of {@code input} (text, CSV or Parquet). */
    public static Map<String, Long> counts(SparkSession spark, LineBatch rate, String input) {
        SparkInput read = SparkInput.read(spark, input);
        return counts(read.lines(), rate.withLayout(read.layout()), input);
    }

    static Map<String, Long> counts(JavaRDD<String> lines, LineBatch rate, String source) {
        return new HashMap<>(lines.zipWithIndex()
                .mapPartitions(numbered -> {
                    LineBatch.Worker worker = rate.worker();
                    List<String> facts = new ArrayList<>();
                    while (numbered.hasNext()) {
                        Tuple2<String, Long> line = numbered.next();
                        for (Report report : worker.reports(source, line._2() + 1, line._1())) {
                            facts.addAll(Stats.facts(report));
                        }
                    }
                    return facts.iterator();
                })
                .mapToPair(fact -> new Tuple2<>(fact, 1L))
                .reduceByKey(Long::sum)
                .collectAsMap());
    }

    /** Writes the header and the rows to one local file, replacing it only when every row is written. */
    public static void write(Map<String, Long> counts, Path output) throws IOException {
        try (BatchOutput out = BatchOutput.file(output, Stats.HEADER).open()) {
            for (String row : Stats.rows(counts)) {
                out.write(new LineBatch.Output(row, null));
            }
            out.finish();
        }
    }
}
