package dev.sudoku.web.e2e;

import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.bank.PuzzleRecords;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.web.WebBank;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives browser tests a {@link Page} and the {@link BankedPuzzles} behind it: a session of one server on a
 * free loopback port with a puzzle bank in a temporary SQLite file, and one headless Chromium, started on
 * first use and lent to one test class at a time (starting Chromium takes a few seconds), closed and deleted
 * when the run ends. Test classes run two at a time, so there are at most {@value #SESSIONS} sessions, each
 * with a bank filled alike. Each test opens the page afresh, so no state is shared but the browser's cache
 * and the bank (which only the tests that import add to).
 *
 * <p>The bank holds {@value #PER_LEVEL} rotate180 puzzles of each of {@link #FILLED}, 9x9, made with fixed
 * seeds before the page opens, and is never filled in the background (threshold 0): every other level and
 * size is empty, so what a test draws from it is known.
 */
final class BrowserExtension implements ParameterResolver {
    private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(Page.class);

    static final int PER_LEVEL = 4;

    /** Sessions at most: one per test class running at the same time. */
    static final int SESSIONS = 2;

    static final List<Level> FILLED = List.of(Level.EASY, Level.MODERATE);

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        Class<?> type = parameter.getParameter().getType();
        return type == Page.class || type == BankedPuzzles.class;
    }

    @Override
    public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
        SessionPool pool = context.getRoot()
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(SessionPool.class, key -> new SessionPool(), SessionPool.class);
        // Held by the test class, so its tests share one session and the next class may have it once this one ends.
        Lease lease = classContext(context)
                .getStore(NAMESPACE)
                .getOrComputeIfAbsent(Lease.class, key -> new Lease(pool, pool.take()), Lease.class);
        Session session = lease.session();
        return parameter.getParameter().getType() == Page.class ? session.page() : session.banked();
    }

    private static ExtensionContext classContext(ExtensionContext context) {
        ExtensionContext at = context;
        while (at.getTestMethod().isPresent() && at.getParent().isPresent()) {
            at = at.getParent().get();
        }
        return at;
    }

    /** A session lent to one test class, given back when the class ends. */
    private record Lease(SessionPool pool, Session session) implements AutoCloseable {
        @Override
        public void close() {
            pool.giveBack(session);
        }
    }

    /** The sessions of the run: one started when none is free, up to {@link #SESSIONS}; all closed at its end. */
    private static final class SessionPool implements AutoCloseable {
        private final List<Session> free = new ArrayList<>();
        private final List<Session> all = new ArrayList<>();
        private int starting;

        Session take() {
            synchronized (this) {
                while (free.isEmpty() && all.size() + starting >= SESSIONS) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("interrupted while waiting for a browser session", e);
                    }
                }
                if (!free.isEmpty()) {
                    return free.remove(free.size() - 1);
                }
                starting++;
            }
            // Started outside the lock: a class that finds a session given back need not wait for a browser to start.
            Session started = null;
            try {
                started = Session.start();
                return started;
            } finally {
                synchronized (this) {
                    starting--;
                    if (started != null) {
                        all.add(started);
                    }
                    notifyAll();
                }
            }
        }

        synchronized void giveBack(Session session) {
            free.add(session);
            notifyAll();
        }

        @Override
        public synchronized void close() {
            RuntimeException failed = null;
            for (Session session : all) {
                try {
                    session.close();
                } catch (RuntimeException e) {
                    failed = failed == null ? e : failed;
                }
            }
            all.clear();
            free.clear();
            if (failed != null) {
                throw failed;
            }
        }
    }

    /** The server, its bank and the browser; the store closes them at the end of the run. */
    private record Session(Path folder, Bank bank, LevelTopUp topUp, BankedPuzzles banked, WebServer server, Page page)
            implements AutoCloseable {
        static Session start() {
            Chromium.requireInstalled();
            Path folder;
            try {
                folder = Files.createTempDirectory("sudoku-browser-bank");
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            Bank bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
            LevelTopUp topUp = new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1);
            WebServer server = null;
            try {
                BankedPuzzles banked = fill(bank);
                server = WebServer.start(
                        "127.0.0.1",
                        0,
                        WebLimits.defaults(),
                        Optional.empty(),
                        Optional.of(new WebBank(bank.puzzles(), topUp)));
                Page page = new Page(Chromium.start(), "http://127.0.0.1:" + server.port());
                return new Session(folder, bank, topUp, banked, server, page);
            } catch (RuntimeException | Error e) {
                closeAll(server, topUp, bank, folder);
                throw e;
            }
        }

        private static BankedPuzzles fill(Bank bank) {
            Map<Level, List<BankedPuzzles.Puzzle>> byLevel = new EnumMap<>(Level.class);
            for (Level level : FILLED) {
                Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 100 + level.ordinal())
                        .withBand(RatingBand.of(level))
                        .withSymmetry(Symmetry.ROTATE180));
                List<BankedPuzzles.Puzzle> puzzles = new ArrayList<>();
                for (int i = 0; i < PER_LEVEL; i++) {
                    Generated generated = generator.generate(i);
                    bank.puzzles().insert(PuzzleRecords.of(generated, LevelScale.DEFAULT));
                    puzzles.add(new BankedPuzzles.Puzzle(
                            LineFormat.write(generated.puzzle()), LineFormat.write(generated.solution())));
                }
                byLevel.put(level, puzzles);
            }
            return new BankedPuzzles(byLevel);
        }

        @Override
        public void close() {
            try {
                page.quit();
            } finally {
                closeAll(server, topUp, bank, folder);
            }
        }

        private static void closeAll(WebServer server, LevelTopUp topUp, Bank bank, Path folder) {
            try {
                if (server != null) {
                    server.close();
                }
            } finally {
                topUp.close();
                bank.close();
                delete(folder);
            }
        }

        /** The bank's file and SQLite's journal files beside it. */
        private static void delete(Path folder) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(file);
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
