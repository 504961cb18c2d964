package dev.sudoku.cli;

import dev.sudoku.cli.io.ClosedStandardOutput;
import dev.sudoku.cli.io.Descriptors;
import dev.sudoku.cli.io.FailFastOutputStream;
import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.cli.io.Streams;
import java.io.BufferedWriter;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Entry point of the {@code sudoku} command. Exit codes: 0 success, 1 some entry not done, 2 usage. The
 * command line goes to picocli ({@link CommandTree}) unless it is one {@link QuickSolve} runs alone.
 */
public final class Main {
    private Main() {}

    public static void main(String[] args) {
        // A closed standard output refuses only what is written to it: a command whose output is a file runs.
        boolean closed = Descriptors.standardOutputClosed();
        OutputStream process = closed ? new ClosedStandardOutput() : new FileOutputStream(FileDescriptor.out);
        FailFastOutputStream stdout = new FailFastOutputStream(process, OutputFailedException.STANDARD_OUTPUT);
        if (closed) {
            System.setOut(new PrintStream(stdout, true, StandardCharsets.UTF_8));
        }
        System.exit(run(Streams.ofProcess(stdout), stdout, args));
    }

    /**
     * Runs a command line with the process's output and returns its exit code. A failed write (a full
     * disk, a closed pipe) stops the run with a message and exit code 1.
     */
    static int run(Streams streams, OutputStream stdout, String... args) {
        PrintWriter out = new PrintWriter(
                new BufferedWriter(new OutputStreamWriter(stdout, StandardCharsets.UTF_8), 1 << 16), false);
        Optional<SolveCommand> quick = QuickSolve.command(args);
        if (quick.isPresent()) {
            return QuickSolve.run(quick.get(), new CommandContext(streams, out, standardError(), QuickSolve.NAME));
        }
        return CommandTree.run(streams, out, args);
    }

    /** Standard error as picocli writes to it: the encoding it names, else the platform's; flushed each line. */
    private static PrintWriter standardError() {
        String named = System.getProperty("sun.stderr.encoding");
        Charset charset = named == null ? Charset.defaultCharset() : Charset.forName(named);
        return new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.err, charset)), true);
    }
}
