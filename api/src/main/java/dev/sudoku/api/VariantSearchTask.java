package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.GuessJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.LogicStatus;
import dev.sudoku.logic.classic.SearchStatus;
import dev.sudoku.logic.rulesearch.RuleBivalueResult;
import dev.sudoku.logic.rulesearch.RuleGuessResult;
import dev.sudoku.logic.rulesearch.RuleLogicRun;
import dev.sudoku.logic.rulesearch.RuleSearchSolver;
import dev.sudoku.logic.rulesearch.RuleTrial;
import java.util.List;

/**
 * {@code solve --variant V --logic-only | --search guess | --search bivalue}: the classic solvers' modes on
 * rule sets, with the classic modes' statuses and fields. Each puzzle is first counted by the exact
 * rule-set solver, so a puzzle without exactly one solution is NONE or MULTIPLE whatever logic or the
 * search reached; otherwise the status is SOLVED, STUCK (logic only, with the position reached and its
 * candidates), UNRESOLVED (bivalue) or TIMEOUT (the time or work budget). One per thread.
 */
public final class VariantSearchTask {
    /** The most bivalue combinations a trace lists, as for classic puzzles. */
    private static final int MAX_TRACED = 2_000;

    private final VariantSearchOptions options;
    private final RuleSearchSolver search = new RuleSearchSolver();
    private final RuleSolver exact = new RuleSolver();
    private final String variant;

    public VariantSearchTask(VariantSearchOptions options) {
        this.options = options;
        this.variant = Variant.label(options.variants());
    }

    public View view() {
        return switch (options.mode()) {
            case LOGIC_ONLY -> View.SOLVE_VARIANT_LOGIC_ONLY;
            case GUESS -> View.SOLVE_VARIANT_GUESS;
            case BIVALUE -> View.SOLVE_VARIANT_BIVALUE;
        };
    }

    public Report run(Origin origin, VariantEntry entry) {
        return VariantReports.read(view(), origin, options.mode().word(), variant, entry, this::timed);
    }

    private Report timed(Report.Builder report, VariantPuzzle puzzle, long start) {
        try {
            Report.Builder done = TimeLimit.within(options.limit(), () -> solve(report, puzzle));
            return done.with(Field.MICROS, Reports.microsSince(start)).build();
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            return report.status(ResultStatus.TIMEOUT)
                    .with(
                            Field.ERROR,
                            "the " + options.mode().word() + " solve did not finish within "
                                    + options.limit().orElseThrow())
                    .with(Field.MICROS, Reports.microsSince(start))
                    .build();
        }
    }

    private Report.Builder solve(Report.Builder report, VariantPuzzle puzzle) {
        RuleSolveResult counted = exact.solve(puzzle, SearchBudget.bounded(SolveLimits.UNIQUENESS));
        if (counted.status() == Status.INVALID) {
            return report.status(ResultStatus.INVALID).with(Field.ERROR, counted.message());
        }
        Verdict verdict = Verdict.of(counted.status());
        report.with(Field.SOLUTIONS, verdict.solutions());
        // Known before logic runs (the only solution, or the first found of several), so a report where logic
        // stops short still carries it; a search that finds one of its own sets its own.
        if (counted.status() == Status.SOLVED || counted.status() == Status.MULTIPLE) {
            counted.solution().ifPresent(known -> report.with(Field.SOLUTION, VariantText.line(known)));
        }
        return switch (options.mode()) {
            case LOGIC_ONLY -> logicOnly(report, puzzle, verdict);
            case GUESS -> guess(report, puzzle, verdict);
            case BIVALUE -> bivalue(report, puzzle, verdict);
        };
    }

    /** As the classic logic-only mode: SOLVED, or STUCK with the values and candidates logic reached. */
    private Report.Builder logicOnly(Report.Builder report, VariantPuzzle puzzle, Verdict verdict) {
        RuleLogicRun result = search.logic(puzzle);
        boolean solved = result.status() == LogicStatus.SOLVED;
        String grid = VariantText.line(result.values());
        report.with(Field.GRID, grid)
                .with(
                        Field.CANDIDATES,
                        solved
                                ? null
                                : Positions.candidateLine(
                                        result.values(),
                                        result.candidates(),
                                        puzzle.rules().digits()))
                .with(Field.CYCLES, result.cycles())
                .with(Field.STEP_COUNT, result.steps())
                .with(Field.CONTRADICTION, result.contradiction().orElse(null));
        if (solved) {
            return report.status(ResultStatus.SOLVED).with(Field.SOLUTION, grid);
        }
        return verdict.fail(report, ResultStatus.STUCK, "logic runs out before the grid is full");
    }

    private Report.Builder guess(Report.Builder report, VariantPuzzle puzzle, Verdict verdict) {
        RuleGuessResult result = search.guess(puzzle, options.maxWork());
        report.with(Field.CYCLES, result.totals().cycles())
                .with(Field.STEP_COUNT, result.totals().stepsApplied())
                .with(Field.GUESSES, result.totals().made())
                .with(Field.KEPT, result.totals().kept())
                .with(Field.ROLLBACKS, result.totals().rollBacks())
                .with(
                        Field.TRACE,
                        options.trace() ? TraceNodes.guesses(result.guesses(), VariantSearchTask::symbol) : null)
                .with(
                        Field.GRID,
                        VariantText.line(result.solution().orElse(result.logic().values())))
                .with(Field.CONTRADICTION, result.logic().contradiction().orElse(null));
        result.solution().ifPresent(solution -> report.with(Field.SOLUTION, VariantText.line(solution)));
        return finish(report, result.status(), verdict, "guess budget of " + options.maxWork() + " exhausted", 0);
    }

    private Report.Builder bivalue(Report.Builder report, VariantPuzzle puzzle, Verdict verdict) {
        int depth = options.depth().orElse(BivalueOptions.DEFAULT.depth());
        int retry = options.depth().isPresent() ? depth : Math.max(depth, BivalueOptions.DEFAULT.retryDepth());
        BivalueOptions bivalue = BivalueOptions.DEFAULT
                .withDepths(depth, retry)
                .withMaxCombinations(options.maxWork())
                .withTrace(options.trace() ? MAX_TRACED : 0);
        RuleBivalueResult result = search.bivalue(puzzle, bivalue);
        int[] reached =
                result.solutions().stream().findFirst().orElse(result.logic().values());
        report.with(Field.CYCLES, result.cycles())
                .with(Field.STEP_COUNT, result.stepsApplied())
                .with(Field.COMBINATIONS, result.combinationsTried())
                .with(Field.DEPTH, result.depthReached())
                .with(Field.TRACE, options.trace() ? combinations(puzzle, result.traced()) : null)
                .with(Field.GRID, VariantText.line(reached))
                .with(Field.CONTRADICTION, result.logic().contradiction().orElse(null));
        result.solutions().stream()
                .findFirst()
                .ifPresent(solution -> report.with(Field.SOLUTION, VariantText.line(solution)));
        String budget = "combination budget of " + options.maxWork() + " exhausted";
        return finish(report, result.status(), verdict, budget, result.depthReached());
    }

    /** The status: the exact verdict first when the puzzle has not one solution, else what the search reached. */
    private static Report.Builder finish(
            Report.Builder report, SearchStatus status, Verdict verdict, String budget, int depth) {
        return switch (status) {
            case SOLVED -> verdict.solved(report);
            case NO_SOLUTION -> verdict.fail(report, ResultStatus.NONE, "no solution");
            case LIMIT_REACHED -> verdict.fail(report, ResultStatus.TIMEOUT, budget);
            case UNRESOLVED -> verdict.fail(
                    report, ResultStatus.UNRESOLVED, "no solution and no refutation within depth " + depth);
            case INVALID -> report.status(ResultStatus.INVALID).with(Field.ERROR, "the givens break the rules");
        };
    }

    private static List<GuessJson> combinations(VariantPuzzle puzzle, List<RuleTrial> trials) {
        return TraceNodes.combinations(
                trials.stream()
                        .map(t -> new TraceNodes.Combination(
                                t.assignment(),
                                puzzle.rules()
                                        .name(t.assignment()
                                                .get(t.assignment().size() - 1)
                                                .cell()),
                                t.lastCandidates(),
                                t.status()))
                        .toList(),
                VariantSearchTask::symbol);
    }

    private static String symbol(int digit) {
        return String.valueOf(VariantText.symbol(digit));
    }
}
