package dev.sudoku.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Seeded samples of a collection: a smaller sample is the start of a larger one. */
class CorpusSampleTest {
    private final String dataBefore = System.getProperty("sudoku.data");

    @AfterEach
    void restore() {
        if (dataBefore == null) {
            System.clearProperty("sudoku.data");
        } else {
            System.setProperty("sudoku.data", dataBefore);
        }
    }

    @Test
    void the_drawn_order_holds_the_puzzles_of_the_sample_and_its_start_is_the_smaller_sample(@TempDir Path dir)
            throws Exception {
        List<String> lines =
                IntStream.range(0, 200).mapToObj(i -> "puzzle" + i + " 1.2").toList();
        Files.write(dir.resolve("list.txt"), lines, StandardCharsets.UTF_8);
        System.setProperty("sudoku.data", dir.toString());

        List<String> drawn = Corpus.drawn("list.txt", 50, 7L);

        assertThat(drawn).hasSize(50).doesNotHaveDuplicates();
        assertThat(drawn).containsExactlyInAnyOrderElementsOf(Corpus.sample("list.txt", 50, 7L));
        assertThat(drawn.subList(0, 10)).containsExactlyInAnyOrderElementsOf(Corpus.sample("list.txt", 10, 7L));
        assertThat(Corpus.sample("list.txt", 50, 7L))
                .isSortedAccordingTo(
                        (a, b) -> Integer.compare(Integer.parseInt(a.substring(6)), Integer.parseInt(b.substring(6))));
        assertThat(drawn).as("drawn, not in file order").isNotEqualTo(Corpus.sample("list.txt", 50, 7L));
    }
}
