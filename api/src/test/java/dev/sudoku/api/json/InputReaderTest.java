package dev.sudoku.api.json;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class InputReaderTest {
    private static final String PUZZLE =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    private static final String SOLUTION =
            "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    private static List<Entry> read(String text) {
        List<Entry> entries = new ArrayList<>();
        new InputReader(ReadOptions.DEFAULT)
                .entries(new BufferedReader(new StringReader(text)))
                .forEachRemaining(entries::add);
        return entries;
    }

    @Test
    void json_lines_after_a_byte_order_mark_and_comments_are_read_as_puzzles_with_their_metadata() {
        List<Entry> entries = read("\uFEFF# made by generate\n\n{\"index\":1,\"puzzle\":\"" + PUZZLE
                + "\",\"box\":\"3x3\"," + "\"solution\":\"" + SOLUTION + "\",\"er\":2.6,\"level\":\"Difficult\"}\r\n");
        assertThat(entries).hasSize(1);
        Entry.Puzzle puzzle = (Entry.Puzzle) entries.get(0);
        assertThat(puzzle.line()).isEqualTo(3);
        assertThat(puzzle.grid().toString()).isEqualTo(PUZZLE);
        assertThat(puzzle.solution().orElseThrow().toString()).isEqualTo(SOLUTION);
        assertThat(puzzle.metadata()).containsEntry("er", "2.6").containsEntry("level", "Difficult");
    }

    @Test
    void the_box_field_sets_a_shape_the_size_alone_does_not_decide() {
        String sixBySix = "1..................................2";
        Entry.Puzzle wide = (Entry.Puzzle)
                read("{\"puzzle\":\"" + sixBySix + "\",\"box\":\"3x2\"}").get(0);
        Entry.Puzzle tall = (Entry.Puzzle)
                read("{\"puzzle\":\"" + sixBySix + "\",\"box\":\"2x3\"}").get(0);
        assertThat(wide.grid().shape().toString()).isEqualTo("3x2");
        assertThat(tall.grid().shape().toString()).isEqualTo("2x3");
    }

    @Test
    void bad_json_lines_become_malformed_entries_naming_the_line_and_why_and_reading_goes_on() {
        List<Entry> entries = read(String.join(
                "\n",
                "{\"puzzle\":\"" + PUZZLE + "\"}",
                "{not json",
                "[1,2]",
                "{\"status\":\"INVALID\",\"puzzle\":null,\"error\":\"line 3: too short\"}",
                "{\"puzzle\":\"" + PUZZLE.replace('4', 'q') + "\"}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"box\":\"3by3\"}",
                "{\"puzzle\":\"" + PUZZLE + "\"}"));
        assertThat(entries).hasSize(7);
        assertThat(entries.get(0)).isInstanceOf(Entry.Puzzle.class);
        assertThat(message(entries.get(1))).isEqualTo("line 2: not valid JSON (at column 2)");
        assertThat(message(entries.get(2))).startsWith("line 3: not a JSON object: this input is JSON Lines");
        assertThat(message(entries.get(3))).isEqualTo("line 4: no puzzle in this object (it says: line 3: too short)");
        assertThat(message(entries.get(4))).startsWith("line 5, field puzzle, column 1: 'q'");
        assertThat(message(entries.get(5))).startsWith("line 6, field box: ");
        assertThat(entries.get(6)).isInstanceOf(Entry.Puzzle.class);
    }

    @Test
    void a_field_there_but_of_the_wrong_type_is_named_with_the_type_it_must_have() {
        List<Entry> entries = read(String.join(
                "\n",
                "{\"puzzle\": 5}",
                "{\"puzzle\":[\"" + PUZZLE + "\"]}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"box\":3}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"solution\":true}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"er\":\"2.6\"}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"level\":3}",
                "{\"puzzle\":\"" + PUZZLE + "\",\"solution\":null,\"er\":null,\"level\":null}"));

        assertThat(message(entries.get(0)))
                .isEqualTo("line 1, field puzzle: must be a string of cells, not a number (5)");
        assertThat(message(entries.get(1))).isEqualTo("line 2, field puzzle: must be a string of cells, not an array");
        assertThat(message(entries.get(2)))
                .isEqualTo("line 3, field box: must be a string RxC, such as \"2x3\", not a number (3)");
        assertThat(message(entries.get(3)))
                .isEqualTo("line 4, field solution: must be a string of cells, not a boolean (true)");
        assertThat(message(entries.get(4))).isEqualTo("line 5, field er: must be a number, not a string");
        assertThat(message(entries.get(5)))
                .isEqualTo("line 6, field level: must be a string, a level's name, not a number (3)");
        assertThat(entries.get(6)).as("null is a field not given").isInstanceOf(Entry.Puzzle.class);
    }

    @Test
    void a_bare_puzzle_line_in_json_lines_is_not_a_json_object_said_plainly() {
        List<Entry> entries =
                read("{\"puzzle\":\"" + PUZZLE + "\"}\n" + PUZZLE + "\n{\"puzzle\":\"" + PUZZLE + "\"}\n");

        assertThat(entries).hasSize(3);
        assertThat(message(entries.get(1)))
                .isEqualTo("line 2: not a JSON object: this input is JSON Lines (its first entry is an object), so"
                        + " every line must be one, with a \"puzzle\" field");
        assertThat(entries.get(2)).isInstanceOf(Entry.Puzzle.class);
    }

    @Test
    void binary_data_is_one_malformed_entry_not_a_line_of_garbage_per_line() {
        List<Entry> entries = read("PK\u0003\u0004\u0000\u0000garbage\nmore\nand more\n");
        assertThat(entries).hasSize(1);
        assertThat(message(entries.get(0))).contains("binary data");
    }

    @Test
    void binary_data_a_few_thousand_characters_in_is_found_in_files_and_in_strings() {
        String text = PUZZLE + "\n" + (PUZZLE + "\n").repeat(40) + "\u0000" + PUZZLE + "\n";
        assertThat(read(text)).singleElement().satisfies(entry -> assertThat(message(entry))
                .contains("binary data"));
        assertThat(readString(text)).singleElement().satisfies(entry -> assertThat(message(entry))
                .contains("binary data"));
    }

    @Test
    void a_comment_header_longer_than_a_block_still_leads_to_the_json_lines_after_it() {
        String header = ("# " + "x".repeat(100) + "\n").repeat(60);
        String text = header + "{\"puzzle\":\"" + PUZZLE + "\"}\n";
        assertThat(read(text)).singleElement().isInstanceOf(Entry.Puzzle.class);
        assertThat(readString(text)).singleElement().isInstanceOf(Entry.Puzzle.class);
        assertThat(readString("  \n" + PUZZLE)).singleElement().isInstanceOf(Entry.Puzzle.class);
    }

    @Test
    void puzzle_text_is_read_as_before() {
        List<Entry> entries = read("# a comment\n" + PUZZLE + "\n" + PUZZLE + " 2.6/1.2/1.2\n");
        assertThat(entries).hasSize(2).allMatch(Entry.Puzzle.class::isInstance);
    }

    @Test
    void a_text_in_memory_is_told_apart_as_the_same_text_read_from_a_file() {
        String json = "{\"puzzle\":\"" + PUZZLE + "\"}\n";
        List<String> heads = List.of("", "\uFEFF", "  \n\n", "# c\n", ("# " + "x".repeat(100) + "\n").repeat(45));
        List<String> bodies = List.of(
                PUZZLE + "\n",
                json,
                json.repeat(60) + "\u0000" + json,
                (PUZZLE + "\n").repeat(900) + "\u0000",
                "\u0000" + PUZZLE,
                "#" + PUZZLE);
        int texts = 0;
        for (String head : heads) {
            for (String body : bodies) {
                String text = head + body;
                assertThat(summary(readString(text))).as("text %d", texts).isEqualTo(summary(read(text)));
                texts++;
            }
        }
        assertThat(texts).isEqualTo(30);
    }

    /** Each entry's kind and what it holds or says. */
    private static List<String> summary(List<Entry> entries) {
        return entries.stream()
                .map(entry -> entry instanceof Entry.Puzzle puzzle
                        ? "puzzle " + puzzle.grid()
                        : entry.getClass().getSimpleName() + " "
                                + (entry instanceof Entry.Malformed bad ? bad.message() : ""))
                .toList();
    }

    private static List<Entry> readString(String text) {
        List<Entry> entries = new ArrayList<>();
        new InputReader(ReadOptions.DEFAULT).entries(text).forEachRemaining(entries::add);
        return entries;
    }

    private static String message(Entry entry) {
        return ((Entry.Malformed) entry).message();
    }
}
