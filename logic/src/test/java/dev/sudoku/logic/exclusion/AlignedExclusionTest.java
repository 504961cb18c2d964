package dev.sudoku.logic.exclusion;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Aligned Pair and Triplet Exclusion on constructed positions: an empty grid whose named cells keep only
 * the listed digits. Each fixture reproduces a case of the SE rating spec §3.13 (and pitfall 8 of §7).
 */
class AlignedExclusionTest {
    private static final Technique PAIR = new Technique(new AlignedExclusion(2));
    private static final Technique TRIPLET = new Technique(new AlignedExclusion(3));

    @Test
    void pair_in_one_row_loses_the_digit_every_choice_would_take_from_an_excluder() {
        // SE rating spec §3.13: r1c1=1 or r1c2=1 would leave r1c3 {1,2} and r2c3 {1,3} both needing the
        // last digit of the pair, which is taken (r1c3 sees both base cells in row 1, r2c3 in box 1).
        CandidateGrid grid = grid(9, "r1c1:123", "r1c2:123", "r1c3:12", "r2c3:13");

        List<ExclusionStep> steps = PAIR.all(grid);

        ExclusionStep step = stepOn(steps, grid, "r1c1", "r1c2");
        assertThat(step.technique()).isEqualTo(TechniqueId.ALIGNED_PAIR_EXCLUSION);
        assertThat(step.eliminations()).containsExactly(candidate(grid, "r1c1", 1), candidate(grid, "r1c2", 1));
        assertThat(new StepText(9).describe(step))
                .isEqualTo("Aligned Pair Exclusion: r1c1,r1c2 with r1c3,r2c3 => r1c1,r1c2<>1");
    }

    @Test
    void pair_sharing_no_house_still_excludes_as_in_sudoku_explainer() {
        // SE rating spec §3.13 and §7 pitfall 8: SE does not require the pair to be aligned. r1c1 and
        // r2c4 share no house; r1c5 {1,2} and r2c2 {1,3} see both, so r1c1=1 leaves r2c4 no digit.
        CandidateGrid grid = grid(9, "r1c1:123", "r2c4:23", "r1c5:12", "r2c2:13");

        ExclusionStep step = stepOn(PAIR.all(grid), grid, "r1c1", "r2c4");

        assertThat(step.eliminations()).containsExactly(candidate(grid, "r1c1", 1));
        assertThat(new StepText(9).describe(step))
                .isEqualTo("Aligned Pair Exclusion: r1c1,r2c4 with r2c2,r1c5 => r1c1<>1");
    }

    @Test
    void pair_with_a_single_common_excluder_does_not_fire() {
        // SE rating spec §3.13: the excluder lists must share at least two cells. Without r2c2 {1,3}
        // only r1c5 (and the bivalue base cell r2c4 itself, no excluder of its own) remains.
        CandidateGrid grid = grid(9, "r1c1:123", "r2c4:23", "r1c5:12");

        assertThat(PAIR.all(grid)).isEmpty();
    }

    @Test
    void pair_whose_every_digit_keeps_an_allowed_choice_does_not_fire() {
        // SE rating spec §3.13: with 4 added to r1c1, r1c1=4 is allowed with both digits of r2c4, and the
        // other digits keep a partner, so nothing is removed.
        CandidateGrid grid = grid(9, "r1c1:1234", "r2c4:23", "r1c5:14", "r2c2:13");

        assertThat(PAIR.all(grid)).isEmpty();
    }

    @Test
    void pair_exclusion_works_on_a_six_by_six_grid() {
        // The non-aligned pair of SE rating spec §3.13 on 2x3 boxes: r1c1 (box 1) and r2c4 (box 2) share
        // no house; r1c5 and r2c2 see both.
        CandidateGrid grid = grid(6, "r1c1:123", "r2c4:23", "r1c5:12", "r2c2:13");

        ExclusionStep step = stepOn(PAIR.all(grid), grid, "r1c1", "r2c4");

        assertThat(step.eliminations()).containsExactly(candidate(grid, "r1c1", 1));
        assertThat(new StepText(6).describe(step))
                .isEqualTo("Aligned Pair Exclusion: r1c1,r2c4 with r2c2,r1c5 => r1c1<>1");
    }

    @Test
    void triplet_uses_an_excluder_with_three_candidates_that_a_pair_cannot() {
        // SE rating spec §3.13: r1c4 {1,2,3} is an excluder for triplets only. The third cell r1c2 comes
        // from the twin area of the pair r1c1, r1c3 (it is an excluder of r1c1 and a base cell).
        CandidateGrid grid = grid(9, "r1c1:123", "r1c2:123", "r1c3:1234", "r1c4:123", "r2c2:56");

        assertThat(PAIR.all(grid)).isEmpty();
        List<ExclusionStep> steps = TRIPLET.all(grid);

        ExclusionStep step = stepOn(steps, grid, "r1c1", "r1c3", "r1c2");
        assertThat(step.technique()).isEqualTo(TechniqueId.ALIGNED_TRIPLET_EXCLUSION);
        assertThat(step.excluders()).containsExactly(cell(grid, "r2c2"), cell(grid, "r1c4"));
        assertThat(new StepText(9).describe(step))
                .isEqualTo("Aligned Triplet Exclusion: r1c1,r1c3,r1c2 with r2c2,r1c4 => r1c3<>1, r1c3<>2, r1c3<>3");
    }

    @Test
    void triplet_needs_its_third_cell_to_be_an_excluder_of_the_pair() {
        // SE rating spec §7 pitfall 8: with four candidates r1c2 is no excluder, so no twin area holds
        // it and the triplet r1c1, r1c2, r1c3 is never tried.
        CandidateGrid grid = grid(9, "r1c1:1234", "r1c2:1234", "r1c3:1234", "r1c4:123", "r2c2:56");

        assertThat(TRIPLET.all(grid)).isEmpty();
    }

    @Test
    void pair_follows_the_bugs_and_triplet_the_first_chains_in_sudoku_explainer_order() {
        // SE rating spec §2.1: APE is producer 20, after BUG; ATE is producer 22, after Forcing Chains & Cycles.
        List<TechniqueId> se =
                Catalogue.se().entries().stream().map(CatalogueEntry::id).toList();
        int pair = se.indexOf(TechniqueId.ALIGNED_PAIR_EXCLUSION);
        assertThat(se.subList(pair - 1, pair + 3))
                .containsExactly(
                        TechniqueId.BUG_TYPE_3,
                        TechniqueId.ALIGNED_PAIR_EXCLUSION,
                        TechniqueId.BIDIRECTIONAL_X_CYCLE,
                        TechniqueId.ALIGNED_TRIPLET_EXCLUSION);
        assertThat(Catalogue.se().rating(TechniqueId.ALIGNED_TRIPLET_EXCLUSION)).isEqualTo(7.5);
        assertThat(Catalogue.se().rating(TechniqueId.ALIGNED_PAIR_EXCLUSION)).isEqualTo(6.2);
        List<TechniqueId> players = ids(Catalogue.players());
        int playersPair = players.indexOf(TechniqueId.ALIGNED_PAIR_EXCLUSION);
        assertThat(players.subList(playersPair, playersPair + 3))
                .containsExactly(
                        TechniqueId.ALIGNED_PAIR_EXCLUSION,
                        TechniqueId.ALIGNED_TRIPLET_EXCLUSION,
                        TechniqueId.FRANKEN_X_WING);
        assertThat(Catalogue.players().rating(TechniqueId.ALIGNED_PAIR_EXCLUSION))
                .isEqualTo(6.2);
        assertThat(Catalogue.players().rating(TechniqueId.ALIGNED_TRIPLET_EXCLUSION))
                .isEqualTo(7.5);
    }

    private static List<TechniqueId> ids(Catalogue catalogue) {
        List<TechniqueId> ids = new ArrayList<>();
        catalogue.entries().forEach(e -> ids.addAll(e.ids()));
        return ids;
    }

    private static ExclusionStep stepOn(List<ExclusionStep> steps, CandidateGrid grid, String... names) {
        List<Integer> cells = new ArrayList<>();
        for (String name : names) {
            cells.add(cell(grid, name));
        }
        return steps.stream()
                .filter(s -> s.cells().equals(cells))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no step on " + cells + " among " + steps));
    }

    /** A grid of side {@code size} with every candidate, except that each "rXcY:digits" keeps only those. */
    private static CandidateGrid grid(int size, String... cells) {
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(BoxShape.defaultFor(size)));
        for (String spec : cells) {
            String[] parts = spec.split(":");
            int cell = cell(grid, parts[0]);
            for (int digit = 1; digit <= size; digit++) {
                if (parts[1].indexOf(Character.forDigit(digit, 10)) < 0) {
                    grid.eliminate(cell, digit);
                }
            }
        }
        return grid;
    }

    private static int cell(CandidateGrid grid, String name) {
        String[] parts = name.substring(1).split("c");
        return (Integer.parseInt(parts[0]) - 1) * grid.size() + Integer.parseInt(parts[1]) - 1;
    }

    private static Candidate candidate(CandidateGrid grid, String name, int digit) {
        return new Candidate(cell(grid, name), digit);
    }

    /** Runs a technique and keeps every step it offers. */
    private record Technique(AlignedExclusion technique) {
        List<ExclusionStep> all(CandidateGrid grid) {
            List<ExclusionStep> steps = new ArrayList<>();
            technique.find(grid, (Step step) -> steps.add((ExclusionStep) step));
            return steps;
        }
    }
}
