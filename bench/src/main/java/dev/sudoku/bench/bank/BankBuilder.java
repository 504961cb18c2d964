package dev.sudoku.bench.bank;

import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.OrderedParallel;
import dev.sudoku.api.Origin;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.bank.ImportTask;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.SolveResult;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.PuzzleRepository;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Grows a bank to a size from real rated puzzles: first a list of puzzles (the 17-clue list), then each
 * of them with one more given from its solution (see {@link Variants}), then with two more, and so on
 * until the bank holds the size asked for. Every puzzle goes through {@link ImportTask}, as {@code bank
 * import} stores it: rated, and skipped when an equivalent is stored, so growing a bank that was grown
 * before with the same seed only looks up what it holds and goes on from there.
 *
 * <p>Cost: a rating per stored puzzle, milliseconds each (minutes for 10^5 on two cores); a canonical
 * lookup per puzzle already stored.
 */
public final class BankBuilder {
    private final int threads;
    private final LevelScale scale;
    private final Optional<TimeLimit> limit;
    private final long seed;

    /**
     * @param seed draws the cells each chain adds a given in
     */
    public BankBuilder(int threads, LevelScale scale, Optional<TimeLimit> limit, long seed) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be positive, got " + threads);
        }
        this.threads = threads;
        this.scale = Objects.requireNonNull(scale, "scale");
        this.limit = Objects.requireNonNull(limit, "limit");
        this.seed = seed;
    }

    /**
     * Grows {@code bank} to {@code size} puzzles, or leaves it as it is when it holds that many. Ids follow
     * the order of the list and then of each round of variants, on any thread count.
     *
     * @param source the name of the list, recorded as the origin of its puzzles and of their variants
     * @param puzzles the list, in order; puzzles without a unique solution start no chain
     * @throws IllegalStateException when the chains end (every puzzle one cell short of full) first
     */
    public BankBuild grow(PuzzleRepository bank, String source, List<Grid> puzzles, long size) {
        long before = bank.stats().total();
        if (before >= size) {
            return new BankBuild(before, List.of(), before, 0);
        }
        long start = System.nanoTime();
        List<BankBuild.Step> steps = new ArrayList<>();
        long total = before;
        Supplier<ImportTask> tasks = () -> new ImportTask(bank, scale, limit);
        BankBuild.Step first = offer(tasks, source, puzzles, lineNumbers(puzzles.size()), size - total);
        steps.add(first);
        total += first.stored();
        List<Variants> chains = new ArrayList<>();
        List<Integer> chainLines = new ArrayList<>();
        ExactSolver solver = Solvers.create(Solvers.AUTO);
        for (int i = 0; i < puzzles.size(); i++) {
            SolveResult solved = solver.solve(puzzles.get(i), SolveLimits.UNIQUENESS);
            if (solved.status() == Status.SOLVED) {
                chains.add(new Variants(
                        puzzles.get(i),
                        solved.solution().orElseThrow(),
                        new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (i + 1)))));
                chainLines.add(i + 1);
            }
        }
        for (int more = 1; total < size; more++) {
            List<Grid> round = new ArrayList<>();
            List<Integer> roundLines = new ArrayList<>();
            for (int c = 0; c < chains.size(); c++) {
                Optional<Grid> next = chains.get(c).next();
                if (next.isPresent()) {
                    round.add(next.get());
                    roundLines.add(chainLines.get(c));
                }
            }
            if (round.isEmpty()) {
                throw new IllegalStateException("cannot grow the bank to " + size + " puzzles from the "
                        + puzzles.size() + " puzzles of " + source + ": it holds " + total
                        + " when every variant has one empty cell left");
            }
            BankBuild.Step step = offer(tasks, source + "+" + more, round, roundLines, size - total);
            steps.add(step);
            total += step.stored();
        }
        return new BankBuild(before, steps, bank.stats().total(), (System.nanoTime() - start) / 1e9);
    }

    /**
     * Offers puzzles until {@code need} are stored or none is left: rated on the threads, stored one at a
     * time in input order ({@link OrderedParallel}, as {@code bank import} runs {@link ImportTask}), so ids
     * follow the list whatever the thread count. Puzzles rated while the last ones needed were stored are
     * not stored.
     */
    private BankBuild.Step offer(
            Supplier<ImportTask> tasks, String source, List<Grid> puzzles, List<Integer> lines, long need) {
        int[] offered = {0};
        int[] stored = {0};
        int[] duplicates = {0};
        int[] refused = {0};
        Iterator<Integer> indices = new Iterator<>() {
            private int next;

            @Override
            public boolean hasNext() {
                return next < puzzles.size() && stored[0] < need;
            }

            @Override
            public Integer next() {
                return next++;
            }
        };
        Supplier<Function<Integer, OrderedEntryTask.Prepared>> workers = () -> {
            ImportTask task = tasks.get();
            return i -> task.prepare(new Origin(source, lines.get(i)), Entry.Puzzle.of(lines.get(i), puzzles.get(i)));
        };
        OrderedParallel.run(indices, threads, 1, workers, prepared -> {
            if (stored[0] >= need) {
                return;
            }
            offered[0]++;
            ResultStatus status = prepared.finish().status();
            (status == ResultStatus.STORED ? stored : status == ResultStatus.DUPLICATE ? duplicates : refused)[0]++;
        });
        return new BankBuild.Step(source, offered[0], stored[0], duplicates[0], refused[0]);
    }

    private static List<Integer> lineNumbers(int count) {
        List<Integer> lines = new ArrayList<>(count);
        for (int i = 1; i <= count; i++) {
            lines.add(i);
        }
        return lines;
    }
}
