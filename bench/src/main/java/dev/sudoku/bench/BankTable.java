package dev.sudoku.bench;

import dev.sudoku.bench.bank.BankBuild;
import dev.sudoku.bench.bank.ImportBench;
import dev.sudoku.bench.bank.ImportRow;
import dev.sudoku.bench.bank.LatencyRow;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.store.BankStats;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;

/**
 * Formats the tables of {@code sudoku bench --bank} as Markdown: the canonical form against the exact
 * solver, the import against rating alone, and the random pick against a lookup (in the process) and the
 * health check (at the server), each figure beside its ratio to the reference measured in the same run.
 */
public final class BankTable {
    private static final String NL = System.lineSeparator();

    private BankTable() {}

    /** The canonical-form table and its note. */
    public static String canonical(List<CanonicalRow> rows, int warmup, int runs) {
        MarkdownTable table = new MarkdownTable()
                .text("dataset")
                .figure("per run")
                .figure("distinct")
                .figure("canonical/s")
                .figure("µs/puzzle")
                .figure(CanonicalBench.REFERENCE + "/s")
                .figure("vs " + CanonicalBench.REFERENCE);
        for (CanonicalRow row : rows) {
            table.row(
                    row.dataset(),
                    row.puzzles(),
                    row.distinct(),
                    MarkdownTable.figure("%.0f", row.canonicalPerSecond()),
                    MarkdownTable.figure("%.2f", 1e6 / row.canonicalPerSecond()),
                    MarkdownTable.figure("%.0f", row.solverPerSecond()),
                    MarkdownTable.figure("%.2fx", row.ratio()));
        }
        return table.format()
                + MarkdownTable.figure(
                        "One thread, thread CPU time, the median of %d run%s after %d untimed; small files repeated to"
                                + " %d puzzles a run. canonical: the form and its text key, as the bank computes them for"
                                + " every puzzle it stores or looks up. %s: the exact solver solving each puzzle and"
                                + " proving it unique, the reference, timed in the same runs. \"vs %s\": canonical/s as a"
                                + " multiple of %s/s. distinct: the file's puzzles that differ under the symmetries.",
                        runs,
                        runs == 1 ? "" : "s",
                        warmup,
                        SolverBench.MIN_PUZZLES_PER_RUN,
                        CanonicalBench.REFERENCE,
                        CanonicalBench.REFERENCE,
                        CanonicalBench.REFERENCE)
                + NL;
    }

    /**
     * The import table and its note; the reference is the {@code rate} row.
     *
     * @param missing databases not measured, each with how to measure it, shown as rows without figures
     */
    public static String imports(List<ImportRow> rows, String source, List<String> missing) {
        MarkdownTable table = new MarkdownTable()
                .text("row")
                .text("database")
                .figure("threads")
                .figure("puzzles")
                .figure("rated/stored")
                .figure("duplicates")
                .figure("refused")
                .figure("seconds")
                .figure("puzzles/s")
                .figure("vs rate");
        ImportRow reference = rows.stream()
                .filter(r -> r.row().equals("rate"))
                .findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no rate row"));
        for (ImportRow row : rows) {
            table.row(
                    row.row(),
                    row.database(),
                    row.threads(),
                    row.puzzles(),
                    row.done(),
                    row.duplicates(),
                    row.refused(),
                    MarkdownTable.figure("%.1f", row.seconds()),
                    MarkdownTable.figure("%.0f", row.puzzlesPerSecond()),
                    MarkdownTable.figure("%.2fx", row.puzzlesPerSecond() / reference.puzzlesPerSecond()));
        }
        for (String database : missing) {
            table.row("import", database, "-", "-", "-", "-", "-", "-", "-", "-");
        }
        return table.format()
                + MarkdownTable.figure(
                        "%s, each puzzle on one of %d threads by wall time. rate: rated alone (PuzzleRater a thread), the"
                                + " reference. import: rated and stored unless an equivalent is (ImportTask a thread, as"
                                + " `bank import`: a canonical lookup first, one transaction a puzzle, stored in the list's"
                                + " order) into a fresh bank."
                                + " The rows took turns over slices of %d puzzles, after the first %d were rated untimed."
                                + " \"vs rate\": puzzles/s as a multiple of the rate row's; what it lacks of 1.00x is"
                                + " the share of the time storing takes.",
                        source,
                        reference.threads(),
                        ImportBench.SLICE,
                        Math.min(ImportBench.WARMUP, reference.puzzles()))
                + NL;
    }

    /** How the bank of the random rows was made, and what it holds. */
    public static String bank(String where, BankBuild build, BankStats stats, int size, long seed) {
        StringBuilder text = new StringBuilder(MarkdownTable.figure("Bank: %s, %d puzzles", where, build.after()));
        List<BankBuild.Step> steps = build.steps();
        if (steps.isEmpty()) {
            text.append(", reused as it was (it held the size asked for)");
        } else {
            text.append(MarkdownTable.figure(
                    " (%d before, grown in %.0f s): %s", build.before(), build.seconds(), step(steps.get(0))));
            // Each chain step is one more given; past a few, they are summed up.
            List<BankBuild.Step> chains = steps.subList(1, steps.size());
            int shown = chains.size() <= 3 ? chains.size() : 2;
            for (BankBuild.Step chain : chains.subList(0, shown)) {
                text.append("; ").append(step(chain));
            }
            if (shown < chains.size()) {
                List<BankBuild.Step> rest = chains.subList(shown, chains.size());
                text.append(step(new BankBuild.Step(
                        "; " + rest.get(0).source() + " to +" + chains.size(),
                        rest.stream().mapToInt(BankBuild.Step::offered).sum(),
                        rest.stream().mapToInt(BankBuild.Step::stored).sum(),
                        rest.stream().mapToInt(BankBuild.Step::duplicates).sum(),
                        rest.stream().mapToInt(BankBuild.Step::refused).sum())));
            }
            text.append(MarkdownTable.figure(
                    ". NAME+k: the list's puzzles with k more givens, each new given the solution's digit in a cell"
                            + " drawn at random (seed %d), rated and stored as `bank import` does",
                    seed));
        }
        text.append(MarkdownTable.figure(
                ". %dx%d levels: %s.",
                size,
                size,
                stats.levels().stream()
                        .filter(c -> c.size() == size)
                        .sorted(Comparator.comparingInt(c -> levelOrder(c.level())))
                        .map(c -> c.level() + " " + c.count())
                        .collect(Collectors.joining(", "))));
        return text + NL;
    }

    private static String step(BankBuild.Step step) {
        return MarkdownTable.figure(
                "%s %d offered, %d stored, %d already there, %d refused",
                step.source(), step.offered(), step.stored(), step.duplicates(), step.refused());
    }

    /** The rank of a level word on the scale, easiest first; words of no level last. */
    private static int levelOrder(String word) {
        for (Level level : Level.values()) {
            if (level.displayName().equals(word)) {
                return level.ordinal();
            }
        }
        return Level.values().length;
    }

    /**
     * A latency table, the first row the reference, and its note.
     *
     * @param millis figures in milliseconds (two decimals) rather than whole microseconds
     */
    public static String latencies(List<LatencyRow> rows, boolean millis, String note) {
        LatencyRow reference = rows.get(0);
        String unit = millis ? "ms" : "µs";
        MarkdownTable table = new MarkdownTable()
                .text("row")
                .text("call")
                .figure("calls")
                .figure("p50 " + unit)
                .figure("p99 " + unit)
                .figure("max " + unit)
                .figure("p50 vs " + reference.name())
                .figure("p99 vs " + reference.name())
                .figure("errors");
        for (LatencyRow row : rows) {
            table.row(
                    row.name(),
                    row.request(),
                    row.count(),
                    time(row.p50Micros(), millis),
                    time(row.p99Micros(), millis),
                    time(row.maxMicros(), millis),
                    ratio(row.p50Micros(), reference.p50Micros()),
                    ratio(row.p99Micros(), reference.p99Micros()),
                    row.errors());
        }
        return table.format() + note + NL;
    }

    private static String time(long micros, boolean millis) {
        return millis ? MarkdownTable.figure("%.2f", micros / 1000.0) : Long.toString(micros);
    }

    private static String ratio(long micros, long reference) {
        return reference == 0 ? "-" : MarkdownTable.figure("%.2fx", (double) micros / reference);
    }
}
