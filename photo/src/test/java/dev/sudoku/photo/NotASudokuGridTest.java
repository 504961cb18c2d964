package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.solve.Solvers;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.function.Consumer;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** Ruled pictures that are not a Sudoku grid are refused as "no grid found", not read as a puzzle. */
class NotASudokuGridTest {
    private final PhotoReader reader =
            new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));

    @Test
    void a_chessboard_is_not_a_grid() {
        assertNoGrid(g -> {
            for (int r = 0; r < 8; r++) {
                for (int c = 0; c < 8; c++) {
                    if ((r + c) % 2 == 1) {
                        g.fillRect(80 + c * 80, 80 + r * 80, 80, 80);
                    }
                }
            }
            g.setStroke(new BasicStroke(4f));
            g.drawRect(80, 80, 640, 640);
        });
    }

    @Test
    void an_empty_four_by_four_grid_is_not_a_nine_by_nine() {
        assertNoGrid(g -> ruled(g, 4, 4, 2, 140, 130));
    }

    @Test
    void a_calendar_of_seven_by_five_days_is_not_a_grid() {
        assertNoGrid(g -> {
            ruled(g, 7, 5, 0, 70, 110);
            g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 26));
            for (int day = 1; day <= 31; day++) {
                int cell = day + 1;
                g.drawString(Integer.toString(day), 70 + (cell % 7) * 94 + 10, 110 + (cell / 7) * 94 + 34);
            }
        });
    }

    @Test
    void a_row_of_circles_with_text_is_not_a_grid() {
        assertNoGrid(g -> {
            g.setColor(Color.DARK_GRAY);
            g.fillRect(20, 330, 760, 110);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 20));
            for (int k = 0; k < 10; k++) {
                g.setColor(Color.WHITE);
                g.fillOval(28 + k * 75, 348, 70, 70);
                g.setColor(Color.BLACK);
                g.drawString(Integer.toString(k + 3), 52 + k * 75, 390);
            }
        });
    }

    /**
     * A grid of {@code columns} by {@code rows} cells of 94 pixels at ({@code x}, {@code y}), every line
     * thin but the middle ones thick when {@code thickEvery} is above 0.
     */
    private static void ruled(Graphics2D g, int columns, int rows, int thickEvery, int x, int y) {
        int cell = columns == 4 ? 130 : 94;
        for (int k = 0; k <= columns; k++) {
            g.setStroke(new BasicStroke(thickEvery > 0 && k % thickEvery == 0 ? 6f : 2f));
            g.drawLine(x + k * cell, y, x + k * cell, y + rows * cell);
        }
        for (int k = 0; k <= rows; k++) {
            g.setStroke(new BasicStroke(thickEvery > 0 && k % thickEvery == 0 ? 6f : 2f));
            g.drawLine(x, y + k * cell, x + columns * cell, y + k * cell);
        }
    }

    private void assertNoGrid(Consumer<Graphics2D> drawing) {
        BufferedImage page = new BufferedImage(800, 800, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, 800, 800);
        g.setColor(Color.BLACK);
        drawing.accept(g);
        g.dispose();
        assertThatThrownBy(() -> reader.read(png(page), DebugSink.NONE))
                .isInstanceOf(PhotoException.class)
                .hasMessageContaining("no grid found");
    }

    private static byte[] png(BufferedImage image) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(image, "png", out);
        return out.toByteArray();
    }
}
