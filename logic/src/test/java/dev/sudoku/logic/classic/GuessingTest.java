package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Masks;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class GuessingTest {
    private final ClassicSolver solver = new ClassicSolver(Catalogue.se().withoutChaining());

    @Test
    void first_guess_takes_the_cell_with_fewest_candidates_and_its_lowest_digit() {
        Grid puzzle = parse(ClassicFixtures.NEEDS_GUESSING);
        GuessResult result = solver.guess(puzzle);
        ClassicLogicResult stuck = result.logic();
        int expectedCell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            int count = Long.bitCount(stuck.candidates(cell));
            if (stuck.grid().isEmpty(cell) && count < fewest) {
                fewest = count;
                expectedCell = cell;
            }
        }
        GuessEntry first = result.guesses().get(0);
        assertThat(first.number()).isEqualTo(1);
        assertThat(first.parent()).isZero();
        assertThat(first.depth()).isEqualTo(1);
        assertThat(first.cell()).isEqualTo(expectedCell);
        assertThat(first.candidates()).hasSize(fewest);
        assertThat(first.value()).isEqualTo(Masks.firstDigit(stuck.candidates(expectedCell)));
    }

    @Test
    void on_an_empty_grid_ties_go_to_the_lowest_row_then_column_and_the_lowest_digit() {
        GuessResult result = solver.guess(Grid.empty(BoxShape.CLASSIC));
        assertThat(result.guesses().get(0).line()).isEqualTo("#1 r1c1=1 of {1,2,3,4,5,6,7,8,9} KEPT");
        // After r1c1=1, the 20 peers of r1c1 have 8 candidates; the first in reading order is r1c2.
        assertThat(result.guesses().get(1).line()).isEqualTo("#2 r1c2=2 of {2,3,4,5,6,7,8,9} (under #1) KEPT");
        assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
        assertThat(Conflicts.isValidSolution(
                        Geometry.of(BoxShape.CLASSIC), result.solution().orElseThrow()))
                .isTrue();
    }

    @Test
    void values_of_one_guess_point_are_tried_from_the_lowest_up_and_each_is_a_candidate() {
        GuessResult result = solver.guess(parse(ClassicFixtures.HARDEST));
        List<GuessEntry> log = result.guesses();
        assertThat(log).hasSizeGreaterThan(50);
        for (int i = 0; i < log.size(); i++) {
            GuessEntry entry = log.get(i);
            assertThat(entry.candidates()).contains(entry.value()).isSorted();
            GuessEntry previousAtPoint = previousAtSamePoint(log, i);
            if (previousAtPoint == null) {
                assertThat(entry.value())
                        .as(entry.line())
                        .isEqualTo(entry.candidates().get(0));
            } else {
                int index = entry.candidates().indexOf(previousAtPoint.value());
                assertThat(entry.value())
                        .as(entry.line())
                        .isEqualTo(entry.candidates().get(index + 1));
            }
        }
    }

    /** The latest earlier guess on the same cell with the same parent: the same guess point. */
    private static GuessEntry previousAtSamePoint(List<GuessEntry> log, int index) {
        GuessEntry entry = log.get(index);
        for (int i = index - 1; i >= 0; i--) {
            GuessEntry earlier = log.get(i);
            if (earlier.parent() == entry.parent() && earlier.cell() == entry.cell()) {
                return earlier;
            }
            if (earlier.number() == entry.parent()) {
                return null;
            }
        }
        return null;
    }

    @Test
    void a_contradiction_rolls_back_to_the_most_recent_guess_with_an_untried_value() {
        GuessResult result = solver.guess(parse(ClassicFixtures.HARDEST));
        List<GuessEntry> log = result.guesses();
        int checked = 0;
        for (int i = 0; i + 1 < log.size(); i++) {
            if (log.get(i).outcome() != GuessOutcome.CONTRADICTION) {
                continue;
            }
            GuessEntry next = log.get(i + 1);
            // Walk up from the failed guess; every guess point passed over must have no value left, and
            // the guess it belongs to is ABANDONED; the next guess is the next value of the first point
            // with one left.
            GuessEntry member = log.get(i);
            while (!(next.parent() == member.parent() && next.cell() == member.cell())) {
                assertThat(member.value())
                        .as("no value left after %s", member.line())
                        .isEqualTo(member.candidates().get(member.candidates().size() - 1));
                assertThat(member.parent())
                        .as("%s has an ancestor to return to", member.line())
                        .isPositive();
                member = log.get(member.parent() - 1);
                assertThat(member.outcome()).isEqualTo(GuessOutcome.ABANDONED);
            }
            assertThat(next.value()).isGreaterThan(member.value());
            checked++;
        }
        assertThat(checked).isEqualTo(result.totals().rollBacks()).isPositive();
    }

    static Stream<ClassicFixtures.Fixture> fixtures() {
        return ClassicFixtures.all().stream();
    }

    @ParameterizedTest
    @MethodSource("fixtures")
    void solutions_are_valid_keep_the_givens_and_the_log_adds_up(ClassicFixtures.Fixture fixture) {
        Grid puzzle = parse(fixture.puzzle());
        GuessResult result = solver.guess(puzzle);
        if (fixture.count() == 0) {
            assertThat(result.status()).isEqualTo(SearchStatus.NO_SOLUTION);
            assertThat(result.solution()).isEmpty();
        } else {
            assertThat(result.status()).isEqualTo(SearchStatus.SOLVED);
            Grid solution = result.solution().orElseThrow();
            assertThat(Conflicts.isValidSolution(Geometry.of(puzzle.shape()), solution))
                    .isTrue();
            assertThat(solution.keepsGivensOf(puzzle)).isTrue();
            if (fixture.count() == 1) {
                assertThat(solution)
                        .isEqualTo(ClassicFixtures.uniqueSolution(puzzle).orElseThrow());
                assertKeptAndTopLevelContradictionsAgreeWith(result, solution);
            }
        }
        assertLogAddsUp(result);
    }

    private static void assertKeptAndTopLevelContradictionsAgreeWith(GuessResult result, Grid solution) {
        for (GuessEntry entry : result.guesses()) {
            if (entry.outcome() == GuessOutcome.KEPT) {
                assertThat(entry.value()).as(entry.line()).isEqualTo(solution.get(entry.cell()));
            }
            if (entry.outcome() != GuessOutcome.KEPT && entry.parent() == 0) {
                assertThat(entry.value()).as(entry.line()).isNotEqualTo(solution.get(entry.cell()));
            }
        }
    }

    static void assertLogAddsUp(GuessResult result) {
        GuessTotals totals = result.totals();
        List<GuessEntry> log = result.guesses();
        assertThat(totals.made()).isEqualTo(log.size());
        assertThat(totals.kept()).isEqualTo(count(log, GuessOutcome.KEPT));
        assertThat(totals.contradicted()).isEqualTo(count(log, GuessOutcome.CONTRADICTION));
        assertThat(totals.abandoned()).isEqualTo(count(log, GuessOutcome.ABANDONED));
        assertThat(totals.kept() + totals.contradicted() + totals.abandoned()).isEqualTo(totals.made());
        long steps = result.logic().steps().size();
        long cycles = result.logic().cycles();
        long pathSteps =
                result.status() == SearchStatus.SOLVED ? result.logic().steps().size() : 0;
        int previousKept = 0;
        for (int i = 0; i < log.size(); i++) {
            GuessEntry entry = log.get(i);
            assertThat(entry.number()).isEqualTo(i + 1);
            assertThat(entry.parent()).isLessThan(entry.number());
            steps += entry.steps();
            cycles += entry.cycles();
            if (entry.outcome() == GuessOutcome.KEPT) {
                assertThat(entry.parent()).as("kept guesses form one chain").isEqualTo(previousKept);
                previousKept = entry.number();
                pathSteps += entry.steps();
            }
        }
        assertThat(totals.stepsApplied()).isEqualTo(steps);
        assertThat(totals.cycles()).isEqualTo(cycles);
        assertThat(result.pathSteps()).hasSize((int) pathSteps);
        switch (result.status()) {
            case SOLVED -> assertThat(totals.rollBacks()).isEqualTo(totals.contradicted());
            case NO_SOLUTION -> {
                assertThat(totals.kept()).isZero();
                assertThat(totals.rollBacks()).isEqualTo(Math.max(0, totals.contradicted() - 1));
            }
            default -> assertThat(totals.kept()).isZero();
        }
    }

    private static long count(List<GuessEntry> log, GuessOutcome outcome) {
        return log.stream().filter(e -> e.outcome() == outcome).count();
    }
}
