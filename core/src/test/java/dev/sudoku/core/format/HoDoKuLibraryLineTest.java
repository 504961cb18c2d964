package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.onlyMalformed;
import static dev.sudoku.core.format.FormatFixtures.onlyPuzzle;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Lines of HoDoKu's library format, as its regression library (hodoku_reglib-1.3.txt) writes them. */
class HoDoKuLibraryLineTest {
    /** Example 1 of the library's own header: givens, '+' placed cells, and a Full House for 8 at r2c9. */
    private static final String EXAMPLE_1 =
            ":0003:8:6...+53+4.7....4+2+56.+254867+3+9+1.+4..+9+6.1.162+38+5749.3..+1+4.+5....42193..1.+57...+44+2.6+3.+1+75:::829:";
    /** The givens of example 1, as the library's header spells them out: the cells without '+'. */
    private static final String EXAMPLE_1_GIVENS =
            "6....3..7....4..6..54867..........1.162.8.749.3..........42193..1..7....4..6....5";

    @Test
    void a_library_line_reads_as_its_givens_with_placed_cells_blank() {
        assertThat(onlyPuzzle(EXAMPLE_1).grid().toString()).isEqualTo(EXAMPLE_1_GIVENS);
    }

    @Test
    void a_line_with_deleted_candidates_and_eliminations_reads_as_its_givens_too() {
        String line =
                ":0603:3:14+8..+9+72+5.+3...89.697+6....38.+61......3+2.8.56...9......2.5+9+186....+8+3....61+6+1...35+89"
                        + ":224 524 225 525:364 365::";
        String givens = line.split(":")[3].replaceAll("\\+.", ".");

        assertThat(onlyPuzzle(line).grid().toString()).isEqualTo(givens);
    }

    @Test
    void a_fail_case_with_a_variant_code_and_no_candidate_is_read() {
        String line =
                ":0610-x::+9+5+2..+17+3+6..8+5+76+249476+9+2+3+18+5+78..92+5+61+69+17.5+42.2.+516.+97..2.+6.+981786+92+1"
                        + "+73+5+4..7...+6+9+2:391 392 494 395 495::";

        List<Entry> entries = read("# a comment\n" + line + "\n" + EXAMPLE_1 + "\n");

        assertThat(entries).hasSize(2).allMatch(entry -> entry instanceof Entry.Puzzle);
    }

    @Test
    void a_foreign_character_in_the_givens_is_named_at_its_column_in_the_file() {
        String line = EXAMPLE_1.replaceFirst("6\\.\\.\\.", "6.q.");

        Entry.Malformed bad = onlyMalformed(line);

        assertThat(bad.column()).isEqualTo(line.indexOf('q') + 1);
        assertThat(bad.message()).contains("'q'");
    }

    @Test
    void givens_of_the_wrong_length_say_it_is_a_library_line() {
        String line = EXAMPLE_1.replaceFirst("6\\.\\.\\.", "6..");

        assertThat(onlyMalformed(line).message())
                .isEqualTo("line 1, column 9: a line of HoDoKu's library format whose givens field has 80 cells,"
                        + " not 81");
    }
}
