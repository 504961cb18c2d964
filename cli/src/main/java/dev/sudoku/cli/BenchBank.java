package dev.sudoku.cli;

import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.bench.BankTable;
import dev.sudoku.bench.CanonicalBench;
import dev.sudoku.bench.CanonicalRow;
import dev.sudoku.bench.Dataset;
import dev.sudoku.bench.bank.BankBuild;
import dev.sudoku.bench.bank.BankBuilder;
import dev.sudoku.bench.bank.ImportBench;
import dev.sudoku.bench.bank.ImportRow;
import dev.sudoku.bench.bank.LatencyRow;
import dev.sudoku.bench.bank.PostgresSchema;
import dev.sudoku.bench.bank.RandomLatency;
import dev.sudoku.bench.bank.ServerLatency;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.store.BankStats;
import dev.sudoku.store.PuzzleRepository;
import dev.sudoku.web.WebBank;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.stream.Stream;
import picocli.CommandLine.Option;

/**
 * {@code sudoku bench --bank}: its options and its tables, the puzzle bank's speed goals measured, each
 * against a reference of the same run: the canonical form against the exact solver, the import against
 * rating alone (SQLite, and PostgreSQL when a server is named), and the random pick against a lookup in
 * the process and against the health check at a server this command starts on 127.0.0.1.
 */
final class BenchBank {
    /** The sets the canonical-form row is stated for: the 17-clue list, and top1465 as a denser set. */
    static final List<String> SETS = List.of("17_clue_49158.txt", "magictour_top1465.txt");

    /** The list the import row imports and the random rows' bank is grown from. */
    static final String IMPORT_SET = "17_clue_49158.txt";

    /** This mode's options, refused in the other modes. */
    static final List<String> OPTIONS =
            List.of("--bank-rows", "--import-puzzles", "--postgres", "--bank-size", "--bank-file", "--draws");

    /** Seeds the cells the bank's variants add and the random draws. */
    static final long SEED = 1;

    /** Each puzzle's rating time limit, as {@code bank import}'s default. */
    private static final Optional<TimeLimit> TIME_LIMIT = Optional.of(TimeLimit.ofSeconds(60));

    /** The parts of the mode, each a table (the random part two). */
    enum Part {
        CANONICAL,
        IMPORT,
        RANDOM
    }

    @Option(
            names = "--bank-rows",
            split = ",",
            paramLabel = "ROW",
            defaultValue = "canonical,import,random",
            description = "With --bank: the parts to run. Default: ${DEFAULT-VALUE}.")
    List<Part> parts;

    @Option(
            names = "--import-puzzles",
            paramLabel = "FILE",
            description = "With --bank: the puzzles the import row imports (the first --count of them) and the"
                    + " random rows' bank is grown from. Default: " + IMPORT_SET + " in --data.")
    Path importPuzzles;

    @Option(
            names = "--postgres",
            paramLabel = "URL",
            description = "With --bank: also import into PostgreSQL, into a schema sudoku_bench_PID this command"
                    + " makes and drops in the database of this JDBC URL (jdbc:postgresql://HOST:PORT/DB); user"
                    + " and password from SUDOKU_DB_USER and SUDOKU_DB_PASSWORD (or PGUSER and PGPASSWORD), or in"
                    + " the URL.")
    String postgres;

    @Option(
            names = "--bank-size",
            paramLabel = "N",
            defaultValue = "100000",
            description = "With --bank: puzzles in the bank the random rows draw from. Default: ${DEFAULT-VALUE}.")
    int bankSize;

    @Option(
            names = "--bank-file",
            paramLabel = "PATH",
            description = "With --bank: the SQLite file of the random rows' bank, kept: made when missing (from the"
                    + " import row's bank when it ran), reused when it holds --bank-size puzzles, grown when it"
                    + " holds fewer. Default: a temporary file, deleted after.")
    Path bankFile;

    @Option(
            names = "--draws",
            paramLabel = "N",
            defaultValue = "20000",
            description = "With --bank: timed draws (and requests) per random row, after as many untimed (at most"
                    + " 2000). Default: ${DEFAULT-VALUE}.")
    int draws;

    /** What the bench command passes on: its shared options, as they apply to this mode. */
    record Settings(BenchInputs canonical, Path data, int count, int threads) {}

    /**
     * Refuses what does not apply to the parts chosen; called before anything is printed.
     *
     * @param given whether an option was given on the command line
     */
    void validate(Predicate<String> given, boolean filesGiven) {
        if (bankSize < 1 || draws < 1) {
            throw new UsageException("--bank-size and --draws must be positive");
        }
        if (postgres != null && !postgres.startsWith("jdbc:postgresql:")) {
            throw new UsageException(
                    "--postgres takes a JDBC URL, jdbc:postgresql://HOST:PORT/DATABASE, not '" + postgres + "'");
        }
        if (bankFile != null && Files.isDirectory(bankFile)) {
            throw new UsageException(
                    "--bank-file " + FileReasons.cannotWrite(bankFile.toString(), FileReasons.IS_A_DIRECTORY));
        }
        if (!parts.contains(Part.CANONICAL) && filesGiven) {
            throw new UsageException("FILE names the canonical row's puzzles, which --bank-rows leaves out");
        }
        refuse(!parts.contains(Part.CANONICAL), given, "canonical", "--limit", "--warmup", "--runs");
        refuse(!parts.contains(Part.IMPORT), given, "import", "--postgres");
        refuse(!parts.contains(Part.RANDOM), given, "random", "--bank-size", "--bank-file", "--draws");
        boolean list = parts.contains(Part.IMPORT) || parts.contains(Part.RANDOM);
        refuse(!list, given, "import and random", "--import-puzzles", "--count");
    }

    private static void refuse(boolean leftOut, Predicate<String> given, String part, String... options) {
        for (String option : options) {
            if (leftOut && given.test(option)) {
                throw new UsageException(
                        option + " applies to the " + part + " rows of --bank, which --bank-rows leaves out");
            }
        }
    }

    /** Runs the parts chosen, printing each table as it is done (a run takes minutes). */
    void run(Settings settings, PrintWriter out) throws Exception {
        if (parts.contains(Part.CANONICAL)) {
            out.print(canonical(settings.canonical()));
            out.flush();
        }
        if (!parts.contains(Part.IMPORT) && !parts.contains(Part.RANDOM)) {
            return;
        }
        Path file = importPuzzles != null ? importPuzzles : standard(settings.data(), IMPORT_SET, "--import-puzzles");
        Dataset list = new BenchInputs(List.of(file), 0, 1, settings.count()).load(file);
        Path temp = Files.createTempDirectory("sudoku-bench-bank-");
        try {
            Path importBank = temp.resolve("import.db");
            if (parts.contains(Part.IMPORT)) {
                out.print(imports(list, importBank, settings.threads()));
                out.flush();
            }
            if (parts.contains(Part.RANDOM)) {
                out.print(random(list, importBank, temp, settings.threads()));
                out.flush();
            }
        } finally {
            deleteRecursively(temp);
        }
    }

    private String canonical(BenchInputs inputs) {
        CanonicalBench bench = new CanonicalBench(inputs.warmup(), inputs.runs());
        List<CanonicalRow> rows = new ArrayList<>();
        for (Path file : inputs.files()) {
            Dataset dataset = inputs.load(file);
            rows.add(bench.run(dataset));
            System.err.printf("  canonical %s done%n", dataset.name());
        }
        return nl() + "## Canonical form" + nl() + nl() + BankTable.canonical(rows, inputs.warmup(), inputs.runs());
    }

    private String imports(Dataset list, Path sqliteFile, int threads) throws SQLException {
        ImportBench bench = new ImportBench(threads, LevelScale.DEFAULT, TIME_LIMIT);
        List<ImportRow> rows;
        String where;
        try (Bank sqlite = Bank.open(new BankLocation.SqliteFile(sqliteFile))) {
            List<ImportBench.Target> targets = new ArrayList<>(
                    List.of(ImportBench.Target.rateOnly(), ImportBench.Target.bank("SQLite", sqlite.puzzles())));
            System.err.printf(
                    Locale.ROOT,
                    "  importing %d puzzles of %s on %d threads%n",
                    list.puzzles().size(),
                    list.name(),
                    threads);
            if (postgres == null) {
                rows = bench.run(list.name(), list.puzzles(), targets);
                where = "SQLite: a new file in a temporary directory. PostgreSQL: not run; add --postgres"
                        + " jdbc:postgresql://HOST:PORT/DATABASE (user and password in SUDOKU_DB_USER and"
                        + " SUDOKU_DB_PASSWORD) to import into a schema made for the run and dropped after.";
            } else {
                BankLocation.Server server = server();
                String name = PostgresSchema.nameForThisProcess();
                PostgresSchema schema;
                try {
                    schema = PostgresSchema.create(server, name);
                } catch (SQLException | IllegalArgumentException e) {
                    throw new UsageException("--postgres: cannot make the schema " + name + " on " + server.describe()
                            + ": " + e.getMessage());
                }
                try (schema;
                        Bank serverBank = Bank.open(schema.location())) {
                    targets.add(ImportBench.Target.bank("PostgreSQL", serverBank.puzzles()));
                    rows = bench.run(list.name(), list.puzzles(), targets);
                }
                where = "SQLite: a new file in a temporary directory. PostgreSQL: the schema " + name + " made on "
                        + server.describe() + " for the run, dropped after.";
            }
        }
        List<String> missing = postgres == null ? List.of("PostgreSQL (not run: --postgres URL)") : List.of();
        return nl() + "## Import of " + list.name() + nl() + nl()
                + BankTable.imports(rows, list.puzzles().size() + " puzzles of " + list.name(), missing) + where
                + nl();
    }

    private BankLocation.Server server() {
        BankLocation location = BankLocation.resolve(Optional.of(postgres));
        if (!(location instanceof BankLocation.Server server)) {
            throw new UsageException("--postgres: '" + postgres + "' is not a server URL");
        }
        return server;
    }

    private String random(Dataset list, Path importBank, Path temp, int threads) throws Exception {
        Path file = bankFile != null ? bankFile : temp.resolve("random.db");
        String where = bankFile != null ? "SQLite file " + bankFile : "SQLite, a temporary file";
        // The bench's own kept file is made when missing, its directory too: a bank opened for a user's --db
        // refuses a missing directory (a mistyped path), which this file cannot be.
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        if (!Files.exists(file) && Files.exists(importBank)) {
            copySqlite(importBank, file);
            where += ", first a copy of the import row's bank";
        }
        int size = list.puzzles().get(0).size();
        StringBuilder text = new StringBuilder(nl() + "## Random pick" + nl() + nl());
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(file))) {
            PuzzleRepository puzzles = bank.puzzles();
            System.err.printf(Locale.ROOT, "  growing the bank to %d puzzles%n", bankSize);
            BankBuild build = new BankBuilder(threads, LevelScale.DEFAULT, TIME_LIMIT, SEED)
                    .grow(puzzles, list.name(), list.puzzles(), bankSize);
            BankStats stats = puzzles.stats();
            text.append(BankTable.bank(where, build, stats, size, SEED)).append(nl());
            List<String> levels = Stream.of(Level.values())
                    .map(Level::displayName)
                    .filter(level -> stats.count(size, level) > 0)
                    .toList();
            if (levels.isEmpty()) {
                throw new UsageException("the bank holds no " + size + "x" + size + " puzzle to draw");
            }
            System.err.printf(Locale.ROOT, "  %d draws of each level and of the lookup%n", draws);
            List<LatencyRow> inProcess = RandomLatency.measure(puzzles, size, levels, draws, SEED);
            text.append("### In the process").append(nl()).append(nl());
            text.append(
                            BankTable.latencies(
                                    inProcess,
                                    false,
                                    "PuzzleRepository calls one after the other on one thread, the rows taking turns call by call,"
                                            + " after as many untimed. lookup: findByCanonical of a stored puzzle's key (one index"
                                            + " probe returning a row), the reference. random: the pick of the server's route."))
                    .append(nl());
            String common = levels.stream()
                    .max(Comparator.comparingLong(level -> stats.count(size, level)))
                    .orElseThrow();
            System.err.printf(Locale.ROOT, "  %d requests of each at the server%n", draws);
            List<LatencyRow> atServer;
            try (LevelTopUp none = new LevelTopUp(puzzles, LevelScale.DEFAULT, 0, 1);
                    WebServer server = WebServer.start(
                            "127.0.0.1",
                            0,
                            WebLimits.defaults(),
                            Optional.empty(),
                            Optional.of(new WebBank(puzzles, none)))) {
                atServer = ServerLatency.measure(
                        URI.create("http://127.0.0.1:" + server.port()), common.toLowerCase(Locale.ROOT), size, draws);
            }
            for (LatencyRow row : atServer) {
                if (row.errors() > 0) {
                    System.err.printf("  %s: %d errors, the first: %s%n", row.name(), row.errors(), row.firstError());
                }
            }
            text.append("### At the server").append(nl()).append(nl());
            text.append(BankTable.latencies(
                    atServer,
                    true,
                    "A server this process started on 127.0.0.1 with `sudoku serve`'s limits and this bank (no"
                            + " top-up), the most common level asked for; requests one after the other over one"
                            + " keep-alive connection (the JDK's HttpClient, HTTP/1.1, in the same process), the two"
                            + " rows taking turns request by request, after as many untimed. Latency: request sent to"
                            + " whole answer read."));
        }
        return text.toString();
    }

    /** Copies a closed SQLite bank, with its write-ahead log if one was left. */
    private static void copySqlite(Path from, Path to) throws IOException {
        Files.copy(from, to);
        Path wal = from.resolveSibling(from.getFileName() + "-wal");
        if (Files.exists(wal)) {
            Files.copy(wal, to.resolveSibling(to.getFileName() + "-wal"));
        }
    }

    private static Path standard(Path data, String name, String option) {
        Path file = data.resolve(name);
        if (!Files.isReadable(file)) {
            throw new UsageException("no " + option + " given and " + file + " is missing; name a file or set --data");
        }
        return file;
    }

    private static void deleteRecursively(Path dir) {
        try {
            TempDirectories.delete(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + dir, e);
        }
    }

    private static String nl() {
        return System.lineSeparator();
    }
}
