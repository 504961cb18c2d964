package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** What the grid format draws (parts side by side, a spaced samurai picture) reads back as the lines do. */
class SideBySideTest {
    private static final String GIVENS_6 = "1.....\n......\n..3...\n......\n....4.\n.....6";
    private static final String REGIONS_6 = "AAABBB\nAACCBB\nACCCDB\nECDDDF\nEEDDFF\nEEEFFF";

    private static VariantPuzzle only(Set<Variant> variants, String text) {
        List<VariantEntry> entries = new VariantReader(variants).read(text);
        assertThat(entries).singleElement().isInstanceOf(VariantEntry.Puzzle.class);
        return ((VariantEntry.Puzzle) entries.get(0)).puzzle();
    }

    /** The blocks' rows drawn as the grid format does: cells a space apart, blocks four spaces apart. */
    private static String beside(String... blocks) {
        List<String[]> rows = new ArrayList<>();
        for (String block : blocks) {
            rows.add(block.split("\n"));
        }
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < rows.get(0).length; row++) {
            List<String> parts = new ArrayList<>();
            for (String[] block : rows) {
                parts.add(spaced(block[row]));
            }
            text.append(String.join("    ", parts)).append('\n');
        }
        return text.toString();
    }

    private static String spaced(String row) {
        return String.join(" ", row.split("")).stripTrailing();
    }

    @Test
    void a_jigsaw_drawn_beside_its_region_map_reads_as_its_lines_do() {
        Set<Variant> jigsaw = EnumSet.of(Variant.JIGSAW);
        VariantPuzzle stacked = only(jigsaw, GIVENS_6 + "\n" + REGIONS_6 + "\n");
        VariantPuzzle drawn = only(jigsaw, "# puzzle 1: jigsaw\n" + beside(GIVENS_6, REGIONS_6) + "\n");

        assertThat(drawn.rules()).isEqualTo(stacked.rules());
        assertThat(drawn.line()).isEqualTo(stacked.line());
    }

    @Test
    void a_killer_drawn_beside_its_cages_with_its_sums_below_reads_as_its_lines_do() {
        Set<Variant> killer = EnumSet.of(Variant.KILLER);
        String givens = "1234\n....\n....\n....";
        String cages = "AABB\nCDDB\nCEFF\nGEHH";
        String sums = "A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3";
        VariantPuzzle stacked = only(killer, givens + "\n" + cages + "\n" + sums + "\n");
        String drawn = beside(givens, cages) + "sums: " + sums + "\n\n";

        List<VariantEntry> twice = new VariantReader(killer).read(drawn + drawn);
        assertThat(twice).hasSize(2).allSatisfy(entry -> assertThat(entry)
                .isInstanceOfSatisfying(VariantEntry.Puzzle.class, p -> {
                    assertThat(p.puzzle().rules()).isEqualTo(stacked.rules());
                    assertThat(p.puzzle().line()).isEqualTo(stacked.line());
                }));
    }

    @Test
    void a_wrong_character_beside_keeps_its_column_in_the_input() {
        String drawn = beside("1234\n....\n....\n....", "AABB\nCD!B\nCEFF\nGEHH") + "sums: 3 9 5 5 4 7 4 3\n";
        List<VariantEntry> entries = new VariantReader(EnumSet.of(Variant.KILLER)).read(drawn);
        assertThat(entries).singleElement().isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> assertThat(
                        bad.located())
                .startsWith("line 2, column 16: '!' is not a cage label"));
    }

    @Test
    void a_samurai_picture_drawn_with_spaces_reads_as_its_line_does() {
        Random random = new Random(7);
        StringBuilder line = new StringBuilder();
        for (int cell = 0; cell < Samurai.rules().cellCount(); cell++) {
            line.append(random.nextInt(3) == 0 ? (char) ('1' + random.nextInt(9)) : '.');
        }
        StringBuilder picture = new StringBuilder("# puzzle 1: samurai\n");
        for (String row : VariantText.picture(Samurai.rules(), line.toString())) {
            picture.append(spaced(row)).append('\n');
        }
        Set<Variant> samurai = EnumSet.of(Variant.SAMURAI);

        assertThat(only(samurai, picture.toString()).line()).isEqualTo(line.toString());
        assertThat(only(samurai, line + "\n").line()).isEqualTo(line.toString());
    }
}
