package dev.sudoku.print;

import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.io.UncheckedIOException;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDPage;
import org.apache.pdfbox.text.PDFTextStripper;
import org.apache.pdfbox.text.PDFTextStripperByArea;

/** A written PDF read back with PDFBox's text extraction: whole pages, or the text inside one grid. */
final class PdfPages implements AutoCloseable {
    private final PDDocument document;

    private PdfPages(PDDocument document) {
        this.document = document;
    }

    static PdfPages read(byte[] pdf) {
        try {
            return new PdfPages(Loader.loadPDF(pdf));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    int count() {
        return document.getNumberOfPages();
    }

    /** The text of page {@code number} (1-based). */
    String text(int number) {
        try {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            stripper.setStartPage(number);
            stripper.setEndPage(number);
            return stripper.getText(document);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The characters shown inside {@code area} of page {@code number}, whitespace removed, in reading order. */
    String inside(int number, Rect area) {
        try {
            PDPage page = document.getPage(number - 1);
            float height = page.getMediaBox().getHeight();
            PDFTextStripperByArea stripper = new PDFTextStripperByArea();
            stripper.setSortByPosition(true);
            // The stripper measures from the top of the page, PDF user space from the bottom.
            stripper.addRegion(
                    "area", new Rectangle2D.Float(area.x(), height - area.top(), area.width(), area.height()));
            stripper.extractRegions(page);
            return stripper.getTextForRegion("area").replaceAll("\\s+", "");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public void close() throws IOException {
        document.close();
    }
}
