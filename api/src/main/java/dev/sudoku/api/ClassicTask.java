package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.GuessJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.BivalueResult;
import dev.sudoku.logic.classic.BivalueTrial;
import dev.sudoku.logic.classic.ClassicLogicResult;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.GuessEntry;
import dev.sudoku.logic.classic.GuessOptions;
import dev.sudoku.logic.classic.GuessResult;
import dev.sudoku.logic.classic.Uniqueness;
import dev.sudoku.logic.classic.UniquenessGate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code solve --logic-only | --search guess | --search bivalue}: the classic solvers' modes. Each puzzle
 * is first checked by the exact solver, so the uniqueness techniques run only on puzzles with one solution
 * and the exact verdict decides the status when there is not one: NONE and MULTIPLE whatever logic
 * reached, else SOLVED, STUCK (logic only), UNRESOLVED (bivalue) or TIMEOUT (the time or work budget).
 * One per thread.
 */
public final class ClassicTask extends PuzzleTask {
    /** The most bivalue combinations a trace lists: a picture, not a log of a 200,000-combination budget. */
    private static final int MAX_TRACED = 2_000;

    private final ClassicOptions options;
    private final GridText text;
    private final ClassicSolver solver;
    private final ClassicSolver withoutUniqueness;
    private final ExactSolver exact = Solvers.create(Solvers.AUTO);

    public ClassicTask(ClassicOptions options, GridText text) {
        this.options = options;
        this.text = text;
        this.solver = new ClassicSolver(options.catalogue());
        this.withoutUniqueness = new ClassicSolver(options.catalogue().forUnprovenPuzzle());
    }

    @Override
    public View view() {
        return options.mode().view();
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        long start = System.nanoTime();
        Report.Builder report = Reports.start(options.mode().view(), origin, puzzle, text)
                .with(Field.MODE, options.mode().word());
        UniquenessGate.Check check = UniquenessGate.check(puzzle, options.catalogue(), exact);
        if (check.status() == Status.INVALID) {
            return report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, clash(puzzle))
                    .build();
        }
        Verdict verdict = Verdict.of(check);
        report.with(Field.SOLUTIONS, verdict.solutions()).with(Field.UNIQUENESS, verdict.unique());
        // Known before logic runs, so a report where logic stops short still carries it; a mode that finds
        // a solution of its own (guessing's first, for MULTIPLE) sets its own.
        check.solution().ifPresent(solution -> report.with(Field.SOLUTION, text.line(solution)));
        try {
            Report.Builder done = TimeLimit.within(options.limit(), () -> solve(report, puzzle, check, verdict));
            return done.with(Field.MICROS, Reports.microsSince(start)).build();
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw e;
            }
            String why = "the " + options.mode().word() + " solve did not finish within "
                    + options.limit().orElseThrow();
            return verdict.fail(report, ResultStatus.TIMEOUT, why)
                    .with(Field.MICROS, Reports.microsSince(start))
                    .build();
        }
    }

    private Report.Builder solve(Report.Builder report, Grid puzzle, UniquenessGate.Check check, Verdict verdict) {
        return switch (options.mode()) {
            case LOGIC_ONLY -> logicOnly(report, puzzle, check, verdict);
            case GUESS -> guess(report, puzzle, check, verdict);
            case BIVALUE -> bivalue(report, puzzle, check, verdict);
        };
    }

    private Report.Builder logicOnly(Report.Builder report, Grid puzzle, UniquenessGate.Check check, Verdict verdict) {
        ClassicSolver logic = check.uniqueness() == Uniqueness.UNIQUE ? solver : withoutUniqueness;
        ClassicLogicResult result = logic.logic(puzzle);
        reached(report, result.grid(), result.solved() ? null : result.candidateMasks())
                .with(Field.CYCLES, result.cycles())
                .with(Field.STEP_COUNT, result.steps().size())
                .with(Field.CONTRADICTION, contradiction(result, puzzle.size()));
        if (result.solved()) {
            return report.status(ResultStatus.SOLVED).with(Field.SOLUTION, text.line(result.grid()));
        }
        return verdict.fail(report, ResultStatus.STUCK, "logic runs out before the grid is full");
    }

    private Report.Builder guess(Report.Builder report, Grid puzzle, UniquenessGate.Check check, Verdict verdict) {
        GuessResult result = solver.guess(
                puzzle, GuessOptions.DEFAULT.withMaxGuesses(options.maxWork()).withUniqueness(check.uniqueness()));
        report.with(Field.CYCLES, result.totals().cycles())
                .with(Field.STEP_COUNT, result.totals().stepsApplied())
                .with(Field.GUESSES, result.totals().made())
                .with(Field.KEPT, result.totals().kept())
                .with(Field.ROLLBACKS, result.totals().rollBacks())
                .with(Field.TRACE, options.trace() ? trace(result.guesses(), puzzle.size()) : null)
                .with(
                        Field.GRID,
                        text.line(result.solution().orElse(result.logic().grid())))
                .with(Field.CONTRADICTION, contradiction(result.logic(), puzzle.size()));
        result.solution().ifPresent(solution -> report.with(Field.SOLUTION, text.line(solution)));
        return switch (result.status()) {
            case SOLVED -> verdict.solved(report);
            case NO_SOLUTION -> verdict.fail(report, ResultStatus.NONE, "no solution");
            case LIMIT_REACHED -> verdict.fail(
                    report, ResultStatus.TIMEOUT, "guess budget of " + options.maxWork() + " exhausted");
            default -> report.status(ResultStatus.INVALID).with(Field.ERROR, clash(puzzle));
        };
    }

    private Report.Builder bivalue(Report.Builder report, Grid puzzle, UniquenessGate.Check check, Verdict verdict) {
        int depth = options.depth().orElse(BivalueOptions.DEFAULT.depth());
        int retry = options.depth().isPresent() ? depth : Math.max(depth, BivalueOptions.DEFAULT.retryDepth());
        BivalueOptions bivalue = BivalueOptions.DEFAULT
                .withDepths(depth, retry)
                .withMaxCombinations(options.maxWork())
                .withUniqueness(check.uniqueness())
                .withTrace(options.trace() ? MAX_TRACED : 0);
        BivalueResult result = solver.searchBivalue(puzzle, bivalue);
        Optional<Grid> first = result.solutions().stream().findFirst();
        boolean open = first.isEmpty();
        // A run goes no deeper than the two-candidate cells there are to fix.
        int reached = result.runs().isEmpty()
                ? 0
                : Math.min(
                        result.runs().get(result.runs().size() - 1).depth(),
                        result.bivalueCells().size());
        report.with(Field.CYCLES, result.cycles())
                .with(Field.STEP_COUNT, result.stepsApplied())
                .with(Field.COMBINATIONS, result.combinationsTried())
                .with(Field.DEPTH, reached)
                .with(
                        Field.TRACE,
                        options.trace()
                                ? combinations(result.traced(), result.logic().candidateMasks(), puzzle.size())
                                : null)
                .with(Field.CONTRADICTION, contradiction(result.logic(), puzzle.size()));
        reached(
                report,
                first.orElse(result.logic().grid()),
                open ? result.logic().candidateMasks() : null);
        first.ifPresent(solution -> report.with(Field.SOLUTION, text.line(solution)));
        return switch (result.status()) {
            case SOLVED -> verdict.solved(report);
            case NO_SOLUTION -> verdict.fail(report, ResultStatus.NONE, "no solution");
            case LIMIT_REACHED -> verdict.fail(
                    report, ResultStatus.TIMEOUT, "combination budget of " + options.maxWork() + " exhausted");
            case UNRESOLVED -> verdict.fail(
                    report, ResultStatus.UNRESOLVED, "no solution and no refutation within depth " + reached);
            case INVALID -> report.status(ResultStatus.INVALID).with(Field.ERROR, clash(puzzle));
        };
    }

    /** The values reached and, where logic stopped short, the candidate line (sides up to 27). */
    private Report.Builder reached(Report.Builder report, Grid grid, long[] candidates) {
        report.with(Field.GRID, text.line(grid));
        if (candidates != null) {
            report.with(Field.CANDIDATES, Positions.candidateLine(grid, candidates));
        }
        return report;
    }

    private String contradiction(ClassicLogicResult logic, int size) {
        return logic.contradiction().map(c -> c.describe(text.symbols(size))).orElse(null);
    }

    private List<GuessJson> trace(List<GuessEntry> guesses, int size) {
        return TraceNodes.guesses(guesses, text.symbols(size)::textOf);
    }

    /** The bivalue combinations as a tree in the guess log's shape ({@link TraceNodes#combinations}). */
    private List<GuessJson> combinations(List<BivalueTrial> trials, long[] stuck, int size) {
        List<TraceNodes.Combination> combinations = new ArrayList<>();
        for (BivalueTrial trial : trials) {
            Placement last = trial.assignment().get(trial.assignment().size() - 1);
            combinations.add(new TraceNodes.Combination(
                    trial.assignment(), Cells.name(last.cell(), size), digits(stuck[last.cell()]), trial.status()));
        }
        return TraceNodes.combinations(combinations, text.symbols(size)::textOf);
    }

    private static List<Integer> digits(long mask) {
        List<Integer> digits = new ArrayList<>();
        for (long rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Long.numberOfTrailingZeros(rest) + 1);
        }
        return digits;
    }

    /** The first repeated digit of the givens, naming both cells. */
    private String clash(Grid puzzle) {
        return text.clash(puzzle, "the givens break the rules");
    }
}
