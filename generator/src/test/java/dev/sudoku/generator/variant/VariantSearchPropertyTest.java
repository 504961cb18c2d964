package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.BivalueRun;
import dev.sudoku.logic.classic.GuessEntry;
import dev.sudoku.logic.classic.GuessOutcome;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import dev.sudoku.logic.rulesearch.RuleBivalueResult;
import dev.sudoku.logic.rulesearch.RuleGuessResult;
import dev.sudoku.logic.rulesearch.RuleLogicRun;
import dev.sudoku.logic.rulesearch.RuleSearchSolver;
import dev.sudoku.logic.rulesearch.RuleTrial;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The search modes on rule sets, checked on generated puzzles of every variant (seeds 1 to N, printed in
 * the messages) against core's exact rule-set solver, which shares no code with them: the answer is the
 * puzzle's one solution, every kept guess agrees with it, every refuted guess or combination really
 * leaves the puzzle without a solution, and the log replays; logic alone places only the solution's digits
 * and keeps each empty cell's digit among its candidates.
 */
class VariantSearchPropertyTest {
    private static final Map<String, List<VariantMade>> MADE = new ConcurrentHashMap<>();
    private final RuleSearchSolver search = new RuleSearchSolver();
    private final RuleSolver exact = new RuleSolver();

    static Stream<Arguments> variants() {
        return Stream.of(
                Arguments.of(EnumSet.of(Variant.X), 9, 4),
                Arguments.of(EnumSet.of(Variant.WINDOKU), 9, 4),
                Arguments.of(EnumSet.of(Variant.JIGSAW), 9, 4),
                Arguments.of(EnumSet.of(Variant.JIGSAW), 6, 4),
                Arguments.of(EnumSet.of(Variant.ODDEVEN), 9, 3),
                Arguments.of(EnumSet.of(Variant.JIGSAW, Variant.X), 9, 3),
                Arguments.of(EnumSet.of(Variant.SAMURAI), 9, 1),
                Arguments.of(EnumSet.of(Variant.KILLER), 9, 3),
                Arguments.of(EnumSet.of(Variant.KILLER), 6, 3),
                Arguments.of(EnumSet.of(Variant.CONSECUTIVE), 9, 3),
                Arguments.of(EnumSet.of(Variant.KILLER, Variant.X), 9, 2));
    }

    /** The puzzles of seeds 1..count, made once for all the tests of this class. */
    private static List<VariantMade> made(Set<Variant> variants, int size, int count) {
        return MADE.computeIfAbsent(Variant.label(variants) + size + "/" + count, key -> {
            VariantGenerator generator = new VariantGenerator(variants, size);
            List<VariantMade> puzzles = new ArrayList<>();
            for (long seed = 1; seed <= count; seed++) {
                puzzles.add(generator.make(seed));
            }
            return puzzles;
        });
    }

    @ParameterizedTest(name = "{0} {1}x{1}")
    @MethodSource("variants")
    void guessing_finds_the_one_solution_and_every_logged_guess_tells_the_truth(
            Set<Variant> variants, int size, int count) {
        int guesses = 0;
        for (VariantMade made : made(variants, size, count)) {
            VariantPuzzle puzzle = made.puzzle();
            String seen = Variant.label(variants) + " seed " + made.seed() + " " + puzzle.line();
            RuleGuessResult result = search.guess(puzzle, 100_000);

            assertThat(result.status()).as(seen).isEqualTo(SearchStatus.SOLVED);
            assertThat(result.solution().orElseThrow()).as(seen).containsExactly(made.solution());
            List<GuessEntry> log = result.guesses();
            for (GuessEntry entry : log) {
                assertThat(entry.candidates()).as(seen).contains(entry.value());
                assertThat(entry.cellName()).isEqualTo(puzzle.rules().name(entry.cell()));
                assertThat(entry.parent()).as(seen).isLessThan(entry.number());
                int parentDepth =
                        entry.parent() == 0 ? 0 : log.get(entry.parent() - 1).depth();
                assertThat(entry.depth()).as(seen).isEqualTo(parentDepth + 1);
                List<Placement> path = path(log, entry);
                if (entry.outcome() == GuessOutcome.KEPT) {
                    assertThat(entry.value()).as(seen + " " + entry.line()).isEqualTo(made.solution()[entry.cell()]);
                    assertThat(entry.parent() == 0
                                    || log.get(entry.parent() - 1).outcome() == GuessOutcome.KEPT)
                            .as(seen + " " + entry.line())
                            .isTrue();
                }
                if (entry.outcome() == GuessOutcome.CONTRADICTION) {
                    assertThat(exactCount(puzzle, path))
                            .as(seen + " " + entry.line())
                            .isZero();
                }
            }
            assertThat(result.totals().made()).isEqualTo(log.size());
            assertThat(result.totals().kept())
                    .isEqualTo(log.stream()
                            .filter(e -> e.outcome() == GuessOutcome.KEPT)
                            .count());
            assertReplays(puzzle, log, made.solution(), seen);
            guesses += log.size();
        }
        if (size == 9) {
            // The 6x6 jigsaws of these seeds fall to logic alone; every 9x9 sample needs guesses.
            assertThat(guesses).as("the sample makes guesses").isPositive();
        }
    }

    @ParameterizedTest(name = "{0} {1}x{1}")
    @MethodSource("variants")
    void the_bivalue_search_keeps_to_its_depth_and_every_outcome_is_true(Set<Variant> variants, int size, int count) {
        for (int depth = 1; depth <= 2; depth++) {
            BivalueOptions options = BivalueOptions.DEFAULT
                    .withDepths(depth, depth)
                    .withTrace(2_000)
                    .withMaxCombinations(20_000);
            for (VariantMade made : made(variants, size, count)) {
                VariantPuzzle puzzle = made.puzzle();
                String seen = Variant.label(variants) + " seed " + made.seed() + " depth " + depth;
                RuleBivalueResult result = search.bivalue(puzzle, options);

                assertThat(result.status())
                        .as(seen)
                        .isIn(SearchStatus.SOLVED, SearchStatus.UNRESOLVED, SearchStatus.LIMIT_REACHED);
                assertThat(result.runs()).as(seen).allMatch(run -> run.depth() <= options.depth());
                assertThat(result.depthReached()).as(seen).isLessThanOrEqualTo(depth);
                for (RuleTrial trial : result.traced()) {
                    assertThat(trial.assignment()).as(seen).hasSizeBetween(1, depth);
                    long solutions = exactCount(puzzle, trial.assignment());
                    if (trial.status() == LogicStatus.CONTRADICTION) {
                        assertThat(solutions).as(seen + " " + trial).isZero();
                    } else if (trial.status() == LogicStatus.SOLVED) {
                        assertThat(solutions).as(seen + " " + trial).isEqualTo(1);
                    }
                }
                for (int[] solution : result.solutions()) {
                    assertThat(solution).as(seen).containsExactly(made.solution());
                }
                assertThat(result.combinationsTried())
                        .isEqualTo(result.runs().stream()
                                .mapToLong(BivalueRun::combinationsTried)
                                .sum());
                if (result.status() == SearchStatus.SOLVED) {
                    assertThat(result.solutions()).as(seen).hasSize(1);
                }
            }
        }
    }

    @ParameterizedTest(name = "{0} {1}x{1}")
    @MethodSource("variants")
    void logic_alone_places_only_the_solutions_digits_and_keeps_them_among_its_candidates(
            Set<Variant> variants, int size, int count) {
        for (VariantMade made : made(variants, size, count)) {
            String seen = Variant.label(variants) + " seed " + made.seed() + " "
                    + made.puzzle().line();
            RuleLogicRun run = search.logic(made.puzzle());

            assertThat(run.status()).as(seen).isIn(LogicStatus.SOLVED, LogicStatus.STUCK);
            int[] values = run.values();
            int[] candidates = run.candidates();
            for (int cell = 0; cell < values.length; cell++) {
                int digit = made.solution()[cell];
                String where = seen + " " + made.puzzle().rules().name(cell);
                if (values[cell] != 0) {
                    assertThat(values[cell]).as(where).isEqualTo(digit);
                } else {
                    assertThat(run.status()).as(where).isEqualTo(LogicStatus.STUCK);
                    assertThat(candidates[cell] & (1 << (digit - 1)))
                            .as(where + " keeps " + digit)
                            .isNotZero();
                }
            }
            if (run.status() == LogicStatus.SOLVED) {
                assertThat(values).as(seen).containsExactly(made.solution());
            }
        }
    }

    /** The values of the guess and of every guess it was made under. */
    private static List<Placement> path(List<GuessEntry> log, GuessEntry entry) {
        List<Placement> path = new ArrayList<>();
        for (GuessEntry at = entry; ; at = log.get(at.parent() - 1)) {
            path.add(new Placement(at.cell(), at.value()));
            if (at.parent() == 0) {
                return path;
            }
        }
    }

    /** The givens with the kept guesses added are solved by logic alone, to the same solution. */
    private void assertReplays(VariantPuzzle puzzle, List<GuessEntry> log, int[] solution, String seen) {
        int[] givens = puzzle.givens();
        log.stream().filter(e -> e.outcome() == GuessOutcome.KEPT).forEach(e -> givens[e.cell()] = e.value());
        RuleGuessResult replay = search.guess(new VariantPuzzle(puzzle.rules(), givens), 0);
        assertThat(replay.status()).as(seen + " replayed").isEqualTo(SearchStatus.SOLVED);
        assertThat(replay.guesses()).as(seen + " replayed").isEmpty();
        assertThat(replay.solution().orElseThrow()).as(seen + " replayed").containsExactly(solution);
    }

    /** Solutions of the puzzle with the placements added, by the exact solver (0, 1 or 2 for more). */
    private long exactCount(VariantPuzzle puzzle, List<Placement> placements) {
        int[] givens = puzzle.givens();
        for (Placement placement : placements) {
            if (givens[placement.cell()] != 0 && givens[placement.cell()] != placement.digit()) {
                return 0;
            }
            givens[placement.cell()] = placement.digit();
        }
        RuleSolveResult result = exact.solve(new VariantPuzzle(puzzle.rules(), givens), SolveLimits.countUpTo(2));
        assertThat(result.status()).isNotEqualTo(Status.UNKNOWN);
        return result.status() == Status.INVALID ? 0 : result.solutionCount();
    }
}
