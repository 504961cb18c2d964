package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.intersections.LockedCandidates;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** SE's rating loop (SE_RATING_SPEC §2.3) on the spec's worked examples and on constructed paths. */
class RaterTest {
    /** SE rating spec §9.1, puzzle A: 60 steps, an XY-Wing at step 28. */
    private static final String PUZZLE_A =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";
    /** SE rating spec §9.2, puzzle B: a unique rectangle at step 10, then a forcing chain SE needs. */
    private static final String PUZZLE_B =
            "..6.81....2.9.....1.7....8..5..3.......6.27.......4.3.4.1..8.96......3.....74.2..";
    /** SE rating spec §9.3, puzzle C: a Direct Hidden Pair is the first step. */
    private static final String PUZZLE_C =
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.";

    private static final String SOLVED =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    private static Rating rate(Catalogue catalogue, String puzzle) {
        return new Rater(catalogue).rate(PuzzleReader.parse(puzzle));
    }

    @Test
    void puzzle_a_rates_as_sudoku_explainer_with_the_xy_wing_setting_er() {
        Rating rating = rate(Catalogue.se(), PUZZLE_A);

        assertThat(rating.triple()).isEqualTo("4.2/1.2/1.2");
        assertThat(rating.er()).isEqualTo(4.2);
        assertThat(rating.hardest()).contains(TechniqueId.XY_WING);
        assertThat(rating.solved()).isTrue();
        assertThat(rating.steps()).isEqualTo(60);
    }

    @Test
    void hodoku_score_adds_each_step_of_the_solve_path() {
        // Puzzle A's path (spec §9.1): singles, a naked pair, pointing, a hidden pair, an XY-Wing.
        Rating rating = rate(Catalogue.se(), PUZZLE_A);
        List<Step> path = new LogicalSolver(Catalogue.se())
                .solve(PuzzleReader.parse(PUZZLE_A))
                .steps();

        assertThat(path).hasSize(rating.steps());
        assertThat(rating.score())
                .isEqualTo(path.stream()
                        .mapToInt(step -> HodokuScore.of(step.technique()))
                        .sum());
        // 60 steps of at least 4 each, and the XY-Wing alone is worth 160.
        assertThat(rating.score()).isGreaterThan(60 * 4 + 160);
    }

    @Test
    void puzzle_c_starts_with_a_direct_hidden_pair_that_sets_all_three_values() {
        Rating rating = rate(Catalogue.se(), PUZZLE_C);

        assertThat(rating.triple()).isEqualTo("2.0/2.0/2.0");
        assertThat(rating.hardest()).contains(TechniqueId.DIRECT_HIDDEN_PAIR);
        assertThat(rating.solved()).isTrue();
    }

    @Test
    void a_full_grid_rates_zero_on_all_three_with_no_hardest_step() {
        Rating rating = rate(Catalogue.se(), SOLVED);

        assertThat(rating).isEqualTo(new Rating(0.0, 0.0, 0.0, Optional.empty(), true, 0, 0));
    }

    @Test
    void puzzle_b_of_the_spec_is_rated_with_its_forcing_chains() {
        // SE rating spec §9.2: steps 11-16 are XY forcing chains of 6 to 10 nodes (7.1 to 7.3).
        Rating rating = rate(Catalogue.se(), PUZZLE_B);

        assertThat(rating.solved()).isTrue();
        assertThat(rating.triple()).isEqualTo("7.3/1.5/1.5");
        assertThat(rating.hardest()).contains(TechniqueId.FORCING_CHAIN);
    }

    @Test
    void a_puzzle_that_needs_a_chain_rates_twenty_without_chains_and_keeps_ep_and_ed() {
        // SE rating spec §9.2: steps 1-10 end with a 4.5 Unique Rectangle type 4, step 11 is a chain.
        Rating rating = rate(Catalogue.se().withoutChaining(), PUZZLE_B);

        assertThat(rating.solved()).isFalse();
        assertThat(rating.er()).isEqualTo(20.0);
        assertThat(rating.ep()).isEqualTo(1.5);
        assertThat(rating.ed()).isEqualTo(1.5);
        assertThat(rating.steps()).isEqualTo(10);
        assertThat(rating.hardest()).contains(TechniqueId.UNIQUE_RECTANGLE_TYPE_4);
    }

    @Test
    void an_empty_grid_finds_nothing_and_rates_twenty_with_ep_and_ed_zero() {
        // Without SE's chains: on a grid of many solutions they would try every candidate to no end, which
        // is why callers check uniqueness before rating.
        Rating rating = new Rater(Catalogue.se().withoutChaining()).rate(Grid.of(new int[81]));

        assertThat(rating).isEqualTo(new Rating(20.0, 0.0, 0.0, Optional.empty(), false, 0, HodokuScore.BRUTE_FORCE));
    }

    @Test
    void ed_is_a_first_step_that_only_eliminates_and_ep_stays_zero_without_a_placement() {
        // Pointing alone: puzzle B's first step is a Pointing (2.6), and no step ever places.
        Catalogue pointing = new Catalogue(
                "pointing", List.of(new CatalogueEntry(TechniqueId.POINTING, 2.6, true, new LockedCandidates(false))));

        Rating rating = rate(pointing, PUZZLE_B);

        assertThat(rating.ed()).isEqualTo(2.6);
        assertThat(rating.ep()).isEqualTo(0.0);
        assertThat(rating.er()).isEqualTo(20.0);
        assertThat(rating.steps()).isPositive();
    }

    @Test
    void ep_is_the_running_maximum_at_the_first_placement_not_that_step_own_difficulty() {
        // Without singles and the other direct kinds, puzzle B starts with five Pointings (eliminations),
        // then a Direct Claiming places a digit. Priced 3.0, the Pointings set EP above the placement's 1.9.
        Catalogue base = withoutSinglesButDirectClaiming();

        Rating dear = rate(reprice(base, TechniqueId.POINTING, 3.0), PUZZLE_B);
        Rating cheap = rate(reprice(base, TechniqueId.POINTING, 1.0), PUZZLE_B);

        assertThat(dear.ed()).isEqualTo(3.0);
        assertThat(dear.ep()).isEqualTo(3.0);
        assertThat(cheap.ed()).isEqualTo(1.0);
        assertThat(cheap.ep()).isEqualTo(1.9);
    }

    @Test
    void hardest_names_the_first_step_that_reached_the_maximum() {
        // Puzzle A has one 4.2 step; raised to 4.2, an earlier Naked Pair (3.0 in SE) comes first.
        Rating rating = rate(reprice(Catalogue.se(), TechniqueId.NAKED_PAIR, 4.2), PUZZLE_A);

        assertThat(rating.er()).isEqualTo(4.2);
        assertThat(rating.hardest()).contains(TechniqueId.NAKED_PAIR);
    }

    @Test
    void rating_is_the_same_from_several_threads() {
        Rater rater = new Rater(Catalogue.se());
        Rating alone = rater.rate(PuzzleReader.parse(PUZZLE_A));

        List<Rating> together = List.of(PUZZLE_A, PUZZLE_A, PUZZLE_A, PUZZLE_A).parallelStream()
                .map(p -> rater.rate(PuzzleReader.parse(p)))
                .toList();

        assertThat(together).containsOnly(alone);
    }

    private static Catalogue withoutSinglesButDirectClaiming() {
        return Catalogue.se()
                .withDisabled(
                        TechniqueId.FULL_HOUSE,
                        TechniqueId.HIDDEN_SINGLE_BOX,
                        TechniqueId.HIDDEN_SINGLE_LINE,
                        TechniqueId.DIRECT_POINTING,
                        TechniqueId.DIRECT_HIDDEN_PAIR,
                        TechniqueId.NAKED_SINGLE,
                        TechniqueId.DIRECT_HIDDEN_TRIPLE);
    }

    /** The catalogue with one single-kind entry priced differently. */
    private static Catalogue reprice(Catalogue catalogue, TechniqueId id, double rating) {
        List<CatalogueEntry> entries = new ArrayList<>();
        for (CatalogueEntry entry : catalogue.entries()) {
            entries.add(
                    entry.ids().equals(List.of(id))
                            ? new CatalogueEntry(id, rating, entry.enabled(), entry.technique())
                            : entry);
        }
        return new Catalogue(catalogue.name(), entries);
    }
}
