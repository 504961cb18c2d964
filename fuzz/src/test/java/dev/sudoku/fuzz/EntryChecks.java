package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.testkit.TextLines;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * What must hold for every text, whatever it holds: streaming never throws; each entry is a puzzle or a
 * malformed entry whose message starts with its line (and column) and blames what is there; entries come
 * in input order; and {@code parsePuzzle}/{@code parse} agree with streaming, throwing nothing but
 * {@link FormatException}.
 */
final class EntryChecks {
    private EntryChecks() {}

    /** Every entry of the text, read the streaming way. */
    static List<Entry> read(String text, ReadOptions options) {
        Iterator<Entry> entries = new PuzzleReader(options).entries(new BufferedReader(new StringReader(text)));
        List<Entry> all = new ArrayList<>();
        while (entries.hasNext()) {
            all.add(entries.next());
        }
        return all;
    }

    /** Reads the text and checks every invariant; returns the entries for further checks. */
    static List<Entry> readAndCheck(String text, ReadOptions options) {
        List<Entry> entries = read(text, options);
        List<String> lines = TextLines.of(text);
        int previous = 0;
        for (Entry entry : entries) {
            assertThat(entry.line()).as("entries in input order: %s", entries).isGreaterThan(previous);
            previous = entry.line();
            if (entry instanceof Entry.Malformed bad) {
                Blame.check(lines, bad.line(), bad.column(), bad.message());
            } else {
                Entry.Puzzle puzzle = (Entry.Puzzle) entry;
                assertThat(puzzle.line()).isBetween(1, lines.size());
                options.box().ifPresent(box -> assertThat(puzzle.grid().shape()).isEqualTo(box));
            }
        }
        checkParseAgrees(text, options, entries);
        return entries;
    }

    private static void checkParseAgrees(String text, ReadOptions options, List<Entry> entries) {
        Entry.Puzzle parsed;
        try {
            parsed = new PuzzleReader(options).parsePuzzle(text);
        } catch (FormatException e) {
            assertThat(entries.size() == 1 && entries.get(0) instanceof Entry.Puzzle)
                    .as("parsePuzzle refused a text that streams as one puzzle: %s", e.getMessage())
                    .isFalse();
            if (entries.isEmpty()) {
                assertThat(e.line()).isZero();
            } else {
                assertThat(e.getMessage()).startsWith("line ");
            }
            checkParseThrowsTheSame(text, options, e);
            return;
        }
        if (entries.size() != 1) {
            fail("parsePuzzle accepted a text that streams as %d entries: %s", entries.size(), entries);
        }
        assertThat(parsed).isEqualTo(entries.get(0));
        assertThat(PuzzleReader.parse(text, options)).isEqualTo(parsed.grid());
    }

    private static void checkParseThrowsTheSame(String text, ReadOptions options, FormatException expected) {
        try {
            PuzzleReader.parse(text, options);
            fail("parse accepted what parsePuzzle refused: %s", expected.getMessage());
        } catch (FormatException e) {
            assertThat(e.getMessage()).isEqualTo(expected.getMessage());
        }
    }
}
