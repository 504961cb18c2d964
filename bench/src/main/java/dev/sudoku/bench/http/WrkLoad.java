package dev.sudoku.bench.http;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The load generator on wrk (https://github.com/wg/wrk, Debian's {@code wrk}), run as a process of its own
 * per row: {@code wrk -t2 -c<connections> -d<seconds>s --latency -s <script> <url>}, the script written by
 * {@link WrkScript} to a temporary file and its report read by {@link WrkOutput}. Each connection sends its
 * next request when the last is answered, as {@link HttpLoad}'s clients do.
 *
 * <p>Why wrk: on 2 cores the JDK's client in the server's process took more of the CPU than the server did,
 * so the figures said more about the client than the server. wrk is C on an event loop per thread: at
 * 64 connections it took 4-6% of one core (10 s of health, then of solve-easy), the server the rest.
 *
 * <p>Bounded by time alone: wrk has no request cap, so settings must have none ({@link #settings}). Each row
 * runs as one process for its whole duration, in one round: wrk reports percentiles, not the latencies
 * themselves, and percentiles of slices cannot be merged into the row's.
 */
public final class WrkLoad implements LoadGenerator {
    /** wrk threads, each an event loop over its share of the connections: as the results' machine has cores. */
    static final int THREADS = 2;
    /** The longest warm-up, as {@link LoadSettings#of} has it. */
    private static final long MAX_WARMUP_SECONDS = 3;
    /** How long after its duration a wrk process may take to report before it is stopped. */
    private static final Duration GRACE = HttpLoad.REQUEST_TIMEOUT.plusSeconds(20);

    private final Path wrk;
    private final URI base;
    private final LoadSettings settings;

    /**
     * @param wrk the wrk executable, e.g. from {@link #find()}
     * @param base the server's address; its host must be a loopback address
     * @param settings whole seconds, one round and no request cap, as {@link #settings} makes them
     */
    public WrkLoad(Path wrk, URI base, LoadSettings settings) {
        this.wrk = Objects.requireNonNull(wrk, "wrk");
        this.base = Objects.requireNonNull(base, "base");
        this.settings = Objects.requireNonNull(settings, "settings");
        HttpLoad.requireLoopback(base);
        if (settings.maxRequests() != Long.MAX_VALUE
                || settings.rounds() != 1
                || !wholeSeconds(settings.duration())
                || !wholeSeconds(settings.warmup())) {
            throw new IllegalArgumentException(
                    "wrk runs whole seconds in one round without a request cap, not " + settings);
        }
    }

    /**
     * Settings wrk can run: {@code seconds} of timed load, after a warm-up of a tenth of that rounded to
     * whole seconds (none under 5 s, at most 3 s), in one round, without a request cap.
     */
    public static LoadSettings settings(int connections, long seconds) {
        long warmup = Math.min(MAX_WARMUP_SECONDS, Math.round(seconds / 10.0));
        return new LoadSettings(
                connections, Duration.ofSeconds(seconds), Long.MAX_VALUE, Duration.ofSeconds(warmup), 1);
    }

    /** wrk at {@code /usr/bin/wrk}, where Debian installs it, else the first on the {@code PATH}. */
    public static Optional<Path> find() {
        List<Path> places = new ArrayList<>(List.of(Path.of("/usr/bin/wrk")));
        String path = System.getenv("PATH");
        if (path != null) {
            for (String folder : path.split(Pattern.quote(File.pathSeparator))) {
                if (!folder.isEmpty()) {
                    places.add(Path.of(folder, "wrk"));
                }
            }
        }
        return places.stream().filter(Files::isExecutable).findFirst();
    }

    @Override
    public List<LoadResult> run(List<LoadRow> rows) throws InterruptedException {
        if (!settings.warmup().isZero()) {
            for (LoadRow row : rows) {
                run(row, settings.warmup());
            }
        }
        List<LoadResult> results = new ArrayList<>();
        for (LoadRow row : rows) {
            results.add(run(row, settings.duration()).result(row));
        }
        return results;
    }

    /** wrk's version as it states it ({@code debian/4.1.0-3+b2}), its threads, and where it runs. */
    @Override
    public String description() {
        return "wrk " + version() + " (" + (threads() == 1 ? "1 thread" : threads() + " threads")
                + "), a process of its own";
    }

    private int threads() {
        return Math.min(THREADS, settings.connections()); // wrk refuses more threads than connections
    }

    private WrkOutput run(LoadRow row, Duration duration) throws InterruptedException {
        Path script = null;
        try {
            script = Files.createTempFile("sudoku-wrk-", ".lua");
            Files.writeString(script, WrkScript.of(row), StandardCharsets.UTF_8);
            String output = execute(
                    List.of(
                            wrk.toString(),
                            "-t" + threads(),
                            "-c" + settings.connections(),
                            "-d" + duration.toSeconds() + "s",
                            "--timeout",
                            HttpLoad.REQUEST_TIMEOUT.toSeconds() + "s",
                            "--latency",
                            "-s",
                            script.toString(),
                            base.resolve(row.path()).toString()),
                    duration.plus(GRACE));
            try {
                return WrkOutput.parse(output);
            } catch (IllegalArgumentException e) {
                throw new IllegalStateException(row.name() + ": " + e.getMessage(), e);
            }
        } catch (IOException e) {
            throw new IllegalStateException(row.name() + ": could not run wrk: " + e.getMessage(), e);
        } finally {
            if (script != null) {
                try {
                    Files.deleteIfExists(script);
                } catch (IOException e) {
                    // A stray script in the temporary folder is not worth failing the run for.
                }
            }
        }
    }

    /** The process's output and errors together; an exception when it fails or overruns {@code bound}. */
    private static String execute(List<String> command, Duration bound) throws IOException, InterruptedException {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        try (InputStream out = process.getInputStream()) {
            // The report is under 2 kB, far below a pipe's buffer, so wrk never waits for it to be read.
            if (!process.waitFor(bound.toNanos(), TimeUnit.NANOSECONDS)) {
                throw new IllegalStateException("wrk still running " + bound.toSeconds() + " s after start");
            }
            String text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            if (process.exitValue() != 0) {
                throw new IllegalStateException(
                        "wrk exited with " + process.exitValue() + ": " + text.strip() + " (" + command + ")");
            }
            return text;
        } finally {
            process.destroyForcibly();
        }
    }

    private static boolean wholeSeconds(Duration duration) {
        return duration.getNano() == 0;
    }

    private String version() {
        try {
            // wrk has no version flag of its own: -v prints the usage, headed by its version, and exits 1.
            Process process = new ProcessBuilder(wrk.toString(), "-v")
                    .redirectErrorStream(true)
                    .start();
            String text;
            try (InputStream out = process.getInputStream()) {
                text = new String(out.readAllBytes(), StandardCharsets.UTF_8);
            } finally {
                process.destroyForcibly();
            }
            Matcher version = Pattern.compile("^wrk (\\S+)").matcher(text);
            return version.find() ? version.group(1) : "(version unknown)";
        } catch (IOException e) {
            return "(version unknown)";
        }
    }
}
