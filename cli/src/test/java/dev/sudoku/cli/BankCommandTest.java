package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.View;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.PuzzleReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The bank commands in-process, on a SQLite file per test. */
class BankCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private String db;

    @BeforeEach
    void fill() {
        db = dir.resolve("bank.db").toString();
        CommandRun filled = CommandRun.of(
                "bank", "fill", "--level", "easy", "--count", "4", "--seed", "8", "--db", db, "--no-progress");
        assertThat(filled.exitCode()).as(filled.err()).isZero();
        assertThat(filled.lines()).hasSize(4).allMatch(line -> line.matches("[1-9.]{81} \\S+ Easy #\\d+"));
    }

    private static List<JsonNode> json(CommandRun run) throws Exception {
        List<JsonNode> reports = new ArrayList<>();
        for (String line : run.lines()) {
            reports.add(JSON.readTree(line));
        }
        return reports;
    }

    /** The puzzle of the bank's first row, as export writes it. */
    private String firstStored() throws Exception {
        return json(CommandRun.of("bank", "export", "--db", db, "--format", "json"))
                .get(0)
                .get("puzzle")
                .asText();
    }

    private static void hasViewKeys(JsonNode report, View view) {
        List<String> seen = new ArrayList<>();
        report.fieldNames().forEachRemaining(seen::add);
        assertThat(seen).isEqualTo(view.fields().stream().map(Field::jsonName).toList());
    }

    @Test
    void aFillOfPuzzlesAlreadyStoredSaysSoOnEveryLine() throws Exception {
        CommandRun again = CommandRun.of(
                "bank", "fill", "--level", "easy", "--count", "4", "--seed", "8", "--db", db, "--no-progress");
        CommandRun json = CommandRun.of(
                "bank", "fill", "--level", "easy", "--count", "4", "--seed", "8", "--db", db, "--format", "json");

        assertThat(again.exitCode()).isZero();
        assertThat(again.lines()).hasSize(4).allMatch(line -> line.matches("DUPLICATE of #\\d+ \\S+ Easy"));
        assertThat(json(json))
                .hasSize(4)
                .allMatch(row -> row.get("status").asText().equals("DUPLICATE"));
    }

    @Test
    void exportWritesEveryStoredPuzzleInEachFormat() throws Exception {
        List<JsonNode> rows = json(CommandRun.of("bank", "export", "--db", db, "--format", "json"));
        assertThat(rows).hasSize(4);
        rows.forEach(row -> hasViewKeys(row, View.BANK_PUZZLE));
        assertThat(rows).allMatch(row -> row.get("source").asText().equals("generator"));
        List<String> sdm =
                CommandRun.of("bank", "export", "--db", db, "--format", "sdm").lines();
        assertThat(sdm)
                .isEqualTo(rows.stream().map(r -> r.get("puzzle").asText()).toList());
        String grid = CommandRun.of("bank", "export", "--db", db, "--format", "grid", "--level", "easy")
                .out();
        assertThat(grid).contains("# #1").contains("+-------+");
        assertThat(CommandRun.of("bank", "export", "--db", db, "--level", "extreme")
                        .lines())
                .isEmpty();
        CommandRun bad = CommandRun.of("bank", "export", "--db", db, "--format", "csv");
        assertThat(bad.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(bad.err()).contains("--format must be line, grid, json or sdm");
    }

    @Test
    void import_on_one_thread_gives_ids_in_input_order(@org.junit.jupiter.api.io.TempDir Path fresh) throws Exception {
        Path file = fresh.resolve("in.txt");
        CommandRun made = CommandRun.of("generate", "--count", "4", "--seed", "3", "-o", file.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        String bank = fresh.resolve("bank.db").toString();

        CommandRun imported =
                CommandRun.of("bank", "import", file.toString(), "--db", bank, "--threads", "1", "--no-progress");

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.lines()).extracting(line -> line.split(" ")[1]).containsExactly("#1", "#2", "#3", "#4");
    }

    @Test
    void import_on_two_threads_gives_ids_in_input_order_when_the_first_puzzle_rates_slowest(
            @org.junit.jupiter.api.io.TempDir Path fresh) throws Exception {
        // The first of Guenter Stertenbrink's top 1465: ER 9.0, rated in about a second, while the other
        // thread rates every easy puzzle after it in milliseconds. An equivalent of it comes last.
        String hard = "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
        Path easy = fresh.resolve("easy.txt");
        CommandRun made =
                CommandRun.of("generate", "--level", "easy", "--count", "6", "--seed", "3", "-o", easy.toString());
        assertThat(made.exitCode()).as(made.err()).isZero();
        List<String> lines = new ArrayList<>();
        lines.add(hard);
        lines.addAll(Files.readAllLines(easy));
        lines.add(LineFormat.write(
                GridSymmetry.random(BoxShape.CLASSIC, new SplittableRandom(5)).apply(PuzzleReader.parse(hard))));
        Path file = fresh.resolve("hard-first.txt");
        Files.write(file, lines);

        CommandRun imported = CommandRun.of(
                "bank",
                "import",
                file.toString(),
                "--db",
                fresh.resolve("bank.db").toString(),
                "--threads",
                "2",
                "--no-progress");

        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(imported.lines())
                .extracting(line -> line.replaceFirst(" \\S+/.*", ""))
                .containsExactly(
                        "STORED #1",
                        "STORED #2",
                        "STORED #3",
                        "STORED #4",
                        "STORED #5",
                        "STORED #6",
                        "STORED #7",
                        "DUPLICATE of #1");
    }

    @Test
    void importFindAndTheirExitCodes() throws Exception {
        String stored = firstStored();
        Grid copy =
                GridSymmetry.random(BoxShape.CLASSIC, new SplittableRandom(1)).apply(PuzzleReader.parse(stored));
        Path file = Files.writeString(dir.resolve("in.txt"), LineFormat.write(copy) + "\n");
        CommandRun again = CommandRun.of("bank", "import", file.toString(), "--db", db, "--no-progress");
        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).startsWith("DUPLICATE of #");

        CommandRun found = CommandRun.of("bank", "find", LineFormat.write(copy), "--db", db, "--format", "json");
        assertThat(found.exitCode()).isZero();
        JsonNode report = json(found).get(0);
        hasViewKeys(report, View.BANK_FIND);
        assertThat(report.get("stored").asText()).isEqualTo(stored);
        assertThat(report.get("mapping").asText()).isNotBlank();

        CommandRun missing = CommandRun.of("bank", "find", ".".repeat(80) + "1", "--db", db);
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(missing.out()).startsWith("MISSING");
    }

    @Test
    void theBankMayBeNamedBeforeTheCommand() throws Exception {
        Path other = dir.resolve("other.db");
        CommandRun filled = CommandRun.of(
                "bank", "--db", other.toString(), "fill", "--level", "easy", "--count", "2", "--seed", "3");
        assertThat(filled.exitCode()).as(filled.err()).isZero();
        assertThat(Files.exists(other)).isTrue();

        assertThat(CommandRun.of("bank", "--db", other.toString(), "export").lines())
                .hasSize(2)
                .isEqualTo(CommandRun.of("bank", "export", "--db", other.toString())
                        .lines());
        // The command's own --db, after its name, wins: the bank of the fill before each test holds four.
        assertThat(CommandRun.of("bank", "--db", other.toString(), "export", "--db", db)
                        .lines())
                .hasSize(4);
    }

    @Test
    void randomDailyAndStats() throws Exception {
        CommandRun random = CommandRun.of("bank", "random", "--level", "easy", "--db", db, "--format", "sdm");
        assertThat(random.exitCode()).isZero();
        assertThat(random.out().strip()).hasSize(81);
        CommandRun empty = CommandRun.of("bank", "random", "--level", "extreme", "--db", db);
        assertThat(empty.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(empty.err()).contains("no Extreme puzzle of size 9");

        String first = CommandRun.of("bank", "daily", "--level", "easy", "--date", "2026-01-02", "--db", db)
                .out();
        assertThat(first).endsWith(" 2026-01-02\n");
        CommandRun.of("bank", "fill", "--level", "easy", "--count", "2", "--seed", "9", "--db", db);
        assertThat(CommandRun.of("bank", "daily", "--level", "easy", "--date", "2026-01-02", "--db", db)
                        .out())
                .isEqualTo(first);
        assertThat(CommandRun.of("bank", "daily", "--level", "easy", "--date", "2 Jan", "--db", db)
                        .exitCode())
                .isEqualTo(ExitCodes.USAGE);

        CommandRun stats = CommandRun.of("bank", "stats", "--db", db);
        assertThat(stats.out()).contains("6 puzzles").contains("| 9x9 | Easy | 6 |");
        JsonNode counts = JSON.readTree(
                CommandRun.of("bank", "stats", "--db", db, "--format", "json").out());
        assertThat(counts.get("total").asLong()).isEqualTo(6);
        long histogram = 0;
        for (JsonNode bucket : counts.get("ratings")) {
            histogram += bucket.get("count").asLong();
        }
        assertThat(histogram).isEqualTo(6);
    }

    @Test
    void stats_count_one_puzzle_in_the_singular() {
        String one = dir.resolve("one.db").toString();
        CommandRun.of("bank", "fill", "--level", "easy", "--count", "1", "--seed", "8", "--db", one, "--no-progress");

        CommandRun stats = CommandRun.of("bank", "stats", "--db", one);

        assertThat(stats.lines().get(0)).isEqualTo("# bank " + one + ": 1 puzzle");
        assertThat(stats.out()).contains("| 9x9 | Easy | 1 |");
    }

    /** The README's transcript of import and find is what the commands print. */
    @Test
    void theReadmeTranscriptIsWhatTheCommandsPrint() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        String shown = readme.substring(readme.indexOf("$ ./sudoku bank import docs/examples/bank.txt"));
        List<String> lines = shown.substring(0, shown.indexOf("```")).lines().toList();
        String fresh = dir.resolve("fresh.db").toString();
        Path examples = ROOT.resolve("docs/examples/bank.txt");
        List<String> printed = new ArrayList<>();
        for (String line : lines) {
            if (line.startsWith("$ ./sudoku ")) {
                List<String> args = new ArrayList<>(
                        List.of(line.substring("$ ./sudoku ".length()).split(" ")));
                args.replaceAll(arg -> arg.equals("docs/examples/bank.txt") ? examples.toString() : arg);
                args.addAll(List.of("--db", fresh, "--no-progress"));
                CommandRun run = CommandRun.of(args.toArray(String[]::new));
                printed.add(line);
                printed.addAll(run.lines());
            }
        }
        assertThat(printed).isEqualTo(lines);
    }

    @Test
    void aBankThatCannotBeOpenedIsAMessageNotAStackTrace() throws Exception {
        Path notADatabase = Files.writeString(dir.resolve("notes.db"), "these are not the pages of a database");
        CommandRun run = CommandRun.of("bank", "stats", "--db", notADatabase.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err()).startsWith("sudoku: ").contains("notes.db").doesNotContain("at dev.sudoku");
    }

    @Test
    void aJsonFillThatRunsOutOfTimeWritesATimeoutReportForEveryPuzzleNotMade() throws Exception {
        CommandRun run = CommandRun.of(
                "bank",
                "fill",
                "--level",
                "extreme",
                "--count",
                "2",
                "--seed",
                "3",
                "--time-limit",
                "0.001",
                "--db",
                db,
                "--format",
                "json",
                "--no-progress");

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        List<JsonNode> reports = json(run);
        assertThat(reports).hasSize(2);
        assertThat(reports)
                .allMatch(r -> r.get("status").asText().equals("TIMEOUT"))
                .allMatch(r -> !r.get("error").asText().isBlank());
        reports.forEach(report -> hasViewKeys(report, View.BANK_PUZZLE));
        assertThat(run.err()).contains("stored 0 of 2 puzzles");
    }

    @Test
    void aBatchCsvAndAKaggleCsvAreImportedByTheirPuzzleColumn() throws Exception {
        String stored = firstStored();
        Path puzzles = Files.writeString(dir.resolve("in.txt"), stored + "\n");
        Path rated = dir.resolve("rated.csv");
        CommandRun batch = CommandRun.of("batch", "rate", puzzles.toString(), rated.toString(), "--no-progress");
        assertThat(batch.exitCode()).as(batch.err()).isZero();
        Path kaggle = Files.writeString(dir.resolve("kaggle.csv"), "quizzes,solutions\n" + stored + ",\n");

        for (Path csv : List.of(rated, kaggle)) {
            CommandRun imported = CommandRun.of("bank", "import", csv.toString(), "--db", db, "--no-progress");
            assertThat(imported.exitCode()).as(imported.out() + imported.err()).isZero();
            assertThat(imported.lines())
                    .as(csv.toString())
                    .singleElement()
                    .asString()
                    .startsWith("DUPLICATE of #");
        }
    }

    @Test
    void aTimeLimitOverTheLargestSaysWhatTheLargestIs() {
        CommandRun run = CommandRun.of("bank", "import", "-", "--time-limit", "2000000", "--db", db);
        assertThat(run.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(run.err()).contains("up to 1000000").contains("'2000000'");
    }

    @Test
    void anExportOfASizeNoGridHasIsAUsageError() {
        CommandRun zero = CommandRun.of("bank", "export", "--size", "0", "--db", db);
        assertThat(zero.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(zero.err()).contains("--size must be a side from 4 to");
    }

    @ParameterizedTest
    @ValueSource(strings = {"random", "daily"})
    void aDrawOfASizeNoGridHasIsAUsageErrorAsForExport(String draw) {
        for (String size : List.of("0", "3", "65")) {
            CommandRun run = CommandRun.of("bank", draw, "--level", "easy", "--size", size, "--db", db);
            assertThat(run.exitCode()).as(size).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err())
                    .isEqualTo(CommandRun.of("bank", "export", "--size", size, "--db", db)
                            .err())
                    .contains("--size must be a side from 4 to 64, not " + size)
                    .doesNotContain("bank fill");
        }
    }

    @Test
    void theFillSuggestedForAnEmptyLevelOfAnySizeRuns() {
        for (String size : List.of("4", "5", "6", "7")) {
            CommandRun empty = CommandRun.of("bank", "random", "--level", "easy", "--size", size, "--db", db);
            String suggested =
                    empty.err().replaceFirst("(?s).*add some with: sudoku ", "").strip();
            List<String> fill = new ArrayList<>(
                    List.of(suggested.replace("--count 10", "--count 1").split(" ")));
            fill.addAll(List.of("--seed", "1", "--db", db));

            CommandRun run = CommandRun.of(fill.toArray(String[]::new));

            assertThat(run.exitCode()).as(suggested).isZero();
            assertThat(CommandRun.of("bank", "random", "--level", "easy", "--size", size, "--db", db)
                            .exitCode())
                    .as(size)
                    .isZero();
        }
    }

    @Test
    void theHintForAnEmptyLevelOfAnotherSizeFillsThatSize() {
        CommandRun empty = CommandRun.of("bank", "random", "--level", "easy", "--size", "4", "--db", db);
        assertThat(empty.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(empty.err()).contains("sudoku bank fill --level easy --size 4 --count 10");
        CommandRun nine = CommandRun.of("bank", "random", "--level", "extreme", "--db", db);
        assertThat(nine.err()).contains("sudoku bank fill --level extreme --count 10");
    }
}
