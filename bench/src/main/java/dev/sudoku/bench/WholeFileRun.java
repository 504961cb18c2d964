package dev.sudoku.bench;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Times a command over a whole file as a user runs it: a process of its own, from its start to its exit,
 * start-up, reading, solving and writing included (the output is thrown away, as {@code > /dev/null}
 * does). Wall time, since that is what the reference tool's figures are.
 *
 * @param command the command line before the file, e.g. {@code java ... Main solve --threads 1}
 */
public record WholeFileRun(List<String> command) {
    public WholeFileRun {
        command = List.copyOf(command);
    }

    /** The median wall seconds of {@code runs} runs over {@code file}, after {@code warmup} untimed ones. */
    public double medianSeconds(Path file, int warmup, int runs) throws IOException, InterruptedException {
        for (int i = 0; i < warmup; i++) {
            once(file);
        }
        double[] seconds = new double[runs];
        for (int i = 0; i < runs; i++) {
            seconds[i] = once(file);
        }
        return Medians.of(seconds);
    }

    private double once(Path file) throws IOException, InterruptedException {
        List<String> line = new ArrayList<>(command);
        line.add(file.toString());
        ProcessBuilder builder = new ProcessBuilder(line)
                .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD);
        long start = System.nanoTime();
        Process process = builder.start();
        // Nothing to read from standard input: the file is named.
        process.getOutputStream().close();
        int exit = process.waitFor();
        double seconds = (System.nanoTime() - start) / 1e9;
        if (exit != 0) {
            throw new IllegalStateException(String.join(" ", line) + " ended with exit code " + exit);
        }
        return seconds;
    }
}
