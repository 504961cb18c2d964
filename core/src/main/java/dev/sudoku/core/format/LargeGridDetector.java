package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;

/**
 * Settles a line of 16, 25, 36, 49 or 64 cells, which is either a whole puzzle of side n or the first row
 * of a grid of side n*n.
 *
 * <p>Box bars make it a row at once: one-line puzzles never have them. Otherwise it is a row only when at
 * least one more line of the same length follows and there is evidence among them: a border line before
 * it, a separator line after it and a row, or a digit above n. So a lone line with a stray large digit is
 * reported as a bad small puzzle, and a file of small puzzles with a separator line between each stays a
 * file of puzzles. A grid whose rows use only digits up to n and no separators reads as puzzles, one a
 * line.
 *
 * <p><b>Performance:</b> the look-ahead reads at most a side's worth of lines (and at most {@value
 * #LOOKAHEAD_CHARS} characters); lines it has judged to be puzzles are not looked past again, so a file of
 * 4x4 puzzles costs each line about two parses.
 */
final class LargeGridDetector {
    /** Look-ahead stops after this many characters, so a run of long lines cannot pile up in memory. */
    private static final int LOOKAHEAD_CHARS = 1 << 16;

    private final LineParser parser;
    private final ReadOptions options;
    private final LineQueue lines;
    private int knownPuzzles;

    LargeGridDetector(LineParser parser, ReadOptions options, LineQueue lines) {
        this.parser = parser;
        this.options = options;
        this.lines = lines;
    }

    /** Forgets earlier judgements: the lines they covered are no longer next. */
    void reset() {
        knownPuzzles = 0;
    }

    /** True when {@code data}, a puzzle count of cells, is rather the first row of a larger grid. */
    boolean startsLargeGrid(ParsedLine.Data data, boolean bordered) {
        int count = data.cells().count();
        if (count > BoxShape.MAX_SIZE || data.rest() != null) {
            return false;
        }
        if (knownPuzzles > 0) {
            knownPuzzles--;
            return false;
        }
        if (data.cells().barred()) {
            return true;
        }
        int side = LineParser.side(count);
        boolean evidence = bordered || exceeds(data.cells(), side);
        int seen = 0;
        int chars = 0;
        while (seen < count - 1 && chars < LOOKAHEAD_CHARS) {
            LineSource.RawLine next = lines.peek(seen);
            if (next == null) {
                break;
            }
            chars += next.text().length();
            ParsedLine parsed = parser.parse(next);
            if (parsed instanceof ParsedLine.Separator && seen > 0) {
                return true;
            }
            if (!(parsed instanceof ParsedLine.Data row)
                    || row.answer() != null
                    || row.rest() != null
                    || row.cells().count() != count) {
                break;
            }
            evidence |= row.cells().barred() || exceeds(row.cells(), side);
            seen++;
            if (evidence) {
                return true;
            }
        }
        knownPuzzles = seen;
        return false;
    }

    /** True when some cell, read as a digit of the large grid, is above the small puzzle's side. */
    private boolean exceeds(Tokens cells, int side) {
        Symbols symbols;
        try {
            symbols = options.symbolsFor(cells.count(), cells.numbers());
        } catch (IllegalArgumentException e) {
            return false;
        }
        for (int i = 0; i < cells.count(); i++) {
            if (CellDecoder.decode(cells, i, symbols) > side) {
                return true;
            }
        }
        return false;
    }
}
