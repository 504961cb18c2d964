package dev.sudoku.cli;

import dev.sudoku.cli.io.OutputFailedException;
import dev.sudoku.store.BankException;
import java.io.PrintWriter;

/** How a command that failed ends: its message in one line on standard error, and its exit code. */
final class CommandFailures {
    private CommandFailures() {}

    /** A failed write (a full disk, a closed pipe): said unless the reader has gone, exit code 1. */
    static int failedWrite(PrintWriter err, OutputFailedException e) {
        if (!e.readerLeft()) {
            err.println("sudoku: " + e.getMessage());
            err.flush();
        }
        return ExitCodes.FAILURE;
    }

    /** Any other failure a command throws: a usage error's own message and exit code 2, else 1. */
    static int failure(Exception ex, PrintWriter err) {
        err.println("sudoku: " + message(ex));
        return ex instanceof UsageException ? ExitCodes.USAGE : ExitCodes.FAILURE;
    }

    /** The message of a failure, in words: a usage error's own, else a short internal-error note. */
    private static String message(Exception ex) {
        if (ex instanceof UsageException || ex instanceof BankException) {
            return ex.getMessage();
        }
        return "internal error (" + ex + "); please report it with the command line";
    }
}
