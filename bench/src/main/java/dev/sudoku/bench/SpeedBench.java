package dev.sudoku.bench;

import static dev.sudoku.bench.MarkdownTable.figure;
import static dev.sudoku.bench.SpeedReference.QQWING_MINIMAL_MILLIS;
import static dev.sudoku.bench.SpeedReference.SERATE_MILLIS_PER_BAND;
import static dev.sudoku.bench.SpeedReference.TDOKU_17_CLUE_FILE_SECONDS;
import static dev.sudoku.bench.SpeedReference.TDOKU_17_CLUE_PER_SECOND;
import static dev.sudoku.bench.SpeedReference.TDOKU_HARDEST_FILE_SECONDS;
import static dev.sudoku.bench.SpeedReference.TDOKU_HARDEST_GUESSES;
import static dev.sudoku.bench.SpeedReference.TDOKU_HARDEST_PER_SECOND;
import static dev.sudoku.bench.SpeedReference.TDOKU_TOP1465_PER_SECOND;

import dev.sudoku.bench.SpeedRow.Verdict;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.function.Supplier;

/**
 * The speed goals in one run: each piece of work a user meets (a file solved, a puzzle rated, a path
 * explained, puzzles generated) timed the way its goal is stated and set beside the reference tool's
 * figure ({@link SpeedReference}). In-process work is timed on one thread in thread CPU time; the
 * whole-file runs are processes of their own, timed by the wall clock as the reference was.
 */
public final class SpeedBench {
    private static final List<Level> LEVELS =
            List.of(Level.EASY, Level.MODERATE, Level.DIFFICULT, Level.FIENDISH, Level.DIABOLICAL);

    /**
     * What the run reads.
     *
     * @param clue17 the 17-clue list, loaded; {@code clue17File} the same file, for the whole-file run
     * @param top1465 magictour's top1465
     * @param hardest forum_hardest_1905_11plus, loaded; {@code hardestFile} the file
     * @param rated a file of puzzles with serate's ratings ({@code se_classic_dev.txt})
     * @param explained the puzzles whose whole logical path is timed, with the catalogue that explains them
     * @param solver the exact solver of the in-process rows
     * @param wholeFile the command a user runs on a whole file
     * @param qqwing QQWing, timed making minimal puzzles as the generation row's reference
     */
    public record Inputs(
            Dataset clue17,
            Path clue17File,
            Dataset top1465,
            Dataset hardest,
            Path hardestFile,
            Path rated,
            Dataset explained,
            Catalogue explainCatalogue,
            Supplier<ExactSolver> solver,
            WholeFileRun wholeFile,
            QqwingGeneration qqwing) {}

    /** QQWing's runs in the generation row's reference; the fastest is kept. */
    private static final int QQWING_RUNS = 3;

    private final int warmupRuns;
    private final int timedRuns;
    private final int generateCount;
    private final PrintStream progress;

    /**
     * @param generateCount puzzles per level (the minimal reference makes ten times as many)
     * @param progress where a line goes as each part is done
     */
    public SpeedBench(int warmupRuns, int timedRuns, int generateCount, PrintStream progress) {
        if (warmupRuns < 0 || timedRuns < 1 || generateCount < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0, timedRuns >= 1 and generateCount >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
        this.generateCount = generateCount;
        this.progress = progress;
    }

    public SpeedRun run(Inputs in) throws IOException, InterruptedException {
        List<SpeedRow> rows = new ArrayList<>();
        rows.addAll(solving(in));
        rows.addAll(wholeFiles(in));
        rows.addAll(rating(in.rated()));
        rows.addAll(explaining(in));
        OptionalDouble qqwingHere = qqwingHere(in.qqwing());
        rows.addAll(generating(qqwingHere));
        return new SpeedRun(rows, qqwingHere);
    }

    private List<SpeedRow> solving(Inputs in) {
        SolverBench bench = new SolverBench(warmupRuns, timedRuns);
        BenchRow clue17 = bench.run(in.clue17(), "band", in.solver());
        BenchRow top = bench.run(in.top1465(), "band", in.solver());
        BenchRow hardest = bench.run(in.hardest(), "band", in.solver());
        progress.println("  in-process solve done");
        return List.of(
                perSecond("17-clue", clue17, TDOKU_17_CLUE_PER_SECOND, "keep the lead (>= 1.0x)", "solve 17-clue"),
                perSecond("top1465", top, TDOKU_TOP1465_PER_SECOND, ">= 1.0x", "top1465"),
                perSecond("hardest-1905", hardest, TDOKU_HARDEST_PER_SECOND, ">= 1.0x", "hardest"),
                new SpeedRow(
                        "guesses per puzzle, hardest-1905",
                        "tdoku " + figure("%.0f", TDOKU_HARDEST_GUESSES),
                        figure("%.1f", hardest.guessesPerPuzzle()),
                        TDOKU_HARDEST_GUESSES / hardest.guessesPerPuzzle(),
                        "",
                        Verdict.NO_GOAL,
                        figure("%.0f guesses (tdoku 65)", hardest.guessesPerPuzzle())));
    }

    private static SpeedRow perSecond(String set, BenchRow row, double reference, String goal, String brief) {
        double ratio = row.puzzlesPerSecond() / reference;
        return new SpeedRow(
                "in-process solve, " + set + " (thread CPU)",
                "tdoku " + thousands(reference) + "/s",
                thousands(row.puzzlesPerSecond()) + "/s",
                ratio,
                goal,
                Verdict.of(ratio >= 1.0),
                brief + " " + figure("%.2fx", ratio));
    }

    private List<SpeedRow> wholeFiles(Inputs in) throws IOException, InterruptedException {
        // One untimed run warms the file system cache; the JIT starts cold in every run, as a user's does.
        double clue17 = in.wholeFile().medianSeconds(in.clue17File(), 1, timedRuns);
        double hardest = in.wholeFile().medianSeconds(in.hardestFile(), 1, timedRuns);
        progress.println("  whole-file solves done");
        return List.of(
                wholeFile(
                        "17-clue", clue17, TDOKU_17_CLUE_FILE_SECONDS, 1 / 1.5, "within 1.5x of tdoku", "file 17-clue"),
                wholeFile("hardest-1905", hardest, TDOKU_HARDEST_FILE_SECONDS, 1.0, ">= 1.0x", "file hardest"));
    }

    private static SpeedRow wholeFile(
            String set, double seconds, double reference, double goal, String goalWords, String brief) {
        double ratio = reference / seconds;
        return new SpeedRow(
                "`solve` a whole file, " + set + " (wall, end to end)",
                "tdoku " + figure("%.2f s", reference),
                figure("%.2f s", seconds),
                ratio,
                goalWords,
                Verdict.of(ratio >= goal),
                brief + " " + figure("%.2fx", ratio));
    }

    private List<SpeedRow> rating(Path rated) throws IOException {
        RateRow row = new RateBench(warmupRuns, timedRuns).run(rated, Integer.MAX_VALUE);
        progress.println("  rating done");
        List<SpeedRow> rows = new ArrayList<>();
        List<String> ratios = new ArrayList<>();
        for (int b = 0; b < row.bands().size(); b++) {
            ErBand band = row.bands().get(b);
            double reference = SERATE_MILLIS_PER_BAND.get(b);
            double ratio = band.puzzles() == 0 ? 0 : reference / band.millisPerPuzzle();
            boolean goalBand = band.from() >= 6.6 && band.to() <= 8.9;
            rows.add(new SpeedRow(
                    "rate, ER " + band.label() + " (" + band.puzzles() + " of " + row.dataset() + ", per puzzle)",
                    "serate " + figure("%,.1f ms", reference),
                    band.puzzles() == 0 ? "none" : figure("%.2f ms", band.millisPerPuzzle()),
                    ratio,
                    goalBand ? ">= 30x" : "",
                    goalBand && band.puzzles() > 0 ? Verdict.of(ratio >= 30) : Verdict.NO_GOAL,
                    ""));
            ratios.add(band.puzzles() == 0 ? "-" : figure("%.0fx", ratio));
        }
        rows.add(new SpeedRow(
                "rate, same ER/EP/ED as serate",
                row.referenced() + " with a reference",
                row.agreeing() + " agree",
                0,
                "every rating identical",
                Verdict.of(row.agreeing() == row.referenced()),
                "rate " + String.join("/", ratios) + " serate by ER band"));
        return rows;
    }

    private List<SpeedRow> explaining(Inputs in) {
        ExplainRow row = new ExplainBench(warmupRuns, timedRuns).run(in.explained(), "players", in.explainCatalogue());
        progress.println("  explain done");
        String set = row.puzzles() + " of " + row.dataset();
        return List.of(
                bounded(
                        "explain, median puzzle (" + set + ", thread CPU)",
                        "HoDoKu gives up, about 1 s",
                        figure("%.2f s", row.medianSeconds()),
                        "< 2 s",
                        row.medianSeconds() < 2,
                        figure("explain median %.1f s", row.medianSeconds())),
                bounded(
                        "explain, slowest puzzle",
                        "",
                        figure("%.2f s", row.maxSeconds()) + " (line "
                                + row.slowest().puzzleLine() + ")",
                        "< 5 s",
                        row.maxSeconds() < 5,
                        figure("slowest %.1f s", row.maxSeconds())),
                bounded(
                        "hint at the hardest position met (slowest step)",
                        "",
                        figure("%.0f ms", row.slowestStepSeconds() * 1e3) + " (step "
                                + row.slowest().step()
                                + " of line " + row.slowest().stepLine() + "; " + row.slowSteps() + " of "
                                + row.steps() + " steps >= " + ExplainBench.HINT_GOAL + ")",
                        "< " + ExplainBench.HINT_GOAL,
                        row.slowestStepSeconds() < ExplainBench.HINT_GOAL_SECONDS,
                        figure("hint up to %.0f ms", row.slowestStepSeconds() * 1e3)));
    }

    /**
     * QQWing's milliseconds a minimal puzzle on this machine, the fastest of three runs of as many puzzles
     * as our minimal row makes; empty, with a line on the progress stream, when it cannot be run.
     */
    private OptionalDouble qqwingHere(QqwingGeneration qqwing) throws InterruptedException {
        try {
            return OptionalDouble.of(qqwing.fastestMillisPerPuzzle(10 * generateCount, QQWING_RUNS));
        } catch (IOException | IllegalStateException e) {
            progress.println("  QQWing not timed here (" + e.getMessage() + "): its 2026-11-25 figure stands in");
            return OptionalDouble.empty();
        }
    }

    private List<SpeedRow> generating(OptionalDouble qqwingHere) {
        GenerateBench bench = new GenerateBench(1, GeneratorOptions.DEFAULT_TIME_LIMIT);
        GenerateRow minimal = bench.reference(BoxShape.CLASSIC, 10 * generateCount);
        double reference = qqwingHere.orElse(QQWING_MINIMAL_MILLIS);
        double ratio = reference / minimal.millisPerPuzzle();
        List<SpeedRow> rows = new ArrayList<>(List.of(new SpeedRow(
                "generate minimal 9x9 puzzles (" + minimal.puzzles() + ", in the process, thread CPU)",
                "QQWing " + figure("%.2f ms", reference) + (qqwingHere.isPresent() ? " (this run)" : ""),
                figure("%.2f ms", minimal.millisPerPuzzle()),
                ratio,
                ">= 1.0x",
                Verdict.of(ratio >= 1.0),
                figure("minimal generation %.1fx QQWing", ratio))));
        GenerateRow slowest = null;
        for (Level level : LEVELS) {
            GenerateRow row = bench.run(BoxShape.CLASSIC, level, generateCount);
            if (slowest == null || row.millisPerPuzzle() > slowest.millisPerPuzzle()) {
                slowest = row;
            }
        }
        progress.println("  generation done");
        rows.add(bounded(
                "generate at a level, the slowest of Easy..Diabolical (" + generateCount + " each)",
                "",
                figure("%.1f ms", slowest.millisPerPuzzle()) + " (" + slowest.what() + ")",
                "< 50 ms",
                slowest.millisPerPuzzle() < 50,
                ""));
        return rows;
    }

    /** A row whose goal bounds our own figure: no reference tool's figure to divide by, so no ratio. */
    private static SpeedRow bounded(
            String work, String reference, String ours, String goal, boolean met, String brief) {
        return new SpeedRow(work, reference, ours, 0, goal, Verdict.of(met), brief);
    }

    private static String thousands(double perSecond) {
        return perSecond >= 1_000 ? figure("%.1fk", perSecond / 1_000) : figure("%.0f", perSecond);
    }
}
