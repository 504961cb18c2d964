package dev.sudoku.web;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * API tests against one real server with the default limits, started once per test class. The server is
 * one static field for all the subclasses, so they run one at a time (beside the other test classes).
 */
@ResourceLock("dev.sudoku.web.ServerTest.server")
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
