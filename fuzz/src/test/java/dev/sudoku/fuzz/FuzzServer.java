package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.testkit.HttpAnswer;
import dev.sudoku.web.WebBank;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * One real server for a fuzzing process, with a SQLite bank so that the bank's routes answer too, and
 * budgets of a second or less (a request's work ends soon whatever it asks) and grids up to 9x9. Each POST route's
 * fields are asked of the server itself: a field it does not take is refused with the list of those it does.
 */
final class FuzzServer {
    /**
     * The POST routes that read a JSON body and answer about the puzzles they are sent (the photo import
     * reads an image and has its own tests).
     */
    private static final List<String> ANSWERING = List.of(
            "/api/solve",
            "/api/explain",
            "/api/hint",
            "/api/rate",
            "/api/validate",
            "/api/print",
            "/api/variant/solve",
            "/api/variant/explain",
            "/api/variant/hint",
            "/api/variant/rate",
            "/api/bank/random",
            "/api/bank/daily",
            "/api/bank/import");

    /**
     * The routes that make puzzles: each request takes up to its budget where the others take
     * milliseconds, and every seed reaches new code of the generator, so drawn as often as the others they
     * would take most of a run.
     */
    private static final List<String> MAKING = List.of("/api/generate", "/api/variant/generate");

    private static final String TAKES = "this endpoint takes ";
    private static FuzzServer started;

    private final Path folder;
    private final Bank bank;
    private final LevelTopUp topUp;
    private final WebServer server;
    private final HttpClient client =
            HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(10)).build();
    private final Map<String, List<String>> fields = new LinkedHashMap<>();

    private FuzzServer() throws IOException {
        folder = Files.createTempDirectory("http-api-fuzz");
        bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
        // Threshold 0: nothing is made in the background; the bank holds what the requests import.
        topUp = new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1);
        Duration second = Duration.ofSeconds(1);
        // A quarter of a second to make a puzzle: a level a seed does not reach ends in TIMEOUT sooner.
        Duration making = Duration.ofMillis(250);
        WebLimits limits =
                new WebLimits(64 * 1024, 9, 1, Duration.ofSeconds(30), second, second, making, 2, 4, 1 << 20);
        server = WebServer.start(
                "127.0.0.1", 0, limits, Optional.empty(), Optional.of(new WebBank(bank.puzzles(), topUp)));
        for (String route : Stream.concat(ANSWERING.stream(), MAKING.stream()).toList()) {
            fields.put(route, fieldsOf(route));
        }
    }

    static synchronized FuzzServer get() {
        if (started == null) {
            try {
                started = new FuzzServer();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return started;
    }

    static synchronized void close() {
        if (started != null) {
            started.server.close();
            started.topUp.close();
            started.bank.close();
            try (var files = Files.walk(started.folder)) {
                files.sorted(Comparator.reverseOrder())
                        .forEach(path -> path.toFile().delete());
            } catch (IOException e) {
                // The folder is under the build's test-tmp, which a clean build removes.
            }
            started = null;
        }
    }

    /** The routes that answer about a puzzle sent. */
    List<String> answering() {
        return ANSWERING;
    }

    /** The routes that make puzzles. */
    List<String> making() {
        return MAKING;
    }

    List<String> fields(String route) {
        return fields.get(route);
    }

    HttpAnswer post(String route, byte[] body) {
        return HttpAnswer.send(
                client,
                HttpRequest.newBuilder(uri(route))
                        .header("Content-Type", "application/json")
                        .POST(HttpRequest.BodyPublishers.ofByteArray(body))
                        .build());
    }

    /** {@code GET /api/layout} with the parameters that are not null. */
    HttpAnswer layout(String size, String box) {
        List<String> query = new ArrayList<>();
        if (size != null) {
            query.add("size=" + URLEncoder.encode(size, StandardCharsets.UTF_8));
        }
        if (box != null) {
            query.add("box=" + URLEncoder.encode(box, StandardCharsets.UTF_8));
        }
        return HttpAnswer.send(
                client,
                HttpRequest.newBuilder(uri("/api/layout" + (query.isEmpty() ? "" : "?" + String.join("&", query))))
                        .GET()
                        .build());
    }

    /** The fields the route takes, as it lists them when refusing one it does not. */
    private List<String> fieldsOf(String route) {
        HttpAnswer answer = post(route, "{\"\\u0000\": 0}".getBytes(StandardCharsets.UTF_8));
        String error = ApiBodies.read(answer.bytes(), route).path("error").asText();
        assertThat(answer.status()).as(route + ": " + error).isEqualTo(400);
        assertThat(error).as(route).contains(TAKES);
        return Arrays.asList(
                error.substring(error.indexOf(TAKES) + TAKES.length()).split(", "));
    }

    private URI uri(String path) {
        return URI.create("http://127.0.0.1:" + server.port() + path);
    }
}
