package dev.sudoku.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * The public puzzle collections (17-clue, top1465, hardest lists ...) used by the tests tagged {@value
 * #TAG}. The folder is the system property {@code sudoku.data} (the build sets it to {@code
 * ../shared/data}); when it is missing those tests fail loudly rather than pass without data.
 */
public final class Corpus {
    /** The JUnit tag of tests that read the collections. */
    public static final String TAG = "corpus";

    private Corpus() {}

    /** The data folder; throws with a clear message when it is not there. */
    public static Path dataDir() {
        String configured = System.getProperty("sudoku.data", System.getenv("SUDOKU_DATA"));
        if (configured == null || configured.isBlank()) {
            throw new IllegalStateException("the corpus tests need -Dsudoku.data=FOLDER (normally ../shared/data)");
        }
        Path dir = Path.of(configured).toAbsolutePath().normalize();
        if (!Files.isDirectory(dir)) {
            throw new IllegalStateException("corpus folder " + dir + " does not exist");
        }
        return dir;
    }

    /** A file of the collection; throws when absent. */
    public static Path file(String name) {
        Path path = dataDir().resolve(name);
        if (!Files.isRegularFile(path)) {
            throw new IllegalStateException("corpus file " + path + " does not exist");
        }
        return path;
    }

    /** Every non-blank, non-comment line of a collection file. */
    public static List<String> lines(String name) {
        try {
            return Files.readAllLines(file(name), StandardCharsets.UTF_8).stream()
                    .filter(line -> !line.isBlank() && !line.startsWith("#"))
                    .collect(Collectors.toList());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The puzzle of each line: its first whitespace-separated field. */
    public static List<String> puzzles(String name) {
        return lines(name).stream().map(line -> line.trim().split("\\s+")[0]).collect(Collectors.toList());
    }

    /** A reproducible sample of {@code count} puzzles (all of them when the file has fewer), in file order. */
    public static List<String> sample(String name, int count, long seed) {
        List<String> all = puzzles(name);
        if (all.size() <= count) {
            return all;
        }
        return drawnLines(all.size(), count, seed).sorted().mapToObj(all::get).collect(Collectors.toList());
    }

    /**
     * The puzzles of {@link #sample} in the order they were drawn, so that its first {@code n} are the
     * sample of {@code n}: a smaller run is a prefix of the full one.
     */
    public static List<String> drawn(String name, int count, long seed) {
        List<String> all = puzzles(name);
        if (all.size() <= count) {
            return all;
        }
        return drawnLines(all.size(), count, seed).mapToObj(all::get).collect(Collectors.toList());
    }

    private static IntStream drawnLines(int size, int count, long seed) {
        return new Random(seed).ints(0, size).distinct().limit(count);
    }

    /** Evenly spaced puzzles: every {@code step}-th, starting at the first. */
    public static List<String> everyNth(String name, int step) {
        List<String> all = puzzles(name);
        return IntStream.range(0, all.size())
                .filter(i -> i % step == 0)
                .mapToObj(all::get)
                .collect(Collectors.toList());
    }
}
