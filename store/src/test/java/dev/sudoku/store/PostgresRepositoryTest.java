package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The bank contract on PostgreSQL (a private throwaway cluster, see {@link PostgresServer}). */
class PostgresRepositoryTest extends PuzzleRepositoryContract {
    @Override
    protected BankLocation freshLocation() {
        return PostgresServer.shared().createSchema().location();
    }

    @Test
    void a_server_that_refuses_connections_is_reported_with_its_url_but_not_the_password() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0)) {
            port = socket.getLocalPort();
        }
        String url = "jdbc:postgresql://127.0.0.1:" + port + "/bank?connectTimeout=2";
        BankLocation location =
                new BankLocation.Server(url + "&password=hunter2", Optional.of("sudoku"), Optional.of("secret"));

        assertThatThrownBy(() -> open(location))
                .isInstanceOf(BankException.class)
                .hasMessageContaining(url + "&password=***")
                .hasMessageContaining("refused")
                .hasMessageNotContaining("hunter2")
                .hasMessageNotContaining("secret");
    }

    @Test
    void a_schema_holding_another_programs_tables_is_refused_and_left_as_it_was() throws SQLException {
        PostgresServer.Database database = PostgresServer.shared().createSchema();
        try (Connection c = DriverManager.getConnection(database.url(), database.user(), database.password());
                Statement s = c.createStatement()) {
            s.execute("CREATE TABLE invoice (id BIGINT PRIMARY KEY, total NUMERIC)");
        }

        assertThatThrownBy(() -> open(database.location()))
                .isInstanceOf(BankException.class)
                .hasMessage(database.location().describe() + " is not a puzzle bank (it holds other tables)");
        try (Connection c = DriverManager.getConnection(database.url(), database.user(), database.password());
                ResultSet tables =
                        c.getMetaData().getTables(c.getCatalog(), c.getSchema(), "%", new String[] {"TABLE"})) {
            assertThat(tables.next()).isTrue();
            assertThat(tables.getString("TABLE_NAME")).isEqualTo("invoice");
            assertThat(tables.next()).as("no table added").isFalse();
        }
    }
}
