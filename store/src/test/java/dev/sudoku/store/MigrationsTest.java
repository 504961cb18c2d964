package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
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

    /**
     * Another process makes the bank while this one looks at the file: however the look is split into
     * reads, the other's whole migration falling between them must not make the bank look like another
     * program's database (it did when the history and the tables were read on two connections, and one
     * of three processes opening a new bank at once refused it).
     */
    @Test
    void a_bank_made_by_another_process_during_the_foreign_check_is_not_called_foreign() throws Exception {
        BankLocation.SqliteFile location = new BankLocation.SqliteFile(dir.resolve("bank.db"));
        Files.createFile(location.file()); // as the other process's first open leaves it: an empty file
        DataSource reading = SqliteReading.dataSource(location);
        AtomicInteger connections = new AtomicInteger();
        DataSource racing = (DataSource) Proxy.newProxyInstance(
                getClass().getClassLoader(), new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getConnection") && connections.incrementAndGet() == 2) {
                        try (HikariDataSource other = Pools.open(location)) {
                            Migrations.migrate(other, location);
                        }
                    }
                    try {
                        return method.invoke(reading, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });

        Migrations.refuseForeign(racing, location);

        assertThat(connections).as("the check opened a connection").hasPositiveValue();
        // The bank made (here, if the check's one read left no room for the other process), it is not foreign.
        try (HikariDataSource pool = Pools.open(location)) {
            Migrations.migrate(pool, location);
            assertThat(Migrations.isCurrent(pool, location)).isTrue();
        }
        Migrations.refuseForeign(reading, location);
    }
}
