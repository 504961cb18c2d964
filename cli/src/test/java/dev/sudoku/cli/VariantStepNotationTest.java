package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Variant steps, hints and explanations written as the classic ones are. */
class VariantStepNotationTest {
    private static final String JIGSAW =
            ".6....7...4.....9....1.4926........84.........31.8..4.....7.8.....8621.7.....5...\n"
                    + "DAAABCCCCDABBBBCCFDAAEEBBCFDAAEEBCCFDDAEEBFFFDDDEEEFFFGGGHHIIIIGGGGHHHIIGGHHHHIII\n";
    private static final String CONSECUTIVE =
            ".............1........64.................6..............8........................\n"
                    + "..r...r.....r..rr..dd.dd....d.r...rd.....r...rr.rdb.r.r.....r.dr.d...r....r...rr.\n";
    private static final String KILLER =
            "........................6...7..3.................................................\n"
                    + "AABBCCDDEFAGHHIJJEFGGKHILLMNNGKOPMMMNNGOOPMQRNSSTPPQQRUSVTWWQXXUYVVWWWXZYYaaabbXZ\n"
                    + "A=20 B=11 C=3 D=9 E=16 F=5 G=27 H=16 I=15 J=11 K=13 L=7 M=20 N=25 O=12 P=22 Q=24 R=11 S=11 T=8"
                    + " U=11 V=11 W=32 X=13 Y=19 Z=11 a=15 b=7\n";

    @Test
    void singles_on_a_jigsaw_read_as_classic_singles_with_regions_named_by_their_letter() {
        List<String> steps = steps(JIGSAW, "jigsaw");

        assertThat(steps).isNotEmpty().allSatisfy(step -> assertThat(step).doesNotContain("(it is", "region ", "box "));
        assertThat(steps.stream().filter(s -> s.startsWith("Hidden Single")))
                .isNotEmpty()
                .allSatisfy(
                        step -> assertThat(step).matches("Hidden Single: \\d in (r\\d|c\\d|j[A-I]) => r\\dc\\d=\\d"));
        assertThat(steps.stream().filter(s -> s.startsWith("Naked Single")))
                .allSatisfy(step -> assertThat(step).matches("Naked Single: r\\dc\\d=\\d"));
    }

    @Test
    void a_bar_names_its_cells_in_reading_order() {
        List<String> bars = steps(CONSECUTIVE, "consecutive").stream()
                .filter(s -> s.startsWith("Consecutive Neighbours"))
                .toList();

        assertThat(bars).isNotEmpty();
        Pattern pair = Pattern.compile("bar r(\\d)c(\\d),r(\\d)c(\\d) =>");
        for (String bar : bars) {
            Matcher cells = pair.matcher(bar);
            assertThat(cells.find()).as(bar).isTrue();
            int first = 9 * Integer.parseInt(cells.group(1)) + Integer.parseInt(cells.group(2));
            int second = 9 * Integer.parseInt(cells.group(3)) + Integer.parseInt(cells.group(4));
            assertThat(first).as(bar).isLessThan(second);
        }
    }

    @Test
    void level_two_hints_of_a_killer_write_cells_and_digits_without_brackets() {
        CommandRun explained = CommandRun.withInput(KILLER, "explain", "--variant", "killer", "--format", "json");
        JsonNode first = Json.records(explained).get(0).get("steps").get(0);
        CommandRun hinted = CommandRun.withInput(KILLER, "hint", "--variant", "killer", "--level", "2");

        assertThat(first.get("text").asText()).startsWith("Cage Combination: r1c1,r1c2,r2c2 in cage A=20 add up to 20");
        assertThat(hinted.out()).startsWith("Cage Combination: look at ").doesNotContain("[", "]");
        assertThat(CommandRun.withInput(KILLER, "hint", "--variant", "killer", "--level", "1")
                        .out())
                .isEqualTo("Technique: Cage Combination. Look in b1.\n");
    }

    @Test
    void the_steps_per_technique_come_in_the_techniques_order_as_classic_ones_do() {
        CommandRun explained = CommandRun.withInput(JIGSAW, "explain", "--variant", "jigsaw", "--format", "line");

        String counts = explained
                .out()
                .lines()
                .filter(l -> l.startsWith("Steps per technique: "))
                .findFirst()
                .orElseThrow();
        assertThat(counts).matches("Steps per technique: Full House \\d+, Hidden Single \\d+, Naked Single \\d+");
    }

    @Test
    void an_explanation_counts_its_cycles_as_a_classic_one_does_in_json_and_in_words() {
        JsonNode report = Json.records(
                        CommandRun.withInput(JIGSAW, "explain", "--variant", "jigsaw", "--format", "json"))
                .get(0);
        String line = CommandRun.withInput(JIGSAW, "explain", "--variant", "jigsaw", "--format", "line")
                .out();

        int steps = report.get("stepCount").asInt();
        assertThat(report.get("cycles").isInt())
                .as("cycles: %s", report.get("cycles"))
                .isTrue();
        int cycles = report.get("cycles").asInt();
        assertThat(cycles).isBetween(1, steps);
        assertThat(line).contains("Solved by logic in " + steps + " steps, " + cycles + " cycles.\n");
    }

    @Test
    void explain_and_hint_in_grid_format_draw_the_grid_beside_its_region_map() {
        String line = CommandRun.withInput(JIGSAW, "explain", "--variant", "jigsaw", "--format", "line")
                .out();
        String grid = CommandRun.withInput(JIGSAW, "explain", "--variant", "jigsaw", "--format", "grid")
                .out();
        String hint = CommandRun.withInput(JIGSAW, "hint", "--variant", "jigsaw", "--format", "grid")
                .out();

        assertThat(grid).isNotEqualTo(line).contains(". 6 . . . . 7 . .    D A A A B C C C C");
        assertThat(grid).contains("9 6 3 2 5 1 7 8 4    D A A A B C C C C");
        assertThat(hint.lines().toList())
                .startsWith("# standard input, line 1: HINT", "Technique: Hidden Single. Look in jA.")
                .contains(". 6 . . . . 7 . .    D A A A B C C C C");
    }

    private static List<String> steps(String input, String variant) {
        CommandRun explained = CommandRun.withInput(input, "explain", "--variant", variant, "--format", "json");
        List<String> texts = new ArrayList<>();
        Json.records(explained)
                .get(0)
                .get("steps")
                .forEach(step -> texts.add(step.get("text").asText()));
        return texts;
    }
}
