package dev.sudoku.print;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * What goes into a booklet: the puzzles in print order and the words around them.
 *
 * @param entries the puzzles, at least one, in the order they are printed
 * @param title printed at the head of every page, and as the PDF's title
 * @param source the source line printed in every page's footer (a copyright, a web address)
 * @param paper the page size
 * @param showRating whether each puzzle's ER is printed beside its level (when it is known)
 */
public record Booklet(
        List<BookletEntry> entries, Optional<String> title, Optional<String> source, Paper paper, boolean showRating) {
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
    public static Booklet of(List<BookletEntry> entries) {
        return new Booklet(entries, Optional.empty(), Optional.empty(), Paper.A4, false);
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
