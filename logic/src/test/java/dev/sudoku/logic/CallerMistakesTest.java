package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.UniquenessGate;
import dev.sudoku.logic.rating.Rater;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.junit.jupiter.api.Test;

/**
 * The use cases a caller builds refuse a missing catalogue when they are made, not at their first call
 * far away, and name a missing or mismatched argument at the call.
 */
class CallerMistakesTest {
    private static final Grid PUZZLE =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    private static void refusedAsMissing(String argument, ThrowingCallable call) {
        assertThatThrownBy(call).isInstanceOf(NullPointerException.class).hasMessage(argument);
    }

    @Test
    void every_use_case_refuses_a_missing_catalogue_when_made() {
        refusedAsMissing("catalogue", () -> new Rater(null));
        refusedAsMissing("catalogue", () -> new Explainer(null));
        refusedAsMissing("catalogue", () -> new Hinter(null));
        refusedAsMissing("catalogue", () -> new LogicalSolver(null));
        refusedAsMissing("catalogue", () -> new ClassicSolver(null));
    }

    @Test
    void the_uniqueness_gate_refuses_a_missing_catalogue_instead_of_handing_it_back() {
        refusedAsMissing("catalogue", () -> UniquenessGate.check(PUZZLE, null));
    }

    @Test
    void a_missing_puzzle_is_named_at_the_call() {
        refusedAsMissing("puzzle", () -> new Rater(Catalogue.se()).rate(null));
        refusedAsMissing("puzzle", () -> new Explainer(Catalogue.se()).explain(null));
        refusedAsMissing("grid", () -> new LogicalSolver(Catalogue.se()).nextStep(null));
        refusedAsMissing("puzzle", () -> UniquenessGate.check(null, Catalogue.se()));
    }

    @Test
    void a_hint_names_missing_values_or_candidates() {
        Hinter hinter = new Hinter(Catalogue.players());
        refusedAsMissing("values", () -> hinter.hint(null, CandidateGrid.fromPuzzle(PUZZLE)));
        refusedAsMissing("grid", () -> hinter.hint(PUZZLE, null));
    }

    @Test
    void a_negative_bivalue_limit_is_named_with_its_value() {
        assertThatThrownBy(() -> BivalueOptions.DEFAULT.withMaxCombinations(-1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxCombinations must not be negative, got -1");
        assertThatThrownBy(() -> BivalueOptions.DEFAULT.withTrace(-3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("maxTraced must not be negative, got -3");
    }

    @Test
    void a_hint_refuses_candidates_of_another_box_shape_than_the_values() {
        Grid four = Grid.empty(new BoxShape(2, 2));
        assertThatThrownBy(() -> new Hinter(Catalogue.players()).hint(four, CandidateGrid.fromPuzzle(PUZZLE)))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the candidates are of a 9x9 grid (boxes 3x3) but the values of a 4x4 grid (boxes 2x2)");
    }
}
