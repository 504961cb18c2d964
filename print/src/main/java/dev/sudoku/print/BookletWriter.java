package dev.sudoku.print;

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
 * Writes a {@link Booklet} as a PDF: the puzzles six to a page, each under "No. k" and its level, then the
 * solutions twelve to a page, each under its number; every page has the title at its head and the source
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

    private BookletWriter() {}

    /** Pages of a booklet of {@code entries} puzzles: the puzzle pages, then the solution pages. */
    public static int pageCount(Paper paper, int entries) {
        return PageLayout.puzzles(paper).pagesFor(entries)
                + PageLayout.solutions(paper).pagesFor(entries);
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
        List<BookletEntry> entries = booklet.entries();
        PageLayout puzzles = PageLayout.puzzles(booklet.paper());
        PageLayout solutions = PageLayout.solutions(booklet.paper());
        int pages = pageCount(booklet.paper(), entries.size());
        int pageNumber = 0;
        for (int first = 0; first < entries.size(); first += puzzles.perPage()) {
            List<BookletEntry> onPage = entries.subList(first, Math.min(entries.size(), first + puzzles.perPage()));
            try (PDPageContentStream page = newPage(document, booklet.paper())) {
                frame(page, puzzles, booklet, false, ++pageNumber, pages);
                for (int i = 0; i < onPage.size(); i++) {
                    puzzle(page, puzzles.slot(i), onPage.get(i), booklet.showRating());
                }
            }
        }
        for (int first = 0; first < entries.size(); first += solutions.perPage()) {
            List<BookletEntry> onPage = entries.subList(first, Math.min(entries.size(), first + solutions.perPage()));
            try (PDPageContentStream page = newPage(document, booklet.paper())) {
                frame(page, solutions, booklet, true, ++pageNumber, pages);
                for (int i = 0; i < onPage.size(); i++) {
                    solution(page, solutions.slot(i), onPage.get(i));
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

    private void puzzle(PDPageContentStream page, PageLayout.Slot slot, BookletEntry entry, boolean showRating)
            throws IOException {
        float baseline = slot.label().y() + 4f;
        PdfText.show(page, fonts.bold(), PUZZLE_LABEL_SIZE, slot.label().x(), baseline, "No. " + entry.number());
        String level = entry.level().displayName();
        if (showRating && entry.rating().isPresent()) {
            level += " (ER " + Rating.format(entry.rating().getAsDouble()) + ")";
        }
        PdfText.showRight(page, fonts.regular(), PUZZLE_LABEL_SIZE, slot.label().right(), baseline, level);
        GridGeometry geometry = new GridGeometry(slot.grid(), entry.puzzle().shape());
        renderer.draw(page, geometry, entry.puzzle(), entry.puzzle());
    }

    private void solution(PDPageContentStream page, PageLayout.Slot slot, BookletEntry entry) throws IOException {
        float baseline = slot.label().y() + 4f;
        PdfText.show(page, fonts.bold(), SOLUTION_LABEL_SIZE, slot.label().x(), baseline, "No. " + entry.number());
        GridGeometry geometry = new GridGeometry(slot.grid(), entry.puzzle().shape());
        renderer.draw(page, geometry, entry.solution(), entry.puzzle());
    }
}
