package dev.sudoku.cli;

import dev.sudoku.bench.Dataset;
import dev.sudoku.bench.QqwingGeneration;
import dev.sudoku.bench.SpeedBench;
import dev.sudoku.bench.SpeedRun;
import dev.sudoku.bench.SpeedTable;
import dev.sudoku.bench.WholeFileRun;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * {@code sudoku bench --speed}: the speed goals in one table beside the reference tools' figures, and a
 * one-line summary. The whole-file rows start this command line again as a process of its own, as
 * {@code ./sudoku solve --threads 1 FILE} starts it.
 */
final class BenchSpeed {
    /** The files it reads from --data, in the order the rows use them. */
    static final List<String> SETS = List.of(
            "17_clue_49158.txt",
            "magictour_top1465.txt",
            "forum_hardest_1905_11plus.txt",
            "se_classic_dev.txt",
            "forum_hardest_1106.txt");

    /** Puzzles per level of the generation rows unless --count says (the minimal reference makes ten times as many). */
    static final int GENERATE_COUNT = 20;

    /**
     * The command line's JVM options, Java argument files in the cli module's folder: the compiler's, then the
     * collector's (which {@code ./sudoku} leaves out when the caller chose a collector).
     */
    static final List<String> OPTIONS_FILES = List.of("command-line.options", "command-line-memory.options");

    private BenchSpeed() {}

    /**
     * Runs every row and prints the table, then the summary line.
     *
     * @param files the files of {@link #SETS}, found in --data
     * @param count puzzles per level of the generation rows
     */
    static void run(List<Path> files, BenchInputs timing, int count, PrintWriter out) throws Exception {
        Function<Integer, Dataset> load = i -> timing.load(files.get(i));
        SpeedBench.Inputs inputs = new SpeedBench.Inputs(
                load.apply(0),
                files.get(0),
                load.apply(1),
                load.apply(2),
                files.get(2),
                BenchInputs.readable(files.get(3)),
                BenchExplain.picked(load.apply(4), BenchExplain.DEFAULT_EVERY, BenchExplain.DEFAULT_PICKS),
                Profiles.named("players"),
                SolverOption.factory("band"),
                new WholeFileRun(solveCommand()),
                QqwingGeneration.INSTALLED);
        SpeedBench bench = new SpeedBench(timing.warmup(), timing.runs(), count, System.err);
        SpeedRun run = bench.run(inputs);
        out.print(SpeedTable.format(run));
        out.println();
        out.println(SpeedTable.summary(
                run, System.getProperty("java.version"), Runtime.getRuntime().availableProcessors()));
        out.flush();
    }

    /**
     * This command line as {@code ./sudoku} starts it for a solve: the same Java and class path, the
     * command line's JVM options ({@link #OPTIONS_FILES}, read as Java argument files) and the class-data
     * archive beside the jar, each when there is one.
     */
    static List<String> solveCommand() {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String classPath = System.getProperty("java.class.path");
        List<String> command = new ArrayList<>(List.of(java));
        if (classPath.endsWith(".jar")) {
            Path jar = Path.of(classPath).toAbsolutePath();
            // The jar is cli/target/sudoku.jar; the options files sit in cli/.
            for (String file : OPTIONS_FILES) {
                Path options = jar.getParent().resolveSibling(file);
                if (Files.isReadable(options)) {
                    command.add("@" + options);
                }
            }
            Path archive = jar.resolveSibling("sudoku.jsa");
            if (Files.isReadable(archive)) {
                command.addAll(List.of("-XX:SharedArchiveFile=" + archive, "-Xlog:cds=off"));
            }
        }
        if (hugePagesOnRequest()) {
            command.add("-XX:+UseTransparentHugePages");
        }
        command.addAll(List.of("-cp", classPath, Main.class.getName(), "solve", "--threads", "1"));
        return command;
    }

    /**
     * Whether the kernel gives transparent huge pages on request (set to {@code madvise} or {@code always}), as
     * {@code ./sudoku} reads it before asking Java for them.
     */
    static boolean hugePagesOnRequest() {
        try {
            String setting = Files.readString(Path.of("/sys/kernel/mm/transparent_hugepage/enabled"));
            return setting.contains("[madvise]") || setting.contains("[always]");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }
}
