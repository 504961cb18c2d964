package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.batch.BatchEngine;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@Order(1)
@ExtendWith(SharedSparkSession.NoneRunning.class)
class SparkEngineTest {
    @Test
    void a_master_spark_cannot_parse_is_a_bad_master_that_names_it() {
        assertThatThrownBy(() -> new SparkEngine().start("bogus://x"))
                .isInstanceOf(BatchEngine.BadMasterException.class)
                .hasMessageContaining("'bogus://x'")
                .hasMessageContaining("local[N]");
    }
}
