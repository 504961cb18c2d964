package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.als.AlmostLockedSets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, ALS-XY-Chain (and the Players' Forum tutorial "ALS Chains", ASI #3): sets A1 .. An, each
 * linked to the next by a restricted common that differs from the one entering it; a digit z of A1 and An
 * that is neither end's link digit leaves cells seeing all its places in both. Constructed positions fill
 * every other cell ({@link AlsPositions}); the sets are listed in index order, as the solving search walks
 * them.
 */
class AlsXyChainTest {
    // Bivalue cells r1c1 {19}, r4c1 {12}, r4c2 {23}, r7c2 {34}, r9c3 {49}; z = 9, and r1c3 sees r1c1 and
    // r9c3. Cells of one house also make larger sets: the chain shown is the first of four sets found,
    // A = r1c1 -1- B = r4c1 -2- C = r4c2 -3- D = r7c2 r9c3 {349} (3 linked in column 2).
    private static final String[] CHAIN = {"r1c1=1,9", "r4c1=1,2", "r4c2=2,3", "r7c2=3,4", "r9c3=4,9", "r1c3=5,9"};

    @Test
    void four_sets_linked_by_changing_digits_remove_z_from_the_cell_seeing_both_ends() {
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, CHAIN);
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XY-Chain: A = {r1c1} (1,9) -1- B = {r4c1} (1,2) -2- C = {r4c2} (2,3) -3- D ="
                        + " {r7c2 r9c3} (3,4,9); z = 9 => r1c3<>9");
    }

    @Test
    void the_step_records_the_sets_in_chain_order_and_the_digit_of_each_link() {
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, CHAIN);
        AlsStep step = chains(new AlmostLockedSets(), grid).get(0);
        assertThat(step.sets())
                .extracting(AlmostLockedSet::cells)
                .containsExactly(List.of(0), List.of(27), List.of(28), List.of(55, 74));
        assertThat(step.links()).containsExactly(List.of(1), List.of(2), List.of(3));
        assertThat(step.zDigits()).containsExactly(9);
        assertThat(step.eliminations()).containsExactly(new Candidate(2, 9));
        assertThat(step.highlights())
                .contains(
                        new Highlight(0, 1, Role.WEAK_LINK),
                        new Highlight(0, 9, Role.PINCER),
                        new Highlight(2, 9, Role.ELIMINATED));
    }

    @Test
    void a_target_that_misses_a_z_of_one_end_loses_nothing() {
        // D moves to r9c2: still linked to C in box 7, but r1c3 no longer sees its 9.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC, "r1c1=1,9", "r4c1=1,2", "r4c2=2,3", "r7c2=3,4", "r9c2=4,9", "r1c3=5,9");
        assertThat(chains(new AlmostLockedSets(), grid)).isEmpty();
    }

    @Test
    void a_link_on_the_digit_that_entered_the_set_breaks_the_chain() {
        // A -1- B -1- C -4- D: B = r4c12 {123} is entered and left on 1 (C = r7c1 {14}), so the four sets
        // make no chain. A and C are linked by 1 directly: that wing is ALS-XY-Wing's step, not a chain.
        CandidateGrid grid = AlsPositions.of(
                BoxShape.CLASSIC, "r1c1=1,9", "r4c1=1,2", "r4c2=2,3", "r7c1=1,4", "r9c3=4,9", "r1c3=5,9");
        List<Step> steps = Pencilmarks.all(new AlmostLockedSets(), grid);
        assertThat(steps).noneMatch(step -> step.technique() == TechniqueId.ALS_XY_CHAIN);
        assertThat(steps)
                .anyMatch(step -> step.technique() == TechniqueId.ALS_XY_WING
                        && step.eliminations().equals(List.of(new Candidate(2, 9))));
    }

    @Test
    void three_linked_sets_are_left_to_the_als_xy_wing() {
        // The ALS-XY-Wing test's position (HoDoKu docs, ALS-XY-Wing): a wing, and no chain of three sets.
        CandidateGrid grid =
                AlsPositions.of(BoxShape.CLASSIC, "r5c5=1,2", "r5c1=1,3", "r5c2=1,4", "r1c5=2,3", "r1c1=3,6");
        List<Step> steps = Pencilmarks.all(new AlmostLockedSets(), grid);
        assertThat(steps).anyMatch(step -> step.technique() == TechniqueId.ALS_XY_WING);
        assertThat(steps).noneMatch(step -> step.technique() == TechniqueId.ALS_XY_CHAIN);
    }

    @Test
    void links_both_ways_find_every_elimination_of_the_forward_search() {
        // HoDoKu's search for all steps follows links to earlier sets too; its solving search does not.
        CandidateGrid grid = AlsPositions.of(BoxShape.CLASSIC, CHAIN);
        List<List<Candidate>> forward = chains(new AlmostLockedSets(), grid).stream()
                .map(AlsStep::eliminations)
                .toList();
        List<List<Candidate>> bothWays = chains(new AlmostLockedSets(false, true), grid).stream()
                .map(AlsStep::eliminations)
                .toList();
        assertThat(forward).isNotEmpty();
        assertThat(bothWays).containsAll(forward);
    }

    @Test
    void als_xy_chain_on_a_6x6_grid() {
        // 2x3 boxes, the same shape: r1c1 {15} -1- r3c1 {12} -2- r3c2 {23} -3- r5c2 r6c3 {345} (box of rows
        // 5-6, columns 1-3); z = 5 leaves r1c3, which sees r1c1 and r6c3.
        CandidateGrid grid = AlsPositions.of(
                new BoxShape(2, 3), "r1c1=1,5", "r3c1=1,2", "r3c2=2,3", "r5c2=3,4", "r6c3=4,5", "r1c3=5,6");
        assertThat(AlsPositions.texts(new AlmostLockedSets(), grid))
                .contains("ALS-XY-Chain: A = {r1c1} (1,5) -1- B = {r3c1} (1,2) -2- C = {r3c2} (2,3) -3- D ="
                        + " {r5c2 r6c3} (3,4,5); z = 5 => r1c3<>5");
    }

    @Test
    void the_players_profile_lists_the_chain_after_the_wing_and_before_death_blossom() {
        List<TechniqueId> order = Catalogue.players().entries().stream()
                .flatMap(entry -> entry.ids().stream())
                .toList();
        assertThat(order.indexOf(TechniqueId.ALS_XY_CHAIN)).isEqualTo(order.indexOf(TechniqueId.ALS_XY_WING) + 1);
        assertThat(order.indexOf(TechniqueId.DEATH_BLOSSOM)).isEqualTo(order.indexOf(TechniqueId.ALS_XY_CHAIN) + 1);
        assertThat(Catalogue.players().rating(TechniqueId.ALS_XY_CHAIN)).isEqualTo(7.5);
    }

    private static List<AlsStep> chains(Technique technique, CandidateGrid grid) {
        return Pencilmarks.all(technique, grid).stream()
                .filter(step -> step.technique() == TechniqueId.ALS_XY_CHAIN)
                .map(AlsStep.class::cast)
                .toList();
    }
}
