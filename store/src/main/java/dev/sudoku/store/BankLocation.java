package dev.sudoku.store;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Where a bank lives: a SQLite file (the default, nothing to install) or a PostgreSQL server named by a JDBC
 * URL (for a bank shared by several machines). Both hold the same schema and answer the same SQL.
 *
 * <p>{@link #resolve(Optional, Map, Map)} takes the environment and system properties as maps so the rules
 * can be tested without touching the real environment.
 */
public sealed interface BankLocation {
    /** The file name of the bank in the user's data directory. */
    String DEFAULT_FILE = "bank.db";

    /** Text for messages: the file path, or the URL without any password. */
    String describe();

    /**
     * A SQLite database file. Its directory must exist, so that a mistyped path is reported instead of
     * becoming a new empty bank; only the default bank in the user's data directory ({@code madeOnFirstUse})
     * has its directories created when it is first opened.
     */
    record SqliteFile(Path file, boolean madeOnFirstUse) implements BankLocation {
        public SqliteFile {
            Objects.requireNonNull(file, "file");
        }

        /** A file named by the user: its directory must exist. */
        public SqliteFile(Path file) {
            this(file, false);
        }

        /** The default bank, whose directories are made on first use. */
        static SqliteFile inDataDirectory(Path file) {
            return new SqliteFile(file, true);
        }

        @Override
        public String describe() {
            return file.toString();
        }
    }

    /**
     * A database server reached by a JDBC URL (PostgreSQL). The credentials are kept apart from the URL so
     * they stay out of messages; {@link #toString()} is {@link #describe()} for the same reason.
     */
    record Server(String url, Optional<String> user, Optional<String> password) implements BankLocation {
        private static final Pattern PASSWORD_PARAMETER = Pattern.compile("(?i)([?&;]password=)[^&;]*");

        public Server {
            Objects.requireNonNull(url, "url");
            Objects.requireNonNull(user, "user");
            Objects.requireNonNull(password, "password");
            if (!url.startsWith("jdbc:")) {
                throw new IllegalArgumentException("a server bank needs a JDBC URL, got '" + url + "'");
            }
        }

        @Override
        public String describe() {
            return PASSWORD_PARAMETER.matcher(url).replaceAll("$1***");
        }

        @Override
        public String toString() {
            return describe();
        }
    }

    /** Resolves a {@code --db} value against the real environment; see {@link #resolve(Optional, Map, Map)}. */
    static BankLocation resolve(Optional<String> db) {
        return resolve(db, System.getenv());
    }

    /** Resolves a {@code --db} value against these environment variables and the real system properties. */
    static BankLocation resolve(Optional<String> db, Map<String, String> env) {
        return resolve(db, env, DataDirectory.systemProperties());
    }

    /**
     * The bank to use: the {@code --db} value when given, else the environment's {@code SUDOKU_DB}, else
     * {@value #DEFAULT_FILE} in the user's {@link DataDirectory data directory}. A blank value counts as absent.
     *
     * @param env environment variables ({@code SUDOKU_DB}, credentials, and the data directory's variables)
     * @param properties system properties ({@code os.name} and {@code user.home})
     */
    static BankLocation resolve(Optional<String> db, Map<String, String> env, Map<String, String> properties) {
        Optional<String> value = db.filter(v -> !v.isBlank())
                .or(() -> Optional.ofNullable(env.get("SUDOKU_DB")).filter(v -> !v.isBlank()));
        return value.map(v -> parse(v.strip(), env))
                .orElseGet(() -> SqliteFile.inDataDirectory(
                        DataDirectory.of(env, properties).resolve(DEFAULT_FILE)));
    }

    /**
     * Reads one value: {@code jdbc:sqlite:PATH} or a plain path is a SQLite file; any other {@code jdbc:} URL
     * is a server, with the user and password from {@code SUDOKU_DB_USER} and {@code SUDOKU_DB_PASSWORD}, else
     * PostgreSQL's own {@code PGUSER} and {@code PGPASSWORD}.
     *
     * @throws IllegalArgumentException for a URL that is not a JDBC URL ({@code postgresql://host/db}): read as
     *     a path it would quietly become a new SQLite file named like the URL
     */
    static BankLocation parse(String value, Map<String, String> env) {
        String sqlitePrefix = "jdbc:sqlite:";
        if (value.startsWith(sqlitePrefix)) {
            return new SqliteFile(Path.of(value.substring(sqlitePrefix.length())));
        }
        if (value.startsWith("jdbc:")) {
            return new Server(
                    value, first(env, "SUDOKU_DB_USER", "PGUSER"), first(env, "SUDOKU_DB_PASSWORD", "PGPASSWORD"));
        }
        // A scheme of two letters or more and "//"; one letter is a Windows drive (C://x), still a path.
        if (value.matches("[A-Za-z][A-Za-z0-9+.-]+://.*")) {
            throw new IllegalArgumentException(
                    "the bank '" + value + "' is a URL but not a JDBC URL: write it as jdbc:" + value);
        }
        return new SqliteFile(Path.of(value));
    }

    private static Optional<String> first(Map<String, String> env, String name, String fallback) {
        return Optional.ofNullable(env.get(name)).or(() -> Optional.ofNullable(env.get(fallback)));
    }
}
