package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static dev.sudoku.core.format.FormatFixtures.message;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Test;

class StreamingTest {

    /** A reader that makes its text up as it is read, so a test can feed more than it could hold. */
    private static final class GeneratedReader extends Reader {
        private final IntFunction<String> line;
        private final int lines;
        private int index;
        private String current = "";
        private int position;

        GeneratedReader(int lines, IntFunction<String> line) {
            this.lines = lines;
            this.line = line;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (position == current.length()) {
                if (index == lines) {
                    return -1;
                }
                current = line.apply(index++);
                position = 0;
            }
            int n = Math.min(length, current.length() - position);
            current.getChars(position, position + n, buffer, offset);
            position += n;
            return n;
        }

        @Override
        public void close() {}
    }

    /** A line of {@code length} characters handed out in chunks, never built as one string. */
    private static final class HugeLineReader extends Reader {
        private long remaining;
        private boolean newlineSent;
        private final String after;
        private int afterPosition;

        HugeLineReader(long length, String after) {
            this.remaining = length;
            this.after = after;
        }

        @Override
        public int read(char[] buffer, int offset, int length) {
            if (remaining > 0) {
                int n = (int) Math.min(length, remaining);
                java.util.Arrays.fill(buffer, offset, offset + n, '1');
                remaining -= n;
                return n;
            }
            if (!newlineSent) {
                newlineSent = true;
                buffer[offset] = '\n';
                return 1;
            }
            if (afterPosition == after.length()) {
                return -1;
            }
            int n = Math.min(length, after.length() - afterPosition);
            after.getChars(afterPosition, afterPosition + n, buffer, offset);
            afterPosition += n;
            return n;
        }

        @Override
        public void close() {}
    }

    @Test
    void a_hundred_thousand_lines_give_one_entry_each_in_order_malformed_ones_included() {
        int lines = 100_000;
        IntFunction<String> line = i -> (i % 1000 == 999 ? PUZZLE.substring(1) : withBlank(".0_x*".charAt(i % 5)))
                + (i % 2 == 0 ? "\r\n" : "\n");
        Iterator<Entry> entries = new PuzzleReader().entries(new BufferedReader(new GeneratedReader(lines, line)));

        int count = 0;
        int malformed = 0;
        while (entries.hasNext()) {
            Entry entry = entries.next();
            count++;
            assertThat(entry.line()).isEqualTo(count);
            if (count % 1000 == 0) {
                assertThat(entry).isInstanceOf(Entry.Malformed.class);
                assertThat(message(entry)).isEqualTo("line " + count + ": 80 cells, a 9x9 puzzle needs 81");
                malformed++;
            } else {
                assertThat(((Entry.Puzzle) entry).grid()).isEqualTo(grid(PUZZLE));
            }
        }
        assertThat(count).isEqualTo(lines);
        assertThat(malformed).isEqualTo(100);
    }

    @Test
    void a_five_million_character_line_is_reported_and_skipped_and_reading_goes_on() {
        Reader huge = new HugeLineReader(5_000_000L, PUZZLE + "\n");

        List<Entry> entries = collect(new PuzzleReader().entries(new BufferedReader(huge)));

        assertThat(entries).hasSize(2);
        Entry.Malformed bad = (Entry.Malformed) entries.get(0);
        assertThat(bad.line()).isEqualTo(1);
        assertThat(bad.column()).isEqualTo(1_000_001);
        assertThat(bad.message()).startsWith("line 1, column 1000001: the line is longer than 1000000 characters");
        assertThat(entries.get(1)).isEqualTo(Entry.Puzzle.of(2, grid(PUZZLE)));
    }

    @Test
    void several_huge_lines_are_each_reported_on_their_own_line() {
        Reader reader = new GeneratedReader(40, i -> i % 2 == 0 ? "1".repeat(2_000_000) : "\n");

        List<Entry> entries = collect(new PuzzleReader().entries(new BufferedReader(reader)));

        assertThat(entries)
                .hasSize(20)
                .allMatch(e -> e instanceof Entry.Malformed m && m.message().contains("longer"));
        assertThat(entries.get(19).line()).isEqualTo(20);
    }

    @Test
    void crlf_and_lone_cr_line_endings_are_line_ends() {
        String text = PUZZLE + "\r\n" + PUZZLE + " 7.2\r\n\r\n" + PUZZLE + "\r" + PUZZLE;

        List<Entry> entries = read(text);

        assertThat(entries).extracting(Entry::line).containsExactly(1, 2, 4, 5);
        assertThat(entries)
                .allMatch(e -> e instanceof Entry.Puzzle p && p.grid().equals(grid(PUZZLE)));
        assertThat(((Entry.Puzzle) entries.get(1)).metadata()).containsEntry("rest", "7.2");
    }

    @Test
    void crlf_line_endings_work_for_multi_line_grids() {
        String text = "#AMe\r\n" + PUZZLE.replaceAll("(.{9})", "$1\r\n");

        Entry.Puzzle puzzle = FormatFixtures.onlyPuzzle(text);

        assertThat(puzzle.grid()).isEqualTo(grid(PUZZLE));
        assertThat(puzzle.metadata()).containsEntry("A", "Me");
    }

    @Test
    void entries_are_read_lazily() {
        Reader reader = new GeneratedReader(Integer.MAX_VALUE, i -> PUZZLE + "\n");

        Iterator<Entry> entries = new PuzzleReader().entries(new BufferedReader(reader));

        assertThat(entries.next().line()).isEqualTo(1);
        assertThat(entries.next().line()).isEqualTo(2);
    }

    @Test
    void the_stream_view_gives_the_same_entries() {
        String text = PUZZLE + "\n" + PUZZLE.substring(2) + "\n";

        List<Entry> streamed = new PuzzleReader()
                .stream(new BufferedReader(new StringReader(text))).toList();

        assertThat(streamed).isEqualTo(read(text));
    }

    @Test
    void an_io_error_surfaces_unchecked() {
        Reader failing = new Reader() {
            @Override
            public int read(char[] buffer, int offset, int length) throws IOException {
                throw new IOException("disk gone");
            }

            @Override
            public void close() {}
        };

        Iterator<Entry> entries = new PuzzleReader().entries(new BufferedReader(failing));

        assertThatThrownBy(entries::hasNext)
                .isInstanceOf(UncheckedIOException.class)
                .hasMessageContaining("disk gone");
    }

    private static String withBlank(char blank) {
        return PUZZLE.replace('.', blank);
    }

    private static List<Entry> collect(Iterator<Entry> entries) {
        List<Entry> out = new java.util.ArrayList<>();
        entries.forEachRemaining(out::add);
        return out;
    }
}
