package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.View;
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
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The bank's routes on a real server over a real SQLite bank. */
class BankApiTest {
    private static final int EASY = 6;

    @TempDir
    static Path folder;

    static Bank bank;
    static TestServer server;
    static TestServer bankless;
    static List<Grid> easy = new ArrayList<>();

    @BeforeAll
    static void start() {
        bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 21).withBand(RatingBand.of(Level.EASY)));
        for (int i = 0; i < EASY; i++) {
            var generated = generator.generate(i);
            easy.add(generated.puzzle());
            bank.puzzles().insert(PuzzleRecords.of(generated, LevelScale.DEFAULT));
        }
        // Threshold 0: nothing is filled in the background, so what the bank holds is what the test put there.
        WebBank shelves = new WebBank(bank.puzzles(), new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1));
        server = new TestServer(WebLimits.defaults(), Optional.of(shelves));
        bankless = new TestServer();
    }

    @AfterAll
    static void stop() {
        server.close();
        bankless.close();
        bank.close();
    }

    private static void hasViewKeys(JsonNode report, View view) {
        List<String> seen = new ArrayList<>();
        report.fieldNames().forEachRemaining(seen::add);
        assertThat(seen)
                .as(report.toString())
                .isEqualTo(view.fields().stream().map(Field::jsonName).toList());
    }

    @Test
    void randomDrawsStoredPuzzlesOfTheLevelAndReachesEachOfThem() {
        Set<String> drawn = new HashSet<>();
        Set<String> stored = new HashSet<>();
        easy.forEach(grid -> stored.add(LineFormat.write(grid)));
        for (int i = 0; i < 200 && drawn.size() < EASY; i++) {
            TestServer.Answer answer = server.post("/api/bank/random", "level", "easy");
            assertThat(answer.status()).isEqualTo(200);
            JsonNode report = answer.json();
            hasViewKeys(report, View.BANK_PUZZLE);
            assertThat(report.get("status").asText()).isEqualTo("STORED");
            assertThat(report.get("level").asText()).isEqualTo("Easy");
            Grid puzzle = PuzzleReader.parse(report.get("puzzle").asText());
            Grid solution = PuzzleReader.parse(report.get("solution").asText());
            assertThat(solution.isComplete() && solution.keepsGivensOf(puzzle)).isTrue();
            drawn.add(report.get("puzzle").asText());
        }
        assertThat(drawn).isEqualTo(stored);
    }

    @Test
    void anEmptyLevelIs404NamingIt() {
        TestServer.Answer answer = server.post("/api/bank/random", "level", "extreme");
        assertThat(answer.status()).isEqualTo(404);
        assertThat(answer.json().get("field").asText()).isEqualTo("level");
        assertThat(answer.json().get("error").asText()).contains("Extreme 9x9");
        assertThat(server.post("/api/bank/daily", "level", "Diabolical").status())
                .isEqualTo(404);
        assertThat(bankless.post("/api/bank/random", "level", "easy").status()).isEqualTo(404);
    }

    @Test
    void theDailyPuzzleIsTheSameForEveryoneOnADate() {
        JsonNode first = server.post("/api/bank/daily", "level", "easy", "date", "2026-11-26")
                .json();
        hasViewKeys(first, View.BANK_PUZZLE);
        assertThat(first.get("date").asText()).isEqualTo("2026-11-26");
        for (int i = 0; i < 5; i++) {
            JsonNode again = server.post("/api/bank/daily", "level", "EASY", "date", "2026-11-26")
                    .json();
            assertThat(again.get("id")).isEqualTo(first.get("id"));
        }
        JsonNode today = server.post("/api/bank/daily", "level", "easy").json();
        assertThat(today.get("date").asText()).matches("\\d{4}-\\d{2}-\\d{2}");
        TestServer.Answer bad = server.post("/api/bank/daily", "level", "easy", "date", "26/11/2026");
        assertThat(bad.status()).isEqualTo(400);
        assertThat(bad.json().get("field").asText()).isEqualTo("date");
    }

    @Test
    void importStoresWhatIsNewAndReportsEveryEntryInOrder() {
        Grid fresh = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 99).withBand(RatingBand.of(Level.MODERATE)))
                .generate(0)
                .puzzle();
        Grid copy =
                GridSymmetry.random(BoxShape.CLASSIC, new SplittableRandom(3)).apply(easy.get(2));
        String text = LineFormat.write(fresh) + "\n" + LineFormat.write(copy) + "\nnot a puzzle at all\n"
                + ".".repeat(81) + "\n";
        JsonNode reports = server.post("/api/bank/import", "puzzles", text, "name", "mine.txt")
                .json();
        assertThat(reports).hasSize(4);
        reports.forEach(report -> hasViewKeys(report, View.BANK_IMPORT));
        assertThat(reports.get(0).get("status").asText()).isEqualTo("STORED");
        assertThat(reports.get(0).get("file").asText()).isEqualTo("mine.txt");
        assertThat(reports.get(1).get("status").asText()).isEqualTo("DUPLICATE");
        assertThat(reports.get(2).get("status").asText()).isEqualTo("INVALID");
        assertThat(reports.get(2).get("line").asInt()).isEqualTo(3);
        assertThat(reports.get(3).get("status").asText()).isEqualTo("MULTIPLE");
        long id = reports.get(0).get("id").asLong();
        JsonNode again = server.post("/api/bank/import", "puzzles", LineFormat.write(fresh))
                .json();
        assertThat(again.get(0).get("status").asText()).isEqualTo("DUPLICATE");
        assertThat(again.get(0).get("id").asLong()).isEqualTo(id);
    }

    @Test
    void importRefusesMoreThanARequestReadsAndUnknownFields() {
        String many = (LineFormat.write(easy.get(0)) + "\n").repeat(101);
        TestServer.Answer tooMany = server.post("/api/bank/import", "puzzles", many);
        assertThat(tooMany.status()).isEqualTo(422);
        assertThat(tooMany.json().get("field").asText()).isEqualTo("puzzles");
        TestServer.Answer unknown = server.post("/api/bank/random", "level", "easy", "colour", "red");
        assertThat(unknown.status()).isEqualTo(400);
        assertThat(unknown.json().get("field").asText()).isEqualTo("colour");
        assertThat(server.post("/api/bank/random", "level", "hard").status()).isEqualTo(400);
        assertThat(server.post("/api/bank/random", "level", "easy", "size", 36).status())
                .isEqualTo(422);
    }
}
