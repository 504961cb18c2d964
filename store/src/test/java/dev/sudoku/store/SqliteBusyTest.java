package dev.sudoku.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;

class SqliteBusyTest {
    @Test
    void busy_and_locked_with_their_extended_codes_are_worth_a_wait() {
        for (SQLiteErrorCode code : SQLiteErrorCode.values()) {
            boolean busy = (code.code & 0xff) == 5 || (code.code & 0xff) == 6;
            SQLiteException failure = new SQLiteException(code.message, code);
            assertThat(SqliteBusy.is(failure)).as(code.name()).isEqualTo(busy);
            assertThat(SqliteBusy.is(new RuntimeException("wrapped", failure)))
                    .as("wrapped " + code.name())
                    .isEqualTo(busy);
        }
    }

    @Test
    void other_failures_are_not() {
        assertThat(SqliteBusy.is(new SQLException("database is locked"))).isFalse();
        assertThat(SqliteBusy.is(new IllegalStateException())).isFalse();
    }
}
