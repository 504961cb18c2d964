package dev.sudoku.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** API tests against one real server with the default limits, started once per test class. */
abstract class ServerTest {
    static TestServer server;

    @BeforeAll
    static void startServer() {
        server = new TestServer();
    }

    @AfterAll
    static void stopServer() {
        server.close();
    }
}
