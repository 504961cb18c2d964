package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The text of one variant entry, cut into its parts before any is read: the givens, then (as the variants
 * ask) a jigsaw's region map, odd/even marks, a killer's cage map and sums, consecutive bars. Taking every
 * line of an entry first means a fault inside a part still leaves the reader at the next entry.
 */
record EntryParts(
        Block givens,
        Optional<Block> regions,
        Optional<Block> marks,
        Optional<Block> cages,
        Optional<CageText.SumLines> sums,
        Optional<Block> bars) {

    /** Raises the first misfit of the parts, in the order they are written, before any part is read. */
    void requireFit() {
        givens.requireFit();
        regions.ifPresent(Block::requireFit);
        marks.ifPresent(Block::requireFit);
        cages.ifPresent(Block::requireFit);
        bars.ifPresent(Block::requireFit);
    }

    /** How many per-cell parts an entry of {@code variants} has, the givens included. */
    static int count(Set<Variant> variants) {
        int parts = 1;
        parts += variants.contains(Variant.JIGSAW) ? 1 : 0;
        parts += variants.contains(Variant.ODDEVEN) ? 1 : 0;
        parts += variants.contains(Variant.KILLER) ? 1 : 0;
        parts += Variant.hasBars(variants) ? 1 : 0;
        return parts;
    }

    /**
     * Takes the entry at the cursor: the parts one after the other, or side by side as
     * the grid format draws them. Throws when the lines do not have the layout of an entry.
     */
    static EntryParts take(Set<Variant> variants, VariantReader.Lines lines) {
        int parts = count(variants);
        int side = SideBySide.side(lines.peek(), parts);
        if (side > 0) {
            List<Block> blocks = SideBySide.take(lines, parts, side);
            int at = 1;
            Optional<Block> regions =
                    variants.contains(Variant.JIGSAW) ? Optional.of(blocks.get(at++)) : Optional.empty();
            Optional<Block> marks =
                    variants.contains(Variant.ODDEVEN) ? Optional.of(blocks.get(at++)) : Optional.empty();
            Optional<Block> cages =
                    variants.contains(Variant.KILLER) ? Optional.of(blocks.get(at++)) : Optional.empty();
            Optional<Block> bars = Variant.hasBars(variants) ? Optional.of(blocks.get(at)) : Optional.empty();
            return new EntryParts(
                    blocks.get(0), regions, marks, cages, cages.map(map -> CageText.takeSums(lines, map)), bars);
        }
        Block givens = Block.take(lines);
        int n = givens.side();
        Optional<Block> regions = variants.contains(Variant.JIGSAW)
                ? Optional.of(next(lines, n, "a jigsaw puzzle", "the region map"))
                : Optional.empty();
        Optional<Block> marks = variants.contains(Variant.ODDEVEN)
                ? Optional.of(next(lines, n, "an odd/even puzzle", "the odd/even marks"))
                : Optional.empty();
        Optional<Block> cages = variants.contains(Variant.KILLER)
                ? Optional.of(next(lines, n, "a killer puzzle", "the cage map"))
                : Optional.empty();
        Optional<CageText.SumLines> sums = cages.map(map -> CageText.takeSums(lines, map));
        Optional<Block> bars = Variant.hasBars(variants)
                ? Optional.of(next(lines, n, "a consecutive puzzle", "the bars"))
                : Optional.empty();
        return new EntryParts(givens, regions, marks, cages, sums, bars);
    }

    /**
     * The next block, {@code what} (of {@code puzzle}) after the givens, of the grid's side: "an odd/even
     * puzzle needs the odd/even marks after its givens (the input ends after line 3)".
     */
    private static Block next(VariantReader.Lines lines, int side, String puzzle, String what) {
        int before = lines.number() - 1;
        if (!lines.skipBlank()) {
            throw new FormatException(
                    before,
                    0,
                    puzzle + " needs " + what + " after its givens (the input ends after line " + before + ")");
        }
        return Block.take(lines, side, what);
    }
}
