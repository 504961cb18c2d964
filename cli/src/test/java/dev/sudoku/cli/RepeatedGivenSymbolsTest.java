package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A digit given twice is named as the input writes it, by every command: a 16x16 grid's {@code A} is "digit
 * A", not its value 10, and a hex grid's {@code 0} is "digit 0", not 1.
 */
class RepeatedGivenSymbolsTest {
    private static final List<String> COMMANDS =
            List.of("solve", "solve --logic-only", "solve --search=guess", "rate", "hint", "explain", "validate");

    /** A 16x16 line whose first two cells hold {@code symbol}, every other cell blank. */
    private static String twiceInRowOne(char symbol) {
        return String.valueOf(symbol).repeat(2) + ".".repeat(16 * 16 - 2) + "\n";
    }

    static Stream<Arguments> symbols() {
        return Stream.of(
                Arguments.of("default", 'A'),
                Arguments.of("default", 'G'),
                Arguments.of("hex", '0'),
                Arguments.of("hex", 'F'),
                Arguments.of("letters", 'A'),
                Arguments.of("letters", 'P'));
    }

    static Stream<Arguments> commandsAndSymbols() {
        List<Arguments> cases = new ArrayList<>();
        for (String command : COMMANDS) {
            symbols().forEach(pair -> cases.add(Arguments.of(command, pair.get()[0], pair.get()[1])));
        }
        return cases.stream();
    }

    @ParameterizedTest(name = "{0} --symbols {1}: {2}")
    @MethodSource("commandsAndSymbols")
    void a_repeated_given_is_named_by_the_symbol_the_input_writes(String command, String symbols, char symbol) {
        List<String> args = new ArrayList<>(List.of(command.split(" ")));
        args.addAll(List.of("--symbols", symbols, "--format", "json"));
        List<JsonNode> reports = Json.records(CommandRun.withInput(twiceInRowOne(symbol), args.toArray(String[]::new)));

        assertThat(reports).hasSize(1);
        assertThat(reports.get(0).get("status").asText()).isEqualTo("INVALID");
        assertThat(reports.get(0).get("error").asText())
                .isEqualTo("line 1: digit " + symbol + " appears twice in row 1: r1c1 and r1c2");
    }

    @ParameterizedTest(name = "--symbols {0}: {1}")
    @MethodSource("symbols")
    void print_names_the_repeated_given_it_leaves_out_by_its_symbol(String symbols, char symbol, @TempDir Path dir) {
        CommandRun run = CommandRun.withInput(
                twiceInRowOne(symbol),
                "print",
                "--symbols",
                symbols,
                "-o",
                dir.resolve("out.pdf").toString());

        assertThat(run.err())
                .contains(
                        "standard input, line 1: digit " + symbol + " appears twice in row 1: r1c1 and r1c2; left out");
    }
}
