package dev.sudoku.web;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import io.javalin.Javalin;
import io.javalin.config.JavalinConfig;
import io.javalin.http.Context;
import io.javalin.http.HttpResponseException;
import io.javalin.http.staticfiles.Location;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;
import org.eclipse.jetty.util.thread.QueuedThreadPool;

/**
 * The HTTP server: the API under {@code /api/} and the page at {@code /}. Start with {@link #start}, stop
 * with {@link #close}. Everything a client sends is bounded: the body size (413), the grid side and counts
 * (422), the workers computing at once (503), and the work of each request by the budgets of {@link
 * WebLimits}; a malformed request is a 400 naming the field, line and column, or cell at fault.
 */
public final class WebServer implements AutoCloseable {
    /** Serves the page from this folder instead of the built jar (to work on the page without rebuilding). */
    public static final String WEB_ROOT_VARIABLE = "SUDOKU_WEB_ROOT";

    private static final ObjectMapper JSON = new ObjectMapper();
    /** HTTP threads: the workers' permits bound the computing; these only read, wait and write. */
    private static final int HTTP_THREADS = 64;
    /** The largest page file kept compressed in memory; the largest is under 16 KB. */
    private static final int PRECOMPRESS_MAX_BYTES = 256 * 1024;

    private final Javalin app;
    private final Workers workers;
    private volatile WarmUp warmUp;

    private WebServer(Javalin app, Workers workers) {
        this.app = app;
        this.workers = workers;
    }

    /**
     * Starts a server on {@code host}:{@code port} (0 picks a free port).
     *
     * @param webRoot a folder to serve the page from instead of the jar's copy
     */
    public static WebServer start(String host, int port, WebLimits limits, Optional<Path> webRoot) {
        return start(host, port, limits, webRoot, Optional.empty());
    }

    /**
     * Starts a server with a puzzle bank: the routes under {@code /api/bank/} answer from it (without one
     * they are not there, 404).
     */
    public static WebServer start(
            String host, int port, WebLimits limits, Optional<Path> webRoot, Optional<WebBank> bank) {
        Objects.requireNonNull(limits, "limits");
        Workers workers = new Workers(limits.workers(), limits.queueWait());
        LayoutEndpoint layout = new LayoutEndpoint(limits);
        ImportEndpoint photos = new ImportEndpoint(limits);
        LevelsEndpoint levels = new LevelsEndpoint(limits);
        List<Route> routes = new ArrayList<>(List.of(
                new Route("/api/solve", new SolveEndpoint(limits)),
                new Route("/api/explain", new ExplainEndpoint(limits)),
                new Route("/api/hint", new HintEndpoint(limits)),
                new Route("/api/rate", new RateEndpoint(limits)),
                new Route("/api/generate", new GenerateEndpoint(limits)),
                new Route("/api/variant/solve", new VariantSolveEndpoint(limits)),
                new Route("/api/variant/explain", new VariantExplainEndpoint(limits)),
                new Route("/api/variant/hint", new VariantHintEndpoint(limits)),
                new Route("/api/variant/rate", new VariantRateEndpoint(limits)),
                new Route("/api/variant/generate", new VariantGenerateEndpoint(limits)),
                new Route("/api/validate", new ValidateEndpoint(limits)),
                new Route("/api/print", new PrintEndpoint(limits))));
        bank.ifPresent(shelves -> routes.addAll(List.of(
                new Route("/api/bank/random", new BankRandomEndpoint(limits, shelves)),
                new Route("/api/bank/daily", new BankDailyEndpoint(limits, shelves)),
                new Route("/api/bank/import", new BankImportEndpoint(limits, shelves)))));
        Javalin app = Javalin.create(config -> {
            configure(config, limits, webRoot);
            for (Route route : routes) {
                config.routes.post(route.path(), ctx -> answer(ctx, route.endpoint(), limits, workers));
            }
            config.routes.post("/api/import", ctx -> importPhoto(ctx, photos, limits, workers));
            config.routes.get(
                    "/api/layout", ctx -> json(ctx, 200, layout.answer(ctx.queryParam("size"), ctx.queryParam("box"))));
            config.routes.get("/api/levels", ctx -> json(ctx, 200, levels.answer()));
            config.routes.get("/api/health", ctx -> json(ctx, 200, "{\"status\":\"OK\"}"));
            config.routes.exception(ApiProblem.class, (problem, ctx) -> problem(ctx, problem));
            config.routes.exception(HttpResponseException.class, (e, ctx) -> problem(ctx, e));
            config.routes.exception(
                    Exception.class,
                    (e, ctx) -> json(
                            ctx,
                            500,
                            error(
                                    "the server failed on this request: "
                                            + e.getClass().getSimpleName(),
                                    null,
                                    null)));
        });
        app.start(host, port);
        return new WebServer(app, workers);
    }

    /**
     * Starts the warm-up ({@link WarmUp}): the logical solver's searches run for up to {@code work} while the
     * server is idle, so the first players' hard hints do not pay for the JIT. At most once a server.
     *
     * @throws IllegalStateException when it has been started already
     */
    public synchronized WarmUp warmUp(Duration work) {
        if (warmUp != null) {
            throw new IllegalStateException("the warm-up has been started already");
        }
        warmUp = WarmUp.start(workers, work);
        return warmUp;
    }

    /** The port it listens on. */
    public int port() {
        return app.port();
    }

    @Override
    public void close() {
        WarmUp started = warmUp;
        if (started != null) {
            started.close();
        }
        app.stop();
        workers.close();
    }

    private static void configure(JavalinConfig config, WebLimits limits, Optional<Path> webRoot) {
        // The JSON routes check their own, smaller limit (answer); only /api/import reads a photo's bytes.
        config.http.maxRequestSize = requestCap(limits);
        // A route asked with a method it does not answer (GET /api/solve) is 405 naming the method it
        // takes, not 404 as if the route were not there.
        config.http.prefer405over404 = true;
        config.startup.showJavalinBanner = false;
        QueuedThreadPool threads = new QueuedThreadPool(HTTP_THREADS, 4);
        threads.setName("sudoku-http");
        config.jetty.threadPool = threads;
        boolean external = webRoot.isPresent() && Files.isDirectory(webRoot.get());
        config.staticFiles.add(files -> {
            files.hostedPath = "/";
            files.directory = external ? webRoot.get().toAbsolutePath().toString() : "/public";
            files.location = external ? Location.EXTERNAL : Location.CLASSPATH;
            // Each file is compressed once and kept, not again on every request: a first visit asks for
            // the page's 37 files in two bursts (the first board's, then the panels').
            files.precompressMaxSize = external ? 0 : PRECOMPRESS_MAX_BYTES;
        });
        // The page loads nothing from elsewhere: the policy makes that a guarantee a browser enforces.
        config.routes.before(ctx -> ctx.header(
                        "Content-Security-Policy",
                        "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'")
                .header("X-Content-Type-Options", "nosniff"));
    }

    private static void answer(Context ctx, Endpoint endpoint, WebLimits limits, Workers workers) {
        byte[] body = body(ctx, limits.maxBodyBytes(), requestCap(limits), "body");
        ApiRequest request = ApiRequest.parse(body, endpoint.fields());
        Endpoint.Answer answer = whileConnected(ctx, workers, () -> endpoint.answer(request));
        if (answer == null) {
            return;
        }
        ctx.status(200).contentType(answer.contentType());
        if (answer.fileName() != null) {
            ctx.header("Content-Disposition", "attachment; filename=\"" + answer.fileName() + "\"");
        }
        write(ctx, answer.body());
    }

    /**
     * Writes an answer to the response's stream (compressed when the client and the answer's size allow):
     * handed over as a result, the bytes would be copied out through a new 8 KB buffer per request, 6% of
     * the server's time on an easy solve.
     */
    private static void write(Context ctx, byte[] body) {
        try {
            ctx.outputStream().write(body);
        } catch (IOException e) {
            // The client went away: there is no one left to answer.
        }
    }

    private static void importPhoto(Context ctx, ImportEndpoint endpoint, WebLimits limits, Workers workers) {
        String type = ctx.contentType();
        if (type != null && type.toLowerCase(java.util.Locale.ROOT).startsWith("multipart/")) {
            // A form upload wraps the photo in parts; the route reads the image's own bytes, as the page sends them.
            // Read and dropped first, or the 415 can be lost to a reset (see drain).
            drain(ctx, ctx.contentLength(), requestCap(limits));
            throw ApiProblem.unsupportedMediaType("the body is form data (" + type.split(";")[0]
                    + "); send the photo's bytes themselves as the body (curl --data-binary @photo.jpg)");
        }
        byte[] photo = body(ctx, limits.maxImageBytes(), requestCap(limits), "photo");
        String report = whileConnected(ctx, workers, () -> endpoint.answer(photo));
        if (report != null) {
            json(ctx, 200, report);
        }
    }

    /**
     * The work's result computed by a worker, or null when the client closed the connection meanwhile: the
     * budget's checks, which ask whether it is still there at most every {@link
     * ClientConnection#ASK_EVERY_MILLIS} ms, then stop the work, the worker is free for the next request,
     * and the connection is dropped without an answer.
     */
    private static <T> T whileConnected(Context ctx, Workers workers, Supplier<T> work) {
        try (ClientConnection client = ClientConnection.of(ctx)) {
            try {
                T result = workers.run(() -> SearchBudget.untilAbandoned(
                        client, Duration.ofMillis(ClientConnection.ASK_EVERY_MILLIS), work));
                if (!client.seenGone()) {
                    return result;
                }
            } catch (SearchCancelledException e) {
                if (!e.abandoned()) {
                    throw e;
                }
            }
            client.drop();
            return null;
        }
    }

    /** The most any request may send: the larger of the JSON routes' limit and the photo limit. */
    private static long requestCap(WebLimits limits) {
        return Math.max(limits.maxBodyBytes(), limits.maxImageBytes());
    }

    /** The request's body, refused (413) when its declared or actual length is over {@code limit}. */
    private static byte[] body(Context ctx, long limit, long cap, String what) {
        long declared = ctx.contentLength();
        if (declared > limit) {
            drain(ctx, declared, cap);
            throw ApiProblem.tooLarge("the " + what + " has " + declared + " bytes; the server reads up to " + limit);
        }
        byte[] body = declared >= 0 ? readDeclared(ctx, (int) declared) : ctx.bodyAsBytes();
        if (body.length > limit) {
            throw ApiProblem.tooLarge("the " + what + " is larger than the " + limit + " bytes the server reads");
        }
        return body;
    }

    /**
     * A body of a declared length, read at once into an array of that length (Javalin's reader grows its
     * array as it reads, which a request of one puzzle line paid for in copies).
     */
    private static byte[] readDeclared(Context ctx, int length) {
        try {
            return ctx.req().getInputStream().readNBytes(length);
        } catch (IOException e) {
            throw new UncheckedIOException("reading the request's body", e);
        }
    }

    /**
     * Reads and drops a refused body that is within the server's cap. Answering before the client has sent
     * its body makes the server close a socket with unread bytes, and the reset that follows can reach the
     * client before the answer (413, 415) does: it then sees a broken connection instead of the reason.
     * Bodies over the cap, or of no declared length ({@code declared} below 0), are not read; the server
     * closes those connections.
     */
    private static void drain(Context ctx, long declared, long cap) {
        if (declared < 0 || declared > cap) {
            return;
        }
        try (InputStream in = ctx.req().getInputStream()) {
            in.transferTo(OutputStream.nullOutputStream());
        } catch (IOException e) {
            // The client went away: there is no one left to answer, and nothing to keep.
        }
    }

    private static void problem(Context ctx, ApiProblem problem) {
        json(ctx, problem.status(), error(problem.getMessage(), problem.field(), problem.limit()));
    }

    private static void problem(Context ctx, HttpResponseException e) {
        int status = e.getStatus();
        String limit = status == 413 ? "body" : null;
        String message = status == 413 ? "the body is larger than the server reads" : e.getMessage();
        if (status == 405) {
            String allowed = e.getDetails().getOrDefault("availableMethods", "POST");
            ctx.header("Allow", allowed.replaceAll("[\\[\\]\\s]", ""));
            message = "the route does not answer " + ctx.method() + "; it answers " + allowed;
        }
        json(ctx, status, error(message, null, limit));
    }

    private static String error(String message, String field, String limit) {
        ObjectNode error = JSON.createObjectNode();
        error.put("error", message);
        error.put("field", field);
        error.put("limit", limit);
        return error.toString();
    }

    private static void json(Context ctx, int status, String body) {
        ctx.status(status).contentType("application/json");
        write(ctx, body.getBytes(StandardCharsets.UTF_8));
    }

    private record Route(String path, Endpoint endpoint) {}
}
