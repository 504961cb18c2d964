package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class VariantEntriesTest {
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";
    private static final String GIVENS_6 = "1...........3...............4......6";
    private static final String REGIONS_6 = "AAABBBAACCBBACCCDBECDDDFEEDDFFEEEFFF";

    private static VariantEntry.Puzzle puzzle(VariantEntry entry) {
        assertThat(entry).isInstanceOf(VariantEntry.Puzzle.class);
        return (VariantEntry.Puzzle) entry;
    }

    @Test
    void json_lines_of_a_variant_report_read_as_the_text_of_their_fields() {
        String json = "# made by generate\n"
                + "{\"index\":1,\"puzzle\":\"" + X + "\",\"variant\":\"x\",\"regions\":null,\"sums\":null}\n"
                + "{\"index\":2,\"puzzle\":\"" + X + "\",\"variant\":\"x\"}\n";
        List<VariantEntry> entries = new VariantEntries(EnumSet.of(Variant.X)).read(json);
        VariantEntry.Puzzle text =
                puzzle(new VariantReader(EnumSet.of(Variant.X)).read(X).get(0));

        assertThat(entries).hasSize(2);
        assertThat(entries).extracting(VariantEntry::line).containsExactly(2, 3);
        for (VariantEntry entry : entries) {
            assertThat(puzzle(entry).puzzle().rules()).isEqualTo(text.puzzle().rules());
            assertThat(puzzle(entry).puzzle().line()).isEqualTo(X);
        }
    }

    @Test
    void a_jigsaw_and_a_killer_take_their_maps_and_sums_from_their_fields() {
        Set<Variant> jigsaw = EnumSet.of(Variant.JIGSAW);
        VariantEntry fromJson = new VariantEntries(jigsaw)
                .read("{\"puzzle\":\"" + GIVENS_6 + "\",\"regions\":\"" + REGIONS_6 + "\"}")
                .get(0);
        VariantEntry fromText =
                new VariantReader(jigsaw).read(GIVENS_6 + "\n" + REGIONS_6).get(0);
        assertThat(puzzle(fromJson).puzzle().rules())
                .isEqualTo(puzzle(fromText).puzzle().rules());

        Set<Variant> killer = EnumSet.of(Variant.KILLER);
        VariantEntry cages = new VariantEntries(killer)
                .read("{\"puzzle\":\"1234............\",\"cages\":\"AABBCDDBCEFFGEHH\","
                        + "\"sums\":\"A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\"}")
                .get(0);
        assertThat(puzzle(cages).puzzle().rules().cages()).isPresent();
    }

    @Test
    void a_field_of_the_wrong_json_type_is_named_with_the_type_it_must_have() {
        List<VariantEntry> entries = new VariantEntries(EnumSet.of(Variant.JIGSAW))
                .read("{\"puzzle\":\"" + GIVENS_6 + "\",\"regions\":[1,2]}\n{\"puzzle\":5}\n");

        assertThat(((VariantEntry.Malformed) entries.get(0)).located())
                .isEqualTo("line 1: \"regions\" must be a string, not an array");
        assertThat(((VariantEntry.Malformed) entries.get(1)).located())
                .isEqualTo("line 2: \"puzzle\" must be a string, not a number (5)");
    }

    @Test
    void a_field_that_does_not_read_is_named_at_its_object_s_line() {
        List<VariantEntry> entries = new VariantEntries(EnumSet.of(Variant.JIGSAW))
                .read("{\"puzzle\":\"" + GIVENS_6 + "\",\"regions\":\"" + REGIONS_6.replace('F', '*') + "\"}\n"
                        + "not json\n");

        assertThat(entries).hasSize(2);
        VariantEntry.Malformed field = (VariantEntry.Malformed) entries.get(0);
        assertThat(field.located()).startsWith("line 1: \"regions\", column 24: '*' is not a region label");
        VariantEntry.Malformed line = (VariantEntry.Malformed) entries.get(1);
        assertThat(line.errorLine()).isEqualTo(2);
        assertThat(line.message()).startsWith("not a JSON object");
    }
}
