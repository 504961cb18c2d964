package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.bank.PuzzleRecords;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.store.StoredPuzzle;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code kill -9} in the middle of {@code bank import}: everything reported STORED survives, the bank is
 * consistent, and running the import again completes it exactly (each distinct puzzle once, nothing lost,
 * nothing twice). The import runs in a child process killed with SIGKILL after a seeded number of lines.
 */
class BankCrashTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int DISTINCT = 160;

    @TempDir
    static Path shared;

    private static Path file;
    /** The canonical keys of the file's puzzles that have one solution. */
    private static Set<String> expectedKeys;

    /** Distinct easy puzzles, then equivalent copies of some of them, and two lines that do not read. */
    @BeforeAll
    static void writeFile() throws Exception {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 41).withBand(RatingBand.of(Level.EASY)));
        SplittableRandom random = new SplittableRandom(41);
        List<String> lines = new ArrayList<>();
        List<Grid> made = new ArrayList<>();
        expectedKeys = new HashSet<>();
        for (int i = 0; i < DISTINCT; i++) {
            Grid puzzle = generator.generate(i).puzzle();
            made.add(puzzle);
            expectedKeys.add(PuzzleRecords.canonicalKey(puzzle));
            lines.add(LineFormat.write(puzzle));
            if (i % 8 == 7) {
                Grid copy = GridSymmetry.random(BoxShape.CLASSIC, random).apply(made.get(random.nextInt(made.size())));
                lines.add(LineFormat.write(copy));
            }
            if (i == 50 || i == 120) {
                lines.add("12345678q" + ".".repeat(72));
            }
        }
        file = Files.write(shared.resolve("puzzles.txt"), lines);
    }

    @ParameterizedTest
    @ValueSource(longs = {1, 2, 3})
    void killedImportLosesNothingReportedAndARerunCompletesIt(long seed, @TempDir Path dir) throws Exception {
        Path db = dir.resolve("bank.db");
        int killAfter = 5 + new SplittableRandom(seed).nextInt(DISTINCT - 20);
        Map<Long, String> reportedStored = importUntilKilled(db, killAfter);
        assertThat(reportedStored).as("lines reported before the kill").isNotEmpty();

        assertThat(integrity(db)).isEqualTo("ok");
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(db))) {
            for (Map.Entry<Long, String> stored : reportedStored.entrySet()) {
                StoredPuzzle row = bank.puzzles()
                        .findByCanonical(PuzzleRecords.canonicalKey(parse(stored.getValue())))
                        .orElseThrow(() -> new AssertionError("reported STORED, lost: " + stored));
                assertThat(row.id()).isEqualTo(stored.getKey());
            }
            checkConsistent(bank);
        }

        CommandRun rerun = CommandRun.of(
                "bank", "import", file.toString(), "--db", db.toString(), "--format", "json", "--no-progress");
        List<JsonNode> reports = new ArrayList<>();
        for (String line : rerun.lines()) {
            reports.add(JSON.readTree(line));
        }
        assertThat(reports).hasSize(Files.readAllLines(file).size());
        assertThat(rerun.exitCode()).as("two lines do not read").isEqualTo(ExitCodes.FAILURE);
        for (JsonNode report : reports) {
            String status = report.get("status").asText();
            assertThat(status).isIn("STORED", "DUPLICATE", "INVALID");
            if (status.equals("STORED")) {
                assertThat(reportedStored).doesNotContainKey(report.get("id").asLong());
            }
        }
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(db))) {
            Set<String> keys = checkConsistent(bank);
            assertThat(keys).isEqualTo(expectedKeys);
        }
    }

    private static Map<Long, String> importUntilKilled(Path db, int lines) throws Exception {
        return untilKilled(lines, "bank", "import", file.toString(), "--db", db.toString(), "--format", "json");
    }

    /** Runs a command in a child JVM, kills it with SIGKILL after {@code lines} lines: the STORED ones. */
    private static Map<Long, String> untilKilled(int lines, String... args) throws Exception {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(
                java,
                "-XX:TieredStopAtLevel=1",
                // Killed, the run never removes SQLite's native library: it goes where this JVM's files go.
                "-Djava.io.tmpdir=" + System.getProperty("java.io.tmpdir"),
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName()));
        command.addAll(List.of(args));
        command.addAll(List.of("--threads", "2"));
        Process process = new ProcessBuilder(command)
                .redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
        Map<Long, String> stored = new HashMap<>();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            int seen = 0;
            while (seen < lines && (line = out.readLine()) != null) {
                seen++;
                JsonNode report = JSON.readTree(line);
                if (report.get("status").asText().equals("STORED")) {
                    stored.put(report.get("id").asLong(), report.get("puzzle").asText());
                }
            }
            process.destroyForcibly(); // SIGKILL: no shutdown hook, no flush, no rollback by the process
        }
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return stored;
    }

    @ParameterizedTest
    @ValueSource(longs = {4, 5})
    void killedFillLosesNothingReported(long seed, @TempDir Path dir) throws Exception {
        Path db = dir.resolve("bank.db");
        int killAfter = 3 + new SplittableRandom(seed).nextInt(40);
        Map<Long, String> reported = untilKilled(
                killAfter,
                "bank",
                "fill",
                "--level",
                "easy",
                "--count",
                "500",
                "--seed",
                Long.toString(seed),
                "--db",
                db.toString(),
                "--format",
                "json");
        assertThat(reported).isNotEmpty();
        assertThat(integrity(db)).isEqualTo("ok");
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(db))) {
            Set<String> keys = checkConsistent(bank);
            for (String puzzle : reported.values()) {
                assertThat(keys).contains(PuzzleRecords.canonicalKey(parse(puzzle)));
            }
        }
    }

    /** Every row: its key is its puzzle's canonical key, keys are distinct, its solution solves it. */
    private static Set<String> checkConsistent(Bank bank) {
        Set<String> keys = new HashSet<>();
        bank.puzzles().export(Optional.empty(), Optional.empty(), row -> {
            Grid puzzle = PuzzleRecords.puzzle(row);
            assertThat(row.puzzle().canonical()).isEqualTo(PuzzleRecords.canonicalKey(puzzle));
            assertThat(keys.add(row.puzzle().canonical()))
                    .as("stored twice: %s", row)
                    .isTrue();
            Grid solution = PuzzleRecords.solution(row);
            assertThat(solution.isComplete() && solution.keepsGivensOf(puzzle)).isTrue();
        });
        return keys;
    }

    private static String integrity(Path db) throws Exception {
        try (Connection connection = DriverManager.getConnection("jdbc:sqlite:" + db);
                Statement statement = connection.createStatement();
                ResultSet result = statement.executeQuery("PRAGMA integrity_check")) {
            result.next();
            return result.getString(1);
        }
    }

    private static Grid parse(String line) {
        return dev.sudoku.core.format.PuzzleReader.parse(line);
    }
}
