package dev.sudoku.store;

import java.util.Optional;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

/**
 * A bank that cannot be written, told from other failures and refused in one wording wherever it is met: a
 * write to a file of mode 444 ({@code SQLITE_READONLY}), and the open of a bank in a directory the user
 * may not write, where SQLite cannot make the journal files it keeps beside the bank ({@code
 * SQLITE_READONLY_DIRECTORY}). Told by SQLite's result code, not by looking at permissions first: root
 * may write where the permissions say no, and a mount may refuse what they allow.
 */
final class ReadOnlyRefusal {
    private ReadOnlyRefusal() {}

    /** Whether SQLite refused to write: {@code SQLITE_READONLY} or one of its extended codes. */
    static boolean isReadOnly(Throwable failure) {
        return sqliteCode(failure)
                .filter(code -> (code.code & 0xff) == SQLiteErrorCode.SQLITE_READONLY.code)
                .isPresent();
    }

    /** {@code the bank X is read-only (why)}, the why in words a user can act on where SQLite's are obscure. */
    static BankException of(String bank, Throwable failure) {
        String reason = sqliteCode(failure).orElse(null) == SQLiteErrorCode.SQLITE_READONLY_DIRECTORY
                ? "its directory cannot be written, and SQLite keeps the bank's journal files beside it"
                : BankException.reason(failure);
        return new BankException("the bank " + bank + " is read-only (" + reason + ")", failure);
    }

    /** The result code of the first SQLite failure in the chain (also {@link SqliteBusy}'s test). */
    static Optional<SQLiteErrorCode> sqliteCode(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLiteException sqlite) {
                return Optional.ofNullable(sqlite.getResultCode());
            }
        }
        return Optional.empty();
    }
}
