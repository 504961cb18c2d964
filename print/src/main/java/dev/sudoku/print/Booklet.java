package dev.sudoku.print;

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
 */
public record Booklet(
        List<? extends PrintedEntry> entries,
        Optional<String> title,
        Optional<String> source,
        Paper paper,
        boolean showRating) {
    public Booklet {
        entries = List.copyOf(entries);
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(paper, "paper");
        if (entries.isEmpty()) {
            throw new IllegalArgumentException("a booklet needs at least one puzzle");
        }
    }

    /** The entries on A4, with no title, no source line and no ratings. */
    public static Booklet of(List<? extends PrintedEntry> entries) {
        return new Booklet(entries, Optional.empty(), Optional.empty(), Paper.A4, false);
    }

    /**
     * Whether some entry's picture holds several grids (a samurai's five on a 21 x 21 canvas): such a
     * booklet prints one puzzle a page so that its digits keep a readable size.
     */
    public boolean hasManyGridPictures() {
        for (PrintedEntry entry : entries) {
            if (entry instanceof VariantBookletEntry variant) {
                var rules = variant.puzzle().rules();
                if (Math.max(rules.canvasRows(), rules.canvasCols()) > rules.digits()) {
                    return true;
                }
            }
        }
        return false;
    }

    public Booklet withTitle(String value) {
        return new Booklet(entries, Optional.of(value), source, paper, showRating);
    }

    public Booklet withSource(String value) {
        return new Booklet(entries, title, Optional.of(value), paper, showRating);
    }

    public Booklet withPaper(Paper value) {
        return new Booklet(entries, title, source, value, showRating);
    }

    public Booklet withRatings(boolean value) {
        return new Booklet(entries, title, source, paper, value);
    }
}
