package dev.sudoku.testkit;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.imageio.ImageIO;

/**
 * A photo of a printed 9x9 puzzle made in the tests: the grid on a white page, square on, thick box lines,
 * digits in the JDK's sans-serif font.
 */
public final class PrintedGrid {
    private PrintedGrid() {}

    /** The page as PNG bytes; {@code puzzle} is 81 characters, '.' (or any non-digit) for empty. */
    public static byte[] png(String puzzle) {
        return encode(page(puzzle));
    }

    /** Two pages side by side in one PNG: a photo of a spread with two puzzles. */
    public static byte[] pngBeside(String left, String right) {
        return encode(Pages.beside(page(left), page(right)));
    }

    private static BufferedImage page(String puzzle) {
        int side = 800;
        int grid = 540;
        int origin = (side - grid) / 2;
        double cell = grid / 9.0;
        BufferedImage page = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, side, side);
        g.setColor(Color.BLACK);
        for (int k = 0; k <= 9; k++) {
            g.setStroke(new BasicStroke(k % 3 == 0 ? 5f : 1.5f));
            int at = (int) Math.round(origin + k * cell);
            g.drawLine(at, origin, at, origin + grid);
            g.drawLine(origin, at, origin + grid, at);
        }
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, (int) (cell * 0.6)));
        FontMetrics metrics = g.getFontMetrics();
        for (int i = 0; i < 81; i++) {
            char c = puzzle.charAt(i);
            if (c >= '1' && c <= '9') {
                String text = String.valueOf(c);
                double x = origin + (i % 9 + 0.5) * cell - metrics.stringWidth(text) / 2.0;
                double y = origin + (i / 9 + 0.5) * cell + (metrics.getAscent() - metrics.getDescent()) / 2.0;
                g.drawString(text, (float) x, (float) y);
            }
        }
        g.dispose();
        return page;
    }

    private static byte[] encode(BufferedImage page) {
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(page, "png", out);
            return out.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
