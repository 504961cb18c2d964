package dev.sudoku.store;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.sql.SQLException;

/**
 * A bank could not be opened, read or written. Unchecked because a caller can rarely do more than report it;
 * the message names the bank (its {@link BankLocation#describe() description}) and the reason in words, so
 * a command line can print it as it is instead of a stack trace.
 */
public final class BankException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BankException(String message) {
        super(message);
    }

    public BankException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * The reason a person can act on: the database driver's own message when the chain has one (pools and
     * the migration tool wrap it in their words, and the socket error below it says less: "Connection
     * refused" against the driver's "Connection to 127.0.0.1:5432 refused. Check that the hostname and port
     * are correct ..."), else the innermost message.
     */
    static String reason(Throwable failure) {
        String innermost = null;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t.getMessage() != null && !t.getMessage().isBlank()) {
                if (t instanceof SQLException) {
                    return t.getMessage().strip();
                }
                innermost = t.getMessage();
            }
        }
        return innermost == null ? failure.getClass().getSimpleName() : innermost.strip();
    }

    /** The reason a file operation failed, in words: the JDK names some failures only by their class. */
    static String reason(IOException failure) {
        if (failure instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (failure instanceof FileAlreadyExistsException) {
            return "a file is in the way";
        }
        if (failure instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (failure instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return reason((Throwable) failure);
    }
}
