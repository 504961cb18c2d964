package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.read;
import static dev.sudoku.core.format.SpacedRowsFixtures.spacedRows;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Puzzles of the public collections, typed as nine rows with spaces as blanks, read as their lines do. */
@Tag(Corpus.TAG)
class SpacedRowsCorpusTest {
    private static final long SEED = 1465L;

    @ParameterizedTest
    @ValueSource(strings = {"magictour_top1465.txt", "forum_hardest_1106.txt", "kaggle_sample70.txt"})
    void every_puzzle_typed_as_rows_with_spaces_reads_as_its_line(String name) {
        // A row without a given would be a line of spaces, which is a blank line: those puzzles are left out.
        List<String> lines = Corpus.sample(name, 400, SEED).stream()
                .filter(line -> !line.matches("(.{9})*[.0]{9}(.{9})*"))
                .toList();
        Random random = new Random(SEED);
        System.out.println("seed " + SEED + ", " + lines.size() + " puzzles of " + name);
        StringBuilder typed = new StringBuilder();
        List<Grid> expected = new ArrayList<>();
        for (String line : lines) {
            Grid puzzle = ((Entry.Puzzle) read(line + "\n").get(0)).grid();
            expected.add(puzzle);
            String newline = random.nextBoolean() ? "\r\n" : "\n";
            typed.append(String.join(newline, spacedRows(puzzle, Symbols.defaultFor(9), random.nextBoolean())))
                    .append(newline)
                    .append(random.nextBoolean() ? newline : "");
        }

        List<Entry> entries = read(typed.toString());

        assertThat(entries).hasSameSizeAs(expected).allMatch(e -> e instanceof Entry.Puzzle);
        for (int i = 0; i < entries.size(); i++) {
            assertThat(((Entry.Puzzle) entries.get(i)).grid()).as(lines.get(i)).isEqualTo(expected.get(i));
        }
    }
}
