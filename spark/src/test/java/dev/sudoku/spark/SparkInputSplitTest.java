package dev.sudoku.spark;

import static dev.sudoku.spark.SparkBatchFixtures.dir;
import static dev.sudoku.spark.SparkBatchFixtures.parquetInOneRowGroup;
import static dev.sudoku.spark.SparkBatchFixtures.rateInput;
import static dev.sudoku.spark.SparkBatchFixtures.spark;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.spark.api.java.JavaSparkContext;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * How Spark reads an input: a small text file, a folder of many small files and a Parquet file of one row
 * group are split so that every core has lines to work on, and partitions read in turn give every line in order.
 */
@ExtendWith(SharedSparkSession.class)
class SparkInputSplitTest {
    @Test
    void a_small_text_input_is_split_so_that_every_core_has_lines_to_work_on() throws Exception {
        // 2,000 lines (about 160 KB): far below the 4 MB a file split of Spark SQL's text reader starts at.
        SparkInput read = SparkInput.read(spark, rateInput.toString());
        List<List<String>> partitions = read.lines().glom().collect();

        assertThat(partitions)
                .hasSizeGreaterThanOrEqualTo(2 * spark.sparkContext().defaultParallelism());
        assertThat(partitions).allSatisfy(lines -> assertThat(lines).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList())
                .containsExactlyElementsOf(Files.readAllLines(rateInput, StandardCharsets.UTF_8));
    }

    @Test
    void a_directory_of_many_small_files_is_read_in_a_few_partitions_of_consecutive_files() throws Exception {
        List<String> lines = Files.readAllLines(rateInput, StandardCharsets.UTF_8);
        Path directory = Files.createDirectories(dir.resolve("many-files"));
        for (int file = 0; file < 40; file++) {
            Files.write(directory.resolve(String.format("part-%05d", file)), lines.subList(50 * file, 50 * file + 50));
        }
        int cores = spark.sparkContext().defaultParallelism();
        var oneFileEach =
                JavaSparkContext.fromSparkContext(spark.sparkContext()).textFile(directory.toString());

        List<List<String>> partitions =
                SparkInput.read(spark, directory.toString()).lines().glom().collect();

        assertThat(oneFileEach.getNumPartitions()).isEqualTo(40);
        assertThat(partitions).hasSizeBetween(cores, 6 * cores);
        assertThat(partitions).allSatisfy(rows -> assertThat(rows).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(oneFileEach.collect());
    }

    @Test
    void a_parquet_input_in_one_row_group_is_split_in_order_so_that_every_core_has_rows() throws Exception {
        List<String> puzzles = Files.readAllLines(rateInput, StandardCharsets.UTF_8);
        String input = parquetInOneRowGroup(puzzles, "one-row-group.parquet");

        List<List<String>> partitions =
                SparkInput.read(spark, input).lines().glom().collect();

        assertThat(partitions)
                .hasSizeGreaterThanOrEqualTo(2 * spark.sparkContext().defaultParallelism());
        assertThat(partitions).allSatisfy(rows -> assertThat(rows).isNotEmpty());
        assertThat(partitions.stream().flatMap(List::stream).toList()).containsExactlyElementsOf(puzzles);
    }

    @Test
    void partitions_read_in_turn_give_every_element_in_order_however_many_are_computed_ahead() {
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        Random random = new Random(33);
        for (int trial = 0; trial < 12; trial++) {
            // Sizes from 0 up: a partition of a short input can be empty.
            int size = random.nextInt(trial < 3 ? 3 : 400);
            int partitions = 1 + random.nextInt(7);
            int ahead = 1 + random.nextInt(4);
            List<Integer> elements = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                elements.add(random.nextInt());
            }
            List<Integer> read = new ArrayList<>();
            new PartitionsInTurn<>(context.parallelize(elements, partitions), ahead).forEachRemaining(read::add);

            assertThat(read)
                    .as("%d elements in %d partitions, %d ahead", size, partitions, ahead)
                    .containsExactlyElementsOf(elements);
        }
    }
}
