package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.logic.rating.Level;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.function.BiFunction;
import org.junit.jupiter.api.Test;

/**
 * The opening every variant report shares, whatever the mode or command: the same where, variant, puzzle
 * and rules fields for a puzzle, and for an entry that does not read, INVALID naming the line at fault.
 */
class VariantReportsTest {
    private static final Set<Variant> KILLER = EnumSet.of(Variant.KILLER);
    private static final String CAGES = "AABBCDDBCEFFGEHH\n";
    /** A 4x4 killer whose first row is given, its cages, and its sums on the third line. */
    private static final String PUZZLE = "1234............\n" + CAGES + "A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3\n";
    /** The same cages with a sum two cells cannot make, on the entry's third line. */
    private static final String UNREADABLE = "1234............\n" + CAGES + "A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=13\n";

    @Test
    void a_level_not_found_counts_the_complete_grids_tried_in_words() {
        Object one = GeneratedVariantReport.notFound(KILLER, 1, Level.FIENDISH, 1, "try another seed")
                .get(Field.ERROR);
        Object many = GeneratedVariantReport.notFound(KILLER, 1, Level.FIENDISH, 1000, "try another seed")
                .get(Field.ERROR);

        assertThat(one).asString().startsWith("no Fiendish puzzle from 1 complete grid: ");
        assertThat(many).asString().startsWith("no Fiendish puzzle from 1000 complete grids: ");
    }

    @Test
    void every_mode_and_command_opens_a_killers_report_with_the_same_fields() {
        VariantEntry entry = read(PUZZLE);
        List<Report> reports = tasks().stream()
                .map(task -> task.apply(new Origin("k.txt", 4), entry))
                .toList();

        for (Report report : reports) {
            assertThat(report.get(Field.FILE)).isEqualTo("k.txt");
            assertThat(report.get(Field.LINE)).isEqualTo(4L);
            assertThat(report.get(Field.VARIANT)).isEqualTo("killer");
            assertThat(report.get(Field.PUZZLE)).isEqualTo("1234............");
            assertThat(report.get(Field.CAGES)).isEqualTo("AABBCDDBCEFFGEHH");
            assertThat(report.get(Field.SUMS)).isEqualTo("A=3 B=9 C=5 D=5 E=4 F=7 G=4 H=3");
            assertThat(report.status()).as(report.toString()).isEqualTo(ResultStatus.SOLVED);
        }
        assertThat(reports.stream().map(r -> r.get(Field.MODE)).toList())
                .containsExactly("exact", "logic-only", "guess", "bivalue");
    }

    @Test
    void an_entry_that_does_not_read_is_invalid_naming_the_line_at_fault_in_every_mode() {
        VariantEntry entry = read(UNREADABLE);

        for (BiFunction<Origin, VariantEntry, Report> task : tasks()) {
            Report report = task.apply(new Origin("k.txt", 1), entry);
            assertThat(report.status()).isEqualTo(ResultStatus.INVALID);
            assertThat(report.get(Field.ERROR))
                    .isEqualTo("line 3, column 29: cage H has 2 cells: its sum must be 3 to 7, not 13");
            assertThat(report.get(Field.PUZZLE)).isNull();
            assertThat(report.get(Field.MICROS)).isNull();
        }
    }

    private static List<BiFunction<Origin, VariantEntry, Report>> tasks() {
        VariantSolveTask exact = new VariantSolveTask(KILLER, SolveLimits.UNIQUENESS);
        VariantSearchTask logic = search(ClassicMode.LOGIC_ONLY);
        VariantSearchTask guess = search(ClassicMode.GUESS);
        VariantSearchTask bivalue = search(ClassicMode.BIVALUE);
        return List.of(exact::run, logic::run, guess::run, bivalue::run);
    }

    private static VariantSearchTask search(ClassicMode mode) {
        return new VariantSearchTask(
                new VariantSearchOptions(KILLER, mode, 1_000, OptionalInt.empty(), false, Optional.empty()));
    }

    private static VariantEntry read(String text) {
        return new VariantReader(KILLER).read(text).get(0);
    }
}
