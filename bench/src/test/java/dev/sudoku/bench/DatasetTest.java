package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.ReadOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DatasetTest {
    private static final String FIRST =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SECOND =
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.";

    @Test
    void each_puzzle_keeps_the_line_its_entry_begins_on(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("set.txt");
        Files.writeString(file, FIRST + "\n\nnot a puzzle\n" + SECOND + "\n" + FIRST + "\n");

        Dataset dataset = Dataset.load(file, ReadOptions.DEFAULT, 2);

        assertThat(dataset.puzzles()).hasSize(2);
        assertThat(dataset.lines()).containsExactly(1, 4);
        assertThat(dataset.unreadable()).isEqualTo(1);
        assertThat(dataset.puzzles().get(1).toString()).isEqualTo(SECOND);
    }
}
