package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads variant puzzles from text, one entry per puzzle in input order; an entry that does not read is a
 * {@link VariantEntry.Malformed} naming the line and column, and reading goes on with the next line.
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

    public VariantReader(Set<Variant> variants) {
        this.variants = Set.copyOf(variants);
    }

    /** Every entry of {@code text}, in order. */
    public List<VariantEntry> read(String text) {
        Lines lines = new Lines(text.lines().toList());
        List<VariantEntry> entries = new ArrayList<>();
        while (lines.skipBlank()) {
            int start = lines.number();
            try {
                if (variants.contains(Variant.SAMURAI)) {
                    RuleSet samurai = rules(9, Optional.empty(), start);
                    entries.add(new VariantEntry.Puzzle(new VariantPuzzle(samurai, SamuraiText.take(lines)), start));
                    continue;
                }
                Block givens = Block.take(lines);
                Optional<RegionMap> regions = Optional.empty();
                if (variants.contains(Variant.JIGSAW)) {
                    if (!lines.skipBlank()) {
                        throw new FormatException(start, 0, "a jigsaw puzzle needs a region map after its givens");
                    }
                    Block map = Block.take(lines);
                    if (map.side() != givens.side()) {
                        throw new FormatException(
                                map.firstLine(),
                                0,
                                "the region map is " + map.side() + "x" + map.side() + ", the givens " + givens.side()
                                        + "x" + givens.side());
                    }
                    regions = Optional.of(RegionMap.parse(map.text(), map.firstLine(), map.side()));
                }
                RuleSet rules = rules(givens.side(), regions, start);
                if (variants.contains(Variant.ODDEVEN)) {
                    Block marks = next(lines, start, givens.side(), "an odd/even puzzle", "the odd/even marks");
                    rules = rules.withParity(
                            ParityMap.parse(marks.text(), marks.firstLine(), givens.side() * givens.side()));
                }
                if (variants.contains(Variant.KILLER)) {
                    Block map = next(lines, start, givens.side(), "a killer puzzle", "the cage map");
                    CageMap cages = CageText.read(map, lines);
                    RuleSet uncaged = rules;
                    rules = withRule(() -> uncaged.withCages(cages), map.firstLine());
                }
                if (Variant.hasBars(variants)) {
                    Block bars = next(lines, start, givens.side(), "a consecutive puzzle", "the bars");
                    BarMap map = BarMap.parse(bars.text(), bars.firstLine(), bars.side());
                    RuleSet unbarred = rules;
                    boolean strict = variants.contains(Variant.CONSECUTIVE);
                    rules = withRule(
                            () -> strict ? unbarred.withBars(map) : unbarred.withPartialBars(map), bars.firstLine());
                }
                entries.add(new VariantEntry.Puzzle(new VariantPuzzle(rules, givens.values(rules.digits())), start));
            } catch (FormatException e) {
                entries.add(new VariantEntry.Malformed(start, e.line(), e.column(), e.getMessage()));
            }
        }
        return entries;
    }

    /**
     * The next block, {@code what} (of {@code puzzle}) after the givens, of the grid's size: "an odd/even
     * puzzle needs the odd/even marks after its givens", "the cage map is 6x6, the givens 9x9".
     */
    private static Block next(Lines lines, int start, int side, String puzzle, String what) {
        if (!lines.skipBlank()) {
            throw new FormatException(start, 0, puzzle + " needs " + what + " after its givens");
        }
        Block block = Block.take(lines);
        if (block.side() != side) {
            throw new FormatException(
                    block.firstLine(),
                    0,
                    what + " are " + block.side() + "x" + block.side() + ", the givens " + side + "x" + side);
        }
        return block;
    }

    /** The rules with killer cages or consecutive bars added; a rule that does not fit names its line. */
    private static RuleSet withRule(java.util.function.Supplier<RuleSet> added, int line) {
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

    /** The input's lines with a cursor. */
    static final class Lines {
        private final List<String> lines;
        private int next;

        Lines(List<String> lines) {
            this.lines = lines;
        }

        /** Moves past empty and comment lines; false at the end. */
        boolean skipBlank() {
            while (next < lines.size()
                    && (lines.get(next).isBlank() || lines.get(next).startsWith("#"))) {
                next++;
            }
            return next < lines.size();
        }

        boolean hasNext() {
            return next < lines.size();
        }

        String peek() {
            return lines.get(next);
        }

        String take() {
            return lines.get(next++);
        }

        /** The 1-based number of the next line. */
        int number() {
            return next + 1;
        }
    }
}
