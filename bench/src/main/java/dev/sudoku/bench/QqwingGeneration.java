package dev.sudoku.bench;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Pattern;

/**
 * QQWing (the Debian package's {@code qqwing}) making minimal 9x9 puzzles, timed in the run that times
 * ours: a reference taken on the machine at hand, where the fixed figures of {@link SpeedReference} were
 * taken on another. A whole process each time, timed by the CPU it used (user and system, as the in-process
 * rows are timed by CPU; the fixed figure was the wall clock of a quiet machine, where the two agree), or
 * by the wall clock where the system does not tell; every line it writes must be a puzzle, so a program
 * that is not QQWing, or fails, is not timed as if it were.
 *
 * @param command the program and any arguments before QQWing's own, e.g. {@code qqwing}
 */
public record QqwingGeneration(List<String> command) {
    /** The program as the Debian package installs it, found on the PATH. */
    public static final QqwingGeneration INSTALLED = new QqwingGeneration(List.of("qqwing"));

    private static final Pattern PUZZLE = Pattern.compile("[1-9.]{81}");

    public QqwingGeneration {
        command = List.copyOf(command);
        if (command.isEmpty()) {
            throw new IllegalArgumentException("no program to run");
        }
    }

    /**
     * Milliseconds a puzzle of the fastest of {@code runs} runs, each making {@code puzzles} puzzles: the
     * fastest, since other work on the machine can only slow a run down.
     *
     * @throws IOException when the program cannot be started or its output read
     * @throws IllegalStateException when it fails or writes anything but the puzzles asked for
     */
    public double fastestMillisPerPuzzle(int puzzles, int runs) throws IOException, InterruptedException {
        if (puzzles < 1 || runs < 1) {
            throw new IllegalArgumentException("need puzzles >= 1 and runs >= 1");
        }
        double fastest = Double.MAX_VALUE;
        for (int i = 0; i < runs; i++) {
            fastest = Math.min(fastest, millisPerPuzzle(puzzles));
        }
        return fastest;
    }

    private double millisPerPuzzle(int puzzles) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.addAll(List.of("--generate", Integer.toString(puzzles), "--one-line"));
        ProcessBuilder builder = new ProcessBuilder(line).redirectError(ProcessBuilder.Redirect.DISCARD);
        OptionalLong cpuBefore = ChildCpuClock.childrenNanos();
        long start = System.nanoTime();
        Process process = builder.start();
        process.getOutputStream().close();
        int made = 0;
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            for (String written = out.readLine(); written != null; written = out.readLine()) {
                if (!PUZZLE.matcher(written).matches()) {
                    process.destroyForcibly();
                    throw new IllegalStateException(
                            String.join(" ", line) + " wrote a line that is not a puzzle: " + abbreviated(written));
                }
                made++;
            }
        }
        int exit = process.waitFor();
        long wall = System.nanoTime() - start;
        OptionalLong cpuAfter = ChildCpuClock.childrenNanos();
        double millis =
                (cpuBefore.isPresent() && cpuAfter.isPresent() ? cpuAfter.getAsLong() - cpuBefore.getAsLong() : wall)
                        / 1e6;
        if (exit != 0) {
            throw new IllegalStateException(String.join(" ", line) + " ended with exit code " + exit);
        }
        if (made != puzzles) {
            throw new IllegalStateException(String.join(" ", line) + " made " + made + " puzzles, not " + puzzles);
        }
        return millis / puzzles;
    }

    private static String abbreviated(String text) {
        return text.length() <= 40 ? "'" + text + "'" : "'" + text.substring(0, 40) + "...'";
    }
}
