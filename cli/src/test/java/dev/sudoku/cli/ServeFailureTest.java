package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A server that cannot start says why in words, with exit code 1, and no Java class names. */
class ServeFailureTest {
    @TempDir
    Path dir;

    @Test
    void a_host_that_does_not_resolve_is_named() {
        CommandRun run = CommandRun.of(
                "serve",
                "--host",
                "999.1.1.1",
                "--port",
                "0",
                "--db",
                dir.resolve("b.db").toString());

        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err())
                .contains("sudoku: cannot serve on 999.1.1.1:0: no such host (the name or address cannot be resolved)")
                .doesNotContain("Exception");
    }

    @Test
    void a_port_in_use_is_named() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            int port = taken.getLocalPort();
            CommandRun run = CommandRun.of(
                    "serve",
                    "--port",
                    Integer.toString(port),
                    "--db",
                    dir.resolve("b.db").toString());

            assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
            assertThat(run.err())
                    .contains("sudoku: cannot serve on 127.0.0.1:" + port + ": Address already in use")
                    .doesNotContain("Exception");
        }
    }
}
