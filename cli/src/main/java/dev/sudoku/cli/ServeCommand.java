package dev.sudoku.cli;

import dev.sudoku.bank.LevelTopUp;
import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankException;
import dev.sudoku.web.WebBank;
import dev.sudoku.web.WebLimits;
import dev.sudoku.web.WebServer;
import java.net.UnknownHostException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku serve}: the web app and its HTTP API, until interrupted (Ctrl-C). */
@Command(
        name = "serve",
        mixinStandardHelpOptions = true,
        description = {
            "Starts the web app (enter, solve, explain, hint, play, generate, print) and its JSON API, and prints"
                    + " its address. Everything is embedded: nothing else to install or start.",
            "Stops on Ctrl-C. Exit code 1 when the port cannot be opened, 2 on a usage error."
        })
final class ServeCommand implements Callable<Integer> {
    /**
     * The warm-up's work at most: 20 s brought a fresh server's third hard hint to 0.33-0.48 s, 10 s to
     * 0.39-0.80 s.
     */
    private static final Duration WARM_UP_WORK = Duration.ofSeconds(20);

    @Spec
    CommandSpec spec;

    @Option(names = "--port", defaultValue = "8080", description = "The port (0 picks a free one). Default: 8080.")
    int port;

    @Option(
            names = "--host",
            defaultValue = "127.0.0.1",
            description = "The address to listen on. Default: 127.0.0.1, this machine only; 0.0.0.0 for every"
                    + " network the machine is on.")
    String host;

    @Option(
            names = "--workers",
            paramLabel = "N",
            description = "Requests computed at once (more wait up to 2 s, then get 503). Default: one per core.")
    Integer workers;

    @Mixin
    BankOption bank;

    @Option(
            names = "--top-up",
            paramLabel = "N",
            defaultValue = "20",
            description = "Keep at least N puzzles of every 9x9 level in the bank, generated in the background on"
                    + " one low-priority thread (0: never). Default: ${DEFAULT-VALUE}.")
    int topUp;

    @Option(
            names = "--warm-up",
            negatable = true,
            defaultValue = "true",
            fallbackValue = "true",
            description = "Run the logical solver's searches for up to 20 s after start, while no request"
                    + " computes, so the first hard hints do not wait for the JIT (--no-warm-up: not)."
                    + " Default: on.")
    boolean warmUp;

    @Override
    public Integer call() throws InterruptedException {
        if (topUp < 0) {
            throw new UsageException("--top-up must be 0 or more, not " + topUp);
        }
        if (port < 0 || port > 65535) {
            throw new UsageException("--port must be from 0 to 65535, not " + port);
        }
        WebLimits limits = WebLimits.defaults();
        if (workers != null) {
            if (workers < 1 || workers > 1024) {
                throw new UsageException("--workers must be from 1 to 1024, not " + workers);
            }
            limits = limits.withWorkers(workers);
        }
        Optional<Path> webRoot =
                Optional.ofNullable(System.getenv(WebServer.WEB_ROOT_VARIABLE)).map(Path::of);
        Optional<Bank> opened = openBank();
        Optional<WebBank> shelves = opened.map(
                bank -> new WebBank(bank.puzzles(), new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, topUp, 1)));
        WebServer server;
        try {
            server = WebServer.start(host, port, limits, webRoot, shelves);
        } catch (RuntimeException e) {
            spec.commandLine().getErr().println("sudoku: cannot serve on " + host + ":" + port + ": " + reason(e));
            opened.ifPresent(Bank::close);
            return ExitCodes.FAILURE;
        }
        if (warmUp) {
            server.warmUp(WARM_UP_WORK);
        }
        shelves.ifPresent(bank -> bank.topUp().checkAll(BoxShape.CLASSIC));
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            shelves.ifPresent(bank -> bank.topUp().close());
            opened.ifPresent(Bank::close);
            stopped.countDown();
        }));
        String shown = host.equals("0.0.0.0") ? "127.0.0.1" : host.contains(":") ? "[" + host + "]" : host;
        spec.commandLine()
                .getOut()
                .println("Sudoku is served at http://" + shown + ":" + server.port() + "/  (Ctrl-C stops it)");
        spec.commandLine().getOut().flush();
        stopped.await();
        return ExitCodes.OK;
    }

    /** The bank, or none with a warning: the page then makes every puzzle on demand, as it can. */
    private Optional<Bank> openBank() {
        try {
            Bank opened = bank.open();
            spec.commandLine()
                    .getErr()
                    .println("sudoku: puzzle bank " + opened.location().describe());
            return Optional.of(opened);
        } catch (BankException e) {
            spec.commandLine().getErr().println("sudoku: serving without the puzzle bank: " + e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * The innermost cause's message: "Address already in use", not a chain of wrappers; in words where the
     * exception has none (a host that does not resolve throws one without a message).
     */
    private static String reason(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof UnresolvedAddressException || cause instanceof UnknownHostException) {
            return "no such host (the name or address cannot be resolved)";
        }
        return cause.getMessage() == null ? "the address cannot be used" : cause.getMessage();
    }
}
