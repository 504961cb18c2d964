package dev.sudoku.store;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.UserPrincipal;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * A PostgreSQL server for tests, without Docker: the server named by {@code SUDOKU_TEST_POSTGRES_URL} (with
 * {@code SUDOKU_TEST_POSTGRES_USER} and {@code SUDOKU_TEST_POSTGRES_PASSWORD}) when that is set, else a
 * private throwaway cluster made with Debian's server binaries ({@code /usr/lib/postgresql/VERSION/bin}, the
 * highest version) in a directory under {@code /tmp}, listening on a free port of 127.0.0.1 with trust
 * authentication and durability off (fsync) for speed.
 *
 * <p>One server per JVM ({@link #shared()}); each caller asks it for a fresh database or schema. At JVM exit the
 * cluster is stopped and its directory deleted, or, on an external server, the databases made are dropped.
 *
 * <p>initdb refuses to run as root, so as root the cluster's commands run as the {@code postgres} system user
 * (through {@code runuser}) on a directory given to that user.
 *
 * <p>Missing binaries are a failure, not a skip: a test that cannot run must not pass.
 */
public final class PostgresServer {
    private static final String BINARIES = "/usr/lib/postgresql";
    private static final String CLUSTER_USER = "sudoku";
    private static PostgresServer shared;

    private final String adminUrl;
    private final String user;
    private final String password;
    private final Optional<Path> clusterDirectory;
    private final List<String> databases = new ArrayList<>();
    private final AtomicInteger counter = new AtomicInteger();
    private Database schemaHost;

    /** A database made for one test: connect with {@link #url()} as {@link #user()}. */
    public record Database(String url, String user, String password) {
        /** The location of a bank in this database. */
        public BankLocation.Server location() {
            return new BankLocation.Server(url, Optional.of(user), Optional.ofNullable(password));
        }

        @Override
        public String toString() {
            return url;
        }
    }

    private PostgresServer(String adminUrl, String user, String password, Optional<Path> clusterDirectory) {
        this.adminUrl = adminUrl;
        this.user = user;
        this.password = password;
        this.clusterDirectory = clusterDirectory;
    }

    /** The server of this JVM, started on first use. */
    public static synchronized PostgresServer shared() {
        if (shared == null) {
            String url = System.getenv("SUDOKU_TEST_POSTGRES_URL");
            shared = url != null && !url.isBlank()
                    ? new PostgresServer(
                            url,
                            System.getenv("SUDOKU_TEST_POSTGRES_USER"),
                            System.getenv("SUDOKU_TEST_POSTGRES_PASSWORD"),
                            Optional.empty())
                    : startCluster();
            PostgresServer server = shared;
            Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "postgres-test-server-stop"));
        }
        return shared;
    }

    /** A new, empty database on this server (about 0.3 s: PostgreSQL copies its template database). */
    public synchronized Database createDatabase() {
        String name = "sudoku_test_" + ProcessHandle.current().pid() + "_" + counter.incrementAndGet();
        execute(adminUrl, "CREATE DATABASE " + name);
        databases.add(name);
        return new Database(withDatabase(adminUrl, name), user, password);
    }

    /**
     * A new, empty schema in a database shared by the callers of this method, reached by a URL that makes it
     * the current schema: as isolated as a database for code that names no schema, in a few milliseconds.
     */
    public synchronized Database createSchema() {
        if (schemaHost == null) {
            schemaHost = createDatabase();
        }
        String name = "bank_" + counter.incrementAndGet();
        execute(schemaHost.url(), "CREATE SCHEMA " + name);
        String url = schemaHost.url() + (schemaHost.url().contains("?") ? "&" : "?") + "currentSchema=" + name;
        return new Database(url, user, password);
    }

    private void execute(String url, String sql) {
        try (Connection connection = DriverManager.getConnection(url, user, password);
                Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException(
                    "PostgreSQL at " + adminUrl + " refused '" + sql + "': " + e.getMessage(), e);
        }
    }

    /** Replaces the database of a JDBC URL ({@code jdbc:postgresql://host:port/db?params}). */
    static String withDatabase(String url, String database) {
        int hostStart = url.indexOf("//");
        int pathStart = url.indexOf('/', hostStart + 2);
        int query = url.indexOf('?');
        String params = query < 0 ? "" : url.substring(query);
        String head = pathStart < 0 || (query >= 0 && pathStart > query)
                ? url.substring(0, query < 0 ? url.length() : query)
                : url.substring(0, pathStart);
        return head + "/" + database + params;
    }

    private static PostgresServer startCluster() {
        Path bin = binaries();
        try {
            Path dir = Files.createTempDirectory(Path.of("/tmp"), "sudoku-pg-");
            boolean root = isRoot();
            if (root) {
                UserPrincipal postgres =
                        dir.getFileSystem().getUserPrincipalLookupService().lookupPrincipalByName("postgres");
                Files.setOwner(dir, postgres);
            }
            Path data = dir.resolve("data");
            int port = freePort();
            run(
                    root,
                    dir,
                    bin.resolve("initdb").toString(),
                    "-A",
                    "trust",
                    "-U",
                    CLUSTER_USER,
                    "-E",
                    "UTF8",
                    "--locale=C",
                    "--no-sync",
                    "-D",
                    data.toString());
            String options = "-p " + port + " -k " + dir + " -c listen_addresses=127.0.0.1"
                    + " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
            run(
                    root,
                    dir,
                    bin.resolve("pg_ctl").toString(),
                    "-D",
                    data.toString(),
                    "-l",
                    dir.resolve("server.log").toString(),
                    "-o",
                    options,
                    "-w",
                    "start");
            return new PostgresServer(
                    "jdbc:postgresql://127.0.0.1:" + port + "/postgres", CLUSTER_USER, null, Optional.of(dir));
        } catch (IOException e) {
            throw new IllegalStateException("cannot start a PostgreSQL cluster for the tests: " + e.getMessage(), e);
        }
    }

    private synchronized void stop() {
        if (clusterDirectory.isPresent()) {
            Path dir = clusterDirectory.get();
            Path bin = binaries();
            try {
                run(
                        isRoot(),
                        dir,
                        bin.resolve("pg_ctl").toString(),
                        "-D",
                        dir.resolve("data").toString(),
                        "-m",
                        "fast",
                        "-w",
                        "stop");
            } catch (RuntimeException e) {
                System.err.println("could not stop the test PostgreSQL cluster in " + dir + ": " + e.getMessage());
            }
            deleteRecursively(dir);
        } else {
            for (String name : databases) {
                try {
                    execute(adminUrl, "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
                } catch (RuntimeException e) {
                    System.err.println("could not drop the test database " + name + ": " + e.getMessage());
                }
            }
        }
    }

    /** The bin directory of the highest installed PostgreSQL version that has initdb and pg_ctl. */
    private static Path binaries() {
        Path root = Path.of(BINARIES);
        Optional<Path> bin = Optional.empty();
        if (Files.isDirectory(root)) {
            try (Stream<Path> versions = Files.list(root)) {
                bin = versions.filter(v -> v.getFileName().toString().matches("\\d+(\\.\\d+)?"))
                        .filter(v -> Files.isExecutable(v.resolve("bin/initdb"))
                                && Files.isExecutable(v.resolve("bin/pg_ctl")))
                        .max(Comparator.comparingDouble(
                                v -> Double.parseDouble(v.getFileName().toString())))
                        .map(v -> v.resolve("bin"));
            } catch (IOException e) {
                throw new IllegalStateException("cannot list " + root + ": " + e.getMessage(), e);
            }
        }
        return bin.orElseThrow(() -> new IllegalStateException("PostgreSQL server binaries not found under " + BINARIES
                + ": install Debian's postgresql package, or set SUDOKU_TEST_POSTGRES_URL"));
    }

    /** Runs a cluster command, as the postgres user when this JVM is root; fails with its output. */
    private static void run(boolean root, Path dir, String... command) {
        List<String> line = new ArrayList<>();
        if (root) {
            line.addAll(List.of("runuser", "-u", "postgres", "--"));
        }
        line.addAll(List.of(command));
        try {
            File output = File.createTempFile("sudoku-pg-command-", ".log");
            try {
                // Output goes to a file: the server started by pg_ctl inherits it and would keep a pipe open.
                Process process = new ProcessBuilder(line)
                        .directory(dir.toFile())
                        .redirectErrorStream(true)
                        .redirectOutput(output)
                        .start();
                if (!process.waitFor(60, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IllegalStateException("timed out: " + String.join(" ", line));
                }
                if (process.exitValue() != 0) {
                    throw new IllegalStateException(
                            "failed (exit " + process.exitValue() + "): " + String.join(" ", line) + "\n"
                                    + Files.readString(output.toPath(), StandardCharsets.UTF_8));
                }
            } finally {
                Files.deleteIfExists(output.toPath());
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + String.join(" ", line) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted: " + String.join(" ", line), e);
        }
    }

    private static boolean isRoot() {
        try {
            return Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"));
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            return "root".equals(System.getProperty("user.name"));
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static void deleteRecursively(Path dir) {
        try (Stream<Path> paths = Files.walk(dir)) {
            paths.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            System.err.println("could not delete " + dir + ": " + e.getMessage());
        }
    }
}
