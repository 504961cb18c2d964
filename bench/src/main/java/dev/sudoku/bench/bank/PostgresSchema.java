package dev.sudoku.bench.bank;

import dev.sudoku.store.BankLocation;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Objects;
import java.util.regex.Pattern;

/**
 * A schema of its own on a PostgreSQL server, made for one bench run and dropped with everything in it
 * when closed: a fresh bank without touching the tables of a bank the server already holds. The bank
 * reaches it through the URL's {@code currentSchema}, which the migrations and every query then use.
 */
public final class PostgresSchema implements AutoCloseable {
    private static final Pattern NAME = Pattern.compile("[a-z_][a-z0-9_]*");

    private final BankLocation.Server server;
    private final String name;

    private PostgresSchema(BankLocation.Server server, String name) {
        this.server = server;
        this.name = name;
    }

    /** The schema name of this process: {@code sudoku_bench_PID}, so two runs on one server do not meet. */
    public static String nameForThisProcess() {
        return "sudoku_bench_" + ProcessHandle.current().pid();
    }

    /**
     * Creates the schema (an error if it exists: it is not this run's to wipe).
     *
     * @param server the server and database, without {@code currentSchema}
     * @throws IllegalArgumentException when the URL names a schema already
     * @throws SQLException the server's reason when it cannot be reached or refuses
     */
    public static PostgresSchema create(BankLocation.Server server, String name) throws SQLException {
        Objects.requireNonNull(server, "server");
        if (!NAME.matcher(name).matches()) {
            throw new IllegalArgumentException("a schema name is lower-case letters, digits and _, not '" + name + "'");
        }
        if (server.url().toLowerCase(Locale.ROOT).contains("currentschema=")) {
            throw new IllegalArgumentException(
                    "the URL names a schema (currentSchema); the bench makes and drops its own, leave it out");
        }
        execute(server, "CREATE SCHEMA " + name);
        return new PostgresSchema(server, name);
    }

    public String name() {
        return name;
    }

    /** The bank in this schema: the server's URL with {@code currentSchema} set, the same credentials. */
    public BankLocation.Server location() {
        return new BankLocation.Server(withSchema(server.url(), name), server.user(), server.password());
    }

    /** A JDBC URL with a {@code currentSchema} parameter added. */
    static String withSchema(String url, String schema) {
        return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    /** Drops the schema and every table in it. */
    @Override
    public void close() throws SQLException {
        execute(server, "DROP SCHEMA IF EXISTS " + name + " CASCADE");
    }

    private static void execute(BankLocation.Server server, String sql) throws SQLException {
        try (Connection connection = DriverManager.getConnection(
                        server.url(),
                        server.user().orElse(null),
                        server.password().orElse(null));
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        }
    }
}
