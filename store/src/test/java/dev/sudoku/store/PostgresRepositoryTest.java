package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.ServerSocket;
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
}
