package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import dev.sudoku.api.ClassicMode;
import dev.sudoku.api.Profile;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.Level;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Request bodies drawn from fuzz data: mostly one JSON object of a route's fields (a name may repeat, and
 * now and then one the route does not take), their values of every JSON kind, strings mostly from {@link
 * #WORDS}, what the fields take; sometimes any bytes.
 */
final class ApiBodies {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    /** Rules a variant route takes: each variant's name, and some joined by commas. */
    private static final List<String> VARIANTS = Stream.concat(
                    Arrays.stream(Variant.values()).map(Variant::label), Stream.of("jigsaw,x", "killer,x", "x,x"))
            .toList();

    /**
     * Puzzles of 4x4, 6x6 and 9x9 (one with a digit twice, an X puzzle, a jigsaw's givens and its region map,
     * a killer's givens with its cages and sums), and texts that are not puzzles.
     */
    private static final List<String> PUZZLES = List.of(
            "1......2....31..",
            "1...6.6..45.4............2...4.1.3..",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "44....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..",
            ".....9.3.....6..........67..25...8......43....78.........9.8.5....7.....6..3.....",
            "DDABBBCCCDAABBBCCCDAABBBCCCDAAEEEFFFDDAAEEIIFDDEEEHIIFGGGHEHIFFGGHHHHIIFGGGGHHIIF",
            "....................................7............5..1....................9.......\n"
                    + "AABCCDDDEABBFGDHHEAIIFGGHHEJJJKGLHMMJJNKGLLMMONNKPPQQROOSKPPQQRTSSSUUVVWTXXXUUUVW\n"
                    + "A=24 B=11 C=7 D=25 E=9 F=15 G=26 H=25 I=10 J=23 K=14 L=20 M=25 N=18 O=16 P=15"
                    + " Q=19 R=9 S=19 T=4 U=28 V=9 W=12 X=22",
            "oeoeoeoeoeoeoeoe",
            "1234123412341234");

    /** The words and texts the fields take, from the code's own lists where it has them. */
    static final List<String> WORDS = Stream.of(
                    Profile.NAMES.stream(),
                    Stream.of("exact"),
                    Arrays.stream(ClassicMode.values()).map(ClassicMode::word),
                    Arrays.stream(Symmetry.values()).map(Symmetry::displayName),
                    Arrays.stream(Level.values()).map(level -> level.name().toLowerCase(Locale.ROOT)),
                    VARIANTS.stream(),
                    Stream.of("2x2", "2x3", "3x3", "3x2", "4x4", "3.0..4.4", "9.0..9.9"),
                    Stream.of("2026-12-06", "2026-02-30", "mine.txt", ""),
                    PUZZLES.stream())
            .flatMap(words -> words)
            .toList();

    private ApiBodies() {}

    /** A body for a route taking {@code fields}; the names it sends are added to {@code sent}. */
    static byte[] body(FuzzedDataProvider data, List<String> fields, List<String> sent) {
        if (data.consumeInt(0, 11) == 0) {
            return data.consumeBytes(300);
        }
        List<String> pairs = new ArrayList<>();
        if (data.consumeBoolean()) {
            // Most requests need their rules and their puzzle before anything else is read: drawn together
            // here, the fuzzer reaches the work behind them without having to find both at once.
            given(fields, "variant", data.pickValue(VARIANTS), pairs, sent);
            given(fields, "puzzle", data.pickValue(PUZZLES), pairs, sent);
        }
        int count = data.consumeInt(0, 4);
        for (int i = 0; i < count; i++) {
            String name = data.consumeInt(0, 9) == 0 ? data.consumeString(8) : data.pickValue(fields);
            sent.add(name);
            pairs.add(NODES.textNode(name) + ": " + value(data));
        }
        return ("{" + String.join(", ", pairs) + "}").getBytes(StandardCharsets.UTF_8);
    }

    private static void given(List<String> fields, String name, String text, List<String> pairs, List<String> sent) {
        if (fields.contains(name)) {
            sent.add(name);
            pairs.add(NODES.textNode(name) + ": " + NODES.textNode(text));
        }
    }

    private static JsonNode value(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 11)) {
            case 0, 1, 2, 3 -> NODES.textNode(data.pickValue(WORDS));
            case 4 -> NODES.textNode(data.consumeString(40));
            case 5 -> NODES.numberNode(data.consumeInt(-2, 30));
            case 6 -> NODES.numberNode(data.consumeLong());
            case 7 -> NODES.booleanNode(data.consumeBoolean());
            case 8 -> NODES.nullNode();
            case 9 -> {
                ArrayNode array = NODES.arrayNode();
                for (int i = data.consumeInt(0, 3); i > 0; i--) {
                    array.add(data.consumeBoolean() ? data.pickValue(WORDS) : data.consumeString(20));
                }
                yield array;
            }
            case 10 -> NODES.numberNode(data.consumeDouble());
            default -> NODES.objectNode();
        };
    }

    /** Every report of an answer (an object, or an array of them) carries a status word of the schema. */
    static void reportsCarryStatusWords(JsonNode json, String asked) {
        List<JsonNode> reports = new ArrayList<>();
        if (json.isArray()) {
            json.forEach(reports::add);
        } else {
            reports.add(json);
        }
        for (JsonNode report : reports) {
            assertThat(report.isObject()).as(asked + "\n" + json).isTrue();
            JsonNode status = report.get("status");
            if (status != null && !status.isNull()) {
                assertThat(status.isTextual()).as(asked + "\n" + json).isTrue();
                assertThat(Arrays.stream(ResultStatus.values()).map(Enum::name))
                        .as(asked + "\n" + json)
                        .contains(status.textValue());
            }
        }
    }

    static JsonNode read(byte[] bytes, String asked) {
        try {
            return JSON.readTree(bytes);
        } catch (IOException e) {
            throw new AssertionError(asked + "\nnot JSON: " + new String(bytes, StandardCharsets.UTF_8), e);
        }
    }
}
