package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.bank.PostgresSchema;
import dev.sudoku.store.PostgresServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench --bank} on a few puzzles and a small bank: checked for what it counted, never for speed. */
class BenchBankTest {
    /** Lines 1, 1000, 2000, 5000, 10000, 20000, 30000 and 40000 of the 17-clue list. */
    private static final List<String> PUZZLES = List.of(
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            ".................1..2.34...............1.5.6...78..2.......94.8.5.......16..7....",
            "................12....34...........3..2.......567........2...7.3.518....8.....4..",
            "................12..3..4........3....5..1....62......7...52.......6...3...7...48.",
            "................12..3.45...........4.1.2.6....6....7.......2.6...4.3......7...8..",
            "..............1..2..3....4.....3......564.....7....1.8...4...5..8.......12.9.....",
            "..............1.23..4.56......2........73......8...6...2.3...7.6.....5..9........",
            "........1.......23..4..5.........6...1.37....8..2........1........83....5.6...4..");

    private static CommandRun bench(Path dir, String... more) throws Exception {
        Path file = Files.write(dir.resolve("clues.txt"), PUZZLES);
        List<String> args = new ArrayList<>(List.of("bench", "--bank"));
        for (String arg : more) {
            args.add(arg.replace("FILE", file.toString()));
        }
        return CommandRun.of(args.toArray(String[]::new));
    }

    private static double number(String cell) {
        return Double.parseDouble(cell.replace("x", ""));
    }

    @Test
    void every_table_has_its_rows_with_figures_that_parse_and_are_positive(@TempDir Path dir) throws Exception {
        CommandRun run = bench(
                dir,
                "FILE",
                "--warmup",
                "0",
                "--runs",
                "1",
                "--import-puzzles",
                "FILE",
                "--count",
                "6",
                "--threads",
                "2",
                "--bank-size",
                "300",
                "--draws",
                "200");

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        // dataset, per run, distinct, canonical/s, µs/puzzle, band/s, vs band
        List<String> canonical = rows.get(0);
        assertThat(canonical.get(0)).isEqualTo("clues.txt");
        assertThat(canonical.get(2)).isEqualTo("8");
        for (int column = 1; column < canonical.size(); column++) {
            assertThat(number(canonical.get(column))).as(canonical.toString()).isPositive();
        }
        // row, database, threads, puzzles, rated/stored, duplicates, refused, seconds, puzzles/s, vs rate
        assertThat(rows.subList(1, 4))
                .extracting(row -> row.get(0) + " " + row.get(1))
                .containsExactly("rate -", "import SQLite", "import PostgreSQL (not run: --postgres URL)");
        for (List<String> row : rows.subList(1, 3)) {
            assertThat(row.subList(2, 5)).as(row.toString()).containsExactly("2", "6", "6");
            assertThat(number(row.get(8))).as(row.toString()).isPositive();
            assertThat(number(row.get(9))).as(row.toString()).isPositive();
        }
        assertThat(rows.get(1).get(9)).isEqualTo("1.00x");
        // row, call, calls, p50, p99, max, p50 vs, p99 vs, errors: the lookup, a row per level, health, random
        List<List<String>> latencies = rows.subList(4, rows.size());
        assertThat(latencies.get(0).get(0)).isEqualTo("lookup");
        assertThat(latencies).extracting(row -> row.get(0)).contains("random Easy", "health", "random easy");
        for (List<String> row : latencies) {
            assertThat(row.get(2)).as(row.toString()).isEqualTo("200");
            assertThat(number(row.get(4))).as(row.toString()).isPositive();
            assertThat(number(row.get(3))).as(row.toString()).isLessThanOrEqualTo(number(row.get(4)));
            assertThat(number(row.get(4))).as(row.toString()).isLessThanOrEqualTo(number(row.get(5)));
            assertThat(number(row.get(7))).as(row.toString()).isPositive();
            assertThat(row.get(8)).as(row + " " + run.err()).isEqualTo("0");
        }
        assertThat(run.out())
                .contains("## Canonical form", "## Import of clues.txt", "## Random pick")
                .containsPattern("Bank: SQLite, a temporary file, first a copy of the import row's bank, 30[01]"
                        + " puzzles \\(6 before")
                .contains("clues.txt+1 6 offered, 6 stored");
    }

    @Test
    void a_bank_file_is_made_once_and_then_reused(@TempDir Path dir) throws Exception {
        Path bank = dir.resolve("kept/bank.db");
        String[] args = {
            "--bank-rows",
            "random",
            "--import-puzzles",
            "FILE",
            "--bank-size",
            "20",
            "--draws",
            "20",
            "--bank-file",
            bank.toString()
        };

        CommandRun first = bench(dir, args);
        CommandRun second = bench(dir, args);

        assertThat(first.exitCode()).as(first.err()).isZero();
        assertThat(first.out()).contains("Bank: SQLite file " + bank + ", 2").contains("(0 before");
        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(second.out()).contains("reused as it was");
        assertThat(Files.exists(bank)).isTrue();
    }

    @Test
    void the_import_runs_in_a_schema_of_its_own_on_postgresql_dropped_after(@TempDir Path dir) throws Exception {
        PostgresServer.Database database = PostgresServer.shared().createDatabase();
        String url = database.url() + (database.url().contains("?") ? "&" : "?") + "user=" + database.user()
                + (database.password() == null ? "" : "&password=" + database.password());

        CommandRun run =
                bench(dir, "--bank-rows", "import", "--import-puzzles", "FILE", "--count", "3", "--postgres", url);

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.tableRows())
                .extracting(row -> row.get(1) + " " + row.get(4))
                .containsExactly("- 3", "SQLite 3", "PostgreSQL 3");
        assertThat(run.out()).contains("the schema " + PostgresSchema.nameForThisProcess() + " made on");
        try (Connection connection = DriverManager.getConnection(url);
                Statement statement = connection.createStatement();
                ResultSet schemas = statement.executeQuery(
                        "SELECT count(*) FROM information_schema.schemata WHERE schema_name LIKE 'sudoku_bench_%'")) {
            schemas.next();
            assertThat(schemas.getInt(1)).isZero();
        }
    }

    @Test
    void options_of_other_modes_or_of_parts_left_out_are_refused() throws Exception {
        assertThat(CommandRun.of("bench", "--bank", "--http").err()).contains("pick one");
        assertThat(CommandRun.of("bench", "--bank", "--solver", "band").err())
                .contains("--solver does not apply to --bank");
        assertThat(CommandRun.of("bench", "--bank", "--connections", "2").err())
                .contains("--connections applies to --http only");
        assertThat(CommandRun.of("bench", "--draws", "5").err()).contains("--draws applies to --bank only");
        assertThat(CommandRun.of("bench", "--bank", "--bank-rows", "canonical", "--postgres", "jdbc:postgresql://x/y")
                        .err())
                .contains("--postgres applies to the import rows");
        assertThat(CommandRun.of("bench", "--bank", "--bank-rows", "import", "--draws", "5")
                        .err())
                .contains("--draws applies to the random rows");
        assertThat(CommandRun.of("bench", "--bank", "--bank-rows", "random", "--runs", "5")
                        .err())
                .contains("--runs applies to the canonical rows");
        assertThat(CommandRun.of("bench", "--bank", "--postgres", "postgres://x/y")
                        .err())
                .contains("--postgres takes a JDBC URL");
        CommandRun zero = CommandRun.of("bench", "--bank", "--draws", "0");
        assertThat(zero.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(zero.err()).contains("--bank-size and --draws must be positive");
    }
}
