package dev.sudoku.print;

import dev.sudoku.core.Symbols;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What goes into a booklet: the puzzles in print order and the words around them.
 *
 * @param entries the puzzles, at least one, in the order they are printed (classic and variant ones may mix)
 * @param title printed at the head of every page, and as the PDF's title
 * @param source the source line printed in every page's footer (a copyright, a web address)
 * @param paper the page size
 * @param showRating whether each puzzle's ER is printed beside its level (when it is known)
 * @param symbols the symbols classic grids are drawn in; empty for each size's default (1-9 then A-Z)
 */
public record Booklet(
        List<? extends PrintedEntry> entries,
        Optional<String> title,
        Optional<String> source,
        Paper paper,
        boolean showRating,
        Optional<Symbols.Style> symbols) {
    public Booklet {
        entries = List.copyOf(entries);
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(paper, "paper");
        Objects.requireNonNull(symbols, "symbols");
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("a booklet needs at least one puzzle");
        }
        for (PrintedEntry entry : entries) {
            if (entry instanceof BookletEntry classic && symbols.isPresent()) {
                // Fails now, with the Symbols message (hex stops at 16), rather than halfway through the PDF.
                new Symbols(symbols.get(), classic.puzzle().size());
            }
        }
    }

    /** A booklet in each size's default symbols. */
    public Booklet(
            List<? extends PrintedEntry> entries,
            Optional<String> title,
            Optional<String> source,
            Paper paper,
            boolean showRating) {
        this(entries, title, source, paper, showRating, Optional.empty());
    }

    /** The symbols a grid of {@code size} digits is drawn in. */
    public Symbols symbolsFor(int size) {
        return symbols.map(style -> new Symbols(style, size)).orElseGet(() -> Symbols.defaultFor(size));
    }

    /** The entries on A4, with no title, no source line and no ratings. */
    public static Booklet of(List<? extends PrintedEntry> entries) {
        return new Booklet(entries, Optional.empty(), Optional.empty(), Paper.A4, false);
    }

    /**
     * The most cells across any entry's picture: its side for a classic grid, the canvas for a variant (a
     * samurai's five grids span 21). The pages are laid out for it, so every grid keeps writable cells.
     */
    public int largestSide() {
        int largest = 0;
        for (PrintedEntry entry : entries) {
            largest = Math.max(largest, entry.side());
        }
        return largest;
    }

    public Booklet withTitle(String value) {
        return new Booklet(entries, Optional.of(value), source, paper, showRating, symbols);
    }

    public Booklet withSource(String value) {
        return new Booklet(entries, title, Optional.of(value), paper, showRating, symbols);
    }

    public Booklet withPaper(Paper value) {
        return new Booklet(entries, title, source, value, showRating, symbols);
    }

    public Booklet withSymbols(Symbols.Style value) {
        return new Booklet(entries, title, source, paper, showRating, Optional.of(value));
    }

    public Booklet withRatings(boolean value) {
        return new Booklet(entries, title, source, paper, value, symbols);
    }
}
