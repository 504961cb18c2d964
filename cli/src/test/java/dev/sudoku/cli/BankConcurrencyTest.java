package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.bank.PuzzleRecords;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.store.PostgresServer;
import dev.sudoku.web.WebBank;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The web server and a command-line import write to one bank at the same time, on both databases, with
 * overlapping (and equivalent) puzzles: every puzzle ends up stored exactly once, reported STORED by
 * exactly one of the writers; the database's unique key decides the races.
 */
class BankConcurrencyTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int PUZZLES = 60;
    private static final List<Grid> made = new ArrayList<>();
    private static final Set<String> keys = new HashSet<>();

    @TempDir
    Path dir;

    @BeforeAll
    static void make() {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 77).withBand(RatingBand.of(Level.EASY)));
        for (int i = 0; i < PUZZLES; i++) {
            made.add(generator.generate(i).puzzle());
            keys.add(PuzzleRecords.canonicalKey(made.get(i)));
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theServerAndTheCommandLineImportTogether(String database) throws Exception {
        String db;
        BankLocation location;
        if (database.equals("sqlite")) {
            db = dir.resolve("bank.db").toString();
            location = new BankLocation.SqliteFile(Path.of(db));
        } else {
            PostgresServer.Database schema = PostgresServer.shared().createSchema();
            location = schema.location();
            db = schema.url() + "&user=" + schema.user()
                    + (schema.password() == null ? "" : "&password=" + schema.password());
        }
        // The command line imports the first 40; the server the last 40 and copies of the first 20.
        Path file = Files.write(
                dir.resolve("first.txt"),
                made.subList(0, 40).stream().map(LineFormat::write).toList());
        SplittableRandom random = new SplittableRandom(5);
        List<String> served = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            served.add(LineFormat.write(
                    GridSymmetry.random(BoxShape.CLASSIC, random).apply(made.get(i))));
        }
        made.subList(20, PUZZLES).forEach(grid -> served.add(LineFormat.write(grid)));

        try (Bank bank = Bank.open(location);
                WebServer server = WebServer.start(
                        "127.0.0.1",
                        0,
                        WebLimits.defaults(),
                        Optional.empty(),
                        Optional.of(new WebBank(
                                bank.puzzles(), new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1))))) {
            CompletableFuture<CommandRun> command = CompletableFuture.supplyAsync(() ->
                    CommandRun.of("bank", "import", file.toString(), "--db", db, "--format", "json", "--threads", "2"));
            List<JsonNode> reports = new ArrayList<>();
            HttpClient client = HttpClient.newHttpClient();
            for (int from = 0; from < served.size(); from += 10) {
                String body = JSON.createObjectNode()
                        .put("puzzles", String.join("\n", served.subList(from, from + 10)))
                        .toString();
                HttpResponse<String> answer = client.send(
                        HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + server.port() + "/api/bank/import"))
                                .POST(HttpRequest.BodyPublishers.ofString(body))
                                .build(),
                        HttpResponse.BodyHandlers.ofString());
                assertThat(answer.statusCode()).as(answer.body()).isEqualTo(200);
                JSON.readTree(answer.body()).forEach(reports::add);
            }
            CommandRun run = command.get();
            assertThat(run.exitCode()).as(run.err()).isZero();
            for (String line : run.lines()) {
                reports.add(JSON.readTree(line));
            }
            assertThat(reports).hasSize(100);
            assertThat(reports).allMatch(r -> Set.of("STORED", "DUPLICATE")
                    .contains(r.get("status").asText()));
            Set<String> storedKeys = new HashSet<>();
            for (JsonNode report : reports) {
                if (report.get("status").asText().equals("STORED")) {
                    String key = PuzzleRecords.canonicalKey(
                            PuzzleReader.parse(report.get("puzzle").asText()));
                    assertThat(storedKeys.add(key))
                            .as("reported STORED twice: %s", report)
                            .isTrue();
                }
            }
            assertThat(storedKeys).isEqualTo(keys);
            Set<String> inBank = new HashSet<>();
            bank.puzzles().export(Optional.empty(), Optional.empty(), row -> assertThat(
                            inBank.add(row.puzzle().canonical()))
                    .isTrue());
            assertThat(inBank).isEqualTo(keys);
        }
    }
}
