package dev.sudoku.logic.classic;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.House;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The modes of the classic solvers over any {@link Catalogue}: logic only, logic with guessing, and logic
 * with the bivalue search. Thread-safe: every call works on its own copies.
 *
 * <h2>Logic and cycles</h2>
 *
 * Each cell starts with every digit its peers leave possible. Logic then works in <em>sweeps</em>: all
 * the singles of the position (the enabled full house, hidden single and naked single entries) are found
 * on the position as it is when the sweep starts and placed together, each placement removing its digit
 * from the peers, so elimination goes on until nothing changes. <b>A cycle is a sweep that places at
 * least one digit</b>; the last sweep, which finds nothing, is not counted. When a sweep finds no single,
 * the first step of the other enabled entries in catalogue order is applied (eliminations, then
 * placements) and sweeping resumes: such a step is neither a cycle nor part of one, so a solve of six
 * sweeps with a locked candidate between the fourth and the fifth reports six cycles. Logic stops at a
 * full grid, when neither a sweep nor a stronger step finds anything, or at
 * the first contradiction: an empty cell without candidates, a digit with no place left in a house, or a
 * step placing a digit that is no longer a candidate (checked after every sweep and every step).
 *
 * <h2>Uniqueness</h2>
 *
 * {@link #logic} uses the catalogue as given. {@link #guess} and {@link #searchBivalue} switch the
 * uniqueness entries off ({@link UniquenessGate#UNIQUENESS_IDS}) unless the options say the puzzle is
 * {@link Uniqueness#UNIQUE}; {@link UniquenessGate#check} proves it with the exact solver.
 */
public final class ClassicSolver {
    private final Catalogue catalogue;
    private final SweepEngine asGiven;
    private final SweepEngine withoutUniqueness;
    private final List<TechniqueId> uniquenessIds;
    private final Map<BoxShape, Geometry> geometries = new ConcurrentHashMap<>();

    public ClassicSolver(Catalogue catalogue) {
        this.catalogue = Objects.requireNonNull(catalogue, "catalogue");
        this.asGiven = new SweepEngine(catalogue);
        this.withoutUniqueness = new SweepEngine(UniquenessGate.withoutUniqueness(catalogue));
        this.uniquenessIds = UniquenessGate.enabledUniquenessIds(catalogue);
    }

    public Catalogue catalogue() {
        return catalogue;
    }

    /**
     * Logic only, with the catalogue as given: stops when logic runs out. Givens that repeat a digit give
     * a {@link LogicStatus#CONTRADICTION} of kind {@link Contradiction.Kind#DIGIT_TWICE} at once.
     *
     * <p>Cost: each sweep runs the single techniques once over the grid (O(N^3) for N x N); easy 9x9
     * puzzles take 5 to 15 sweeps.
     */
    public ClassicLogicResult logic(Grid puzzle) {
        return runLogic(puzzle, asGiven).result;
    }

    /** {@link #guess(Grid, GuessOptions)} with {@link GuessOptions#DEFAULT}. */
    public GuessResult guess(Grid puzzle) {
        return guess(puzzle, GuessOptions.DEFAULT);
    }

    /**
     * Logic, then guessing where logic gets stuck: the default of the classic solvers.
     *
     * <p>A guess is made on the empty cell with the fewest candidates (ties: lowest row, then lowest
     * column), trying its candidates from the lowest digit up; each guess places the digit and runs logic.
     * A contradiction rolls back to the most recent guess with an untried value, which may be several
     * levels up (nested guesses). A guess whose position logic cannot finish and cannot refute gets a
     * nested guess. The first solution found is returned; the search does not look for a second one, so
     * it never claims the puzzle is not unique (only {@link GuessResult#notUnique()} echoes the caller).
     * When the givens or logic alone refute the puzzle, or every guess fails, the status is NO_SOLUTION
     * and {@link GuessResult#logic()} shows what logic found.
     *
     * <p>Cost: one run of logic per guess, capped by {@link GuessOptions#maxGuesses()}; memory O(N^2) per
     * nesting level.
     */
    public GuessResult guess(Grid puzzle, GuessOptions options) {
        SweepEngine engine = engineFor(options.uniqueness());
        Start start = runLogic(puzzle, engine);
        List<TechniqueId> off = switchedOff(options.uniqueness());
        if (start.result.status() != LogicStatus.STUCK) {
            SearchStatus status = start.status();
            Optional<Grid> solution =
                    status == SearchStatus.SOLVED ? Optional.of(start.result.grid()) : Optional.empty();
            List<Step> path = status == SearchStatus.SOLVED ? start.result.steps() : List.of();
            GuessTotals none =
                    new GuessTotals(0, 0, 0, 0, 0, start.result.steps().size(), start.result.cycles());
            return new GuessResult(status, solution, start.result, path, List.of(), none, options.uniqueness(), off);
        }
        return new GuessSearch(engine, options.maxGuesses())
                .solve(puzzle, start.result, start.grid, options.uniqueness(), off);
    }

    /** {@link #searchBivalue(Grid, BivalueOptions)} with {@link BivalueOptions#DEFAULT}. */
    public BivalueResult searchBivalue(Grid puzzle) {
        return searchBivalue(puzzle, BivalueOptions.DEFAULT);
    }

    /**
     * Logic, then the bivalue search of the Birmingham applet where logic gets stuck.
     *
     * <p>Let B be the cells with exactly two candidates in the stuck position, ascending. A run at depth
     * D tries, for k = 1, 2, ... D (at most |B|), every k-subset of B (in colex order of the subsets) and
     * every one of its 2^k value assignments (lower digit first, the first cell varying slowest). Each
     * assignment places its values on a copy of the stuck position and runs logic; two fixed cells that
     * clash count as refuted. An assignment ends as refuted (a contradiction), solved (a full grid: a
     * solution of the puzzle) or unresolved (logic stuck without a contradiction); solved and unresolved
     * ones are the consistent grids the search keeps.
     *
     * <p>A run stops after the first k at which a solution was found (that k is finished, so all the
     * solutions reachable by fixing k cells are collected), or as soon as every assignment of one subset
     * is refuted: any solution would need one of them, so the puzzle has none (NO_SOLUTION). When the run
     * at {@link BivalueOptions#depth()} finishes without a solution or refutation and |B| exceeds that
     * depth, it has reached its depth limit and a second run tries k = depth + 1 .. {@link
     * BivalueOptions#retryDepth()} (2 then 4 by default, as the applet does). Without a solution after
     * that the status is UNRESOLVED. The combination budget counts over both runs.
     *
     * <p>Cost: sum over k of C(|B|, k) * 2^k runs of logic, bounded by {@link
     * BivalueOptions#maxCombinations()}.
     */
    public BivalueResult searchBivalue(Grid puzzle, BivalueOptions options) {
        SweepEngine engine = engineFor(options.uniqueness());
        Start start = runLogic(puzzle, engine);
        List<TechniqueId> off = switchedOff(options.uniqueness());
        long steps = start.result.steps().size();
        long cycles = start.result.cycles();
        if (start.result.status() != LogicStatus.STUCK) {
            List<Grid> solutions = start.result.solved() ? List.of(start.result.grid()) : List.of();
            return new BivalueResult(
                    start.status(),
                    start.result,
                    List.of(),
                    List.of(),
                    solutions,
                    List.of(),
                    steps,
                    cycles,
                    options.uniqueness(),
                    off,
                    List.of());
        }
        BivalueSearch search = new BivalueSearch(engine, options, start.grid);
        List<BivalueRun> runs = search.runAll();
        return new BivalueResult(
                search.status(),
                start.result,
                search.cells(),
                runs,
                search.solutions(),
                search.kept(),
                steps + search.steps(),
                cycles + search.cycles(),
                options.uniqueness(),
                off,
                search.traced());
    }

    private SweepEngine engineFor(Uniqueness uniqueness) {
        return uniqueness == Uniqueness.UNIQUE ? asGiven : withoutUniqueness;
    }

    private List<TechniqueId> switchedOff(Uniqueness uniqueness) {
        return uniqueness == Uniqueness.UNIQUE ? List.of() : uniquenessIds;
    }

    /** The first run of logic from the givens, and the position it reached. */
    private record Start(ClassicLogicResult result, CandidateGrid grid, boolean invalid) {
        SearchStatus status() {
            if (invalid) {
                return SearchStatus.INVALID;
            }
            return result.solved() ? SearchStatus.SOLVED : SearchStatus.NO_SOLUTION;
        }
    }

    private Start runLogic(Grid puzzle, SweepEngine engine) {
        // Building the tables of a shape costs more than solving an easy puzzle, so they are kept.
        Geometry geometry = geometries.computeIfAbsent(puzzle.shape(), Geometry::of);
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle, geometry);
        Optional<Conflict> conflict = Conflicts.find(geometry, puzzle);
        if (conflict.isPresent()) {
            int house = houseIndex(conflict.get().house(), puzzle.size());
            Contradiction twice = new Contradiction(
                    Contradiction.Kind.DIGIT_TWICE, -1, house, conflict.get().digit());
            SweepEngine.Run run = new SweepEngine.Run(LogicStatus.CONTRADICTION, twice, 0, 0);
            return new Start(new ClassicLogicResult(List.of(), grid, run), grid, true);
        }
        List<Step> steps = new ArrayList<>();
        SweepEngine.Run run = engine.run(grid, steps);
        return new Start(new ClassicLogicResult(steps, grid, run), grid, false);
    }

    private static int houseIndex(House house, int size) {
        return house.kind().ordinal() * size + house.number();
    }
}
