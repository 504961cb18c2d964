package dev.sudoku.cli.io;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.InputReader;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plain puzzle lines read a block of bytes at a time: a file is taken for plain exactly when the general
 * reader would read every line of it as a plain 9x9 puzzle, and then both read the same puzzles at the same
 * lines.
 */
class PlainLinesTest {
    private static final String SOLVED =
            "953168742862734951417952836746893125281645397395271468138529674574386219629417583";

    /** Lines of every kind: plain ones, and near misses the general reader reads some other way. */
    private static final List<String> LINES = List.of(
            ".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...",
            "0000000000000000010000020300000030200010400000050000600300000040700800096200070000".substring(1),
            SOLVED,
            ".".repeat(81),
            "1".repeat(81),
            SOLVED.substring(1),
            SOLVED + "5",
            SOLVED.substring(0, 40) + "x" + SOLVED.substring(41),
            SOLVED.substring(0, 40) + " " + SOLVED.substring(41),
            SOLVED.substring(0, 80) + "_",
            "",
            "# a comment",
            "\ufeff" + SOLVED);

    @Test
    void a_file_is_plain_exactly_when_every_line_reads_as_a_plain_puzzle(@TempDir Path dir) throws IOException {
        Random random = new Random(81);
        for (int trial = 0; trial < 400; trial++) {
            int count = random.nextInt(6);
            List<String> lines = new ArrayList<>();
            boolean allPlain = true;
            for (int i = 0; i < count; i++) {
                // Mostly plain lines, so that whole plain files come up often.
                String line = LINES.get(random.nextInt(3) == 0 ? random.nextInt(LINES.size()) : random.nextInt(5));
                lines.add(line);
                allPlain &= isPlainLine(line);
            }
            String ending = random.nextBoolean() ? "\n" : "\r\n";
            // An empty last line is written as a line of its own, not taken for the last line's ending.
            boolean endsEmpty = count > 0 && lines.get(count - 1).isEmpty();
            String text = String.join(ending, lines) + ((random.nextBoolean() || endsEmpty) && count > 0 ? ending : "");
            Path file = dir.resolve("trial" + trial + ".txt");
            Files.writeString(file, text, StandardCharsets.UTF_8);

            assertThat(PlainLines.isPlain(file))
                    .as("%s", text.replace("\r", "\\r").replace("\n", "\\n"))
                    .isEqualTo(allPlain && count > 0);
            if (allPlain && count > 0) {
                assertThat(readPlain(file)).as("%s", text).isEqualTo(readGenerally(text));
            }
        }
    }

    @Test
    void an_empty_file_a_lone_carriage_return_and_a_missing_file_are_not_plain(@TempDir Path dir) throws IOException {
        Files.writeString(dir.resolve("empty.txt"), "");
        Files.writeString(dir.resolve("cr.txt"), SOLVED + "\r");
        Files.writeString(dir.resolve("blank-end.txt"), SOLVED + "\n\n");

        assertThat(PlainLines.isPlain(dir.resolve("empty.txt"))).isFalse();
        assertThat(PlainLines.isPlain(dir.resolve("cr.txt"))).isFalse();
        assertThat(PlainLines.isPlain(dir.resolve("blank-end.txt"))).isFalse();
        assertThat(PlainLines.isPlain(dir.resolve("missing.txt"))).isFalse();
        assertThat(PlainLines.isPlain(dir)).isFalse();
    }

    @Test
    void lines_across_the_read_blocks_are_read_whole(@TempDir Path dir) throws IOException {
        // 83 bytes a line with CR LF: the 64 KiB blocks end inside lines, at every offset in turn.
        List<String> lines = new ArrayList<>();
        Random random = new Random(9);
        for (int i = 0; i < 3_000; i++) {
            lines.add(LINES.get(random.nextInt(5)));
        }
        String text = String.join("\r\n", lines);
        Path file = dir.resolve("big.txt");
        Files.writeString(file, text);

        assertThat(PlainLines.isPlain(file)).isTrue();
        assertThat(readPlain(file)).isEqualTo(readGenerally(text));
    }

    @Test
    void a_line_that_stops_being_plain_ends_the_reading_there(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("changed.txt");
        Files.writeString(file, SOLVED + "\n" + SOLVED + "\nnot a puzzle\n" + SOLVED + "\n");
        byte[] cells = new byte[PlainLines.CELLS];
        try (PlainLines lines = PlainLines.open(file)) {
            assertThat(lines.next(cells)).isEqualTo(PlainLines.Read.PUZZLE);
            assertThat(lines.next(cells)).isEqualTo(PlainLines.Read.PUZZLE);
            assertThat(lines.line()).isEqualTo(2);
            assertThat(lines.next(cells)).isEqualTo(PlainLines.Read.NOT_PLAIN);
            assertThat(lines.line()).isEqualTo(2);
        }
    }

    private static boolean isPlainLine(String line) {
        return line.length() == 81 && line.chars().allMatch(c -> c == '.' || (c >= '0' && c <= '9'));
    }

    /** Each puzzle read here, as "line: values". */
    private static List<String> readPlain(Path file) throws IOException {
        List<String> read = new ArrayList<>();
        byte[] cells = new byte[PlainLines.CELLS];
        try (PlainLines lines = PlainLines.open(file)) {
            PlainLines.Read next;
            while ((next = lines.next(cells)) == PlainLines.Read.PUZZLE) {
                read.add(lines.line() + ": " + Grid.of(dev.sudoku.core.BoxShape.CLASSIC, cells));
            }
            assertThat(next).isEqualTo(PlainLines.Read.END);
        }
        return read;
    }

    /** Each entry the general reader reads, as "line: values"; a malformed one as its message. */
    private static List<String> readGenerally(String text) {
        List<String> read = new ArrayList<>();
        Iterator<Entry> entries = new InputReader(ReadOptions.DEFAULT).entries(text);
        while (entries.hasNext()) {
            Entry entry = entries.next();
            read.add(
                    entry instanceof Entry.Puzzle puzzle
                            ? puzzle.line() + ": " + puzzle.grid()
                            : entry.line() + ": " + ((Entry.Malformed) entry).message());
        }
        return read;
    }
}
