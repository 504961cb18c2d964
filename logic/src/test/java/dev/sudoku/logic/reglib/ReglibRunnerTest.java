package dev.sudoku.logic.reglib;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.TechniqueId;
import org.junit.jupiter.api.Test;

/**
 * How library cases are read and judged, on cases written here in the library's format for Wikipedia's
 * example puzzle (whose start has naked singles r5c5=5, r7c6=7, r7c9=4 and r8c8=3).
 */
class ReglibRunnerTest {
    private static final String GIVENS =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private final ReglibRunner runner = new ReglibRunner();

    private static ReglibCase line(String code, String digits, String deleted, String eliminations, String placements) {
        return ReglibCase.parse(
                7,
                ":" + code + ":" + digits + ":" + GIVENS + ":" + deleted + ":" + eliminations + ":" + placements + ":");
    }

    @Test
    void a_case_line_is_read_into_values_deleted_candidates_and_expected_effect() {
        ReglibCase c = ReglibCase.parse(3, ":0600-2:23:+5" + GIVENS.substring(1) + ":224 524:361 365::");

        assertThat(c.code()).isEqualTo("0600");
        assertThat(c.variant()).isEqualTo("0600-2");
        assertThat(c.failCase()).isFalse();
        assertThat(c.digits()).containsExactly(2, 3);
        assertThat(c.values().get(0)).isEqualTo(5);
        assertThat(c.deleted()).containsExactly(new Candidate(12, 2), new Candidate(12, 5));
        assertThat(c.eliminations()).containsExactlyInAnyOrder(new Candidate(45, 3), new Candidate(49, 3));
        assertThat(c.grid().has(12, 2)).isFalse();
    }

    @Test
    void a_malformed_line_is_named_by_its_line_number() {
        assertThatThrownBy(() -> ReglibCase.parse(12, ":0000:1:123:::")).hasMessage("line 12: 3 cells in the givens");
    }

    @Test
    void a_naked_single_with_the_expected_placement_passes_and_a_wrong_one_fails() {
        assertThat(runner.run(line("0003", "5", "", "", "555")).passed()).isTrue();

        ReglibRunner.Result wrong = runner.run(line("0003", "5", "", "", "556"));
        assertThat(wrong.passed()).isFalse();
        assertThat(wrong.found()).contains("Naked Single").contains("r5c5=5");
    }

    @Test
    void other_instances_with_other_digits_are_allowed_but_another_with_the_same_digits_fails_the_case() {
        // r6c4 keeps 5 and 9; deleting 9 makes a second naked single for 5, with another placement.
        assertThat(runner.run(line("0003", "3", "", "", "388")).passed()).isTrue();
        assertThat(runner.run(line("0003", "5", "964", "", "555")).passed()).isFalse();
    }

    @Test
    void a_fail_case_passes_only_when_no_step_has_its_digits() {
        assertThat(runner.run(line("0003-x", "9", "", "", "")).passed()).isTrue();
        assertThat(runner.run(line("0003-x", "5", "", "", "")).passed()).isFalse();
    }

    @Test
    void a_combined_case_needs_its_instances_to_make_all_the_expected_eliminations_together() {
        // Without 7, r2c2 and r2c3 hold 2,4 only: a naked pair of row 2 and of box 1 (a locked pair).
        String deleted = "722 723";
        String all = "213 413 231 427 228 428 229 429";

        assertThat(runner.run(line("0110", "24", deleted, all, "")).passed()).isTrue();
        assertThat(runner.run(line("0110", "24", deleted, "213 413 231 427 228 428 229", ""))
                        .passed())
                .isFalse();
        assertThat(runner.run(line("0200", "24", deleted, all, "")).passed())
                .as("a plain naked pair case needs one step with all of it")
                .isFalse();
        assertThat(runner.run(line("0200", "24", deleted, "213 413 231", "")).passed())
                .as("the other house's pair has the same digits but other eliminations")
                .isFalse();
    }

    @Test
    void direct_variants_are_compared_by_their_eliminations_only() {
        assertThat(HodokuCodes.PLACEMENT_IGNORED).contains(TechniqueId.DIRECT_POINTING);
        assertThat(HodokuCodes.of("0100").ids()).contains(TechniqueId.POINTING, TechniqueId.DIRECT_POINTING);
        assertThat(ReglibRunner.Effect.names(java.util.Set.of(new Candidate(12, 2))))
                .isEqualTo("[224]");
        assertThat(LibraryDigits.name(new Placement(80, 9))).isEqualTo("999");
    }

    @Test
    void codes_without_an_id_are_not_implemented() {
        assertThat(runner.implemented(HodokuCodes.of("0704"))).isFalse();
        assertThat(runner.implemented(HodokuCodes.of("9999"))).isFalse();
        assertThat(runner.implemented(HodokuCodes.of("0300"))).isTrue();
    }

    @Test
    void grouped_chains_with_als_nodes_are_checked_against_the_chains_through_sets() {
        assertThat(HodokuCodes.forVariant("0711-1").ids()).containsExactly(TechniqueId.GROUPED_AIC);
        assertThat(HodokuCodes.forVariant("0711-3").ids()).containsExactly(TechniqueId.ALS_AIC);
        assertThat(HodokuCodes.forVariant("0710-4").ids()).containsExactly(TechniqueId.ALS_DISCONTINUOUS_NICE_LOOP);
        assertThat(HodokuCodes.forVariant("0709-2").ids()).containsExactly(TechniqueId.ALS_CONTINUOUS_NICE_LOOP);
        assertThat(runner.implemented(HodokuCodes.forVariant("0711-3"))).isTrue();
        assertThat(HodokuCodes.PLACEMENT_AS_ELIMINATIONS).contains("0707", "0710");
    }
}
