package dev.sudoku.cli;

import java.io.BufferedWriter;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/** Entry point of the {@code sudoku} command. Exit codes: 0 success, 1 some puzzle not solved, 2 usage. */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        System.exit(run(args));
    }

    /** Runs a command line and returns its exit code (used by the tests, which must not exit the JVM). */
    public static int run(String... args) {
        CommandLine cli = commandLine();
        try {
            return cli.execute(args);
        } finally {
            cli.getOut().flush();
        }
    }

    /** The configured picocli command tree. */
    public static CommandLine commandLine() {
        CommandLine cli = new CommandLine(new SudokuCommand());
        // Buffered, flushed by each command at its end: auto-flushing every line costs more than solving.
        cli.setOut(new PrintWriter(
                new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), 1 << 16), false));
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setExecutionExceptionHandler((ex, commandLine, parseResult) -> {
            commandLine.getErr().println("sudoku: " + ex.getMessage());
            return ex instanceof UsageException ? ExitCodes.USAGE : ExitCodes.FAILURE;
        });
        return cli;
    }
}
