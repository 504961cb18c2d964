package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RateBenchTest {
    @Test
    void serate_times_are_read_in_seconds_minutes_and_hours() {
        assertThat(RateBench.Reference.seconds("0.17s")).isCloseTo(0.17, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(RateBench.Reference.seconds("2m04s")).isEqualTo(124.0);
        assertThat(RateBench.Reference.seconds("1h02m03s")).isEqualTo(3723.0);
    }

    @Test
    void a_run_counts_rated_puzzles_and_agreement_with_the_reference(@TempDir Path dir) throws Exception {
        // SE rating spec worked examples: A is 4.2/1.2/1.2, C 2.0/2.0/2.0, B 7.3/1.5/1.5 with forcing chains.
        Path file = dir.resolve("ref.txt");
        Files.write(
                file,
                List.of(
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 4.2/1.2/1.2 0.17s",
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.1/2.0/2.0 0.05s",
                        "..6.81....2.9.....1.7....8..5..3.......6.27.......4.3.4.1..8.96......3.....74.2.. 7.3/1.5/1.5 1m00s"));

        RateRow row = new RateBench(0, 1).run(file, Integer.MAX_VALUE);

        assertThat(row.puzzles()).isEqualTo(3);
        assertThat(row.rated()).isEqualTo(3);
        assertThat(row.referenced()).isEqualTo(3);
        assertThat(row.agreeing())
                .as("the second line's reference is deliberately off")
                .isEqualTo(2);
        assertThat(row.serateSeconds()).isCloseTo(60.22, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(RateTable.format(List.of(row))).contains("2 of 3");
        assertThat(row.maxPuzzleSeconds()).isGreaterThan(0).isGreaterThanOrEqualTo(row.medianPuzzleSeconds());
        assertThat(row.maxPuzzleSeconds()).isLessThanOrEqualTo(row.seconds());
    }

    @Test
    void a_reference_of_er_alone_is_compared_on_er(@TempDir Path dir) throws Exception {
        // Example A is 4.2/1.2/1.2 and C 2.0/2.0/2.0; the third line's ER is deliberately off.
        Path file = dir.resolve("bank.txt");
        Files.write(
                file,
                List.of(
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 4.2",
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.0",
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.1"));

        RateRow row = new RateBench(0, 1).run(file, Integer.MAX_VALUE);

        assertThat(row.referenced()).isEqualTo(3);
        assertThat(row.agreeing()).isEqualTo(2);
        assertThat(row.serateSeconds()).isZero();
    }

    @Test
    void a_sample_draws_the_same_puzzles_from_the_whole_file_every_run(@TempDir Path dir) throws Exception {
        // The SE rating spec's examples A and C, each once with its rating and once with a wrong one.
        Path file = dir.resolve("lines.txt");
        Files.write(
                file,
                List.of(
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 4.2/1.2/1.2",
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 2.0/2.0/2.0",
                        "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24. 1.0/1.0/1.0",
                        "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3. 1.0/1.0/1.0"));

        RateRow first = new RateBench(0, 1).run(file, 1, 2);
        RateRow second = new RateBench(0, 1).run(file, 1, 2);

        assertThat(first.puzzles()).as("--limit does not cut a sample").isEqualTo(2);
        assertThat(first.referenced()).isEqualTo(2);
        assertThat(second.agreeing()).isEqualTo(first.agreeing());
        assertThat(new RateBench(0, 1).run(file, 1, 9).puzzles())
                .as("a sample larger than the file is the file")
                .isEqualTo(4);
    }
}
