package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which bank a --db value opens, and its first use by several processes at once. */
class BankOpeningTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    @TempDir
    Path dir;

    @Test
    void a_bank_in_a_directory_that_does_not_exist_is_a_usage_error_not_a_new_empty_bank() {
        Path missing = dir.resolve("nonexist").resolve("dir");
        CommandRun stats =
                CommandRun.of("bank", "stats", "--db", missing.resolve("x.db").toString());

        assertThat(stats.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(stats.err()).startsWith("sudoku: --db: no directory " + missing);
        assertThat(stats.out()).isEmpty();
        assertThat(dir.resolve("nonexist")).doesNotExist();
    }

    @Test
    void a_url_that_is_not_a_jdbc_url_is_a_usage_error_saying_how_to_write_it() {
        CommandRun stats = CommandRun.of("bank", "stats", "--db", "postgresql://localhost/x");

        assertThat(stats.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(stats.err()).contains("write it as jdbc:postgresql://localhost/x");
        assertThat(Path.of("postgresql:")).doesNotExist();
    }

    @Test
    void a_database_of_another_program_is_said_to_be_no_bank_and_left_alone() throws Exception {
        Path other = dir.resolve("other.db");
        try (var connection = java.sql.DriverManager.getConnection("jdbc:sqlite:" + other);
                var statement = connection.createStatement()) {
            statement.execute("CREATE TABLE invoices (id INTEGER PRIMARY KEY, total REAL)");
        }
        byte[] before = Files.readAllBytes(other);

        CommandRun stats = CommandRun.of("bank", "stats", "--db", other.toString());

        assertThat(stats.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(stats.err())
                .isEqualTo("sudoku: " + other + " is not a puzzle bank (it holds other tables)\n")
                .doesNotContain("baseline");
        assertThat(Files.readAllBytes(other)).isEqualTo(before);
    }

    /**
     * Three processes make the same new bank at once, three times over: each must open it, and the puzzle
     * is stored once (STORED in one, DUPLICATE in the others).
     */
    @Test
    void processes_opening_a_new_bank_at_the_same_moment_all_work() {
        Shell shell = new Shell(dir);
        shell.file("one.txt", PUZZLE + "\n");
        for (int round = 1; round <= 3; round++) {
            String db = "race" + round + ".db";
            Shell.Result run = shell.run("for i in 1 2 3; do (./sudoku bank import one.txt --db " + db
                    + " --threads 1 --no-progress > out$i 2> err$i; echo $? > code$i) & done; wait;"
                    + " cat code1 code2 code3 err1 err2 err3 out1 out2 out3");
            List<String> lines = new ArrayList<>(run.lines());
            assertThat(lines.subList(0, 3))
                    .as("round %d exit codes: %s", round, run.out())
                    .containsOnly("0");
            List<String> reports = lines.subList(3, lines.size());
            assertThat(reports).as(run.out()).hasSize(3);
            assertThat(reports.stream().filter(line -> line.startsWith("STORED #1")))
                    .hasSize(1);
            assertThat(reports.stream().filter(line -> line.startsWith("DUPLICATE of #1")))
                    .hasSize(2);
        }
    }
}
