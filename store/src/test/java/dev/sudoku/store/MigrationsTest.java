package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MigrationsTest {
    @TempDir
    Path dir;

    @Test
    void latest_is_the_version_of_the_newest_script() throws SQLException {
        BankLocation location = new BankLocation.SqliteFile(dir.resolve("bank.db"));
        try (HikariDataSource pool = Pools.open(location)) {
            MigrationInfo[] scripts =
                    Migrations.configure(pool, location).load().info().all();

            assertThat(Arrays.stream(scripts).map(m -> m.getVersion().getVersion()))
                    .last()
                    .isEqualTo(Integer.toString(Migrations.LATEST));
            assertThat(Arrays.stream(scripts).map(m -> m.getVersion().getVersion()))
                    .allMatch(v -> v.matches("\\d+"), "whole-numbered");
        }
    }
}
