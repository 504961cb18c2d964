package dev.sudoku.testkit;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * What a corpus test's full run covers, kept as a table so that its CI sample can be held to the same: a
 * sample of a few hundred puzzles easily misses a technique that one puzzle in two thousand needs.
 *
 * <p>The table is the test resource {@code coverage/NAME.txt}: one line per key, {@code key item}, where a
 * key is what is covered ({@code path X_WING}: the solve path used X-Wing) and the item the first item of
 * the full run that covers it (a puzzle, or a generated puzzle's index); {@code #} starts a comment. A
 * sample ({@link #sample}) is the run's first items plus every item the table names, so a rare key is
 * reached without walking the run up to it; {@link #check} then asserts the sample covered every key.
 * The full run asserts instead that the table's keys are exactly those it covered, and writes the table
 * it measured to {@code target/coverage/NAME.txt}: when the code changes what the full run covers, that
 * file replaces the resource. Items that moved (the first puzzle using a technique is another one) do not
 * fail the full run, as long as the sample still covers the keys.
 *
 * <p>Thread-safe: items may be recorded from parallel walks.
 */
public final class Coverage {
    private final String name;
    private final Map<String, String> table;
    private final Map<String, Integer> firstOrder = new TreeMap<>();
    private final Map<String, String> firstItem = new TreeMap<>();
    private boolean fullRun;

    private Coverage(String name, Map<String, String> table) {
        this.name = name;
        this.table = table;
    }

    /** The table {@code coverage/NAME.txt} of the test classpath; empty when there is none yet. */
    public static Coverage of(String name) {
        URL resource = Thread.currentThread().getContextClassLoader().getResource("coverage/" + name + ".txt");
        Map<String, String> table = new TreeMap<>();
        if (resource != null) {
            try (InputStream in = resource.openStream()) {
                for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                    String trimmed = line.trim();
                    if (trimmed.isEmpty() || trimmed.startsWith("#")) {
                        continue;
                    }
                    int space = trimmed.lastIndexOf(' ');
                    if (space < 0) {
                        throw new IllegalStateException("coverage/" + name + ".txt: no item on line '" + line + "'");
                    }
                    table.put(trimmed.substring(0, space).trim(), trimmed.substring(space + 1));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return new Coverage(name, table);
    }

    /** The keys of the table. */
    public Set<String> keys() {
        return new TreeSet<>(table.keySet());
    }

    /**
     * The positions in {@code run} (the full run's items, in its order) of the sample: the first {@code
     * count}, then every later one the table names. All of them when {@code count} reaches the run's size,
     * which makes {@link #check} the full run's check. Fails when the table names an item not in the run.
     */
    public synchronized List<Integer> sample(List<String> run, int count) {
        fullRun = count >= run.size();
        Set<String> wanted = new HashSet<>(table.values());
        List<Integer> positions = new ArrayList<>();
        for (int i = 0; i < run.size(); i++) {
            boolean named = wanted.remove(run.get(i));
            if (i < count || named) {
                positions.add(i);
            }
        }
        if (!wanted.isEmpty()) {
            throw new AssertionError("coverage/" + name + ".txt names items that are not in the run: " + wanted);
        }
        return positions;
    }

    /** Records that the item at {@code order} in the run covered {@code keys}. */
    public synchronized void record(int order, String item, Collection<String> keys) {
        for (String key : keys) {
            Integer before = firstOrder.get(key);
            if (before == null || order < before) {
                firstOrder.put(key, order);
                firstItem.put(key, item);
            }
        }
    }

    /** The keys recorded so far. */
    public synchronized Set<String> covered() {
        return new TreeSet<>(firstItem.keySet());
    }

    /**
     * A sample must have covered every key of the table; the full run exactly the table's keys (and it
     * writes the table it measured first). Throws {@link AssertionError} saying what differs.
     */
    public synchronized void check() {
        Set<String> missing = new TreeSet<>(table.keySet());
        missing.removeAll(firstItem.keySet());
        if (!fullRun) {
            if (table.isEmpty()) {
                throw new AssertionError("no coverage table coverage/" + name + ".txt to hold the sample to: run the"
                        + " exhaustive suite (-Pcorpus,exhaustive) and take the table it writes");
            }
            if (!missing.isEmpty()) {
                throw new AssertionError("the sample of " + name + " does not cover " + missing
                        + ", which the full run covers (coverage/" + name + ".txt); if the code changed what the"
                        + " puzzles need, run the exhaustive suite (-Pcorpus,exhaustive) and take its table");
            }
            return;
        }
        Path written = write();
        Set<String> extra = new TreeSet<>(firstItem.keySet());
        extra.removeAll(table.keySet());
        if (!missing.isEmpty() || !extra.isEmpty()) {
            throw new AssertionError("the full run of " + name + " covers " + extra + " beyond the table"
                    + " coverage/" + name + ".txt and not " + missing + " of it; the measured table is " + written
                    + ": copy it to src/test/resources/coverage/ so that CI's sample covers the same");
        }
    }

    private Path write() {
        StringBuilder text = new StringBuilder(
                "# What the full run of " + name + " covers, each key with the first"
                        + " item of the run that covers it (written by the exhaustive suite; see dev.sudoku.testkit.Coverage)\n");
        firstItem.forEach(
                (key, item) -> text.append(key).append(' ').append(item).append('\n'));
        Path out = Path.of("target", "coverage", name + ".txt");
        try {
            Files.createDirectories(out.getParent());
            Files.writeString(out, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toAbsolutePath();
    }
}
