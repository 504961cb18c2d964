package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** CSV with a header naming the puzzle column, as every command's --format csv writes it, read back. */
class CsvEntriesTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SOLUTION =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    private static List<Entry> fromFile(String text) {
        List<Entry> entries = new ArrayList<>();
        new InputReader(ReadOptions.DEFAULT)
                .entries(new BufferedReader(new StringReader(text)))
                .forEachRemaining(entries::add);
        return entries;
    }

    private static List<Entry> fromMemory(String text) {
        List<Entry> entries = new ArrayList<>();
        new InputReader(ReadOptions.DEFAULT).entries(text).forEachRemaining(entries::add);
        return entries;
    }

    @Test
    void a_report_csv_is_read_by_its_puzzle_column_and_a_row_without_a_puzzle_says_why() {
        String csv = String.join(
                "\n",
                "file,line,status,puzzle,box,solutions,er,level,error",
                "in.txt,1,RATED," + PUZZLE + ",3x3,1,2.6,Difficult,",
                "in.txt,2,MULTIPLE," + PUZZLE.replace('4', '.') + ",3x3,2,,,\"more than one solution, so no rating\"",
                "in.txt,3,INVALID,,,,,,\"line 3: 80 cells, a 9x9 puzzle needs 81\"");

        for (List<Entry> entries : List.of(fromFile(csv), fromMemory(csv))) {
            assertThat(entries).hasSize(3);
            assertThat(entries.get(0)).isInstanceOf(Entry.Puzzle.class);
            assertThat(((Entry.Puzzle) entries.get(0)).grid().toString()).isEqualTo(PUZZLE);
            assertThat(entries.get(0).line()).isEqualTo(2);
            assertThat(((Entry.Puzzle) entries.get(1)).grid().toString()).isEqualTo(PUZZLE.replace('4', '.'));
            assertThat(((Entry.Malformed) entries.get(2)).message())
                    .isEqualTo("line 4: no puzzle in this row (it says: line 3: 80 cells, a 9x9 puzzle needs 81)");
        }
    }

    @Test
    void a_kaggle_csv_is_read_by_its_quizzes_column() {
        List<Entry> entries = fromFile("quizzes,solutions\n" + PUZZLE + "," + SOLUTION + "\n" + PUZZLE + ",\n");

        assertThat(entries).hasSize(2).allMatch(entry -> entry instanceof Entry.Puzzle);
        assertThat(entries).extracting(Entry::line).containsExactly(2, 3);
    }

    @Test
    void the_box_column_sets_a_shape_the_size_alone_does_not_decide() {
        String sixBySix = "1..................................2";
        List<Entry> entries =
                fromFile("puzzle,box\n" + sixBySix + ",3x2\n" + sixBySix + ",2x3\n" + sixBySix + ",3by3\n");

        assertThat(((Entry.Puzzle) entries.get(0)).grid().shape().toString()).isEqualTo("3x2");
        assertThat(((Entry.Puzzle) entries.get(1)).grid().shape().toString()).isEqualTo("2x3");
        assertThat(((Entry.Malformed) entries.get(2)).message()).startsWith("line 4: column box: ");
    }

    @Test
    void a_bad_puzzle_field_names_its_line_and_column() {
        List<Entry> entries = fromFile("puzzle,box\n" + PUZZLE.replace('8', 'q') + ",3x3\n");

        assertThat(((Entry.Malformed) entries.get(0)).message())
                .startsWith("line 2: column puzzle: ")
                .contains("'q'");
    }

    @Test
    void text_with_commas_but_no_puzzle_column_is_read_as_puzzle_text() {
        String numbers = String.join(",", PUZZLE.replace('.', '0').split(""));

        assertThat(fromFile(numbers + "\n")).singleElement().isInstanceOf(Entry.Puzzle.class);
        assertThat(fromFile("name,level\n")).singleElement().isInstanceOf(Entry.Malformed.class);
    }
}
