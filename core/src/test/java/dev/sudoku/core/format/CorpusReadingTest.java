package dev.sudoku.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.testkit.Corpus;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The public collections read as one puzzle a line, trailing ratings kept as {@code rest}. */
@Tag(Corpus.TAG)
class CorpusReadingTest {

    @ParameterizedTest
    @ValueSource(
            strings = {
                "17_clue_49158.txt",
                "magictour_top1465.txt",
                "forum_hardest_1905_11plus.txt",
                "forum_hardest_1106.txt",
                "kaggle_sample70.txt",
                "serg_benchmark_multisolution.txt",
                "sudoku_exchange_diabolical_with_ratings.txt",
                "se_classic_dev.txt"
            })
    void every_line_of_a_collection_is_one_puzzle_in_order(String name) throws IOException {
        List<String> lines = Corpus.lines(name);
        List<Entry> entries = new ArrayList<>();
        try (BufferedReader reader = Files.newBufferedReader(Corpus.file(name), StandardCharsets.UTF_8)) {
            new PuzzleReader().entries(reader).forEachRemaining(entries::add);
        }

        assertThat(entries).hasSameSizeAs(lines).allMatch(e -> e instanceof Entry.Puzzle);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            Entry.Puzzle puzzle = (Entry.Puzzle) entries.get(i);
            String[] fields = line.split("\\s+", 2);
            assertThat(puzzle.grid().toString()).isEqualTo(fields[0].replace('0', '.'));
            assertThat(puzzle.metadata().get("rest")).isEqualTo(fields.length > 1 ? fields[1] : null);
        }
    }
}
