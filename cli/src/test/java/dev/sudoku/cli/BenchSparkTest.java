package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The Spark bench's table: each Spark row compared with the local row of its job and run, in wall and CPU time. */
class BenchSparkTest {
    @Test
    void a_spark_row_is_compared_with_the_local_row_before_it_in_wall_and_in_cpu_time() {
        List<BenchSpark.Row> rows = List.of(
                new BenchSpark.Row(0, "rate", "top1465", "local, 2 threads", 500, new BenchSpark.Timing(40, 70)),
                new BenchSpark.Row(0, "rate", "top1465", "spark local[2]", 500, new BenchSpark.Timing(30, 77)),
                new BenchSpark.Row(0, "dedupe", "lists", "local, 2 threads", 97_924, new BenchSpark.Timing(2.5, 4)),
                new BenchSpark.Row(0, "dedupe", "lists", "spark local[2]", 97_924, new BenchSpark.Timing(5, 5.2)));

        List<String> lines = BenchSpark.table(rows).lines().toList();

        assertThat(lines).hasSize(6);
        assertThat(lines.get(0)).contains("time vs local").contains("CPU vs local");
        assertThat(cells(lines.get(2)))
                .containsExactly(
                        "1",
                        "rate",
                        "top1465",
                        "local, 2 threads",
                        "500",
                        "40.00",
                        "13",
                        "reference",
                        "70.00",
                        "reference");
        assertThat(cells(lines.get(3))).endsWith("0.75x", "77.00", "1.10x");
        assertThat(cells(lines.get(5)))
                .containsExactly(
                        "1", "dedupe", "lists", "spark local[2]", "97,924", "5.00", "19,585", "2.00x", "5.20", "1.30x");
    }

    @Test
    void the_summary_gives_each_job_and_input_the_median_ratio_of_the_pairs_of_the_runs_after_the_first() {
        List<BenchSpark.Row> rows = new java.util.ArrayList<>();
        // Per run, the small input's pairs (local, Spark): run 1 is left out of the median.
        double[][][] runs = {{{10, 30}, {10, 30}}, {{1, 2}, {1, 1.1}}, {{1, 1.2}, {1, 3}}, {{1, 1.4}, {1, 1.3}}};
        for (int run = 0; run < runs.length; run++) {
            for (double[] pair : runs[run]) {
                rows.add(new BenchSpark.Row(
                        run, "dedupe", "lists", "local, 2 threads", 97_924, new BenchSpark.Timing(pair[0], pair[0])));
                rows.add(new BenchSpark.Row(
                        run, "dedupe", "lists", "spark local[2]", 97_924, new BenchSpark.Timing(pair[1], pair[1])));
            }
            // Two inputs are told apart by their names; a large one has one pair a run.
            rows.add(new BenchSpark.Row(
                    run, "dedupe", "copies", "local, 2 threads", 1_566_784, new BenchSpark.Timing(2, 2)));
            rows.add(new BenchSpark.Row(
                    run,
                    "dedupe",
                    "copies",
                    "spark local[2]",
                    1_566_784,
                    new BenchSpark.Timing(2 * runs[run][0][1], 1)));
        }

        String summary = BenchSpark.summary(rows);

        // Lists, runs 2-4: 2.0x, 1.1x, 1.2x, 3.0x, 1.4x, 1.3x, median 1.35x (with run 1's two 3.0x: 1.7x).
        // Copies, runs 2-4: 2.0x, 1.2x, 1.4x; run 1's 30x is left out.
        assertThat(summary)
                .startsWith("sudoku spark: dedupe lists 97,924 1.35x, dedupe copies 1,566,784 1.40x the local engine's"
                        + " wall time")
                .contains("median of 3 runs after the first, 5 pairs a run on dedupe inputs under 200,000 puzzles;");
        assertThat(BenchSpark.summary(rows.subList(0, 4)))
                .contains("dedupe lists 97,924 3.00x")
                .contains("(one run, the JIT compiling while it ran, 5 pairs");
        assertThat(BenchSpark.summary(rows.subList(0, 12))).contains("(median of 1 run after the first");
        assertThat(BenchSpark.summary(rows.stream()
                        .filter(row -> row.input().equals("copies"))
                        .toList()))
                .contains("after the first;");
        // The rate input is small but timed once a run: the summary does not speak of pairs for it.
        assertThat(BenchSpark.summary(List.of(
                        new BenchSpark.Row(0, "rate", "top1465", "local, 2 threads", 500, new BenchSpark.Timing(8, 8)),
                        new BenchSpark.Row(0, "rate", "top1465", "spark local[2]", 500, new BenchSpark.Timing(9, 9)))))
                .contains("rate top1465 500 1.13x")
                .doesNotContain("pairs");
    }

    @Test
    void spark_jobs_names_rate_or_dedupe_and_refuses_any_other_job() {
        assertThat(BenchSpark.jobs(List.of("dedupe"))).containsExactly("dedupe");
        assertThat(BenchSpark.jobs(List.of("rate", "dedupe"))).containsExactlyInAnyOrder("rate", "dedupe");
        assertThatThrownBy(() -> BenchSpark.jobs(List.of("dedupe", "sort")))
                .isInstanceOf(UsageException.class)
                .hasMessageContaining("sort");
    }

    private static List<String> cells(String line) {
        return List.of(line.split("\\s*\\|\\s*")).stream().map(String::strip).toList();
    }
}
