package dev.sudoku.bench.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.store.BankLocation;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The checks made before connecting; the schema's life on a server is tested with the command. */
class PostgresSchemaTest {
    private static BankLocation.Server server(String url) {
        return new BankLocation.Server(url, Optional.of("sudoku"), Optional.empty());
    }

    @Test
    void the_schema_is_added_to_the_url_as_its_first_or_a_further_parameter() {
        assertThat(PostgresSchema.withSchema("jdbc:postgresql://127.0.0.1:5432/sudoku", "sudoku_bench_7"))
                .isEqualTo("jdbc:postgresql://127.0.0.1:5432/sudoku?currentSchema=sudoku_bench_7");
        assertThat(PostgresSchema.withSchema("jdbc:postgresql://db/sudoku?user=u", "s"))
                .isEqualTo("jdbc:postgresql://db/sudoku?user=u&currentSchema=s");
    }

    @Test
    void a_url_naming_a_schema_already_is_refused_before_connecting() {
        assertThatThrownBy(() -> PostgresSchema.create(
                        server("jdbc:postgresql://192.0.2.1/sudoku?currentSchema=public"), "sudoku_bench_1"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("currentSchema");
    }

    @Test
    void a_name_that_is_not_a_plain_identifier_is_refused_before_connecting() {
        assertThatThrownBy(() -> PostgresSchema.create(server("jdbc:postgresql://192.0.2.1/sudoku"), "x; DROP"))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void the_name_of_this_process_carries_its_pid() {
        assertThat(PostgresSchema.nameForThisProcess())
                .isEqualTo("sudoku_bench_" + ProcessHandle.current().pid());
    }
}
