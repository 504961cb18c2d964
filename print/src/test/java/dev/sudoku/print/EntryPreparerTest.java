package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.util.Optional;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

class EntryPreparerTest {
    /** SE rating spec, worked example 9.1: rated 4.2/1.2/1.2 by Sudoku Explainer (Difficult). */
    private static final String SE_EXAMPLE =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";

    private final EntryPreparer preparer = new EntryPreparer();

    @Test
    void a_puzzle_without_a_level_is_rated_and_solved() {
        Grid puzzle = PuzzleReader.parse(SE_EXAMPLE);
        Preparation.Ready ready = (Preparation.Ready)
                preparer.prepare(puzzle, Optional.empty(), Optional.empty(), OptionalDouble.empty());
        assertThat(ready.level()).isEqualTo(Level.DIFFICULT);
        assertThat(ready.rating()).hasValueCloseTo(4.2, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(ready.solution().isComplete()).isTrue();
        assertThat(ready.solution().keepsGivensOf(puzzle)).isTrue();
        assertThat(ready.numbered(7).number()).isEqualTo(7);
    }

    @Test
    void a_level_given_with_the_puzzle_is_kept_and_an_er_alone_names_the_level() {
        Grid puzzle = PuzzleReader.parse(SE_EXAMPLE);
        Preparation given =
                preparer.prepare(puzzle, Optional.empty(), Optional.of(Level.EXTREME), OptionalDouble.empty());
        assertThat(((Preparation.Ready) given).level()).isEqualTo(Level.EXTREME);
        Preparation fromEr = preparer.prepare(puzzle, Optional.empty(), Optional.empty(), OptionalDouble.of(6.6));
        assertThat(((Preparation.Ready) fromEr).level()).isEqualTo(Level.DIABOLICAL);
    }

    @Test
    void levels_are_named_on_the_scale_given() {
        Grid puzzle = PuzzleReader.parse(SE_EXAMPLE);
        EntryPreparer harder = new EntryPreparer(LevelScale.DEFAULT.with("difficult=4.0,diabolical=6.6"));
        Preparation rated = harder.prepare(puzzle, Optional.empty(), Optional.empty(), OptionalDouble.empty());
        assertThat(((Preparation.Ready) rated).level()).isEqualTo(Level.FIENDISH);
        Preparation fromEr = harder.prepare(puzzle, Optional.empty(), Optional.empty(), OptionalDouble.of(6.7));
        assertThat(((Preparation.Ready) fromEr).level()).isEqualTo(Level.EXTREME);
    }

    @Test
    void puzzles_without_exactly_one_solution_are_refused_with_the_reason() {
        Grid several = PuzzleReader.parse("." + SE_EXAMPLE.substring(1).replaceFirst("7", "."));
        Grid none = PuzzleReader.parse("3" + SE_EXAMPLE.substring(1));
        assertThat(preparer.prepare(several, Optional.empty(), Optional.empty(), OptionalDouble.empty()))
                .isEqualTo(new Preparation.Refused("more than one solution"));
        assertThat(preparer.prepare(none, Optional.empty(), Optional.empty(), OptionalDouble.empty()))
                .isEqualTo(new Preparation.Refused("no solution"));
    }

    @Test
    void a_repeated_digit_is_refused_naming_the_cells() {
        Grid invalid = PuzzleReader.parse("22" + SE_EXAMPLE.substring(2));
        Preparation refused = preparer.prepare(invalid, Optional.empty(), Optional.empty(), OptionalDouble.empty());
        assertThat(((Preparation.Refused) refused).reason()).contains("r1c1").contains("r1c2");
    }

    @Test
    void a_given_solution_that_is_not_the_puzzles_is_refused() {
        Grid puzzle = PuzzleReader.parse(SE_EXAMPLE);
        Preparation.Ready ready = (Preparation.Ready)
                preparer.prepare(puzzle, Optional.empty(), Optional.of(Level.EASY), OptionalDouble.empty());
        Grid right = ready.solution();
        // Any grid other than the one solution is refused, even one that keeps the givens.
        int a = right.get(1);
        Grid wrong = right.with(1, a == 9 ? 1 : a + 1);
        assertThat(preparer.prepare(puzzle, Optional.of(right), Optional.of(Level.EASY), OptionalDouble.empty()))
                .isInstanceOf(Preparation.Ready.class);
        assertThat(preparer.prepare(puzzle, Optional.of(wrong), Optional.of(Level.EASY), OptionalDouble.empty()))
                .isEqualTo(new Preparation.Refused("the solution given with the puzzle is not its solution"));
    }

    @Test
    void a_missing_level_scale_is_refused_when_the_preparer_is_made() {
        assertThatThrownBy(() -> new EntryPreparer(null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("levels");
    }
}
