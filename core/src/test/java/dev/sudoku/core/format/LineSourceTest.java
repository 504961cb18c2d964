package dev.sudoku.core.format;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.testkit.TextLines;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Lines and their numbers, ends and caps, whatever the read buffer's size, against a plain split. */
class LineSourceTest {
    private static final String ALPHABET = "ab.\n\r\n\r 1\uFEFF";

    @Test
    void random_text_splits_as_a_plain_split_does_for_every_buffer_size_and_cap() {
        Random random = new Random(20261130);
        for (int trial = 0; trial < 3_000; trial++) {
            StringBuilder text = new StringBuilder();
            int length = random.nextInt(40);
            for (int i = 0; i < length; i++) {
                text.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
            }
            int buffer = 1 + random.nextInt(12);
            int cap = 1 + random.nextInt(8);

            List<LineSource.RawLine> lines = readAll(new LineSource(new StringReader(text.toString()), cap, buffer));

            assertThat(lines)
                    .as("text %s, buffer %d, cap %d", escaped(text), buffer, cap)
                    .isEqualTo(expected(text.toString(), cap));
        }
    }

    @Test
    void a_line_as_long_as_the_cap_is_whole_and_one_longer_is_cut() {
        List<LineSource.RawLine> lines = readAll(new LineSource(new StringReader("abcd\nabcde\n"), 4, 3));

        assertThat(lines)
                .containsExactly(new LineSource.RawLine(1, "abcd", false), new LineSource.RawLine(2, "abcd", true));
    }

    private static List<LineSource.RawLine> readAll(LineSource source) {
        List<LineSource.RawLine> lines = new ArrayList<>();
        for (LineSource.RawLine line = source.next(); line != null; line = source.next()) {
            lines.add(line);
        }
        return lines;
    }

    /** The lines as a plain split gives them, each cut at the cap, a byte-order mark counting as a character. */
    private static List<LineSource.RawLine> expected(String text, int cap) {
        List<String> lines = TextLines.of(text);
        List<LineSource.RawLine> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            int marks = i == 0 && text.startsWith("\uFEFF") ? 1 : 0;
            String line = lines.get(i);
            expected.add(new LineSource.RawLine(
                    i + 1, line.substring(0, Math.min(line.length(), cap - marks)), line.length() + marks > cap));
        }
        return expected;
    }

    private static String escaped(CharSequence text) {
        return text.toString().replace("\r", "\\r").replace("\n", "\\n");
    }
}
