package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PositionReader;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.HintText;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.position.InvalidPositionException;
import dev.sudoku.logic.position.PositionCheck;
import dev.sudoku.logic.position.SolutionCheck;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * {@code hint}: the next logical step from a puzzle's givens, or from a position with the player's own
 * candidates, told at level 1 (technique and where to look), 2 (digits and cells) or 3 (the whole step).
 * Statuses: HINT; SOLVED when the grid is already full; STUCK when no technique of the profile finds a
 * step; MULTIPLE (a hint is still given, uniqueness techniques off) and NONE from the exact verdict;
 * INVALID; TIMEOUT. One per thread.
 */
public final class HintTask extends PuzzleTask {
    private final Hinter hinter;
    private final int level;
    private final Optional<TimeLimit> limit;
    private final GridText text;
    /** Where hints of recent positions are kept, for the profile named; absent: every hint is searched. */
    private final Optional<HintCache> cache;

    private final String profile;

    public HintTask(Catalogue catalogue, int level, Optional<TimeLimit> limit, GridText text) {
        this(new Hinter(catalogue), level, limit, text, Optional.empty(), "");
    }

    private HintTask(
            Hinter hinter,
            int level,
            Optional<TimeLimit> limit,
            GridText text,
            Optional<HintCache> cache,
            String profile) {
        if (level < 1 || level > 3) {
            throw new IllegalArgumentException("a hint level is 1, 2 or 3, not " + level);
        }
        this.hinter = hinter;
        this.level = level;
        this.limit = limit;
        this.text = text;
        this.cache = cache;
        this.profile = profile;
    }

    /**
     * The same task reading and keeping hints in {@code cache}, under the name of the profile its catalogue
     * was made from (hints of different profiles differ).
     */
    public HintTask cachedIn(HintCache cache, String profile) {
        return new HintTask(hinter, level, limit, text, Optional.of(cache), profile);
    }

    @Override
    public View view() {
        return View.HINT;
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        return hint(origin, puzzle, CandidateGrid.fromPuzzle(puzzle), false);
    }

    /**
     * The hint from a position with the player's own candidates (a candidate line or a pencil-mark grid),
     * refused naming the cell when it contradicts itself or the givens, or has lost the solution.
     */
    public Report position(Origin origin, String position, Optional<String> givens, ReadOptions options) {
        Position read;
        Grid puzzle = null;
        try {
            read = PositionReader.parse(position, options.box().orElse(null));
            if (givens.isPresent()) {
                puzzle = PuzzleReader.parse(
                        givens.get(), options.withBox(read.values().shape()));
            }
        } catch (FormatException e) {
            return invalid(origin, e.getMessage());
        }
        return position(origin, read, Optional.ofNullable(puzzle));
    }

    /**
     * The hint from a position already read, refused naming the cell when it contradicts itself or the
     * givens, or has lost the solution. A position built from separate values and candidates (as the web
     * page keeps them) tells a cell with one candidate left from a placed one, which a candidate line
     * cannot.
     */
    public Report position(Origin origin, Position read, Optional<Grid> puzzle) {
        CandidateGrid grid;
        try {
            grid = PositionCheck.toCandidateGrid(read, puzzle.orElse(null));
        } catch (InvalidPositionException e) {
            return invalid(origin, e.getMessage());
        }
        SolutionCheck check = SolutionCheck.of(grid);
        if (check.outcome() == SolutionCheck.Outcome.LOST) {
            return invalid(origin, "your candidates have lost the solution: " + check.message());
        }
        if (check.outcome() == SolutionCheck.Outcome.NO_SOLUTION && puzzle.isPresent()) {
            Optional<String> wrong = wrongPlacement(read.values(), puzzle.get());
            if (wrong.isPresent()) {
                return Reports.start(View.HINT, origin, read.values(), text)
                        .with(Field.HINT_LEVEL, level)
                        .status(ResultStatus.NONE)
                        .with(Field.SOLUTIONS, 0L)
                        .with(Field.ERROR, "a placed digit is wrong: " + wrong.get())
                        .build();
            }
        }
        return hint(origin, read.values(), grid, true);
    }

    /**
     * The first placed digit (reading order, givens aside) that differs from the solution of the givens,
     * as "r1c2 holds 4, but the solution has 3 there"; empty when the givens have no one solution. Named
     * here because the logic that finds the position has no solution would blame the cell where it runs
     * out of candidates, which is seldom the one the player got wrong. <b>Cost:</b> one exact solve.
     */
    private Optional<String> wrongPlacement(Grid values, Grid givens) {
        SolveResult result = Solvers.create(Solvers.AUTO).solve(givens);
        if (result.status() != Status.SOLVED || result.solution().isEmpty()) {
            return Optional.empty();
        }
        Grid solution = result.solution().get();
        Symbols symbols = text.symbols(values.size());
        for (int cell = 0; cell < values.cellCount(); cell++) {
            int placed = values.get(cell);
            if (placed != 0 && givens.get(cell) == 0 && placed != solution.get(cell)) {
                return Optional.of(Cells.name(cell, values.size()) + " holds " + symbols.textOf(placed)
                        + ", but the solution has " + symbols.textOf(solution.get(cell)) + " there");
            }
        }
        return Optional.empty();
    }

    private Report hint(Origin origin, Grid values, CandidateGrid grid, boolean ownCandidates) {
        long start = System.nanoTime();
        Report.Builder report = Reports.start(View.HINT, origin, values, text).with(Field.HINT_LEVEL, level);
        if (ownCandidates) {
            report.with(Field.CANDIDATES, Positions.candidateLine(values, grid.candidateMasks()));
        }
        // The hinter keeps to the budget itself and says when it ran out.
        Supplier<Hint> search = () -> TimeLimit.within(limit, () -> hinter.hint(values, grid));
        Hint hint = cache.map(kept -> kept.hint(profile, values, grid, search)).orElseGet(search);
        report.with(Field.MICROS, Reports.microsSince(start));
        Symbols symbols = text.symbols(values.size());
        hint.contradiction().ifPresent(c -> report.with(Field.CONTRADICTION, c.describe(symbols)));
        if (hint.timedOut()) {
            return report.status(ResultStatus.TIMEOUT)
                    .with(
                            Field.ERROR,
                            "no hint found within "
                                    + limit.map(TimeLimit::toString).orElse("the budget"))
                    .build();
        }
        report.with(Field.UNIQUENESS, hint.status() == Status.SOLVED);
        // The hinter offers no step for a puzzle without a solution: the news is that it has none.
        if (hint.step().isPresent()) {
            Step step = hint.step().get();
            report.with(Field.TECHNIQUE, step.technique().name())
                    .with(Field.HINT, new HintText(hint.geometry(), symbols).describe(step, level));
            if (level == 3) {
                report.with(Field.STEP, new StepReports(symbols).of(step));
            }
        }
        return switch (hint.status()) {
            case SOLVED -> {
                report.with(Field.SOLUTIONS, 1L);
                if (hint.step().isPresent()) {
                    yield report.status(ResultStatus.HINT).build();
                }
                yield grid.isSolved()
                        ? report.status(ResultStatus.SOLVED).build()
                        : report.status(ResultStatus.STUCK)
                                .with(Field.ERROR, hint.reason())
                                .build();
            }
            case MULTIPLE -> report.status(ResultStatus.MULTIPLE)
                    .with(Field.SOLUTIONS, 2L)
                    .with(
                            Field.ERROR,
                            "more than one solution, so uniqueness techniques are off"
                                    + (hint.step().isPresent() ? "" : "; " + hint.reason()))
                    .build();
            case NONE -> report.status(ResultStatus.NONE)
                    .with(Field.SOLUTIONS, 0L)
                    .with(Field.ERROR, "no solution" + hint.reason().replaceFirst("^the puzzle has no solution", ""))
                    .build();
            case INVALID -> report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, text.clash(values, hint.reason()))
                    .build();
            case UNKNOWN -> report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, hint.reason())
                    .build();
        };
    }

    private Report invalid(Origin origin, String why) {
        return Report.of(View.HINT)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .with(Field.HINT_LEVEL, level)
                .status(ResultStatus.INVALID)
                .with(Field.ERROR, why)
                .build();
    }
}
