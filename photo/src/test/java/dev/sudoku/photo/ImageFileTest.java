package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Arrays;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** What an image file holds besides the picture: transparency, other formats, a missing end. */
class ImageFileTest {
    private static Grid puzzle;
    private static BufferedImage page;

    private final PhotoReader reader =
            new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));

    @BeforeAll
    static void printPuzzle() {
        puzzle = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 4))
                .generate(0)
                .puzzle();
        page = SyntheticPhoto.page(puzzle, "SansSerif");
    }

    @Test
    void black_ink_on_a_transparent_background_reads_as_on_white_paper() throws Exception {
        BufferedImage ink = new BufferedImage(page.getWidth(), page.getHeight(), BufferedImage.TYPE_INT_ARGB);
        for (int y = 0; y < page.getHeight(); y++) {
            for (int x = 0; x < page.getWidth(); x++) {
                int grey = page.getRGB(x, y) & 0xFF;
                // Opaque black where the page is inked, in proportion; transparent where it is paper.
                ink.setRGB(x, y, Math.max(0, 200 - grey) * 255 / 200 << 24);
            }
        }
        PhotoReading reading = reader.read(encode(ink, "png"), DebugSink.NONE);
        assertThat(reading.puzzle()).isEqualTo(puzzle);
    }

    @Test
    void gif_and_bmp_are_read_as_well_as_png() throws Exception {
        for (String format : new String[] {"gif", "bmp"}) {
            assertThat(reader.read(encode(page, format), DebugSink.NONE).puzzle())
                    .as(format)
                    .isEqualTo(puzzle);
        }
    }

    @Test
    void a_jpeg_missing_only_its_last_bytes_is_read() throws Exception {
        byte[] jpeg = encode(page, "jpeg");
        PhotoReading reading = reader.read(Arrays.copyOf(jpeg, jpeg.length - 100), DebugSink.NONE);
        assertThat(reading.puzzle()).isEqualTo(puzzle);
    }

    @Test
    void a_file_cut_anywhere_is_named_truncated_in_our_words() throws IOException {
        for (String format : new String[] {"jpeg", "png", "gif", "bmp"}) {
            byte[] file = encode(page, format);
            for (int keep : new int[] {100, 600, 5000, file.length / 2}) {
                assertThatThrownBy(() -> reader.read(Arrays.copyOf(file, keep), DebugSink.NONE))
                        .as("%s, first %d bytes", format, keep)
                        .isInstanceOf(PhotoException.class)
                        .hasMessageStartingWith(
                                "the image is damaged or truncated: the file stops before the image ends");
            }
        }
    }

    private static byte[] encode(BufferedImage image, String format) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertThat(ImageIO.write(image, format, out)).as(format).isTrue();
        return out.toByteArray();
    }
}
