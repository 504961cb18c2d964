package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.TechniqueId;
import org.junit.jupiter.api.Test;

/**
 * SE's one producer of unique rectangles and loops is a single catalogue entry accepting eight kinds: the
 * classic logic must take any of them, not only the kind that names the entry.
 */
class ClassicUniquenessStepsTest {
    /** Generated (seed 11), rated 4.5: SE's path needs a Unique Rectangle Type 3 and no chain. */
    private static final String NEEDS_UR_TYPE_3 =
            ".3.6..42..2.7..8..67...........5.....8...1.....1.3...936..4.7.8....9..4.4..5...1.";

    private final Catalogue noChains = Catalogue.se().withoutChaining();

    @Test
    void logic_only_with_se_nochains_takes_a_unique_rectangle_of_type_3_and_solves_the_puzzle() {
        Grid puzzle = parse(NEEDS_UR_TYPE_3);
        assertThat(new LogicalSolver(Catalogue.se()).solve(puzzle).counts())
                .as("the fixture's SE path")
                .containsKey(TechniqueId.UNIQUE_RECTANGLE_TYPE_3);
        UniquenessGate.Check check = UniquenessGate.check(puzzle, noChains);
        assertThat(check.uniqueness()).isEqualTo(Uniqueness.UNIQUE);

        ClassicLogicResult result = new ClassicSolver(check.catalogue()).logic(puzzle);

        assertThat(result.status()).isEqualTo(LogicStatus.SOLVED);
        assertThat(result.counts()).containsKey(TechniqueId.UNIQUE_RECTANGLE_TYPE_3);
        assertThat(result.grid())
                .isEqualTo(ClassicFixtures.uniqueSolution(puzzle).orElseThrow());
    }

    @Test
    void without_proven_uniqueness_the_same_puzzle_gets_stuck_where_the_rectangle_was_needed() {
        ClassicLogicResult result = new ClassicSolver(noChains.forUnprovenPuzzle()).logic(parse(NEEDS_UR_TYPE_3));

        assertThat(result.status()).isEqualTo(LogicStatus.STUCK);
        assertThat(result.counts().keySet()).doesNotContainAnyElementsOf(TechniqueId.uniquenessBased());
    }
}
