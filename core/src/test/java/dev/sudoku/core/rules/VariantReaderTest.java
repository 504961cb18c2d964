package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class VariantReaderTest {
    private static final String GIVENS_6 = "1.....\n......\n..3...\n......\n....4.\n.....6";
    private static final String REGIONS_6 = "AAABBB\nAACCBB\nACCCDB\nECDDDF\nEEDDFF\nEEEFFF";

    @Test
    void a_jigsaw_entry_is_its_givens_then_its_region_map_as_rows_or_one_line() {
        String oneLine = GIVENS_6.replace("\n", "") + "\n" + REGIONS_6.replace("\n", "");
        String text = "# two jigsaws\n" + GIVENS_6 + "\n" + REGIONS_6 + "\n\n" + oneLine + "\n";

        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.JIGSAW)).read(text);

        assertThat(entries).hasSize(2);
        VariantEntry.Puzzle first = (VariantEntry.Puzzle) entries.get(0);
        VariantEntry.Puzzle second = (VariantEntry.Puzzle) entries.get(1);
        assertThat(first.line()).isEqualTo(2);
        assertThat(second.line()).isEqualTo(15);
        assertThat(first.puzzle().rules()).isEqualTo(second.puzzle().rules());
        assertThat(first.puzzle().line()).isEqualTo(GIVENS_6.replace("\n", ""));
        assertThat(first.puzzle().rules().houses()).extracting(RuleHouse::name).contains("region A", "region F");
    }

    @Test
    void a_bad_entry_names_its_line_and_column_and_reading_goes_on() {
        String text = "1...x" + ".".repeat(76) + "\n" + ".".repeat(81) + "\n";

        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.X)).read(text);

        assertThat(entries).hasSize(2);
        VariantEntry.Malformed bad = (VariantEntry.Malformed) entries.get(0);
        assertThat(bad.line()).isEqualTo(1);
        assertThat(bad.errorLine()).isEqualTo(1);
        assertThat(bad.column()).isEqualTo(5);
        assertThat(bad.message()).contains("'x' is not a digit of a 9x9 grid");
        assertThat(entries.get(1)).isInstanceOf(VariantEntry.Puzzle.class);
    }

    @Test
    void a_jigsaw_without_its_region_map_is_malformed() {
        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.JIGSAW)).read(GIVENS_6 + "\n");
        assertThat(entries).singleElement().isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> assertThat(
                        bad.message())
                .contains("needs the region map after its givens"));
    }

    @Test
    void a_grid_cut_short_names_the_row_it_stops_at() {
        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.X)).read("123456789\n.........\n\n");
        assertThat(entries).singleElement().isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> assertThat(
                        bad.located())
                .isEqualTo("line 2: the grid stops after 2 of its 9 rows (an empty line follows)"));
    }

    @Test
    void windoku_on_a_grid_without_square_boxes_is_refused_with_the_reason() {
        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.WINDOKU)).read(".".repeat(36));
        assertThat(entries).singleElement().isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> assertThat(
                        bad.message())
                .contains("windoku needs square boxes"));
    }
}
