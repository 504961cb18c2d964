package dev.sudoku.core.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The reader keeps its place after a bad entry, names lines that exist, and always finishes. */
class VariantReaderRecoveryTest {
    private static final String KILLER_4 = "................\nAABBCDDBCEFFGEHH\nA=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";

    private static List<VariantEntry> read(Set<Variant> variants, String text) {
        return new VariantReader(variants).read(text);
    }

    private static VariantEntry.Malformed onlyMalformed(Set<Variant> variants, String text) {
        List<VariantEntry> entries = read(variants, text);
        assertThat(entries).singleElement().isInstanceOf(VariantEntry.Malformed.class);
        return (VariantEntry.Malformed) entries.get(0);
    }

    @Test
    void samurai_with_another_variant_is_refused_before_any_puzzle_is_read() {
        for (Variant other : Variant.values()) {
            if (other != Variant.SAMURAI) {
                assertThatThrownBy(() -> new VariantReader(EnumSet.of(Variant.SAMURAI, other)))
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining("samurai")
                        .hasMessageContaining("combines with no other variant");
            }
        }
    }

    @Test
    void every_pair_of_variants_either_is_refused_or_reads_any_text_to_an_end() {
        String text = "2..8......\n" + KILLER_4 + "x\n\n" + ".".repeat(81) + "\n#\n" + "1234\n";
        assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
            for (Variant a : Variant.values()) {
                for (Variant b : Variant.values()) {
                    VariantReader reader;
                    try {
                        reader = new VariantReader(EnumSet.of(a, b));
                    } catch (IllegalArgumentException refused) {
                        continue;
                    }
                    // Each entry takes at least one line of its own.
                    assertThat(reader.read(text))
                            .hasSizeLessThanOrEqualTo((int) text.lines().count());
                }
            }
        });
    }

    @Test
    void a_bad_cage_label_is_one_error_and_the_next_killer_is_read() {
        String bad = KILLER_4.replace("AABBCDDBCEFFGEHH", "AAB!CDDBCEFFGEHH");
        List<VariantEntry> entries = read(EnumSet.of(Variant.KILLER), bad + KILLER_4);

        assertThat(entries).hasSize(2);
        VariantEntry.Malformed first = (VariantEntry.Malformed) entries.get(0);
        assertThat(first.located()).startsWith("line 2, column 4: '!' is not a cage label");
        assertThat(entries.get(1)).isInstanceOfSatisfying(VariantEntry.Puzzle.class, p -> assertThat(p.line())
                .isEqualTo(4));
        assertThat(onlyMalformed(EnumSet.of(Variant.KILLER), bad).errorLine()).isEqualTo(2);
    }

    @Test
    void a_jigsaw_whose_layout_breaks_is_one_error_and_the_next_entry_after_an_empty_line_is_read() {
        String text = "1.....\n......\n..3\n\n1.....\n......\n..3...\n......\n....4.\n.....6\n"
                + "AAABBB\nAACCBB\nACCCDB\nECDDDF\nEEDDFF\nEEEFFF\n";
        List<VariantEntry> entries = read(EnumSet.of(Variant.JIGSAW), text);

        assertThat(entries).hasSize(2);
        assertThat(((VariantEntry.Malformed) entries.get(0)).located())
                .isEqualTo("line 3: the grid: row 3 has 3 cells, not 6");
        assertThat(entries.get(1)).isInstanceOf(VariantEntry.Puzzle.class);
    }

    /** The boxes of a 9x9 grid as a region map on one line. */
    private static String boxRegions() {
        StringBuilder map = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            map.append((char) ('A' + cell / 27 * 3 + cell % 9 / 3));
        }
        return map.toString();
    }

    @Test
    void a_part_on_one_line_of_the_wrong_length_is_one_error_and_every_entry_after_it_is_read() {
        // Entries as generate --variant writes them: each part on one line, no empty line between entries.
        String blank4 = ".".repeat(16);
        Map<Set<Variant>, List<String>> entries = Map.of(
                EnumSet.of(Variant.JIGSAW), List.of(".".repeat(81), boxRegions()),
                EnumSet.of(Variant.ODDEVEN), List.of(blank4, "oeoeeoeooeoeeoeo"),
                EnumSet.of(Variant.KILLER), KILLER_4.lines().toList(),
                EnumSet.of(Variant.CONSECUTIVE), List.of("1" + ".".repeat(15), "rrr.b.rdr.r.rrr."),
                EnumSet.of(Variant.JIGSAW, Variant.KILLER, Variant.PARTIAL_CONSECUTIVE),
                        List.of(
                                blank4,
                                "AABBAABBCCDDCCDD",
                                "AABBCDDBCEFFGEHH",
                                "A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3",
                                "rrr.b.rdr.r.rrr."));
        entries.forEach((variants, entry) -> {
            for (int part = 0; part < entry.size(); part++) {
                String line = entry.get(part);
                if (line.contains("=") || line.length() < 81 && part == 0) {
                    continue; // sums are read, not laid out; a 4x4 line cut short is as long as a row
                }
                List<String> damaged = new ArrayList<>(entry);
                damaged.set(part, line.substring(1));
                List<String> text = new ArrayList<>(damaged);
                text.addAll(entry);
                text.addAll(entry);

                List<VariantEntry> read = read(variants, String.join("\n", text) + "\n");

                String where = variants + ", part " + (part + 1);
                assertThat(read).as(where).hasSize(3);
                assertThat(read.get(0)).as(where).isInstanceOfSatisfying(VariantEntry.Malformed.class, bad -> {
                    assertThat(bad.errorLine()).isEqualTo(1 + damaged.indexOf(line.substring(1)));
                    assertThat(bad.message()).contains("a line of " + (line.length() - 1) + " cells");
                });
                for (int next = 1; next <= 2; next++) {
                    int start = 1 + next * entry.size();
                    assertThat(read.get(next))
                            .as(where)
                            .isInstanceOfSatisfying(VariantEntry.Puzzle.class, p -> assertThat(p.line())
                                    .isEqualTo(start));
                }
            }
        });
    }

    @Test
    void a_samurai_line_of_the_wrong_length_names_its_own_line() {
        VariantEntry.Malformed bad = onlyMalformed(EnumSet.of(Variant.SAMURAI), ".".repeat(300) + "\n");
        assertThat(bad.errorLine()).isEqualTo(1);
        assertThat(bad.message()).contains("a line of 300 cells starts no samurai puzzle");
    }

    @Test
    void a_line_of_one_cell_is_named_in_the_singular_by_every_reader_that_counts_cells() {
        assertThat(onlyMalformed(EnumSet.of(Variant.SAMURAI), "1\n").message())
                .contains("a line of 1 cell starts no samurai puzzle");
        assertThat(onlyMalformed(EnumSet.of(Variant.JIGSAW), "1\n").message())
                .contains("a line of 1 cell is neither a whole grid");
        assertThat(onlyMalformed(EnumSet.of(Variant.CONSECUTIVE), ".".repeat(81) + "\nr\n")
                        .located())
                .startsWith("line 2: the bars: a line of 1 cell, where the 9x9 givens need 81");
    }

    @Test
    void a_killer_without_sums_names_the_cage_map_s_line_and_what_is_missing() {
        VariantEntry.Malformed bad = onlyMalformed(EnumSet.of(Variant.KILLER), "................\nAABBCDDBCEFFGEHH\n");
        assertThat(bad.located()).startsWith("line 2: no sums follow the cage map: cage A has no sum");
    }

    @Test
    void a_part_of_the_wrong_length_names_its_line_and_length() {
        VariantEntry.Malformed bars =
                onlyMalformed(EnumSet.of(Variant.CONSECUTIVE), ".".repeat(81) + "\n" + "r".repeat(14) + "\n");
        assertThat(bars.located())
                .isEqualTo("line 2: the bars: a line of 14 cells, where the 9x9 givens need 81 on one line or 9 rows"
                        + " of 9");

        VariantEntry.Malformed marks = onlyMalformed(EnumSet.of(Variant.ODDEVEN), ".".repeat(81) + "\n" + "oeoeoeoe\n");
        assertThat(marks.located()).startsWith("line 2: the odd/even marks: a line of 8 cells");
    }

    @Test
    void a_missing_region_map_at_the_end_names_a_line_the_input_has() {
        String text = "1.....\n......\n..3...\n......\n....4.\n.....6\nAAABBBAACCBBACCCDBECDDDFEEDDFFEEEFFF\n"
                + ".".repeat(35) + "1\n";
        List<VariantEntry> entries = read(EnumSet.of(Variant.JIGSAW), text);
        VariantEntry.Malformed last = (VariantEntry.Malformed) entries.get(entries.size() - 1);
        assertThat(last.errorLine()).isBetween(1, (int) text.lines().count());
        assertThat(last.message()).contains("needs the region map after its givens (the input ends after line 8)");
    }

    @Test
    void a_cage_in_pieces_with_an_impossible_sum_names_both_at_the_cell_cut_off() {
        VariantEntry.Malformed bad = onlyMalformed(
                EnumSet.of(Variant.KILLER), "................\nAABB\nCDDB\nCEFF\nAEHH\nA=40 B=9 C=5 D=5 E=4 F=7 H=3\n");
        assertThat(bad.located())
                .isEqualTo("line 5, column 1: cage A is not in one piece: r4c1 does not touch r1c1's part; and cage A"
                        + " has 3 cells: its sum must be 6 to 9, not 40");
    }
}
