package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;

/**
 * Settles a block of grid rows written with spaces as blanks, as people type a grid and as the classic
 * solver write-ups take it:
 *
 * <pre>
 * 53  7
 * 6  195
 *  98    6
 * </pre>
 *
 * <p>Split at its spaces, such a row is three or four cells, no row at all; read character by character it
 * is a row of N cells, a space being a blank and a line shorter than N (its trailing spaces stripped by an
 * editor) padded with blanks. A <em>block</em> is a run of consecutive lines of at most {@value
 * BoxShape#MAX_SIZE} characters, each only digits, blank characters and spaces (a line that reads as a whole
 * puzzle ends it). The block is a grid of side N when:
 *
 * <ul>
 *   <li>its length is a multiple of N (grids one after another) and no line is longer than N characters;
 *   <li>N has boxes of two rows or more (or is the forced side), so a block of 17 lines is no 17x17 grid;
 *   <li>one of its first N lines holds a space and only digits and blanks of N (a title line such as {@code
 *       Grid 0001} is no evidence), and those lines do not already read as rows the way they always have
 *       (four lines {@code 1 2 3 4} are a 4x4 grid of separated cells, not an 8x8 one).
 * </ul>
 *
 * <p>The smallest such N wins. A character that is no digit of that N, one at most a line, is the grid's problem,
 * named by {@link GridBuilder} at the line and column; a block one row short (or any length that is no
 * multiple) of an N its lines fit is one problem for the whole block. Either way the lines after the block
 * are read as they come, so every entry gets its own result, in order.
 *
 * <p><b>Performance:</b> only lines of at most {@value BoxShape#MAX_SIZE} characters are looked at, so
 * the 81-character lines of a batch pay nothing; a block is read ahead at most {@value #MAX_LINES} lines,
 * and its lines are parsed the usual way only when one of them holds a space.
 */
final class SpacedRows {
    /** The block is read ahead no further: a 64x64 grid and the first line after it. */
    private static final int MAX_LINES = BoxShape.MAX_SIZE + 1;

    /** What a block starting at the current line is, if it is one. */
    sealed interface Finding permits Rows, Broken {}

    /** The first {@code size} lines of the block are the rows of one grid of that side. */
    record Rows(int size, List<LineSource.RawLine> lines) implements Finding {}

    /** The block is no grid; {@code lines} lines (the current one first) are this one problem. */
    record Broken(Entry.Malformed problem, int lines) implements Finding {}

    private final LineParser parser;
    private final ReadOptions options;
    private final LineQueue lines;
    /** The symbols of each side, looked up once: a file of small puzzles asks for them every line. */
    private final Symbols[] symbols = new Symbols[BoxShape.MAX_SIZE + 1];

    SpacedRows(LineParser parser, ReadOptions options, LineQueue lines) {
        this.parser = parser;
        this.options = options;
        this.lines = lines;
    }

    /**
     * What the block starting at {@code first} (the line just taken from the queue) is, looking ahead at the
     * next ones; null when it is no block of spaced rows, and every line reads as it always has.
     */
    Finding at(LineSource.RawLine first) {
        if (options.forcesNumbers() || !inBlock(first)) {
            return null;
        }
        List<LineSource.RawLine> block = new ArrayList<>();
        block.add(first);
        LineSource.RawLine next;
        while (block.size() < MAX_LINES && (next = lines.peek(block.size() - 1)) != null && inBlock(next)) {
            block.add(next);
        }
        boolean cut = block.size() == MAX_LINES;
        int forced = options.forcedSize();
        for (int size = Math.max(BoxShape.MIN_SIZE, first.text().length()); size <= BoxShape.MAX_SIZE; size++) {
            if ((forced == 0 && BoxShape.defaultFor(size).boxRows() < 2) || (forced > 0 && size != forced)) {
                continue;
            }
            int whole = cut ? block.size() / size * size : block.size();
            if (whole >= size && whole % size == 0 && fits(block, whole, size, 1)) {
                List<LineSource.RawLine> rows = block.subList(0, size);
                return spaced(rows, size) && !readsAsRows(rows) ? new Rows(size, List.copyOf(rows)) : null;
            }
        }
        return cut ? null : rowShort(block);
    }

    /**
     * The block as one problem when its lines fit a grid of the smallest side they allow but are not a whole
     * number of its rows (a row left out), else null.
     */
    private Finding rowShort(List<LineSource.RawLine> block) {
        int longest = 0;
        for (LineSource.RawLine line : block) {
            longest = Math.max(longest, line.text().length());
        }
        int size = options.forcedSize();
        if (size == 0) {
            size = Math.max(BoxShape.MIN_SIZE, longest);
            while (size < BoxShape.MAX_SIZE && BoxShape.defaultFor(size).boxRows() < 2) {
                size++;
            }
        }
        int count = block.size();
        if (count < size - 1
                || count % size == 0
                || !fits(block, count, size, 0)
                || !spaced(block, size)
                || readsAsRows(block)) {
            return null;
        }
        int last = block.get(count - 1).number();
        String message = count + " rows with spaces as blanks (lines "
                + block.get(0).number() + " to " + last + "), but a " + size + "x" + size + " grid has " + size;
        return new Broken(Entry.Malformed.at(block.get(0).number(), 0, message), count);
    }

    /**
     * True when the first {@code count} lines are at most {@code size} characters, none with more than
     * {@code badPerLine} characters that are neither a digit of that side nor a blank.
     */
    private boolean fits(List<LineSource.RawLine> block, int count, int size, int badPerLine) {
        Symbols symbols = symbols(size);
        if (symbols == null) {
            return false;
        }
        for (int i = 0; i < count; i++) {
            String text = block.get(i).text();
            if (text.length() > size) {
                return false;
            }
            int bad = 0;
            for (int k = 0; k < text.length(); k++) {
                if (CellDecoder.decodeChar(text.charAt(k), symbols) == CellDecoder.INVALID && ++bad > badPerLine) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * True when a line holds a space and nothing but digits and blanks of the side: evidence that spaces are
     * blanks here, which a title line such as {@code Grid 0001} above a grid is not.
     */
    private boolean spaced(List<LineSource.RawLine> rows, int size) {
        for (LineSource.RawLine row : rows) {
            if (row.text().indexOf(' ') >= 0 && fits(List.of(row), 1, size, 0)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the lines read, split at their spaces as always, as rows of one length that make whole
     * grids and whose cells are all digits or blanks: {@code 1 2 3 4} four times is a 4x4 grid.
     */
    private boolean readsAsRows(List<LineSource.RawLine> rows) {
        int length = -1;
        for (LineSource.RawLine row : rows) {
            if (!(parser.parse(row) instanceof ParsedLine.Data data) || data.answer() != null || data.rest() != null) {
                return false;
            }
            Tokens cells = data.cells();
            if (length >= 0 && cells.count() != length) {
                return false;
            }
            length = cells.count();
            try {
                if (CellDecoder.decodeAll(cells, options.symbolsFor(length, cells.numbers()), new byte[length])
                        != null) {
                    return false;
                }
            } catch (IllegalArgumentException e) {
                return false;
            }
        }
        return length >= BoxShape.MIN_SIZE && rows.size() % length == 0;
    }

    /**
     * True when a line may be a row of a block: not blank, at most {@value BoxShape#MAX_SIZE} characters of
     * printable ASCII other than the separators of other formats ({@code | , ; : # - + =}), and not a whole
     * puzzle written without spaces (a file of 4x4 puzzles stays one).
     */
    private boolean inBlock(LineSource.RawLine raw) {
        String text = raw.text();
        if (raw.tooLong() || text.isEmpty() || text.length() > BoxShape.MAX_SIZE || text.isBlank()) {
            return false;
        }
        boolean space = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c < ' ' || c > '~' || "|,;:#-+={}".indexOf(c) >= 0) {
                return false;
            }
            space |= c == ' ';
        }
        return space || !wholePuzzle(text);
    }

    private boolean wholePuzzle(String text) {
        Symbols symbols = parser.isPuzzleCount(text.length()) ? symbols(LineParser.side(text.length())) : null;
        if (symbols == null) {
            return false;
        }
        for (int i = 0; i < text.length(); i++) {
            if (CellDecoder.decodeChar(text.charAt(i), symbols) == CellDecoder.INVALID) {
                return false;
            }
        }
        return true;
    }

    /** The single-character symbols of a side, or null when the forced style cannot write them. */
    private Symbols symbols(int size) {
        if (symbols[size] == null) {
            try {
                symbols[size] = options.symbolsFor(size, false);
            } catch (IllegalArgumentException e) {
                return null;
            }
        }
        return symbols[size];
    }
}
