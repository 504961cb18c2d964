package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.testkit.Pages;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.time.Duration;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Assertions;
import org.junit.jupiter.api.Test;

/**
 * A photo of a page with two puzzles is read as one of them, with the other named by where it lies; a
 * framed panel the size of a grid beside a single puzzle is not taken for a second grid.
 */
class TwoGridsTest {
    private static final long SEED = 41;

    private final PhotoReader reader =
            new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));
    private final Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, SEED));
    private final Grid first = generator.generate(0).puzzle();
    private final Grid second = generator.generate(1).puzzle();

    @Test
    void two_grids_side_by_side_read_one_and_name_the_other_by_its_side() throws Exception {
        PhotoReading reading = read(png(Pages.beside(page(first), page(second))));

        assertThat(reading.otherGrids()).hasSize(1);
        boolean readLeft = reading.puzzle().equals(first);
        assertThat(readLeft || reading.puzzle().equals(second))
                .as("the reading is one of the two puzzles")
                .isTrue();
        Quad other = reading.otherGrids().get(0);
        assertThat(other.centre().x() > reading.outline().centre().x()).isEqualTo(readLeft);
        assertThat(warning(reading)).contains("2 grids").contains(readLeft ? "to its right" : "to its left");
    }

    @Test
    void two_grids_one_above_the_other_name_the_other_above_or_below() throws Exception {
        PhotoReading reading = read(png(Pages.above(page(first), page(second))));

        assertThat(reading.otherGrids()).hasSize(1);
        boolean readTop = reading.puzzle().equals(first);
        assertThat(readTop || reading.puzzle().equals(second)).isTrue();
        assertThat(warning(reading)).contains(readTop ? "below it" : "above it");
    }

    @Test
    void two_grids_photographed_turned_noisy_and_as_jpeg_are_still_two() throws Exception {
        var condition = new SyntheticPhoto.Condition("turned, noisy, JPEG", 6, 0, 0.8, 6, false, 0.6f);
        byte[] photo = SyntheticPhoto.photograph(Pages.beside(page(first), page(second)), condition, new Random(SEED));

        PhotoReading reading = read(photo);

        assertThat(reading.otherGrids()).hasSize(1);
        assertThat(reading.puzzle()).isIn(first, second);
    }

    @Test
    void a_single_grid_has_no_other_grid() throws Exception {
        PhotoReading reading = read(png(page(first)));

        assertThat(reading.otherGrids()).isEmpty();
        assertThat(PhotoReports.of("one.png", reading, 0).get(dev.sudoku.api.json.Field.WARNINGS))
                .asList()
                .isEmpty();
    }

    @Test
    void a_framed_panel_the_size_of_a_grid_is_not_a_second_grid() throws Exception {
        PhotoReading reading = read(png(Pages.beside(page(first), panel())));

        assertThat(reading.puzzle()).isEqualTo(first);
        assertThat(reading.otherGrids()).isEmpty();
    }

    private PhotoReading read(byte[] photo) {
        return Assertions.assertTimeoutPreemptively(Duration.ofSeconds(20), () -> reader.read(photo, DebugSink.NONE));
    }

    private static String warning(PhotoReading reading) {
        Object warnings = PhotoReports.of("two.png", reading, 0).get(dev.sudoku.api.json.Field.WARNINGS);
        assertThat(warnings).asList().hasSize(1);
        return (String) ((java.util.List<?>) warnings).get(0);
    }

    private static BufferedImage page(Grid puzzle) {
        return SyntheticPhoto.page(puzzle, "SansSerif");
    }

    /**
     * A page the size of a puzzle's page with, where the grid would be, a frame as thick as a grid's
     * outline around a panel of text: a large ink quadrilateral with no grid lines inside.
     */
    private static BufferedImage panel() {
        BufferedImage page = new BufferedImage(900, 900, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setColor(new Color(235, 232, 225));
        g.fillRect(0, 0, 900, 900);
        g.setColor(new Color(30, 30, 30));
        g.setStroke(new BasicStroke(5f));
        g.drawRect(150, 150, 600, 600);
        g.setFont(new Font(Font.SERIF, Font.PLAIN, 22));
        Random random = new Random(SEED);
        for (int line = 0; line < 18; line++) {
            g.drawString("Yesterday's answer, and the weather, line " + random.nextInt(1000), 180, 200 + 30 * line);
        }
        g.dispose();
        return page;
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
