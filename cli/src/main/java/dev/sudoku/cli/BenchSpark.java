package dev.sudoku.cli;

import com.sun.management.OperatingSystemMXBean;
import dev.sudoku.api.batch.BatchEngine;
import dev.sudoku.api.batch.BatchJob;
import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.LineBatch;
import dev.sudoku.bench.Medians;
import dev.sudoku.cli.batch.BlockProgress;
import dev.sudoku.cli.batch.LocalBatch;
import dev.sudoku.core.solve.Solvers;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code sudoku bench --spark}: the Spark engine's overhead. Rate and dedupe run over the same input on the
 * local engine with 2 threads (the reference) and on Spark's {@code local[2]} (two executor threads in this
 * process), one after the other in the same run (Spark first in every other pair), a dedupe input of fewer
 * than {@link #REPEATED_BELOW} puzzles {@link #SMALL_REPEATS} times a run; the Spark session is started once, untimed,
 * and its start is reported on its own row. Each run is timed whole (reading, the work, writing the one output
 * file), after an untimed warm-up run of each engine, and the two outputs must be equal byte for byte.
 */
final class BenchSpark {
    /** The rate input: the first puzzles of top1465, hard enough that rating is most of the time. */
    static final String RATE_SET = "magictour_top1465.txt";

    static final int RATE_PUZZLES = 500;

    /** The rate input's name in the rows. */
    private static final String RATE_INPUT = "top1465";

    /** The dedupe input: the two large lists, one after the other (about 98,000 puzzles). */
    static final List<String> DEDUPE_SETS = List.of("17_clue_49158.txt", "forum_hardest_1905_11plus.txt");

    /**
     * The large dedupe inputs hold this many puzzles for each puzzle of {@link #DEDUPE_SETS} (about 1.57
     * million in all): one input of nearly all different puzzles, one of classes of this many members ({@link
     * DedupeInputs}). At
     * 98,000 puzzles Spark's fixed cost per job (some 0.3 s of planning, scheduling and stage barriers) is most
     * of the difference between the engines; the large inputs show what each further puzzle costs, at the
     * size of the collections a user dedupes on Spark.
     */
    static final int LARGE_FACTOR = 16;

    /**
     * Pairs of runs a run of the bench times on a dedupe input of fewer than {@link #REPEATED_BELOW} puzzles, the
     * engines taking turns. A dedupe of the lists takes half a second, in which one collection of the garbage
     * the large rows left, or the compiling of a code path, moves a single pair's ratio by a third or more
     * (0.94x-2.52x in one bench of one pair a run); the large inputs take 5-15 s a run. Five pairs a run give
     * the small input's median five times the pairs, each as short as before.
     */
    static final int SMALL_REPEATS = 5;

    /**
     * Dedupe inputs of fewer puzzles than this are timed {@link #SMALL_REPEATS} times a run; the rate input,
     * 500 puzzles but 8-13 s a run, once.
     */
    static final long REPEATED_BELOW = 200_000;

    /** The jobs {@code --spark-jobs} names. */
    static final String RATE = "rate";

    static final String DEDUPE = "dedupe";

    private static final String MASTER = "local[2]";
    private static final int THREADS = 2;

    private BenchSpark() {}

    /**
     * One row: a job on an engine over a named input in a run of the bench (from 0), its wall time and the
     * process's CPU time meanwhile.
     */
    record Row(int run, String job, String input, String engine, long puzzles, Timing timing) {
        double seconds() {
            return timing.wallSeconds();
        }

        double perSecond() {
            return puzzles / seconds();
        }
    }

    /**
     * Wall time, and the process's CPU time over it: every thread's, Spark's task machinery, the JIT and the
     * garbage collector included. On a machine shared with other work the wall time stretches with the
     * load while the CPU time barely does, so the CPU ratio is the steadier measure of the work each engine
     * does; the wall ratio is what a user on an idle machine sees.
     */
    record Timing(double wallSeconds, double cpuSeconds) {}

    /** The jobs named, checked. */
    static Set<String> jobs(List<String> named) {
        for (String job : named) {
            if (!job.equals(RATE) && !job.equals(DEDUPE)) {
                throw Choices.refused("--spark-jobs", List.of(RATE, DEDUPE), job);
            }
        }
        return Set.copyOf(named);
    }

    /** Runs the rows of {@code jobs} and prints the table; {@code data} holds the sets. */
    static void run(Path data, int runs, Set<String> jobs, PrintWriter out) throws Exception {
        BatchEngine spark = engine();
        Path dir = Files.createTempDirectory("sudoku-bench-spark");
        // The large inputs take some 260 MB: none is left behind.
        try {
            run(data, runs, jobs, out, spark, dir);
        } catch (Exception e) {
            try {
                TempDirectories.delete(dir);
            } catch (IOException cleanup) {
                e.addSuppressed(cleanup);
            }
            throw e;
        }
        TempDirectories.delete(dir);
    }

    private static void run(Path data, int runs, Set<String> jobs, PrintWriter out, BatchEngine spark, Path dir)
            throws Exception {
        Path rateInput = Files.write(
                dir.resolve("rate-input.txt"),
                Files.readAllLines(data.resolve(RATE_SET), StandardCharsets.UTF_8)
                        .subList(0, RATE_PUZZLES));
        List<String> lines = new ArrayList<>();
        for (String set : DEDUPE_SETS) {
            lines.addAll(Files.readAllLines(data.resolve(set), StandardCharsets.UTF_8));
        }
        List<DedupeInput> dedupeInputs = new ArrayList<>();
        if (jobs.contains(DEDUPE)) {
            dedupeInputs.add(DedupeInput.write(dir, "lists", lines));
            dedupeInputs.add(DedupeInput.write(
                    dir,
                    "one more given",
                    DedupeInputs.oneMoreGiven(lines, LARGE_FACTOR, Solvers.create(Solvers.AUTO))));
            dedupeInputs.add(
                    DedupeInput.write(dir, LARGE_FACTOR + " copies", DedupeInputs.spreadCopies(lines, LARGE_FACTOR)));
        }
        LineBatch rate = new LineBatch(BatchJob.RATE, 60, false);
        List<Row> rows = new ArrayList<>();
        long started = System.nanoTime();
        try (AutoCloseable session = spark.start(MASTER)) {
            double start = (System.nanoTime() - started) / 1e9;
            out.printf(Locale.ROOT, "Spark session on %s started in %.1f s (not in the rows)%n", MASTER, start);
            out.flush();
            long ratePuzzles = count(rateInput);
            Path local = dir.resolve("local.out");
            Path onSpark = dir.resolve("spark.out");
            // Warm-up: each engine once, untimed, on the smaller input.
            LocalBatch.dedupe(InputLayout.TEXT, rateInput.toString(), local, THREADS, BlockProgress.NONE);
            spark.dedupe(rateInput.toString(), onSpark.toString(), MASTER);
            for (int run = 0; run < runs; run++) {
                // Spark goes first in every other run, so that neither engine always meets the garbage the
                // rows before it left (a dedupe of 1.5 million puzzles leaves hundreds of MB of it).
                boolean sparkFirst = run % 2 == 1;
                if (jobs.contains(RATE)) {
                    Timing[] timings = inTurn(
                            sparkFirst,
                            () -> {
                                try (BatchOutput output =
                                        BatchOutput.file(local, null).open()) {
                                    LocalBatch.run(rate, rateInput.toString(), output, THREADS, BlockProgress.NONE);
                                }
                            },
                            () -> spark.run(rate, rateInput.toString(), onSpark.toString(), false, MASTER));
                    rows.add(new Row(run, RATE, RATE_INPUT, "local, 2 threads", ratePuzzles, timings[0]));
                    rows.add(new Row(run, RATE, RATE_INPUT, "spark " + MASTER, ratePuzzles, timings[1]));
                    same(local, onSpark, RATE);
                }
                for (DedupeInput input : dedupeInputs) {
                    for (int pair = 0, pairs = pairs(DEDUPE, input.puzzles()); pair < pairs; pair++) {
                        dedupe(spark, input, local, onSpark, run, sparkFirst ^ (pair % 2 == 1), rows);
                    }
                }
                out.printf(Locale.ROOT, "run %d of %d done%n", run + 1, runs);
                out.flush();
            }
        }
        out.print(table(rows));
        out.println(summary(rows));
        out.flush();
    }

    /**
     * One line to paste: per job and input, the median of Spark's wall time against the local engine's over
     * the pairs of the runs after the first (in which the JIT compiles both engines), or of the one run there
     * is.
     */
    static String summary(List<Row> rows) {
        int runs = 1 + rows.stream().mapToInt(Row::run).max().orElse(0);
        int firstCounted = runs > 1 ? 1 : 0;
        Map<String, List<Double>> ratios = new LinkedHashMap<>();
        Row reference = null;
        for (Row row : rows) {
            if (row.engine().startsWith("local")) {
                reference = row;
            } else if (reference != null && row.run() >= firstCounted) {
                String key = String.format(Locale.ROOT, "%s %s %,d", row.job(), row.input(), row.puzzles());
                ratios.computeIfAbsent(key, k -> new ArrayList<>()).add(row.seconds() / reference.seconds());
            }
        }
        List<String> parts = new ArrayList<>();
        for (Map.Entry<String, List<Double>> entry : ratios.entrySet()) {
            double median = Medians.of(
                    entry.getValue().stream().mapToDouble(Double::doubleValue).toArray());
            parts.add(String.format(Locale.ROOT, "%s %.2fx", entry.getKey(), median));
        }
        boolean repeated = rows.stream().anyMatch(row -> pairs(row.job(), row.puzzles()) > 1);
        String which = (runs > 1
                        ? "median of " + (runs - 1) + (runs == 2 ? " run" : " runs") + " after the first"
                        : "one run, the JIT compiling while it ran")
                + (repeated
                        ? ", " + SMALL_REPEATS + " pairs a run on dedupe inputs under "
                                + String.format(Locale.ROOT, "%,d", REPEATED_BELOW) + " puzzles"
                        : "");
        return "sudoku spark: " + String.join(", ", parts) + " the local engine's wall time (" + which
                + "; goal at most 1.3x; " + MASTER + " against 2 threads, JDK " + System.getProperty("java.version")
                + ")";
    }

    /** A dedupe input of the bench: its name in the rows, its file, and the puzzles in it. */
    private record DedupeInput(String name, Path file, long puzzles) {
        /** Writes the lines to a file in {@code dir} named after the input, and counts its puzzles. */
        static DedupeInput write(Path dir, String name, List<String> lines) throws IOException {
            Path file = Files.write(
                    dir.resolve("dedupe-" + name.replace(' ', '-') + ".txt"), lines, StandardCharsets.UTF_8);
            return new DedupeInput(name, file, count(file));
        }
    }

    /** The pairs a run of the bench times of the job on an input of that many puzzles. */
    private static int pairs(String job, long puzzles) {
        return job.equals(DEDUPE) && puzzles < REPEATED_BELOW ? SMALL_REPEATS : 1;
    }

    /** Dedupes {@code input} on each engine in turn, adding their rows; the outputs must be equal. */
    private static void dedupe(
            BatchEngine spark, DedupeInput input, Path local, Path onSpark, int run, boolean sparkFirst, List<Row> rows)
            throws Exception {
        String file = input.file().toString();
        Timing[] timings = inTurn(
                sparkFirst,
                () -> LocalBatch.dedupe(InputLayout.TEXT, file, local, THREADS, BlockProgress.NONE),
                () -> spark.dedupe(file, onSpark.toString(), MASTER));
        rows.add(new Row(run, DEDUPE, input.name(), "local, 2 threads", input.puzzles(), timings[0]));
        rows.add(new Row(run, DEDUPE, input.name(), "spark " + MASTER, input.puzzles(), timings[1]));
        same(local, onSpark, DEDUPE);
    }

    /** Times the local work and the Spark work, Spark's first when {@code sparkFirst}: local's, then Spark's. */
    private static Timing[] inTurn(boolean sparkFirst, Work local, Work spark) throws Exception {
        if (sparkFirst) {
            Timing onSpark = time(spark);
            return new Timing[] {time(local), onSpark};
        }
        Timing onLocal = time(local);
        return new Timing[] {onLocal, time(spark)};
    }

    /**
     * The table: each Spark row with its slowdown against the local row of the same job and run before it,
     * in wall time and in process CPU time.
     */
    static String table(List<Row> rows) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(
                Locale.ROOT,
                "%3s | %-7s | %-15s | %-18s | %9s | %8s | %10s | %13s | %8s | %s%n",
                "run",
                "job",
                "input",
                "engine",
                "puzzles",
                "s",
                "puzzles/s",
                "time vs local",
                "CPU s",
                "CPU vs local"));
        out.append("----+---------+-----------------+--------------------+-----------+----------+------------"
                + "+---------------+----------+-------------\n");
        Row reference = null;
        for (Row row : rows) {
            boolean local = row.engine().startsWith("local");
            if (local) {
                reference = row;
            }
            boolean compared = !local && reference != null;
            out.append(String.format(
                    Locale.ROOT,
                    "%3d | %-7s | %-15s | %-18s | %,9d | %8.2f | %,10.0f | %13s | %8.2f | %s%n",
                    row.run() + 1,
                    row.job(),
                    row.input(),
                    row.engine(),
                    row.puzzles(),
                    row.seconds(),
                    row.perSecond(),
                    compared ? ratio(row.seconds(), reference.seconds()) : "reference",
                    row.timing().cpuSeconds(),
                    compared
                            ? ratio(
                                    row.timing().cpuSeconds(),
                                    reference.timing().cpuSeconds())
                            : "reference"));
        }
        return out.toString();
    }

    private static String ratio(double value, double reference) {
        return String.format(Locale.ROOT, "%.2fx", value / reference);
    }

    private interface Work {
        void run() throws Exception;
    }

    private static Timing time(Work work) throws Exception {
        long cpuStart = processCpuNanos();
        long start = System.nanoTime();
        work.run();
        return new Timing((System.nanoTime() - start) / 1e9, (processCpuNanos() - cpuStart) / 1e9);
    }

    private static long processCpuNanos() {
        return ((OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    private static long count(Path file) throws IOException {
        try (var lines = Files.lines(file, StandardCharsets.UTF_8)) {
            return lines.filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .count();
        }
    }

    private static void same(Path local, Path onSpark, String job) throws IOException {
        if (Files.mismatch(local, onSpark) != -1) {
            throw new IllegalStateException(
                    "the " + job + " outputs of the two engines differ: " + local + " and " + onSpark);
        }
    }

    private static BatchEngine engine() {
        return BatchEngine.named("spark")
                .orElseThrow(() -> new UsageException(
                        "bench --spark needs the Spark engine on the classpath: run it as ./sudoku bench --spark, which"
                                + " builds and adds it"));
    }
}
