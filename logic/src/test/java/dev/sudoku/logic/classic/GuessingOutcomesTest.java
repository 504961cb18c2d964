package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.TechniqueId;
import org.junit.jupiter.api.Test;

class GuessingOutcomesTest {
    private final ClassicSolver solver = new ClassicSolver(Catalogue.se().withoutChaining());

    @Test
    void puzzle_without_solution_fails_every_guess_and_says_so() {
        GuessResult result = solver.guess(parse(ClassicFixtures.NONE_AFTER_GUESSES));
        assertThat(result.status()).isEqualTo(SearchStatus.NO_SOLUTION);
        assertThat(result.solution()).isEmpty();
        assertThat(result.logic().status()).isEqualTo(LogicStatus.STUCK);
        assertThat(result.guesses()).extracting(GuessEntry::outcome).containsOnly(GuessOutcome.CONTRADICTION);
        assertThat(result.guesses())
                .hasSize(result.guesses().get(0).candidates().size());
        GuessingTest.assertLogAddsUp(result);
    }

    @Test
    void nested_guesses_below_a_wrong_guess_leave_it_abandoned() {
        GuessResult result = solver.guess(parse(ClassicFixtures.NONE_AFTER_NESTED_GUESSES));
        assertThat(result.status()).isEqualTo(SearchStatus.NO_SOLUTION);
        assertThat(result.totals().abandoned()).isPositive();
        for (GuessEntry entry : result.guesses()) {
            if (entry.outcome() == GuessOutcome.ABANDONED) {
                assertThat(result.guesses())
                        .as("guesses nested under %s", entry.line())
                        .filteredOn(nested -> nested.parent() == entry.number())
                        .isNotEmpty()
                        .extracting(GuessEntry::outcome)
                        .doesNotContain(GuessOutcome.KEPT);
            }
        }
        GuessingTest.assertLogAddsUp(result);
    }

    @Test
    void puzzle_refuted_by_logic_alone_makes_no_guess() {
        String line = ClassicFixtures.golden().stream()
                .filter(f -> f.count() == 0)
                .findFirst()
                .orElseThrow()
                .puzzle();
        GuessResult result = solver.guess(parse(line));
        assertThat(result.status()).isEqualTo(SearchStatus.NO_SOLUTION);
        assertThat(result.guesses()).isEmpty();
        assertThat(result.logic().contradiction()).isPresent();
    }

    @Test
    void several_solutions_give_the_first_found_and_claim_nothing_unless_told() {
        Grid puzzle = parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4);
        GuessResult plain = solver.guess(puzzle);
        GuessResult told = solver.guess(puzzle, GuessOptions.DEFAULT.withUniqueness(Uniqueness.NOT_UNIQUE));

        assertThat(plain.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(plain.notUnique()).isFalse();
        assertThat(told.notUnique()).isTrue();
        assertThat(told.solution()).isEqualTo(plain.solution());
        Grid solution = plain.solution().orElseThrow();
        assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                .isTrue();
        assertThat(solution.keepsGivensOf(puzzle)).isTrue();
    }

    @Test
    void guess_limit_stops_the_search_with_the_open_guesses_abandoned() {
        GuessResult result = solver.guess(parse(ClassicFixtures.HARDEST), GuessOptions.DEFAULT.withMaxGuesses(5));
        assertThat(result.status()).isEqualTo(SearchStatus.LIMIT_REACHED);
        assertThat(result.guesses()).hasSize(5);
        assertThat(result.totals().kept()).isZero();
        assertThat(result.solution()).isEmpty();
        GuessingTest.assertLogAddsUp(result);

        GuessResult none = solver.guess(parse(ClassicFixtures.HARDEST), GuessOptions.DEFAULT.withMaxGuesses(0));
        assertThat(none.status()).isEqualTo(SearchStatus.LIMIT_REACHED);
        assertThat(none.guesses()).isEmpty();
    }

    @Test
    void givens_repeating_a_digit_are_invalid() {
        GuessResult result = solver.guess(parse("55" + ClassicFixtures.EASY.substring(2)));
        assertThat(result.status()).isEqualTo(SearchStatus.INVALID);
        assertThat(result.logic().contradiction().orElseThrow().kind()).isEqualTo(Contradiction.Kind.DIGIT_TWICE);
        assertThat(result.guesses()).isEmpty();
    }

    @Test
    void uniqueness_techniques_are_switched_off_unless_the_puzzle_is_known_unique() {
        CountingTechnique rectangle = new CountingTechnique(TechniqueId.UNIQUE_RECTANGLE_TYPE_1);
        ClassicSolver withRectangle =
                new ClassicSolver(rectangle.appendedTo(Catalogue.se().withoutChaining()));
        Grid puzzle = parse(ClassicFixtures.NEEDS_GUESSING);

        GuessResult unknown = withRectangle.guess(puzzle);
        assertThat(rectangle.calls()).isZero();
        assertThat(unknown.switchedOff()).containsExactly(TechniqueId.UNIQUE_RECTANGLE_TYPE_1);

        GuessResult unique = withRectangle.guess(puzzle, GuessOptions.DEFAULT.withUniqueness(Uniqueness.UNIQUE));
        assertThat(rectangle.calls()).isPositive();
        assertThat(unique.switchedOff()).isEmpty();
        assertThat(unique.solution()).isEqualTo(unknown.solution());
    }

    @Test
    void sparse_6x6_grid_is_completed_by_guessing() {
        Grid puzzle = parse(ClassicFixtures.SIX_SPARSE);
        assertThat(puzzle.shape()).isEqualTo(new BoxShape(2, 3));
        GuessResult result = solver.guess(puzzle);
        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.totals().made()).isPositive();
        Grid solution = result.solution().orElseThrow();
        assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                .isTrue();
        assertThat(solution.keepsGivensOf(puzzle)).isTrue();
        assertThat(result.guesses().get(0).cellName()).matches("r[2-6]c[1-6]");
        GuessingTest.assertLogAddsUp(result);
    }

    @Test
    void unique_6x6_puzzle_needs_no_guess() {
        Grid puzzle = parse(ClassicFixtures.SIX_UNIQUE);
        GuessResult result = solver.guess(puzzle);
        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(result.guesses()).isEmpty();
        assertThat(result.solution()).isEqualTo(ClassicFixtures.uniqueSolution(puzzle));
        assertThat(result.pathSteps()).isEqualTo(result.logic().steps());
    }
}
