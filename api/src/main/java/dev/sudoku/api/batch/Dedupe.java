package dev.sudoku.api.batch;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.CsvRow;
import dev.sudoku.api.json.InputReader;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.canon.CanonicalForm;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * {@code batch dedupe}: keeps the first puzzle (by input line) of each class of equivalent puzzles (the
 * same {@linkplain CanonicalForm canonical form}: equal up to relabelling digits, permuting bands, stacks,
 * rows and columns within them, and transposing) and reports each class's size. The output is CSV, one
 * row per kept puzzle and per line that is not a puzzle, in input order, with the header {@link #HEADER}.
 *
 * <p>Both engines call {@link #key} per line and {@link #row} per kept line, so their outputs are equal.
 */
public final class Dedupe {
    /** The CSV header. */
    public static final String HEADER = "line,puzzle,canonical,class_size,error";

    /** Places an {@linkplain #order order} leaves for the entries of one line. */
    private static final long PLACES = 65_536;

    private Dedupe() {}

    /**
     * One input line read and keyed: a puzzle with its canonical key, or an error (canonical null).
     *
     * @param line the 1-based input line
     * @param seq the entry's place on its line, from 0 (a line holds one puzzle but JSON Lines may hold more)
     * @param puzzle the puzzle as one line, or null for an error
     * @param canonical the canonical key, or null for an error
     * @param error why the line is not a puzzle, or null
     */
    public record Keyed(long line, int seq, String puzzle, String canonical, String error) implements Serializable {
        private static final long serialVersionUID = 1L;
    }

    /**
     * The puzzles of one line, keyed; empty for a blank, comment or header line. Never throws for bad input.
     */
    public static List<Keyed> key(InputLayout layout, long line, String text) {
        List<Keyed> out = new ArrayList<>(1);
        InputLayout.Row row = layout.row(line, text);
        if (row instanceof InputLayout.Header) {
            return out;
        }
        if (row instanceof InputLayout.Bad bad) {
            out.add(new Keyed(line, 0, null, null, bad.message()));
            return out;
        }
        Iterator<Entry> entries = new InputReader(ReadOptions.DEFAULT).entries(((InputLayout.Text) row).text());
        for (int seq = 0; entries.hasNext(); seq++) {
            Entry entry = entries.next();
            if (entry instanceof Entry.Puzzle puzzle) {
                try {
                    String key = CanonicalForm.of(puzzle.grid()).key();
                    out.add(new Keyed(line, seq, GridText.DEFAULT.line(puzzle.grid()), key, null));
                } catch (RuntimeException e) {
                    // A grid with a repeated digit in a row or column has no canonical form; the repeat is
                    // named in solve's and rate's words (rows and columns are searched before boxes).
                    String why = Conflicts.find(Geometry.of(puzzle.grid().shape()), puzzle.grid())
                            .map(Conflict::message)
                            .orElse(e.getMessage());
                    out.add(new Keyed(
                            line, seq, GridText.DEFAULT.line(puzzle.grid()), null, "line " + line + ": " + why));
                }
            } else {
                String message = ((Entry.Malformed) entry).message();
                out.add(new Keyed(line, seq, null, null, LineAloneMessage.of(message, line)));
            }
        }
        return out;
    }

    /** The CSV row of a kept puzzle (with its class's size) or of an error (size 0). */
    public static String row(Keyed keyed, long classSize) {
        return CsvRow.of(
                keyed.line(),
                nullable(keyed.puzzle()),
                nullable(keyed.canonical()),
                keyed.error() == null ? classSize : "",
                nullable(keyed.error()));
    }

    /** The local engine on one thread: the rows of every line, in input order. */
    public static List<String> rows(InputLayout layout, Iterator<String> lines) {
        Classes classes = new Classes();
        long number = 0;
        while (lines.hasNext()) {
            key(layout, ++number, lines.next()).forEach(classes::add);
        }
        List<String> rows = new ArrayList<>();
        classes.rows().forEach(rows::add);
        return rows;
    }

    /**
     * The classes met so far, for the local engine: entries are added in input order (keyed on any number of
     * threads beforehand), and one entry per class is held in memory.
     */
    public static final class Classes {
        private final Map<String, Long> sizes = new HashMap<>();
        private final List<Keyed> kept = new ArrayList<>();

        /** Counts {@code keyed} in its class, keeping it when it is the class's first (or an error). */
        public void add(Keyed keyed) {
            // A class is new the first time its key is counted.
            if (keyed.canonical() == null || sizes.merge(keyed.canonical(), 1L, Long::sum) == 1L) {
                kept.add(keyed);
            }
        }

        /**
         * The CSV rows of the entries kept, in the order they were added, each made as it is read: a run of
         * millions of classes writes them one by one instead of holding them all.
         */
        public Iterable<String> rows() {
            return () -> kept.stream()
                    .map(keyed -> row(keyed, keyed.canonical() == null ? 0 : sizes.get(keyed.canonical())))
                    .iterator();
        }
    }

    /** Input order: by line, then by place on the line. */
    public static long order(Keyed keyed) {
        return keyed.line() * PLACES + keyed.seq();
    }

    /** The line of an {@linkplain #order order}. */
    public static long line(long order) {
        return order / PLACES;
    }

    /** The place on its line of an {@linkplain #order order}. */
    public static int seq(long order) {
        return (int) (order % PLACES);
    }

    private static String nullable(String value) {
        return value == null ? "" : value;
    }
}
