package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * Turns lines into entries, one puzzle or problem at a time. Memory stays bounded whatever the input: one
 * line (capped by {@link LineSource}), the grid being collected, and at most a side's worth of lines read
 * ahead by {@link LargeGridDetector}.
 *
 * <p>Metadata lines are kept for the next puzzle; a malformed entry drops them with the puzzle they
 * described.
 */
final class EntryIterator implements Iterator<Entry> {
    /** Repeated metadata lines are joined up to this length; later ones are dropped. */
    private static final int METADATA_CHARS = 1 << 16;

    private final LineQueue lines;
    private final ReadOptions options;
    private final LineParser parser;
    private final LargeGridDetector largeGrids;
    private final SpacedRows spacedRows;
    /**
     * The box shape of a plain 81-character line ({@link #plainPuzzle}), or null when the options force
     * another reading (a symbol style, or a side other than 9): fixed by the options, so decided once.
     */
    private final BoxShape plainShape;

    private final ArrayDeque<Entry> ready = new ArrayDeque<>();
    private final Map<String, String> pending = new LinkedHashMap<>();
    private GridBuilder grid;
    private boolean afterSeparator;
    private int lastPuzzleSide;
    private int lastLine;
    private boolean finished;

    EntryIterator(LineSource source, ReadOptions options) {
        this.lines = new LineQueue(source);
        this.options = options;
        this.parser = new LineParser(options);
        this.largeGrids = new LargeGridDetector(parser, options, lines);
        this.spacedRows = new SpacedRows(parser, options, lines);
        int forced = options.forcedSize();
        this.plainShape = options.style().isEmpty() && (forced == 0 || forced == 9) ? options.shapeFor(9) : null;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && !finished) {
            step();
        }
        return !ready.isEmpty();
    }

    @Override
    public Entry next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }

    private void step() {
        LineSource.RawLine raw = lines.next();
        if (raw == null) {
            if (grid != null) {
                report(grid.cutShort("the input ends at line " + lastLine, lastPuzzleSide));
                grid = null;
            }
            finished = true;
            return;
        }
        lastLine = raw.number();
        if (grid == null && (plainPuzzle(raw) || spacedRows(raw))) {
            return;
        }
        ParsedLine parsed = parser.parse(raw);
        if (grid == null) {
            parsed = boxedCharacters(raw, parsed);
        }
        if (grid != null
                && !raw.tooLong()
                && !options.forcesNumbers()
                && parsed instanceof ParsedLine.Data data
                && data.answer() == null
                && data.cells().count() != grid.size()) {
            // A row of a grid whose size is known: its digits may read as numbers ("00|05") where the
            // grid's rows are single characters.
            ParsedLine.Data characters = parser.characters(raw);
            if (characters.cells().count() == grid.size()) {
                parsed = characters;
            }
        }
        handle(raw.number(), parsed);
    }

    /**
     * A first row that reads as numbers with a bar between every two ({@code 00|03|00|00}: four cells, in
     * boxes one cell wide) read as single characters instead ({@code 00|03|00|00}: eight cells, in boxes two
     * wide) when the lines below hold the rest of that wider grid's rows. Boxes one cell wide are no real
     * puzzle's, while blanks written 0 beside small digits are common in sparse grids. Any other line is
     * left as parsed.
     */
    private ParsedLine boxedCharacters(LineSource.RawLine raw, ParsedLine parsed) {
        if (options.forcesNumbers()
                || raw.tooLong()
                || !(parsed instanceof ParsedLine.Data data)
                || data.answer() != null
                || data.rest() != null
                || !data.cells().numbers()
                || data.cells().boxWidth() != 1) {
            return parsed;
        }
        ParsedLine.Data characters = parser.characters(raw);
        int size = characters.cells().count();
        int width = characters.cells().boxWidth();
        if (width < 2 || size % width != 0 || size > BoxShape.MAX_SIZE || !parser.isUsableCount(size)) {
            return parsed;
        }
        int rows = 1;
        // Rows and the rules between their bands: twice the rows at most, as boxes are one row high or more.
        for (int ahead = 0; rows < size && ahead < 2 * size; ahead++) {
            LineSource.RawLine next = lines.peek(ahead);
            if (next == null || next.tooLong()) {
                return parsed;
            }
            if (parser.parse(next) instanceof ParsedLine.Separator) {
                continue;
            }
            if (cellsAsRow(next, size) != size) {
                return parsed;
            }
            rows++;
        }
        return rows == size ? characters : parsed;
    }

    /**
     * Reads the commonest line of all, 81 characters each a digit 1-9 or a blank {@code .} or {@code 0},
     * straight into a puzzle when nothing forces another reading; false, having read nothing, for any other
     * line. The general path gives the same puzzle: this one only spares a batch of millions of such lines
     * the classifying, the tokens and the symbols (and a fresh JVM the compiling of them).
     */
    private boolean plainPuzzle(LineSource.RawLine raw) {
        String s = raw.text();
        if (plainShape == null || s.length() != 81 || raw.tooLong()) {
            return false;
        }
        byte[] values = new byte[81];
        for (int i = 0; i < 81; i++) {
            char c = s.charAt(i);
            if (c >= '1' && c <= '9') {
                values[i] = (byte) (c - '0');
            } else if (c != '.' && c != '0') {
                return false;
            }
        }
        afterSeparator = false;
        Grid puzzle = Grid.of(plainShape, values);
        ready.add(new Entry.Puzzle(raw.number(), puzzle, Optional.empty(), OptionalLong.empty(), takeMetadata(null)));
        lastPuzzleSide = 9;
        return true;
    }

    /**
     * Reads a grid whose rows are written with spaces as blanks, starting at {@code first}, or the one
     * problem of such a block; false, having read nothing, when {@code first} starts no such block.
     */
    private boolean spacedRows(LineSource.RawLine first) {
        SpacedRows.Finding finding = spacedRows.at(first);
        if (finding == null) {
            return false;
        }
        afterSeparator = false;
        largeGrids.reset();
        if (finding instanceof SpacedRows.Broken broken) {
            skip(broken.lines() - 1);
            report(broken.problem());
            return true;
        }
        SpacedRows.Rows rows = (SpacedRows.Rows) finding;
        int size = rows.size();
        skip(size - 1);
        grid = new GridBuilder(size, first.number());
        for (LineSource.RawLine row : rows.lines()) {
            String padded = row.text() + " ".repeat(size - row.text().length());
            try {
                grid.addRow(row.number(), Tokens.dense(padded, 0, size), options.symbolsFor(size, false));
            } catch (IllegalArgumentException e) {
                grid.badRow(row.number(), 0, e.getMessage());
            }
        }
        lastLine = rows.lines().get(size - 1).number();
        lastPuzzleSide = size;
        finishIfComplete();
        return true;
    }

    /** Takes {@code count} lines already judged from the queue. */
    private void skip(int count) {
        for (int i = 0; i < count; i++) {
            lastLine = lines.next().number();
        }
    }

    private void handle(int line, ParsedLine parsed) {
        if (parsed instanceof ParsedLine.Comment comment) {
            if (comment.key() != null) {
                pending.merge(comment.key(), comment.value(), EntryIterator::join);
            }
            return;
        }
        if (parsed instanceof ParsedLine.Separator) {
            if (grid != null) {
                grid.separator();
            } else {
                afterSeparator = true;
            }
            return;
        }
        boolean bordered = afterSeparator;
        afterSeparator = false;
        if (!(parsed instanceof ParsedLine.Data data)) {
            largeGrids.reset();
            if (parsed instanceof ParsedLine.Bad bad) {
                if (grid != null) {
                    grid.badRow(line, bad.column(), bad.message());
                    finishIfComplete();
                } else {
                    report(Entry.Malformed.at(line, bad.column(), bad.message()));
                }
            } else if (grid != null) {
                report(grid.cutShort("line " + line + " is blank", lastPuzzleSide));
                grid = null;
            }
            return;
        }
        int count = data.cells().count();
        if (grid != null) {
            if (data.answer() == null && count == grid.size()) {
                addRow(line, data);
                return;
            }
            if (data.answer() == null && !parser.isPuzzleCount(count)) {
                grid.badRow(line, 0, count + " cells, a row needs " + grid.size());
                finishIfComplete();
                return;
            }
            report(grid.cutShort("line " + line + " has " + count + " cells", LineParser.side(count)));
            grid = null;
        }
        int forced = options.forcedSize();
        boolean puzzle = forced > 0
                ? count == forced * forced
                : data.answer() != null || (parser.isPuzzleCount(count) && !largeGrids.startsLargeGrid(data, bordered));
        if (puzzle) {
            puzzle(line, data, forced > 0 ? forced : LineParser.side(count));
        } else {
            startGrid(line, data);
        }
    }

    private void startGrid(int line, ParsedLine.Data data) {
        int count = data.cells().count();
        int size = agreedRowLength(data.cells());
        grid = new GridBuilder(size, line);
        if (size != count) {
            // The first row is the one of the wrong length: the grid is one error, the grids after it stay
            // aligned, where a grid of the first row's size would take in rows of the next grid.
            grid.badRow(line, 0, count + " cells, a row needs " + size);
            return;
        }
        addRow(line, data);
    }

    /**
     * The row length of the grid a line of {@code first} cells starts: their count, unless the next two rows
     * agree on a length one more or one less that no puzzle line has, and the line's cells are all digits
     * or blanks of that grid (a first row with a cell too many or too few, not a title line).
     */
    private int agreedRowLength(Tokens first) {
        int count = first.count();
        LineSource.RawLine second = lineAhead(0);
        int length = second == null ? -1 : cellsAsRow(second, count);
        if (Math.abs(length - count) != 1 || length < BoxShape.MIN_SIZE || parser.isPuzzleCount(length)) {
            return count;
        }
        LineSource.RawLine third = lineAhead(1);
        if (third == null || cellsAsRow(third, length) != length) {
            return count;
        }
        try {
            return badCells(first, options.symbolsFor(length, first.numbers())) == 0 ? length : count;
        } catch (IllegalArgumentException e) {
            return count;
        }
    }

    /** How many of {@code cells} are neither a digit nor a blank in {@code symbols}. */
    private static int badCells(Tokens cells, Symbols symbols) {
        int bad = 0;
        for (int i = 0; i < cells.count(); i++) {
            if (CellDecoder.decode(cells, i, symbols) == CellDecoder.INVALID) {
                bad++;
            }
        }
        return bad;
    }

    private void addRow(int line, ParsedLine.Data data) {
        Tokens cells = data.cells();
        Symbols symbols = null;
        CellDecoder.Problem bad = null;
        try {
            symbols = options.symbolsFor(grid.size(), cells.numbers());
        } catch (IllegalArgumentException e) {
            bad = new CellDecoder.Problem(0, e.getMessage());
        }
        if (grid.rows() == 0) {
            if (bad == null) {
                bad = CellDecoder.decodeAll(cells, symbols, new byte[grid.size()]);
                bad = bad == null ? null : CellDecoder.plainly(cells, symbols, bad, true);
            }
            // A first line that does not decode is reported on its own rather than opening a grid (a title
            // such as "Puzzle001" before a grid), unless no more than a quarter of its cells are bad and a row
            // of its length follows: then it is a grid's first row with a typo, and it takes its place so
            // that the grid is one error and the grids after it keep their rows. Reported alone, it would
            // leave the next eight rows to join the next grid's first, and every later grid a row out.
            boolean typo = symbols != null && badCells(cells, symbols) * 4 <= cells.count();
            if (bad != null && !(typo && rowFollows(grid.size()))) {
                grid = null;
                report(Entry.Malformed.at(line, bad.column(), bad.message()));
                return;
            }
            if (bad != null) {
                grid.badRow(line, bad.column(), bad.message());
                finishIfComplete();
                return;
            }
        }
        if (symbols == null) {
            grid.badRow(line, bad.column(), bad.message());
        } else {
            grid.addRow(line, cells, symbols);
        }
        finishIfComplete();
    }

    /** True when the next line, past a separator line, is a row of {@code size} cells. */
    private boolean rowFollows(int size) {
        LineSource.RawLine next = lineAhead(0);
        return next != null && cellsAsRow(next, size) == size;
    }

    /**
     * The {@code index}-th line ahead that is not a separator line, looking no further than a grid's first
     * rows; null at the end of the input, past an over-long line, or when separators run on.
     */
    private LineSource.RawLine lineAhead(int index) {
        int found = 0;
        for (int ahead = 0; ahead < index + 3; ahead++) {
            LineSource.RawLine raw = lines.peek(ahead);
            if (raw == null || raw.tooLong()) {
                return null;
            }
            if (!(parser.parse(raw) instanceof ParsedLine.Separator) && found++ == index) {
                return raw;
            }
        }
        return null;
    }

    /**
     * The cells of {@code raw} read as a grid row: {@code size} when it is a row of that size (its digits
     * read as single characters where they make one), else its cell count; -1 when it is no row at all.
     */
    private int cellsAsRow(LineSource.RawLine raw, int size) {
        if (!(parser.parse(raw) instanceof ParsedLine.Data data) || data.answer() != null) {
            return -1;
        }
        int count = data.cells().count();
        return count != size && parser.characters(raw).cells().count() == size ? size : count;
    }

    private void finishIfComplete() {
        if (grid != null && grid.complete()) {
            Entry entry = grid.finish(options.box(), takeMetadata(null));
            grid = null;
            if (entry instanceof Entry.Malformed malformed) {
                report(malformed);
            } else {
                ready.add(entry);
            }
        }
    }

    private void puzzle(int line, ParsedLine.Data data, int side) {
        byte[] values = new byte[data.cells().count()];
        Entry.Malformed bad = decode(line, data.cells(), side, values);
        if (bad != null) {
            report(bad);
            return;
        }
        Grid puzzle = Grid.of(options.shapeFor(side), values);
        Optional<Grid> solution = Optional.empty();
        OptionalLong count = OptionalLong.empty();
        if (data.answer() != null) {
            count = data.answer().count();
            if (data.answer().solution() != null) {
                bad = decode(line, data.answer().solution(), side, values);
                if (bad != null) {
                    report(bad);
                    return;
                }
                solution = Optional.of(Grid.of(puzzle.shape(), values));
            }
        }
        ready.add(new Entry.Puzzle(line, puzzle, solution, count, takeMetadata(data.rest())));
        lastPuzzleSide = side;
    }

    /** Decodes a whole puzzle's cells into {@code values}; returns the first problem, or null. */
    private Entry.Malformed decode(int line, Tokens cells, int side, byte[] values) {
        CellDecoder.Problem bad;
        try {
            Symbols symbols = options.symbolsFor(side, cells.numbers());
            bad = CellDecoder.decodeAll(cells, symbols, values);
            bad = bad == null ? null : CellDecoder.plainly(cells, symbols, bad, false);
        } catch (IllegalArgumentException e) {
            bad = new CellDecoder.Problem(0, e.getMessage());
        }
        return bad == null ? null : Entry.Malformed.at(line, bad.column(), bad.message());
    }

    private Map<String, String> takeMetadata(String rest) {
        if (pending.isEmpty() && (rest == null || rest.isEmpty())) {
            return Map.of();
        }
        Map<String, String> metadata = new LinkedHashMap<>(pending);
        pending.clear();
        if (rest != null && !rest.isEmpty()) {
            metadata.put("rest", rest);
        }
        return metadata;
    }

    private void report(Entry.Malformed malformed) {
        pending.clear();
        ready.add(malformed);
    }

    private static String join(String before, String added) {
        return before.length() + added.length() < METADATA_CHARS ? before + "\n" + added : before;
    }
}
