package dev.sudoku.store;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/** Borrows a connection for one piece of work and turns a database failure into a {@link BankException}. */
final class Jdbc {
    private final DataSource dataSource;
    private final String bank;

    Jdbc(DataSource dataSource, String bank) {
        this.dataSource = dataSource;
        this.bank = bank;
    }

    /** Work done on one connection. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} on a connection in autocommit mode: each statement commits on its own. */
    <T> T run(String what, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            return work.run(connection);
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    /**
     * Runs {@code work} in one transaction: all of it commits, or none of it. The pool restores autocommit
     * when the connection comes back.
     */
    <T> T inTransaction(String what, Work<T> work) {
        try (Connection connection = dataSource.getConnection()) {
            connection.setAutoCommit(false);
            try {
                T result = work.run(connection);
                connection.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                connection.rollback();
                throw e;
            }
        } catch (SQLException e) {
            throw failure(what, e);
        }
    }

    private BankException failure(String what, SQLException e) {
        return new BankException("cannot " + what + " in the bank " + bank + ": " + BankException.reason(e), e);
    }
}
