package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Reads variant puzzles from text, one entry per puzzle in input order; an entry that does not read is a
 * {@link VariantEntry.Malformed} naming the line and column, and reading goes on with the next entry.
 *
 * <p>A grid is written on one line of N x N cells (N = 4 to 32, digits 1-9 then letters A=10...; blanks
 * {@code .}, {@code 0} or {@code _}; spaces and {@code | + - =} are skipped), or as N lines of N cells for N
 * under 16 (a line of 16, 25 ... cells is read as a whole 4x4, 5x5 ... grid). A jigsaw puzzle is its givens
 * followed by its region map, written the same way with one letter or digit per cell; a samurai puzzle
 * is its five grids or its 21 x 21 picture (see {@link SamuraiText}); an odd/even puzzle's marks follow
 * (after a jigsaw's region map), {@code o} odd, {@code e} even, {@code .} unmarked, one per cell; a killer
 * puzzle's cage map and sums follow next (see {@link CageText}); a consecutive puzzle's bars come last, one
 * code per cell (see {@link BarMap}). Empty lines and lines starting with {@code #} are skipped.
 */
public final class VariantReader {
    private final Set<Variant> variants;

    /**
     * @throws IllegalArgumentException when the variants exclude each other (samurai with another)
     */
    public VariantReader(Set<Variant> variants) {
        RuleSets.requireCombinable(variants);
        this.variants = Set.copyOf(variants);
    }

    /** Every entry of {@code text}, in order. */
    public List<VariantEntry> read(String text) {
        List<VariantEntry> entries = new ArrayList<>();
        entries(text.lines().iterator()).forEachRemaining(entries::add);
        return entries;
    }

    /**
     * The entries of {@code lines}, each read when asked for: a line is taken from {@code lines} only when
     * the entry being read needs it (or, to tell whether another entry follows, the next one that is not
     * blank), so a long input is read in constant memory and each entry is ready as soon as its lines are.
     * An {@link java.io.UncheckedIOException} of {@code lines} goes on to the caller.
     */
    public Iterator<VariantEntry> entries(Iterator<String> lines) {
        Lines cursor = new Lines(lines);
        return new Iterator<>() {
            @Override
            public boolean hasNext() {
                return cursor.skipBlank();
            }

            @Override
            public VariantEntry next() {
                if (!hasNext()) {
                    throw new NoSuchElementException();
                }
                return entry(cursor);
            }
        };
    }

    /** The entry at the cursor, which stands on its first line. */
    private VariantEntry entry(Lines lines) {
        int start = lines.number();
        // Every line of the entry is taken before any part is read, so a fault inside a part leaves
        // the cursor at the next entry; only a fault of the layout itself needs skipEntry.
        Supplier<VariantPuzzle> puzzle;
        try {
            puzzle = take(lines);
        } catch (FormatException e) {
            lines.skipEntry(start, EntryParts.count(variants) > 1);
            return new VariantEntry.Malformed(start, e.line(), e.column(), e.getMessage());
        }
        try {
            return new VariantEntry.Puzzle(puzzle.get(), start);
        } catch (FormatException e) {
            return new VariantEntry.Malformed(start, e.line(), e.column(), e.getMessage());
        }
    }

    /** Takes the lines of the entry at the cursor; what it returns reads them into the puzzle. */
    private Supplier<VariantPuzzle> take(Lines lines) {
        if (variants.contains(Variant.SAMURAI)) {
            Supplier<int[]> givens = SamuraiText.take(lines);
            return () -> new VariantPuzzle(Samurai.rules(), givens.get());
        }
        EntryParts parts = EntryParts.take(variants, lines);
        return () -> puzzle(parts);
    }

    /** The puzzle of an entry's parts, each read and checked in the order they are written. */
    private VariantPuzzle puzzle(EntryParts parts) {
        parts.requireFit();
        Block givens = parts.givens();
        Optional<RegionMap> regions =
                parts.regions().map(map -> RegionMap.parse(map.text(), map.firstLine(), map.side()));
        RuleSet rules = rules(givens.side(), regions, givens.firstLine());
        if (parts.marks().isPresent()) {
            Block marks = parts.marks().get();
            rules = rules.withParity(ParityMap.parse(marks.text(), marks.firstLine(), givens.side() * givens.side()));
        }
        if (parts.cages().isPresent()) {
            Block map = parts.cages().get();
            CageMap cages = CageText.read(map, parts.sums().orElseThrow());
            RuleSet uncaged = rules;
            rules = withRule(() -> uncaged.withCages(cages), map.firstLine());
        }
        if (parts.bars().isPresent()) {
            Block bars = parts.bars().get();
            BarMap map = BarMap.parse(bars.text(), bars.firstLine(), bars.side());
            RuleSet unbarred = rules;
            boolean strict = variants.contains(Variant.CONSECUTIVE);
            rules = withRule(() -> strict ? unbarred.withBars(map) : unbarred.withPartialBars(map), bars.firstLine());
        }
        return new VariantPuzzle(rules, givens.values(rules.digits()));
    }

    /** The rules with killer cages or consecutive bars added; a rule that does not fit names its line. */
    private static RuleSet withRule(Supplier<RuleSet> added, int line) {
        try {
            return added.get();
        } catch (IllegalArgumentException e) {
            throw new FormatException(line, 0, e.getMessage());
        }
    }

    private RuleSet rules(int side, Optional<RegionMap> regions, int line) {
        try {
            return RuleSets.of(variants, side, regions);
        } catch (IllegalArgumentException e) {
            throw new FormatException(line, 0, e.getMessage());
        }
    }

    /** Symbols as digits 1..{@code digits}, 0 for a blank; an error names a character that is not one. */
    static int[] values(List<Symbol> symbols, int digits) {
        int[] values = new int[symbols.size()];
        for (int cell = 0; cell < values.length; cell++) {
            Symbol symbol = symbols.get(cell);
            int value = VariantText.value(symbol.text());
            if (value < 0 || value > digits) {
                throw new FormatException(
                        symbol.line(),
                        symbol.column(),
                        "'" + symbol.text() + "' is not a digit of a " + digits + "x" + digits
                                + " grid (nor a blank: . 0 _)");
            }
            values[cell] = value;
        }
        return values;
    }

    /**
     * The input's lines with a cursor that only moves forward: one line read ahead at most, so the lines
     * behind the cursor are not held.
     */
    static final class Lines {
        private final Iterator<String> lines;
        /** The line at the cursor once read from {@code lines}, else null. */
        private String ahead;
        /** The 0-based index of the line at the cursor. */
        private int next;

        Lines(Iterator<String> lines) {
            this.lines = lines;
        }

        /**
         * After an entry that does not read (it began at line {@code start}): when its layout was not
         * that of an entry, moves on to the next empty or comment line, since where its parts end cannot
         * be known; an entry of one line ({@code parts} false, the error on its first line) is left at
         * that line. Always past line {@code start}, so reading goes on.
         */
        void skipEntry(int start, boolean parts) {
            if (parts || next > start) {
                while (hasNext() && !peek().isBlank() && !peek().startsWith("#")) {
                    take();
                }
            }
            while (next < start && hasNext()) {
                take();
            }
        }

        /** Moves past empty and comment lines; false at the end. */
        boolean skipBlank() {
            while (hasNext() && (peek().isBlank() || peek().startsWith("#"))) {
                take();
            }
            return hasNext();
        }

        boolean hasNext() {
            if (ahead == null && lines.hasNext()) {
                ahead = lines.next();
            }
            return ahead != null;
        }

        String peek() {
            if (!hasNext()) {
                throw new NoSuchElementException();
            }
            return ahead;
        }

        String take() {
            String line = peek();
            ahead = null;
            next++;
            return line;
        }

        /** The 1-based number of the next line. */
        int number() {
            return next + 1;
        }
    }
}
