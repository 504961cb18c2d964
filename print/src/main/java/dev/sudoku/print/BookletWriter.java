package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.rating.Rating;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.common.PDRectangle;

/**
 * Writes a {@link Booklet} as a PDF: the puzzles six to a page (fewer for grids above 9x9), each under
 * "No. k" and its level, then the solutions twelve to a page (fewer likewise), each under its number; every page has the title at its head and the source
 * line and page number at its foot.
 *
 * <p>The same booklet always gives the same bytes: the document carries no dates, and its file identifier
 * is a digest of the content ({@link DocumentInfo}).
 *
 * <p>Cost: linear in the cells printed. Fonts are named, not embedded, and page content is compressed:
 * eight 9x9 puzzles with their solutions make a 3-page file of about 9 KB.
 */
public final class BookletWriter {
    private static final float TITLE_SIZE = 13f;
    private static final float FOOTER_SIZE = 8.5f;
    private static final float PUZZLE_LABEL_SIZE = 10f;
    private static final float SOLUTION_LABEL_SIZE = 8f;

    private final PdfText fonts = new PdfText();
    private final GridRenderer renderer = new GridRenderer(fonts);
    private final VariantRenderer variantRenderer = new VariantRenderer(fonts);

    private BookletWriter() {}

    /** Pages of a booklet of {@code entries} 9x9 puzzles: the puzzle pages, then the solution pages. */
    public static int pageCount(Paper paper, int entries) {
        if (entries < 0) {
            throw new IllegalArgumentException("entries must not be negative, got " + entries);
        }
        return pageCount(paper, entries, 9);
    }

    /** Pages of {@code booklet}: fewer puzzles a page for larger grids ({@link PageLayout#puzzles}). */
    public static int pageCount(Booklet booklet) {
        return pageCount(booklet.paper(), booklet.entries().size(), booklet.largestSide());
    }

    private static int pageCount(Paper paper, int entries, int side) {
        return PageLayout.puzzles(paper, side).pagesFor(entries)
                + PageLayout.solutions(paper, side).pagesFor(entries);
    }

    /** Writes the booklet to {@code out}, which is not closed. */
    public static void write(Booklet booklet, OutputStream out) throws IOException {
        try (PDDocument document = new PDDocument()) {
            new BookletWriter().fill(document, booklet);
            DocumentInfo.apply(document, booklet);
            document.save(out);
        }
    }

    /**
     * Writes the booklet to {@code target} all at once: the PDF goes to a new file beside it, which then
     * replaces the target. A failure leaves any earlier target file as it was.
     */
    public static void write(Booklet booklet, Path target) throws IOException {
        AtomicFile.write(target, out -> write(booklet, out));
    }

    private void fill(PDDocument document, Booklet booklet) throws IOException {
        List<? extends PrintedEntry> entries = booklet.entries();
        PageLayout puzzles = PageLayout.puzzles(booklet.paper(), booklet.largestSide());
        PageLayout solutions = PageLayout.solutions(booklet.paper(), booklet.largestSide());
        int pages = pageCount(booklet);
        int pageNumber = 0;
        for (int first = 0; first < entries.size(); first += puzzles.perPage()) {
            List<? extends PrintedEntry> onPage =
                    entries.subList(first, Math.min(entries.size(), first + puzzles.perPage()));
            try (PDPageContentStream page = newPage(document, booklet.paper())) {
                frame(page, puzzles, booklet, false, ++pageNumber, pages);
                for (int i = 0; i < onPage.size(); i++) {
                    puzzle(page, puzzles.slot(i), onPage.get(i), booklet);
                }
            }
        }
        for (int first = 0; first < entries.size(); first += solutions.perPage()) {
            List<? extends PrintedEntry> onPage =
                    entries.subList(first, Math.min(entries.size(), first + solutions.perPage()));
            try (PDPageContentStream page = newPage(document, booklet.paper())) {
                frame(page, solutions, booklet, true, ++pageNumber, pages);
                for (int i = 0; i < onPage.size(); i++) {
                    solution(page, solutions.slot(i), onPage.get(i), booklet);
                }
            }
        }
    }

    private static PDPageContentStream newPage(PDDocument document, Paper paper) throws IOException {
        PDPage page = new PDPage(new PDRectangle(paper.width(), paper.height()));
        document.addPage(page);
        return new PDPageContentStream(document, page);
    }

    /** The header (title; "Solutions" at the back) and the footer (source line, page number). */
    private void frame(
            PDPageContentStream page, PageLayout layout, Booklet booklet, boolean back, int number, int pages)
            throws IOException {
        float width = layout.right() - layout.left();
        float headerY = layout.headerBaseline();
        if (back) {
            PdfText.show(page, fonts.bold(), TITLE_SIZE, layout.left(), headerY, "Solutions");
            if (booklet.title().isPresent()) {
                String title = PdfText.fit(fonts.regular(), booklet.title().get(), TITLE_SIZE, width * 0.7f);
                PdfText.showRight(page, fonts.regular(), TITLE_SIZE, layout.right(), headerY, title);
            }
        } else if (booklet.title().isPresent()) {
            String title = PdfText.fit(fonts.bold(), booklet.title().get(), TITLE_SIZE, width);
            PdfText.show(page, fonts.bold(), TITLE_SIZE, layout.left(), headerY, title);
        }
        String pageText = "Page " + number + " of " + pages;
        float footerY = layout.footerBaseline();
        PdfText.showRight(page, fonts.regular(), FOOTER_SIZE, layout.right(), footerY, pageText);
        if (booklet.source().isPresent()) {
            float room = width - PdfText.width(fonts.regular(), pageText, FOOTER_SIZE) - 20f;
            String source = PdfText.fit(fonts.regular(), booklet.source().get(), FOOTER_SIZE, room);
            PdfText.show(page, fonts.regular(), FOOTER_SIZE, layout.left(), footerY, source);
        }
    }

    private void puzzle(PDPageContentStream page, PageLayout.Slot slot, PrintedEntry entry, Booklet booklet)
            throws IOException {
        float baseline = slot.label().y() + 4f;
        PdfText.show(page, fonts.bold(), PUZZLE_LABEL_SIZE, slot.label().x(), baseline, "No. " + entry.number());
        PdfText.showRight(
                page,
                fonts.regular(),
                PUZZLE_LABEL_SIZE,
                slot.label().right(),
                baseline,
                label(entry, booklet.showRating()));
        grid(page, slot.grid(), entry, false, booklet);
    }

    /** The words beside a puzzle's number: its level (and ER when asked), or its variant. */
    private static String label(PrintedEntry entry, boolean showRating) {
        if (entry instanceof VariantBookletEntry variant) {
            return variant.label();
        }
        BookletEntry classic = (BookletEntry) entry;
        return classic.level().displayName()
                + (showRating && classic.rating().isPresent()
                        ? " (ER " + Rating.format(classic.rating().getAsDouble()) + ")"
                        : "");
    }

    private void solution(PDPageContentStream page, PageLayout.Slot slot, PrintedEntry entry, Booklet booklet)
            throws IOException {
        float baseline = slot.label().y() + 4f;
        PdfText.show(page, fonts.bold(), SOLUTION_LABEL_SIZE, slot.label().x(), baseline, "No. " + entry.number());
        grid(page, slot.grid(), entry, true, booklet);
    }

    /** The puzzle, or with {@code solved} its solution, the givens in bold either way. */
    private void grid(PDPageContentStream page, Rect square, PrintedEntry entry, boolean solved, Booklet booklet)
            throws IOException {
        if (entry instanceof VariantBookletEntry variant) {
            int[] givens = variant.puzzle().givens();
            int[] values = solved ? variant.solution() : givens;
            variantRenderer.draw(
                    page, square, new VariantPicture(variant.puzzle().rules()), values, givens, !solved);
            return;
        }
        BookletEntry classic = (BookletEntry) entry;
        Grid values = solved ? classic.solution() : classic.puzzle();
        renderer.draw(
                page,
                new GridGeometry(square, classic.puzzle().shape()),
                values,
                classic.puzzle(),
                booklet.symbolsFor(values.size()));
    }
}
