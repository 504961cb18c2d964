package dev.sudoku.logic;

import static dev.sudoku.logic.ChainFixtures.empty;
import static dev.sudoku.logic.ChainFixtures.only;
import static dev.sudoku.logic.ChainFixtures.pair;
import static dev.sudoku.logic.ChainFixtures.remove;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.chains.NiceLoops;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, "Chains and Loops": AIC (both ends one digit; ends of two digits seeing each other), the
 * Continuous Nice Loop (every weak link becomes strong) and the three Discontinuous Nice Loop rules (two
 * strong links at the start: place it; two weak links: remove it; a weak and a strong link of two digits:
 * remove the weak one's digit). Each chain is built on an otherwise empty grid, so its strong links are the
 * only ones apart from those the emptied houses make.
 */
class NiceLoopsTest {
    private static final NiceLoops PLAIN = new NiceLoops(false);

    /** Row 1 pair of 1s, column 4 places of 5, r3c7 = {1,5}: with two places, (1)r1c1 or (1)r3c7 is 1. */
    private static CandidateGrid sameDigitEnds(String... fives) {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", fives);
        pair(grid, 1, 5, "r3c7");
        return grid;
    }

    @Test
    void aic_with_both_ends_on_one_digit_removes_it_from_the_cells_seeing_both_ends() {
        // Only r3c1..r3c3 see r1c1 (box 1) and r3c7 (row 3); the chain changes digit twice.
        assertThat(texts(TechniqueId.AIC, sameDigitEnds("r1c4", "r3c4")))
                .containsExactly("AIC: (1)r1c1=(1)r1c4-(5)r1c4=(5)r3c4-(5)r3c7=(1)r3c7 => r3c1,r3c2,r3c3<>1");
    }

    @Test
    void a_third_place_of_the_middle_digit_breaks_the_aic() {
        CandidateGrid grid = sameDigitEnds("r1c4", "r3c4", "r6c4");
        assertThat(texts(TechniqueId.AIC, grid)).isEmpty();
        assertThat(Pencilmarks.all(PLAIN, grid))
                .noneMatch(s -> s.eliminations().contains(new Candidate(ChainFixtures.cell(grid, "r3c2"), 1)));
    }

    @Test
    void aic_with_ends_on_two_digits_seeing_each_other_removes_each_digit_from_the_other_end() {
        // HoDoKu's AIC type 2: (1)r1c1 or (5)r3c2 is true, and they share box 1.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r7c4");
        only(grid, 5, "c2", "r7c2", "r3c2");
        assertThat(texts(TechniqueId.AIC, grid))
                .contains("AIC: (1)r1c1=(1)r1c4-(5)r1c4=(5)r7c4-(5)r7c2=(5)r3c2 => r3c2<>1, r1c1<>5");
    }

    /** The loop (1)r1c1=(1)r1c4-(5)r1c4=(5)r4c4-(5)r4c1=(1)r4c1-(1)r1c1, r4c1 = {1,5}. */
    private static CandidateGrid loop() {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r4c4");
        pair(grid, 1, 5, "r4c1");
        return grid;
    }

    @Test
    void continuous_nice_loop_clears_the_houses_and_cell_of_its_weak_links() {
        // Weak links: 1 and 5 inside r1c4 (its other digits go), 5 in row 4, 1 in column 1.
        assertThat(texts(TechniqueId.CONTINUOUS_NICE_LOOP, loop()))
                .containsExactly("Continuous Nice Loop: (1)r1c4=(1)r1c1-(1)r4c1=(5)r4c1-(5)r4c4=(5)r1c4-(1)r1c4"
                        + " => r2c1,r3c1,r5c1,r6c1,r7c1,r8c1,r9c1<>1, r1c4<>2, r1c4<>3, r1c4<>4,"
                        + " r4c2,r4c3,r4c5,r4c6,r4c7,r4c8,r4c9<>5, r1c4<>6, r1c4<>7, r1c4<>8, r1c4<>9");
    }

    @Test
    void a_third_digit_in_the_closing_cell_leaves_the_loop_open() {
        // r4c1 = {1,5,7}: 5 false there no longer makes 1 true.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r4c4");
        for (int d : new int[] {2, 3, 4, 6, 8, 9}) {
            remove(grid, d, "r4c1");
        }
        assertThat(texts(TechniqueId.CONTINUOUS_NICE_LOOP, grid)).isEmpty();
    }

    /**
     * Strong links 1 in row 1, 5 in row 1, 1 in column 1, and 5 in row 7 when it has only {@code fives}:
     * r1c1 false would make it true.
     */
    private static CandidateGrid placing(String... fives) {
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "r1", "r1c4", "r1c7");
        only(grid, 5, "r7", fives);
        only(grid, 1, "c1", "r1c1", "r7c1");
        return grid;
    }

    @Test
    void two_strong_links_meeting_at_the_start_place_its_digit() {
        List<Step> loops = steps(TechniqueId.DISCONTINUOUS_NICE_LOOP, placing("r7c1", "r7c7"));
        Step placement = loops.stream()
                .filter(s -> !s.placements().isEmpty())
                .findFirst()
                .orElseThrow();
        assertThat(new StepText(9).describe(placement))
                .isEqualTo("Discontinuous Nice Loop: (1)r1c1=(1)r1c4-(5)r1c4=(5)r1c7-(5)r7c7=(5)r7c1-(1)r7c1=(1)r1c1"
                        + " => r1c1=1");
        assertThat(placement.eliminations()).isEmpty();
        assertThat(placement.highlights()).contains(new Highlight(0, 1, Role.PLACED));
    }

    @Test
    void a_third_place_in_row_7_leaves_nothing_to_place() {
        CandidateGrid grid = placing("r7c1", "r7c5", "r7c7");
        assertThat(steps(TechniqueId.DISCONTINUOUS_NICE_LOOP, grid))
                .allMatch(s -> s.placements().isEmpty());
    }

    @Test
    void two_weak_links_meeting_at_a_candidate_remove_it() {
        // As the first AIC, but the ends r1c1 and r5c7 share only r5c1: one removal, written as the loop.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r5c4");
        pair(grid, 1, 5, "r5c7");
        assertThat(texts(TechniqueId.DISCONTINUOUS_NICE_LOOP, grid))
                .containsExactly("Discontinuous Nice Loop:"
                        + " (1)r5c1-(1)r5c7=(5)r5c7-(5)r5c4=(5)r1c4-(1)r1c4=(1)r1c1-(1)r5c1 => r5c1<>1");
        assertThat(texts(TechniqueId.AIC, grid)).isEmpty();
    }

    @Test
    void a_weak_and_a_strong_link_of_two_digits_remove_the_weak_links_digit() {
        // The type 2 ends (1)r1c1 and (5)r3c1 share column 1, but r1c1 holds no 5: only r3c1<>1 is left.
        CandidateGrid grid = empty(BoxShape.CLASSIC);
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r7c4");
        only(grid, 5, "c1", "r7c1", "r3c1");
        // (The 5s seeing both r1c4 and r3c1 go too, each by its own loop.)
        assertThat(texts(TechniqueId.DISCONTINUOUS_NICE_LOOP, grid).stream().filter(text -> text.endsWith("<>1")))
                .containsExactly("Discontinuous Nice Loop:"
                        + " (1)r3c1-(1)r1c1=(1)r1c4-(5)r1c4=(5)r7c4-(5)r7c1=(5)r3c1 => r3c1<>1");
    }

    @Test
    void steps_come_shortest_chain_first() {
        List<Integer> lengths = Pencilmarks.all(PLAIN, placing("r7c1", "r7c7")).stream()
                .map(s -> ((ChainStep) s).links().size())
                .toList();
        assertThat(lengths).isNotEmpty().isSorted();
    }

    @Test
    void aic_on_a_6x6_grid() {
        // 2x3 boxes: r2c2, r3c1 and r4c1 see r1c1 (box 1 or column 1) and r4c2 (box 3, row 4 or column 2).
        CandidateGrid grid = empty(new BoxShape(2, 3));
        only(grid, 1, "r1", "r1c1", "r1c4");
        only(grid, 5, "c4", "r1c4", "r4c4");
        pair(grid, 1, 5, "r4c2");
        assertThat(texts(TechniqueId.AIC, grid))
                .containsExactly("AIC: (1)r1c1=(1)r1c4-(5)r1c4=(5)r4c4-(5)r4c2=(1)r4c2 => r2c2,r3c1,r4c1<>1");
    }

    static List<Step> steps(TechniqueId id, CandidateGrid grid) {
        return Pencilmarks.all(PLAIN, grid).stream()
                .filter(s -> s.technique() == id)
                .toList();
    }

    static List<String> texts(TechniqueId id, CandidateGrid grid) {
        StepText text = new StepText(grid.size());
        return steps(id, grid).stream().map(text::describe).toList();
    }
}
