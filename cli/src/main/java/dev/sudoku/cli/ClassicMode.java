package dev.sudoku.cli;

import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.BivalueResult;
import dev.sudoku.logic.classic.ClassicLogicResult;
import dev.sudoku.logic.classic.ClassicSolver;
import dev.sudoku.logic.classic.GuessOptions;
import dev.sudoku.logic.classic.GuessResult;
import dev.sudoku.logic.classic.Uniqueness;
import dev.sudoku.logic.classic.UniquenessGate;
import java.util.List;
import java.util.Optional;

/**
 * The classic solvers' modes behind {@code solve}: logic only, logic then guessing, logic then the bivalue
 * search. Each puzzle is first checked with the exact solver, so the uniqueness techniques run only on
 * puzzles known to have one solution and a status can say MULTIPLE.
 */
final class ClassicMode {
    enum Kind {
        LOGIC_ONLY,
        GUESS,
        BIVALUE
    }

    private final Kind kind;
    private final ClassicSolver solver;
    private final ClassicSolver withoutUniqueness;
    private final long maxWork;
    /** Exact solvers keep search state, so each worker thread gets its own. */
    private final ThreadLocal<ExactSolver> exact = ThreadLocal.withInitial(() -> Solvers.create(Solvers.AUTO));

    private final int depth;

    /** @param maxWork the cap on guesses (guessing) or combinations (bivalue search) per puzzle */
    ClassicMode(Kind kind, ClassicSolver solver, long maxWork, int depth) {
        this.kind = kind;
        this.solver = solver;
        this.withoutUniqueness = new ClassicSolver(solver.catalogue().forUnprovenPuzzle());
        this.maxWork = maxWork;
        this.depth = depth;
    }

    ClassicOutcome solve(PuzzleInput input) {
        Entry entry = input.entry();
        if (entry instanceof Entry.Malformed bad) {
            return invalid(input.source(), bad.line(), Optional.empty(), bad.message());
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        UniquenessGate.Check check = UniquenessGate.check(puzzle, solver.catalogue(), exact.get());
        if (check.status() == Status.INVALID) {
            return invalid(input.source(), entry.line(), Optional.of(puzzle), clash(puzzle));
        }
        // The solvers switch uniqueness techniques off themselves unless told the puzzle is unique; logic
        // only uses its catalogue as given, so it gets the reduced one.
        ClassicSolver logic = check.uniqueness() == Uniqueness.UNIQUE ? solver : withoutUniqueness;
        return switch (kind) {
            case LOGIC_ONLY -> logicOnly(input.source(), entry.line(), puzzle, logic.logic(puzzle));
            case GUESS -> guess(input.source(), entry.line(), puzzle, check);
            case BIVALUE -> bivalue(input.source(), entry.line(), puzzle, check);
        };
    }

    /** The first repeated digit of the givens, naming both cells. */
    private static String clash(Grid puzzle) {
        return Conflicts.find(Geometry.of(puzzle.shape()), puzzle)
                .map(Conflict::message)
                .orElse("the givens break the rules");
    }

    private static ClassicOutcome invalid(String source, int line, Optional<Grid> puzzle, String message) {
        return new ClassicOutcome(
                source,
                line,
                puzzle,
                "INVALID",
                Optional.empty(),
                Optional.empty(),
                message,
                ClassicCounts.NONE,
                List.of());
    }

    private static ClassicOutcome logicOnly(String source, int line, Grid puzzle, ClassicLogicResult logic) {
        ClassicCounts counts = new ClassicCounts(logic.cycles(), logic.steps().size(), 0, 0, 0, 0, 0);
        return switch (logic.status()) {
            case SOLVED -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "SOLVED",
                    Optional.of(logic.grid()),
                    Optional.empty(),
                    "",
                    counts,
                    List.of());
            case STUCK -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "STUCK",
                    Optional.of(logic.grid()),
                    Optional.of(logic.candidateMasks()),
                    "logic runs out",
                    counts,
                    List.of());
            case CONTRADICTION -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "NONE",
                    Optional.empty(),
                    Optional.empty(),
                    "no solution: " + logic.contradiction().orElseThrow().describe(puzzle.size()),
                    counts,
                    List.of());
        };
    }

    private ClassicOutcome guess(String source, int line, Grid puzzle, UniquenessGate.Check check) {
        GuessResult result = solver.guess(
                puzzle, GuessOptions.DEFAULT.withMaxGuesses(maxWork).withUniqueness(check.uniqueness()));
        ClassicCounts counts = new ClassicCounts(
                result.totals().cycles(),
                result.totals().stepsApplied(),
                result.totals().made(),
                result.totals().kept(),
                result.totals().rollBacks(),
                0,
                result.solution().isPresent() ? 1 : 0);
        String status;
        String reason;
        switch (result.status()) {
            case SOLVED -> {
                status = check.status() == Status.MULTIPLE ? "MULTIPLE" : "SOLVED";
                reason = status.equals("MULTIPLE") ? "more than one solution; the first found is shown" : "";
            }
            case NO_SOLUTION -> {
                status = "NONE";
                reason = "no solution"
                        + result.logic()
                                .contradiction()
                                .map(c -> ": " + c.describe(puzzle.size()))
                                .orElse("");
            }
            case LIMIT_REACHED -> {
                status = "UNKNOWN";
                reason = "guess budget of " + maxWork + " exhausted";
            }
            default -> {
                status = "INVALID";
                reason = clash(puzzle);
            }
        }
        return new ClassicOutcome(
                source,
                line,
                Optional.of(puzzle),
                status,
                result.solution(),
                Optional.empty(),
                reason,
                counts,
                result.guesses());
    }

    private ClassicOutcome bivalue(String source, int line, Grid puzzle, UniquenessGate.Check check) {
        BivalueOptions options = BivalueOptions.DEFAULT
                .withDepths(depth, Math.max(depth, 4))
                .withMaxCombinations(maxWork)
                .withUniqueness(check.uniqueness());
        BivalueResult result = solver.searchBivalue(puzzle, options);
        int found = result.solutions().size();
        ClassicCounts counts =
                new ClassicCounts(result.cycles(), result.stepsApplied(), 0, 0, 0, result.combinationsTried(), found);
        Optional<Grid> first = result.solutions().stream().findFirst();
        return switch (result.status()) {
            case SOLVED -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    found > 1 ? "MULTIPLE" : "SOLVED",
                    first,
                    Optional.empty(),
                    found > 1 ? found + " solutions found; the first is shown" : "",
                    counts,
                    List.of());
            case NO_SOLUTION -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "NONE",
                    Optional.empty(),
                    Optional.empty(),
                    "no solution",
                    counts,
                    List.of());
            case LIMIT_REACHED -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "UNKNOWN",
                    Optional.empty(),
                    Optional.empty(),
                    "combination budget of " + maxWork + " exhausted",
                    counts,
                    List.of());
            case UNRESOLVED -> new ClassicOutcome(
                    source,
                    line,
                    Optional.of(puzzle),
                    "UNRESOLVED",
                    Optional.of(result.logic().grid()),
                    Optional.of(result.logic().candidateMasks()),
                    "no solution within depth " + options.retryDepth(),
                    counts,
                    List.of());
            case INVALID -> invalid(source, line, Optional.of(puzzle), clash(puzzle));
        };
    }
}
