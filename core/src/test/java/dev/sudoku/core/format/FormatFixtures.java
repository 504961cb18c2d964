package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.io.BufferedReader;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Random;

/** Shared puzzles and helpers for the format tests. */
final class FormatFixtures {
    /** A well-known 9x9 puzzle with a unique solution. */
    static final String PUZZLE = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    static final String SOLUTION = "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    /** A 4x4 grid on one line. */
    static final String SMALL = "1.3." + "..2." + ".3.." + "4..1";

    private FormatFixtures() {}

    static List<Entry> read(String text) {
        return read(text, ReadOptions.DEFAULT);
    }

    static List<Entry> read(String text, ReadOptions options) {
        List<Entry> entries = new ArrayList<>();
        Iterator<Entry> it = new PuzzleReader(options).entries(new BufferedReader(new StringReader(text)));
        it.forEachRemaining(entries::add);
        return entries;
    }

    static Entry.Puzzle onlyPuzzle(String text) {
        return onlyPuzzle(text, ReadOptions.DEFAULT);
    }

    static Entry.Puzzle onlyPuzzle(String text, ReadOptions options) {
        List<Entry> entries = read(text, options);
        if (entries.size() != 1 || !(entries.get(0) instanceof Entry.Puzzle puzzle)) {
            throw new AssertionError("expected one puzzle, got " + entries);
        }
        return puzzle;
    }

    static Entry.Malformed onlyMalformed(String text) {
        return onlyMalformed(text, ReadOptions.DEFAULT);
    }

    static Entry.Malformed onlyMalformed(String text, ReadOptions options) {
        List<Entry> entries = read(text, options);
        if (entries.size() != 1 || !(entries.get(0) instanceof Entry.Malformed malformed)) {
            throw new AssertionError("expected one malformed entry, got " + entries);
        }
        return malformed;
    }

    /** The message of an entry that must be malformed. */
    static String message(Entry entry) {
        if (!(entry instanceof Entry.Malformed malformed)) {
            throw new AssertionError("expected a malformed entry, got " + entry);
        }
        return malformed.message();
    }

    /** A 9x9 grid from an 81-character string of digits and dots. */
    static Grid grid(String cells) {
        return grid(BoxShape.CLASSIC, cells);
    }

    static Grid grid(BoxShape shape, String cells) {
        int[] values = new int[cells.length()];
        for (int i = 0; i < values.length; i++) {
            char c = cells.charAt(i);
            values[i] = c == '.' ? 0 : Character.digit(c, 36);
        }
        return Grid.of(shape, values);
    }

    /** Any values, blanks included: formats must carry every grid, valid Sudoku or not. */
    static Grid randomGrid(BoxShape shape, Random random) {
        int[] values = new int[shape.cellCount()];
        for (int i = 0; i < values.length; i++) {
            values[i] = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(shape.size());
        }
        return Grid.of(shape, values);
    }
}
