package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.LineBatch;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark engine's progress lines where Spark draws no bars (as here: no terminal): one a partition of
 * each pass, counted once each, in a session of the engine's own.
 */
@Order(1)
@ExtendWith(SharedSparkSession.NoneRunning.class)
class SparkProgressTest {
    private static final Pattern LINE =
            Pattern.compile("batch solve: pass (\\d+), (\\d+) of (\\d+) partitions done, \\d+\\.\\d s");

    @TempDir
    Path dir;

    @Test
    void a_run_in_a_session_of_its_own_says_when_each_partition_of_each_pass_is_done() throws Exception {
        // No session of another test may serve the run: the engine then makes its own, and stops it.
        SparkSession.clearActiveSession();
        SparkSession.clearDefaultSession();
        Path input = Files.write(dir.resolve("in.txt"), TestPuzzles.lines(600, 50, 11L), StandardCharsets.UTF_8);
        Path output = dir.resolve("out.jsonl");
        List<String> lines = Collections.synchronizedList(new ArrayList<>());

        new SparkEngine()
                .withProgress(lines::add)
                .run(new LineBatch(BatchJob.SOLVE, 60, false), input.toString(), output.toString(), false, "local[2]");

        long entries = Files.readAllLines(input).stream()
                .filter(line -> !line.isBlank() && !line.startsWith("#"))
                .count();
        assertThat(Files.readAllLines(output)).hasSize((int) entries);
        assertThat(lines).allMatch(line -> LINE.matcher(line).matches());
        // Each pass counts 1, 2, ... up to at most its partitions; the last pass, the reports, reaches them all.
        List<int[]> parsed = lines.stream().map(SparkProgressTest::parse).toList();
        int passes = parsed.stream().mapToInt(p -> p[0]).max().orElse(0);
        assertThat(passes).as("passes").isGreaterThanOrEqualTo(2);
        for (int pass = 1; pass <= passes; pass++) {
            int number = pass;
            List<int[]> ofPass = parsed.stream().filter(p -> p[0] == number).toList();
            assertThat(ofPass).as("pass %d", pass).isNotEmpty();
            for (int i = 0; i < ofPass.size(); i++) {
                assertThat(ofPass.get(i)[1]).as("pass %d, line %d", pass, i + 1).isEqualTo(i + 1);
                assertThat(ofPass.get(i)[2]).isEqualTo(ofPass.get(0)[2]);
            }
        }
        int[] last = parsed.get(parsed.size() - 1);
        assertThat(last[0]).isEqualTo(passes);
        assertThat(last[1])
                .as("the reports' partitions, all done")
                .isEqualTo(last[2])
                .isGreaterThan(1);
    }

    @Test
    void an_engine_without_progress_says_nothing_and_writes_the_same() throws Exception {
        SparkSession.clearActiveSession();
        SparkSession.clearDefaultSession();
        Path input = Files.write(dir.resolve("in.txt"), TestPuzzles.lines(200, 50, 12L), StandardCharsets.UTF_8);
        List<String> lines = new ArrayList<>();
        SparkEngine quiet = new SparkEngine();
        SparkEngine talking = quiet.withProgress(lines::add);
        LineBatch solve = new LineBatch(BatchJob.SOLVE, 60, false);

        quiet.run(solve, input.toString(), dir.resolve("quiet.jsonl").toString(), false, "local[2]");
        assertThat(lines).isEmpty();
        talking.run(solve, input.toString(), dir.resolve("talking.jsonl").toString(), false, "local[2]");

        assertThat(lines).isNotEmpty();
        assertThat(Files.readAllLines(dir.resolve("talking.jsonl")))
                .isEqualTo(Files.readAllLines(dir.resolve("quiet.jsonl")));
    }

    private static int[] parse(String line) {
        Matcher matcher = LINE.matcher(line);
        assertThat(matcher.matches()).as(line).isTrue();
        return new int[] {
            Integer.parseInt(matcher.group(1)), Integer.parseInt(matcher.group(2)), Integer.parseInt(matcher.group(3))
        };
    }
}
