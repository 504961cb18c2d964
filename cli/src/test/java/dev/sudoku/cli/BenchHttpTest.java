package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.bench.http.HttpLoad;
import dev.sudoku.bench.http.LoadResult;
import dev.sudoku.bench.http.LoadRow;
import dev.sudoku.bench.http.LoadSettings;
import dev.sudoku.bench.http.WrkLoad;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code bench --http} against a real server: short rows, checked for what they counted, never for speed. */
class BenchHttpTest {
    /** The SE rating spec's worked examples A (ER 4.2) and C (ER 2.0): quick for every endpoint. */
    private static final List<String> EASY = List.of(
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.",
            "...42......5.............7...1..5..85..792.1.92.3.....39..7.48.4....3.....78...3.");
    /** top1465, line 2: no single logical step settles it. */
    private static final List<String> HARDEST =
            List.of("7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........");

    private static CommandRun shortRun(Path dir, String... more) throws Exception {
        Path easy = Files.write(dir.resolve("easy.txt"), EASY);
        Path hardest = Files.write(dir.resolve("hardest.txt"), HARDEST);
        List<String> args = new java.util.ArrayList<>(List.of(
                "bench",
                "--http",
                "--client",
                "jdk",
                "--duration",
                "0.5",
                "--connections",
                "4",
                "--max-requests",
                "50",
                "--easy-puzzles",
                easy.toString(),
                "--hardest-puzzles",
                hardest.toString()));
        args.addAll(List.of(more));
        return CommandRun.of(args.toArray(String[]::new));
    }

    @Test
    void every_row_is_answered_without_errors_and_shown_with_its_ratio_to_health(@TempDir Path dir) throws Exception {
        CommandRun run = shortRun(dir);

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        assertThat(rows)
                .extracting(row -> row.get(0))
                .containsExactly("health", "solve-easy", "solve-hardest", "hint", "explain", "rate");
        assertThat(rows.get(0).get(4)).isEqualTo("1.00x");
        for (List<String> row : rows) {
            // row, request, requests, requests/s, vs health, p50 ms, p99 ms, errors
            assertThat(Long.parseLong(row.get(2))).as(row.get(0)).isBetween(1L, 50L);
            assertThat(Double.parseDouble(row.get(5)))
                    .as(row.get(0))
                    .isLessThanOrEqualTo(Double.parseDouble(row.get(6)));
            assertThat(row.get(7)).as(row.get(0) + " errors; " + run.err()).isEqualTo("0");
        }
        assertThat(run.out())
                .contains("4 connections")
                .contains("or 50 requests")
                .contains("Client: the JDK's HttpClient");
    }

    @Test
    void wrk_is_the_default_client_and_its_rows_are_answered_without_errors(@TempDir Path dir) throws Exception {
        wrk();
        Path easy = Files.write(dir.resolve("easy.txt"), EASY);

        CommandRun run = CommandRun.of(
                "bench",
                "--http",
                "--duration",
                "1",
                "--connections",
                "4",
                "--rows",
                "solve-easy",
                "--easy-puzzles",
                easy.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        List<List<String>> rows = run.tableRows();
        assertThat(rows).extracting(row -> row.get(0)).containsExactly("health", "solve-easy");
        for (List<String> row : rows) {
            assertThat(Long.parseLong(row.get(2))).as(row.get(0)).isPositive();
            assertThat(Double.parseDouble(row.get(5)))
                    .as(row.get(0))
                    .isLessThanOrEqualTo(Double.parseDouble(row.get(6)));
            assertThat(row.get(7)).as(row.get(0) + " errors; " + run.err()).isEqualTo("0");
        }
        assertThat(run.out()).contains("each row 1.0 s in one round").contains("Client: wrk ");
    }

    @Test
    void wrk_counts_answers_the_server_refuses_as_errors() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty())) {
            WrkLoad load = new WrkLoad(wrk(), URI.create("http://127.0.0.1:" + server.port()), WrkLoad.settings(4, 1));

            LoadResult result = load.run(
                            List.of(LoadRow.post("bad", "/api/solve", List.of("{\"puzzle\":\"1.2\"}", "{}"))))
                    .get(0);

            assertThat(result.requests()).isPositive();
            assertThat(result.errors()).isEqualTo(result.requests());
            assertThat(result.firstError()).startsWith("4");
        }
    }

    /** wrk, or a failure saying how to install it: these tests never skip. */
    private static Path wrk() {
        return WrkLoad.find()
                .orElseThrow(() -> new AssertionError(
                        "wrk is not installed (no /usr/bin/wrk, none on the PATH): bench --http's tests run it; on"
                                + " Debian, apt-get install wrk"));
    }

    @Test
    void the_health_row_runs_first_even_when_not_named_and_needs_no_puzzles(@TempDir Path dir) {
        CommandRun run = CommandRun.of(
                "bench",
                "--http",
                "--client",
                "jdk",
                "--duration",
                "0.2",
                "--connections",
                "2",
                "--max-requests",
                "20",
                "--data",
                dir.resolve("absent").toString(),
                "--rows",
                "health");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.tableRows()).extracting(row -> row.get(0)).containsExactly("health");
    }

    @Test
    void answers_the_server_refuses_are_counted_as_errors() throws Exception {
        try (WebServer server = WebServer.start("127.0.0.1", 0, WebLimits.defaults(), Optional.empty())) {
            HttpLoad load = new HttpLoad(
                    URI.create("http://127.0.0.1:" + server.port()), LoadSettings.of(4, Duration.ofSeconds(5), 30));

            LoadResult result = load.run(LoadRow.post("bad", "/api/solve", List.of("{\"puzzle\":\"1.2\"}", "{}")));

            assertThat(result.requests()).isEqualTo(30);
            assertThat(result.errors()).isEqualTo(30);
            assertThat(result.firstError()).startsWith("4");
        }
    }

    @Test
    void options_of_other_tables_and_files_are_refused_with_http_and_http_options_without_it(@TempDir Path dir) {
        assertThat(CommandRun.of("bench", "--http", "--runs", "3").err()).contains("--runs does not apply to --http");
        assertThat(CommandRun.of("bench", "--http", "--rate").err()).contains("are different tables; pick one");
        assertThat(CommandRun.of("bench", "--http", "puzzles.txt").err()).contains("FILE does not apply to --http");
        assertThat(CommandRun.of("bench", "--connections", "8").err()).contains("--connections applies to --http only");
        assertThat(CommandRun.of("bench", "--http", "--rows", "health,solve").err())
                .contains("--rows: unknown row 'solve'");
        assertThat(CommandRun.of("bench", "--http", "--duration", "0").err())
                .contains("--duration must be more than 0");
        assertThat(CommandRun.of("bench", "--http", "--client", "wrk", "--max-requests", "5")
                        .err())
                .contains("--max-requests needs --client jdk");
        assertThat(CommandRun.of("bench", "--http", "--client", "wrk", "--duration", "1.5")
                        .err())
                .contains("--duration must be whole seconds with --client wrk");
        assertThat(CommandRun.of("bench", "--client", "jdk").err()).contains("--client applies to --http only");
        CommandRun missing = CommandRun.of("bench", "--http", "--data", dir.toString(), "--rows", "rate");
        assertThat(missing.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(missing.err()).contains("no --easy-puzzles given and").contains("kaggle_sample70.txt is missing");
    }
}
