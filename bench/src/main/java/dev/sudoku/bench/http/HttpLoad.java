package dev.sudoku.bench.http;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A closed-loop load generator on the JDK's {@link HttpClient}: {@code connections} clients, each a platform
 * thread that sends a request, waits for the whole answer and sends the next, for a row's duration or
 * until its request cap, whichever comes first. Closed-loop means the offered load follows the server's
 * speed, so requests/s is the server's throughput at that concurrency and latency includes queueing in the
 * server, not in the client. Rows take turns in rounds (see {@link LoadSettings#rounds()}), so rows of one
 * run are compared under the same conditions.
 *
 * <p>Only a server on this machine is loaded: the base address must be a loopback address. The clients
 * share the machine's cores with the server, so absolute figures understate a server alone; compare rows
 * of one run with each other (the health row is the reference), not with other machines.
 *
 * <p>The client's cost, measured against wrk on the same server (2 cores, health row, 64 connections, 3 s
 * turns in 7 rounds, a machine at load average 12-17; requests/s as a fraction of wrk's in the same round,
 * the median of the rounds): blocking sends on 64 platform threads with the client's default executor and
 * bodies read into arrays, 0.43; the same with a direct executor (the client's selector thread completes each
 * answer instead of handing it to a pool thread first), 0.53; and with 2xx bodies dropped as they arrive
 * rather than copied, 0.56, which is what this class does. The asynchronous API lost by far: 64 chains of
 * {@code sendAsync} (each sending its next on completion) on one selector thread, 0.08-0.35 of wrk whatever
 * the executor (default, 1 or 2 threads, direct). Dropping bodies with the default executor came out between
 * 0.36 and 0.67, too noisy to rank. Even at its cheapest the process used 1.7-1.9 cores for about half of
 * wrk's throughput, where the server alone used 1.0 under wrk: {@link WrkLoad} is the one to measure the
 * server with; this one needs nothing installed.
 */
public final class HttpLoad implements LoadGenerator {
    /** A request unanswered after this long is an error; it also bounds how long a row can overrun. */
    static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(10);
    /** How much of an error's answer is kept for the report. */
    private static final int ERROR_TEXT = 200;
    /** A 2xx answer's body: dropped as it arrives, nothing to copy; other answers kept for the report. */
    private static final HttpResponse.BodyHandler<byte[]> BODY = answer -> answer.statusCode() / 100 == 2
            ? HttpResponse.BodySubscribers.replacing(new byte[0])
            : HttpResponse.BodySubscribers.ofByteArray();

    private final URI base;
    private final LoadSettings settings;
    private final HttpClient client;

    /**
     * @param base the server's address, e.g. {@code http://127.0.0.1:8080}; its host must be a loopback
     *     address
     */
    public HttpLoad(URI base, LoadSettings settings) {
        this.base = Objects.requireNonNull(base, "base");
        this.settings = Objects.requireNonNull(settings, "settings");
        requireLoopback(base);
        // HTTP/1.1 stated: the default would offer every new connection an upgrade to HTTP/2 first. The direct
        // executor runs the client's own tasks on its selector thread; the senders block on their answers, so
        // nothing else waits on it (see the class's note for what that saved).
        this.client = HttpClient.newBuilder()
                .version(HttpClient.Version.HTTP_1_1)
                .executor(Runnable::run)
                .connectTimeout(REQUEST_TIMEOUT)
                .build();
    }

    /** One row alone: {@link #run(List)} of that row. */
    public LoadResult run(LoadRow row) throws InterruptedException {
        return run(List.of(row)).get(0);
    }

    /**
     * Runs every row untimed for the warm-up, then the timed rounds: in each, every row in turn for its
     * slice of the duration and of the request cap. The results, one per row in order, cover the timed
     * slices alone.
     */
    @Override
    public List<LoadResult> run(List<LoadRow> rows) throws InterruptedException {
        List<List<HttpRequest>> requests = rows.stream().map(this::requests).toList();
        if (!settings.warmup().isZero()) {
            for (List<HttpRequest> row : requests) {
                phase(row, settings.warmup(), settings.maxRequests());
            }
        }
        Phase[] timed = new Phase[rows.size()];
        Arrays.fill(timed, Phase.NONE);
        int rounds = settings.rounds();
        Duration slice = settings.duration().dividedBy(rounds);
        for (int round = 0; round < rounds; round++) {
            for (int i = 0; i < rows.size(); i++) {
                // The requests still allowed, shared evenly among the rounds left.
                long left = settings.maxRequests() - timed[i].requests();
                long share = left / (rounds - round) + (left % (rounds - round) == 0 ? 0 : 1);
                if (share > 0) {
                    timed[i] = timed[i].plus(phase(requests.get(i), slice, share));
                }
            }
        }
        List<LoadResult> results = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            results.add(timed[i].result(rows.get(i)));
        }
        return results;
    }

    @Override
    public String description() {
        return "the JDK's HttpClient in the server's process, a thread per connection";
    }

    private List<HttpRequest> requests(LoadRow row) {
        URI uri = base.resolve(row.path());
        List<HttpRequest> requests = new ArrayList<>();
        if (row.bodies().isEmpty()) {
            requests.add(
                    HttpRequest.newBuilder(uri).timeout(REQUEST_TIMEOUT).GET().build());
        }
        for (String body : row.bodies()) {
            requests.add(HttpRequest.newBuilder(uri)
                    .timeout(REQUEST_TIMEOUT)
                    .header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString(body, StandardCharsets.UTF_8))
                    .build());
        }
        return requests;
    }

    /** What the clients of one or more phases of a row did between them. */
    private record Phase(long requests, long errors, long nanos, List<Latencies> latencies, String firstError) {
        static final Phase NONE = new Phase(0, 0, 0, List.of(), "");

        Phase plus(Phase other) {
            List<Latencies> both = new ArrayList<>(latencies);
            both.addAll(other.latencies);
            return new Phase(
                    requests + other.requests,
                    errors + other.errors,
                    nanos + other.nanos,
                    both,
                    firstError.isEmpty() ? other.firstError : firstError);
        }

        LoadResult result(LoadRow row) {
            long[] sorted = Latencies.sorted(latencies);
            return new LoadResult(
                    row.name(),
                    row.request(),
                    requests,
                    nanos / 1e9,
                    Latencies.percentileMicros(sorted, 50),
                    Latencies.percentileMicros(sorted, 99),
                    errors,
                    firstError);
        }
    }

    /** Sends the requests round-robin from every client until the duration is up or {@code cap} were sent. */
    private Phase phase(List<HttpRequest> requests, Duration duration, long cap) throws InterruptedException {
        AtomicLong issued = new AtomicLong();
        AtomicLong completed = new AtomicLong();
        AtomicLong errors = new AtomicLong();
        AtomicReference<String> firstError = new AtomicReference<>("");
        List<Latencies> latencies = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(settings.connections(), daemonThreads());
        long start = System.nanoTime();
        long deadline = start + duration.toNanos();
        try {
            for (int i = 0; i < settings.connections(); i++) {
                Latencies own = new Latencies();
                latencies.add(own);
                pool.execute(() -> {
                    while (System.nanoTime() < deadline) {
                        // One counter claims both the request's turn in the round-robin and its place under the cap.
                        long index = issued.getAndIncrement();
                        if (index >= cap) {
                            return;
                        }
                        String error = send(requests.get((int) (index % requests.size())), own);
                        if (Thread.currentThread().isInterrupted()) {
                            return; // the phase was abandoned: nothing more is counted
                        }
                        completed.incrementAndGet();
                        if (error != null) {
                            errors.incrementAndGet();
                            firstError.compareAndSet("", error);
                        }
                    }
                });
            }
            pool.shutdown();
            long bound = duration.plus(REQUEST_TIMEOUT).plusSeconds(5).toNanos();
            if (!pool.awaitTermination(bound, TimeUnit.NANOSECONDS)) {
                throw new IllegalStateException("clients still sending " + bound / 1_000_000 + " ms after start");
            }
        } finally {
            pool.shutdownNow();
        }
        long nanos = System.nanoTime() - start;
        // The pool's termination orders the clients' writes before these reads.
        return new Phase(completed.get(), errors.get(), nanos, latencies, firstError.get());
    }

    /** Sends one request and records its latency if answered; the error's description, or null if 2xx. */
    private String send(HttpRequest request, Latencies latencies) {
        long sent = System.nanoTime();
        try {
            HttpResponse<byte[]> answer = client.send(request, BODY);
            latencies.add(System.nanoTime() - sent);
            if (answer.statusCode() / 100 == 2) {
                return null;
            }
            String body = new String(answer.body(), StandardCharsets.UTF_8);
            return answer.statusCode() + " " + body.substring(0, Math.min(body.length(), ERROR_TEXT));
        } catch (IOException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return "interrupted";
        }
    }

    private static ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return task -> {
            Thread thread = new Thread(task, "http-load-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }

    static void requireLoopback(URI base) {
        String host = base.getHost();
        try {
            if (host == null || !InetAddress.getByName(host).isLoopbackAddress()) {
                throw new IllegalArgumentException("loads only a server on this machine, not " + base);
            }
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException("unknown host in " + base, e);
        }
    }
}
