package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import boofcv.struct.image.GrayU8;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/**
 * Input that is not a readable photo of one grid: a clear message, never a crash or a hang (two grids:
 * {@link TwoGridsTest}).
 */
class BadInputTest {
    private final PhotoReader reader =
            new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));

    @Test
    void text_is_not_an_image() {
        assertThatThrownBy(() -> reader.read("12.4..5\n".getBytes(StandardCharsets.UTF_8), DebugSink.NONE))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("not an image");
    }

    @Test
    void an_empty_file_is_not_an_image() {
        assertThatThrownBy(() -> reader.read(new byte[0], DebugSink.NONE))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("not an image");
    }

    @Test
    void a_truncated_jpeg_is_named_as_such() throws IOException {
        byte[] jpeg = jpeg(SyntheticPhoto.page(puzzle(), "Serif"));
        for (int keep : new int[] {jpeg.length / 2, 200}) {
            assertThatThrownBy(() -> reader.read(Arrays.copyOf(jpeg, keep), DebugSink.NONE))
                    .as("first %d bytes", keep)
                    .isInstanceOf(PhotoException.class)
                    .hasMessageMatching(".*(truncated|damaged|cannot be decoded).*");
        }
    }

    @Test
    void a_page_without_a_grid_says_no_grid_was_found() throws IOException {
        BufferedImage page = new BufferedImage(800, 600, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 800, 600);
        g.setColor(Color.BLACK);
        Random random = new Random(5);
        for (int line = 0; line < 20; line++) {
            g.drawString("A column of text with no grid in it, line " + random.nextInt(1000), 40, 30 + 28 * line);
        }
        g.dispose();
        assertThatThrownBy(() -> reader.read(png(page), DebugSink.NONE))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("no grid found");
    }

    @Test
    void an_image_larger_than_the_limit_is_refused_before_decoding() throws IOException {
        PhotoLimits small = new PhotoLimits(1 << 20, 100_000, 1024);
        byte[] big = png(new BufferedImage(500, 400, BufferedImage.TYPE_BYTE_GRAY));
        assertThatThrownBy(() -> new PhotoLoader(small).load(big))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("500x400");
    }

    @Test
    void a_file_larger_than_the_limit_is_refused() {
        PhotoLimits small = new PhotoLimits(100, 100_000_000, 1024);
        assertThatThrownBy(() -> new PhotoLoader(small).load(new byte[101]))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("101 bytes");
    }

    @Test
    void a_twelve_megapixel_photo_is_decoded_to_the_working_size() throws IOException, PhotoException {
        BufferedImage photo = new BufferedImage(4000, 3000, BufferedImage.TYPE_INT_RGB);
        GrayU8 gray = new PhotoLoader(PhotoLimits.DEFAULT).load(jpeg(photo));
        assertThat(Math.max(gray.width, gray.height)).isLessThanOrEqualTo(PhotoLimits.DEFAULT.workingSide());
        assertThat(gray.width * 3).isEqualTo(gray.height * 4);
    }

    private static Grid puzzle() {
        return new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 4))
                .generate(0)
                .puzzle();
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }

    private static byte[] jpeg(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "jpeg", out);
        return out.toByteArray();
    }
}
