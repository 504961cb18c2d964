package dev.sudoku.jmh;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One solve of the next puzzle of a dataset, cycling through the file: average time per puzzle for each
 * solver. Run: {@code java -jar jmh/target/benchmarks.jar -p data=../shared/data}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SolverBenchmark {
    @Param({"../shared/data"})
    public String data;

    @Param({"17_clue_49158.txt", "magictour_top1465.txt", "forum_hardest_1905_11plus.txt"})
    public String dataset;

    @Param({"band", "general"})
    public String solver;

    private List<Grid> puzzles;
    private ExactSolver exact;
    private int next;

    @Setup(Level.Trial)
    public void load() throws IOException {
        puzzles = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(Path.of(data, dataset), StandardCharsets.UTF_8)) {
            Iterator<Entry> entries = new PuzzleReader().entries(in);
            while (entries.hasNext()) {
                if (entries.next() instanceof Entry.Puzzle puzzle) {
                    puzzles.add(puzzle.grid());
                }
            }
        }
        exact = Solvers.create(solver);
    }

    @Benchmark
    public long solveNext() {
        Grid puzzle = puzzles.get(next);
        next = next + 1 == puzzles.size() ? 0 : next + 1;
        return exact.solve(puzzle, SolveLimits.UNIQUENESS).solutionCount();
    }
}
