package dev.sudoku.logic.rulesearch;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Samurai;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import java.time.Duration;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search modes on rule sets against core's exact rule-set solver, on random puzzles of every variant
 * (seed printed in the messages): logic never removes a digit of a known solution, guessing solves
 * exactly the puzzles that have a solution, and the budgets and bad givens end the search as documented.
 */
class RuleSearchSolverTest {
    private static final long SEED = 20261129L;
    /** An X-Sudoku with one solution that logic alone does not finish. */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    private final RuleSearchSolver search = new RuleSearchSolver();
    private final RuleSolver exact = new RuleSolver();

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(EnumSet.noneOf(Variant.class), 6),
                Arguments.of(EnumSet.of(Variant.X), 9),
                Arguments.of(EnumSet.of(Variant.WINDOKU), 9),
                Arguments.of(EnumSet.of(Variant.JIGSAW), 6),
                Arguments.of(EnumSet.of(Variant.JIGSAW), 9),
                Arguments.of(EnumSet.of(Variant.JIGSAW, Variant.X), 9),
                Arguments.of(EnumSet.of(Variant.ODDEVEN), 9),
                Arguments.of(EnumSet.of(Variant.ODDEVEN, Variant.WINDOKU), 9),
                Arguments.of(EnumSet.of(Variant.KILLER), 6),
                Arguments.of(EnumSet.of(Variant.KILLER), 9),
                Arguments.of(EnumSet.of(Variant.CONSECUTIVE), 9),
                Arguments.of(EnumSet.of(Variant.KILLER, Variant.CONSECUTIVE, Variant.X), 9));
    }

    @ParameterizedTest(name = "{0} {1}x{1}")
    @MethodSource("variants")
    void logic_never_removes_a_digit_of_a_solution_and_narrowing_steps_fire(Set<Variant> variants, int size) {
        Random random = new Random(SEED + Variant.label(variants).hashCode() + size);
        int checked = 0;
        int narrowingSteps = 0;
        for (int attempt = 0; checked < 40 && attempt < 400; attempt++) {
            RulePuzzles.Drawn drawn = RulePuzzles.draw(variants, size, 0.2 + 0.2 * random.nextDouble(), random);
            if (drawn == null) {
                continue;
            }
            String seen = "seed " + SEED + " " + drawn.puzzle();
            RulePosition position =
                    RulePosition.of(new RuleTables(drawn.puzzle().rules()), drawn.puzzle());
            int filledBefore = filled(position);
            RuleLogic.Run run = RuleLogic.run(position);

            assertThat(run.status()).as(seen).isNotEqualTo(LogicStatus.CONTRADICTION);
            for (int cell = 0; cell < drawn.solution().length; cell++) {
                int digit = drawn.solution()[cell];
                assertThat(position.value(cell) == digit || position.value(cell) == 0 && position.has(cell, digit))
                        .as("%s: %s keeps %d", seen, drawn.puzzle().rules().name(cell), digit)
                        .isTrue();
            }
            // Each step places one single or applies one narrowing step (cage sum, consecutive pair, locked
            // candidates).
            narrowingSteps += run.steps() - (filled(position) - filledBefore);
            checked++;
        }
        assertThat(checked).isEqualTo(40);
        assertThat(narrowingSteps).as("narrowing steps fire in the sample").isPositive();
    }

    @ParameterizedTest(name = "{0} {1}x{1}")
    @MethodSource("variants")
    void guessing_solves_exactly_the_puzzles_that_have_a_solution(Set<Variant> variants, int size) {
        Random random = new Random(SEED + 7 * Variant.label(variants).hashCode() + size);
        int[] byStatus = new int[SearchStatus.values().length];
        for (int attempt = 0, checked = 0; checked < 30 && attempt < 300; attempt++) {
            RulePuzzles.Drawn drawn = RulePuzzles.draw(variants, size, 0.25 + 0.2 * random.nextDouble(), random);
            if (drawn == null) {
                continue;
            }
            VariantPuzzle puzzle = random.nextBoolean() ? drawn.puzzle() : changedGiven(drawn.puzzle(), random);
            String seen = "seed " + SEED + " " + puzzle;
            RuleSolveResult counted = exact.solve(puzzle, SolveLimits.countUpTo(1));
            RuleGuessResult guessed = search.guess(puzzle, 1_000_000);

            switch (counted.status()) {
                case INVALID -> assertThat(guessed.status()).as(seen).isEqualTo(SearchStatus.INVALID);
                case NONE -> assertThat(guessed.status()).as(seen).isEqualTo(SearchStatus.NO_SOLUTION);
                default -> {
                    assertThat(guessed.status()).as(seen).isEqualTo(SearchStatus.SOLVED);
                    assertSolves(puzzle, guessed.solution().orElseThrow(), seen);
                }
            }
            byStatus[guessed.status().ordinal()]++;
            checked++;
        }
        assertThat(byStatus[SearchStatus.SOLVED.ordinal()])
                .as("the sample has solvable puzzles")
                .isPositive();
    }

    @Test
    void a_samurai_is_solved_by_both_searches_to_the_exact_solvers_solution() throws Exception {
        String text =
                java.nio.file.Files.readString(java.nio.file.Path.of("../cli/src/test/resources/fixtures/samurai.txt"));
        VariantPuzzle puzzle = ((dev.sudoku.core.rules.VariantEntry.Puzzle)
                        new dev.sudoku.core.rules.VariantReader(EnumSet.of(Variant.SAMURAI))
                                .read(text)
                                .get(0))
                .puzzle();
        int[] solution = exact.solve(puzzle).solution().orElseThrow();

        assertThat(puzzle.rules()).isEqualTo(Samurai.rules());
        assertThat(search.guess(puzzle, 10_000).solution().orElseThrow()).containsExactly(solution);
        assertThat(search.bivalue(puzzle, BivalueOptions.DEFAULT).solutions()).containsExactly(solution);
    }

    @Test
    void the_guess_budget_stops_the_search_before_the_guess_past_it() {
        VariantPuzzle puzzle = x(X);
        RuleGuessResult none = search.guess(puzzle, 0);
        RuleGuessResult three = search.guess(puzzle, 3);

        assertThat(none.status()).isEqualTo(SearchStatus.LIMIT_REACHED);
        assertThat(none.guesses()).isEmpty();
        assertThat(three.status()).isEqualTo(SearchStatus.LIMIT_REACHED);
        assertThat(three.totals().made()).isEqualTo(3);
        assertThat(search.guess(puzzle, 100).status()).isEqualTo(SearchStatus.SOLVED);
    }

    @Test
    void the_time_budget_cancels_a_search() {
        VariantPuzzle puzzle = x(X);
        assertThatThrownBy(() -> SearchBudget.within(Duration.ofNanos(1), () -> search.guess(puzzle, 100)))
                .isInstanceOf(SearchCancelledException.class);
    }

    @Test
    void givens_that_break_a_rule_are_invalid_naming_the_house_and_cells() {
        String twice = "5.......5" + ".".repeat(72);
        RuleGuessResult guessed = search.guess(x(twice), 100);
        RuleBivalueResult bivalue = search.bivalue(x(twice), BivalueOptions.DEFAULT);

        assertThat(guessed.status()).isEqualTo(SearchStatus.INVALID);
        assertThat(guessed.logic().contradiction()).contains("digit 5 appears twice in row 1: r1c1 and r1c9");
        assertThat(bivalue.status()).isEqualTo(SearchStatus.INVALID);
    }

    @Test
    void the_bivalue_search_goes_no_deeper_than_the_retry_depth_and_counts_every_combination() {
        RuleBivalueResult result = search.bivalue(x(X), BivalueOptions.DEFAULT.withTrace(10_000));

        assertThat(result.runs()).isNotEmpty().allMatch(run -> run.depth() <= 4);
        assertThat(result.traced()).hasSize((int) result.combinationsTried());
        assertThat(result.traced()).allMatch(trial -> trial.assignment().size() <= 4);
        assertThat(result.depthReached())
                .isLessThanOrEqualTo(result.bivalueCells().size());
    }

    private static VariantPuzzle x(String line) {
        int[] givens = line.chars().map(c -> c == '.' ? 0 : c - '0').toArray();
        return new VariantPuzzle(RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty()), givens);
    }

    private static int filled(RulePosition position) {
        int count = 0;
        for (int cell = 0; cell < position.tables().cellCount(); cell++) {
            count += position.value(cell) != 0 ? 1 : 0;
        }
        return count;
    }

    /** A copy with one given changed to another digit, or one empty cell given: often no solution left. */
    private static VariantPuzzle changedGiven(VariantPuzzle puzzle, Random random) {
        int[] givens = puzzle.givens();
        int cell = random.nextInt(givens.length);
        givens[cell] = 1
                + (givens[cell] + random.nextInt(puzzle.rules().digits() - 1))
                        % puzzle.rules().digits();
        return new VariantPuzzle(puzzle.rules(), givens);
    }

    /** The grid keeps the givens, the marks (checked by the exact solver) and every house. */
    private void assertSolves(VariantPuzzle puzzle, int[] grid, String seen) {
        for (int cell = 0; cell < grid.length; cell++) {
            if (puzzle.given(cell) != 0) {
                assertThat(grid[cell]).as(seen).isEqualTo(puzzle.given(cell));
            }
        }
        for (RuleHouse house : puzzle.rules().houses()) {
            assertThat(Arrays.stream(house.cells()).map(c -> grid[c]).distinct().count())
                    .as(seen + " " + house.name())
                    .isEqualTo(puzzle.rules().digits());
        }
        assertThat(exact.solve(new VariantPuzzle(puzzle.rules(), grid)).status())
                .as(seen)
                .isEqualTo(Status.SOLVED);
    }
}
