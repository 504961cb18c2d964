package dev.sudoku.core.format;

import dev.sudoku.core.Grid;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.Iterator;
import java.util.Objects;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * Reads puzzles from text in the formats people trade them in, detecting the format line by line.
 *
 * <h2>What is read</h2>
 *
 * <ul>
 *   <li>One puzzle a line ({@code .sdm}, most collections): N*N cells, such as 81 for 9x9, 16 for 4x4, 36
 *       for 6x6, 256 for 16x16. Text after the puzzle, separated by whitespace (a rating such as {@code 7.2}
 *       or {@code 4.2/1.2/1.2 0.17s}), is kept as metadata {@code rest}.
 *   <li>{@code puzzle:count:solution}, with count and solution optional ({@code puzzle:count:},
 *       {@code puzzle:}).
 *   <li>Numbers for any size: N*N decimal tokens separated by spaces or commas ({@code 10 11 . 3 ...}).
 *   <li>Multi-line grids: N rows of N cells, as {@code 530070000}, {@code 53.|.7.|...} (Simple Sudoku
 *       {@code .ss}), {@code 5 3 . | . 7 . | . . .}, or framed by {@code +-------+} borders. Separator
 *       lines made of {@code - = + | *} are skipped. The entry's line is the line of the first row.
 *   <li>{@code .sdk}: a multi-line grid after {@code #A author}, {@code #D description}, {@code #C comment}
 *       ... lines; a {@code #} followed directly by an upper-case letter is metadata under that letter
 *       for the next puzzle, any other {@code #} line is a comment. Blank lines are skipped.
 * </ul>
 *
 * <h2>Cells, blanks and size</h2>
 *
 * <p>Blanks are {@code .}, {@code _}, {@code *}, {@code 0} (unless 0 is a digit, as in hex), {@code x} or
 * {@code X} (unless the symbols in force make X a digit: letters from 24x24, 1-9 A-Z from 33x33), and a
 * space inside a one-line puzzle of 81 or more characters (decided by the length, so trailing whitespace
 * and carriage returns are tolerated). Digits are {@link dev.sudoku.core.Symbols#defaultFor(int)} for the
 * side (1-9, then A-Z, upper or lower case), decimal numbers on a numbers line, or the forced style.
 *
 * <p>The side comes from the cell count: N*N cells are a whole puzzle, N cells (4 to 64) a row that starts
 * a grid of N rows. Counts that could be both (16, 25, 36, 49, 64) are a row when the line has box bars,
 * follows a border line, or it or one of the next lines of that length holds a digit above sqrt(count);
 * otherwise each line is a puzzle. A forced box shape settles the side outright. Without a forced shape,
 * a grid's box shape is taken from its bars and separator lines when they show one, else the default.
 *
 * <p>Digits that could be read two ways are read the default way: a 16x16 line using {@code 0} with
 * {@code A}-{@code F} and no {@code G} has {@code 0} as a blank and A-F as 10-15 unless HEX is forced
 * (then 0-F are the 16 digits), and it is A-P only when LETTERS is forced.
 *
 * <h2>Problems</h2>
 *
 * <p>Streaming never throws for bad content: each bad line, or grid, becomes an {@link Entry.Malformed}
 * whose message starts with its line (and column, for a bad character) and reading goes on with the next
 * line. A grid interrupted by a blank line or a line of another shape is reported at its first row, naming
 * the line that interrupted it. Lines longer than 1,000,000 characters are reported and skipped without
 * being held in memory.
 *
 * <p><b>Performance:</b> lazy and constant in memory; each line is looked at once, except 16- to 64-cell
 * lines, which may look ahead up to a side's worth of lines.
 */
public final class PuzzleReader {
    private final ReadOptions options;

    public PuzzleReader() {
        this(ReadOptions.DEFAULT);
    }

    public PuzzleReader(ReadOptions options) {
        this.options = Objects.requireNonNull(options, "options");
    }

    /**
     * The entries of the text, lazily and in input order, one per puzzle or problem. The reader is not
     * closed. I/O errors surface as {@link java.io.UncheckedIOException}.
     */
    public Iterator<Entry> entries(BufferedReader reader) {
        return new EntryIterator(new LineSource(Objects.requireNonNull(reader, "reader")), options);
    }

    /**
     * The entries of a text held in memory, read with a buffer no larger than the text: a batch reads each
     * line of a file on its own, and a full-size buffer for each was most of the reading's cost.
     */
    public Iterator<Entry> entries(String text) {
        return new EntryIterator(
                new LineSource(
                        new StringReader(text), LineSource.MAX_LINE, Math.min(text.length() + 1, LineSource.BUFFER)),
                options);
    }

    /** {@link #entries} as a sequential stream. */
    public Stream<Entry> stream(BufferedReader reader) {
        return StreamSupport.stream(
                Spliterators.spliteratorUnknownSize(entries(reader), Spliterator.ORDERED | Spliterator.NONNULL), false);
    }

    /** The one puzzle of {@code text}, with its metadata; throws {@link FormatException} otherwise. */
    public Entry.Puzzle parsePuzzle(String text) {
        return onlyPuzzle(entries(text));
    }

    /**
     * The one puzzle of a text's entries, from this reader or another that yields entries (one that also
     * reads JSON Lines); throws {@link FormatException} when there is none, it is malformed, or a second
     * follows.
     */
    public static Entry.Puzzle onlyPuzzle(Iterator<Entry> entries) {
        if (!entries.hasNext()) {
            throw new FormatException(0, 0, "no puzzle in the text");
        }
        Entry first = entries.next();
        if (first instanceof Entry.Malformed malformed) {
            throw FormatException.of(malformed);
        }
        if (entries.hasNext()) {
            Entry second = entries.next();
            throw new FormatException(
                    second.line(),
                    0,
                    "line " + second.line() + ": a second puzzle; the text should hold only the one at line "
                            + first.line());
        }
        return (Entry.Puzzle) first;
    }

    /** The one puzzle of {@code text}, sizes and symbols detected: {@code PuzzleReader.parse("53..7....")}. */
    public static Grid parse(String text) {
        return parse(text, ReadOptions.DEFAULT);
    }

    /** The one puzzle of {@code text}; throws {@link FormatException} saying where and why otherwise. */
    public static Grid parse(String text, ReadOptions options) {
        Objects.requireNonNull(text, "text");
        return new PuzzleReader(options).parsePuzzle(text).grid();
    }
}
