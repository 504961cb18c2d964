package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.print.Booklet;
import dev.sudoku.print.BookletEntry;
import dev.sudoku.print.BookletWriter;
import dev.sudoku.print.PdfLogging;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.Random;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.rendering.PDFRenderer;
import org.junit.jupiter.api.Test;

/**
 * The project's own booklet page (six puzzles, `sudoku print`), rendered and photographed turned and
 * blurred: the reader picks one of the six grids and reads it exactly.
 */
class BookletPagePhotoTest {
    @Test
    void a_photographed_booklet_page_gives_one_of_its_puzzles_exactly() throws IOException, PhotoException {
        PdfLogging.quiet();
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 31));
        List<BookletEntry> entries = new ArrayList<>();
        List<Grid> puzzles = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            Generated made = generator.generate(i);
            puzzles.add(made.puzzle());
            entries.add(new BookletEntry(
                    i + 1, made.puzzle(), made.solution(), made.rating().level(), OptionalDouble.empty()));
        }
        ByteArrayOutputStream pdf = new ByteArrayOutputStream();
        BookletWriter.write(Booklet.of(entries), pdf);
        BufferedImage page;
        try (PDDocument document = Loader.loadPDF(pdf.toByteArray())) {
            page = new PDFRenderer(document).renderImageWithDPI(0, 150);
        }
        SyntheticPhoto.Condition condition = new SyntheticPhoto.Condition("booklet page", 6, 0, 1.0, 6, false, 0.6f);
        byte[] photo = SyntheticPhoto.photograph(page, condition, new Random(31));

        PhotoReading reading = new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"))
                .read(photo, DebugSink.NONE);

        assertThat(puzzles).contains(reading.puzzle());
    }
}
