package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import org.junit.jupiter.api.Test;

/**
 * A count on no threads is a caller's mistake, named at the call, even for a shape small enough to count
 * without any (a 4x4 is enumerated on the caller's thread and would otherwise accept it).
 */
class ThreadCountTest {
    @Test
    void a_count_refuses_fewer_than_one_thread_naming_the_number() {
        assertThatThrownBy(() -> GridCounter.count(new BoxShape(2, 2), false, 0, CountProgress.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be positive, got 0");
        assertThatThrownBy(() -> BandMethod.count(new BoxShape(2, 3), -2, CountProgress.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be positive, got -2");
        assertThatThrownBy(() ->
                        new ClassBurnside(new BoxShape(2, 2)).count(BigInteger.valueOf(288), 0, CountProgress.NONE))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threads must be positive, got 0");
    }
}
