package dev.sudoku.cli;

import dev.sudoku.bench.HttpTable;
import dev.sudoku.bench.http.ApiRow;
import dev.sudoku.bench.http.HttpLoad;
import dev.sudoku.bench.http.LoadGenerator;
import dev.sudoku.bench.http.LoadResult;
import dev.sudoku.bench.http.LoadRow;
import dev.sudoku.bench.http.LoadSettings;
import dev.sudoku.bench.http.WrkLoad;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import picocli.CommandLine.Option;

/**
 * {@code sudoku bench --http}: its options and its table, the JSON API loaded over HTTP on a server this
 * command starts on the loopback address and always stops, each row compared with the health check.
 */
final class BenchHttp {
    /** The sets the rows are stated for: naked-singles puzzles, and a hardest list for the exact solver. */
    static final String EASY_SET = "kaggle_sample70.txt";

    static final String HARDEST_SET = "forum_hardest_1905_11plus.txt";

    /** This mode's options, refused in the other modes. */
    static final List<String> OPTIONS = List.of(
            "--client",
            "--connections",
            "--duration",
            "--max-requests",
            "--rows",
            "--easy-puzzles",
            "--hardest-puzzles");

    /** The load generators: wrk in a process of its own, or the JDK's HttpClient in this one. */
    enum Client {
        WRK,
        JDK
    }

    /** A row's longest duration: an hour of load is a mistake, not a benchmark. */
    private static final double MAX_SECONDS = 3600;

    @Option(
            names = "--client",
            paramLabel = "CLIENT",
            description = "With --http: the load generator, wrk (a process of its own; whole seconds, no"
                    + " --max-requests) or jdk (the JDK's HttpClient in this process). Default: wrk when"
                    + " /usr/bin/wrk or wrk on the PATH exists, else jdk.")
    Client client;

    @Option(
            names = "--connections",
            paramLabel = "N",
            defaultValue = "64",
            description = "With --http: requests in flight at once, one per connection. Default: ${DEFAULT-VALUE}.")
    int connections;

    @Option(
            names = "--duration",
            paramLabel = "SECONDS",
            defaultValue = "30",
            description = "With --http: timed seconds of each row, fractions allowed; a tenth as long (at most"
                    + " 3 s) runs untimed first. Default: ${DEFAULT-VALUE}.")
    double duration;

    @Option(
            names = "--max-requests",
            paramLabel = "N",
            description = "With --http and --client jdk: at most N timed requests a row (and N untimed)."
                    + " Default: no cap.")
    Long maxRequests;

    @Option(
            names = "--rows",
            split = ",",
            paramLabel = "ROW",
            defaultValue = "health,solve-easy,solve-hardest,hint,explain,rate",
            description = "With --http: rows to run; health, the reference, runs first whether named or not."
                    + " Default: ${DEFAULT-VALUE}.")
    List<String> rows;

    @Option(
            names = "--easy-puzzles",
            paramLabel = "FILE",
            description = "With --http: puzzles of the solve-easy, hint, explain and rate rows. Default: " + EASY_SET
                    + " in --data.")
    Path easy;

    @Option(
            names = "--hardest-puzzles",
            paramLabel = "FILE",
            description = "With --http: puzzles of the solve-hardest row. Default: " + HARDEST_SET + " in --data.")
    Path hardest;

    /**
     * Starts a server on 127.0.0.1 with the defaults of {@code sudoku serve}, runs the rows against it and
     * formats the table; usage errors as {@link UsageException}. Cost: each row its duration and a tenth
     * (at most 3 s).
     *
     * @param data the folder of the standard sets
     * @param limit at most this many puzzles of each file
     */
    String table(Path data, int limit) throws InterruptedException {
        Optional<Path> wrk = WrkLoad.find();
        Client chosen = client != null ? client : wrk.isPresent() ? Client.WRK : Client.JDK;
        if (chosen == Client.WRK && wrk.isEmpty()) {
            throw new UsageException("--client wrk: no /usr/bin/wrk and no wrk on the PATH (Debian: apt-get"
                    + " install wrk); --client jdk needs nothing");
        }
        LoadSettings settings = settings(chosen);
        List<ApiRow> apiRows = chosenRows();
        Map<ApiRow.PuzzleSet, List<String>> puzzles = puzzles(apiRows, data, limit);
        List<LoadRow> loads = apiRows.stream()
                .map(row -> row.load(puzzles.getOrDefault(row.puzzles(), List.of())))
                .toList();
        System.err.printf(
                Locale.ROOT,
                "  %d rows of %.1f s in %d round(s), after %.1f s untimed each, with %s%n",
                loads.size(),
                duration,
                settings.rounds(),
                settings.warmup().toNanos() / 1e9,
                chosen.name().toLowerCase(Locale.ROOT));
        List<LoadResult> results;
        LoadGenerator generator;
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty())) {
            URI base = URI.create("http://127.0.0.1:" + server.port());
            generator = chosen == Client.WRK
                    ? new WrkLoad(wrk.orElseThrow(), base, settings)
                    : new HttpLoad(base, settings);
            results = generator.run(loads);
        }
        for (LoadResult result : results) {
            if (result.errors() > 0) {
                System.err.printf(
                        "  %s: %d errors, the first: %s%n", result.name(), result.errors(), result.firstError());
            }
        }
        return HttpTable.format(results, results.get(0), settings, generator);
    }

    private LoadSettings settings(Client chosen) {
        if (connections < 1 || connections > LoadSettings.MAX_CONNECTIONS) {
            throw new UsageException(
                    "--connections must be from 1 to " + LoadSettings.MAX_CONNECTIONS + ", not " + connections);
        }
        if (!(duration > 0 && duration <= MAX_SECONDS)) {
            throw new UsageException("--duration must be more than 0 and at most " + (int) MAX_SECONDS + " seconds");
        }
        if (maxRequests != null && maxRequests < 1) {
            throw new UsageException("--max-requests must be positive, not " + maxRequests);
        }
        if (chosen == Client.WRK) {
            if (maxRequests != null) {
                throw new UsageException("--max-requests needs --client jdk: wrk is bounded by --duration alone");
            }
            if (duration != Math.rint(duration)) {
                throw new UsageException(
                        "--duration must be whole seconds with --client wrk (its -d takes no fractions), not "
                                + duration);
            }
            return WrkLoad.settings(connections, (long) duration);
        }
        return LoadSettings.of(
                connections,
                Duration.ofNanos(Math.round(duration * 1e9)),
                maxRequests == null ? Long.MAX_VALUE : maxRequests);
    }

    /** Health first, then the rows named, each once, in the order named. */
    private List<ApiRow> chosenRows() {
        Set<ApiRow> chosen = new LinkedHashSet<>(List.of(ApiRow.HEALTH));
        for (String word : rows) {
            try {
                chosen.add(ApiRow.named(word.strip()));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--rows: " + e.getMessage());
            }
        }
        return List.copyOf(chosen);
    }

    /** The puzzle lines of each set the rows use, read before the server starts. */
    private Map<ApiRow.PuzzleSet, List<String>> puzzles(List<ApiRow> chosen, Path data, int limit) {
        Map<ApiRow.PuzzleSet, List<String>> lines = new EnumMap<>(ApiRow.PuzzleSet.class);
        for (ApiRow row : chosen) {
            ApiRow.PuzzleSet set = row.puzzles();
            if (set == ApiRow.PuzzleSet.NONE || lines.containsKey(set)) {
                continue;
            }
            Path file = set == ApiRow.PuzzleSet.EASY
                    ? file(easy, data, EASY_SET, "--easy-puzzles")
                    : file(hardest, data, HARDEST_SET, "--hardest-puzzles");
            // Only the limit of BenchInputs applies: each row is one timed run, its warm-up is by time.
            BenchInputs inputs = new BenchInputs(List.of(file), 0, 1, limit);
            lines.put(
                    set,
                    inputs.load(file).puzzles().stream().map(LineFormat::write).toList());
        }
        return lines;
    }

    private static Path file(Path given, Path data, String standard, String option) {
        if (given != null) {
            return given;
        }
        Path file = data.resolve(standard);
        if (!Files.isReadable(file)) {
            throw new UsageException("no " + option + " given and " + file + " is missing; name a file or set --data");
        }
        return file;
    }
}
