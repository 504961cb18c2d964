package dev.sudoku.cli;

import dev.sudoku.testkit.PrintedGrid;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** A photo of a printed puzzle ({@link PrintedGrid}) in a temporary PNG file, for the command line. */
final class PhotoFixture {
    private PhotoFixture() {}

    static String of(String puzzle) {
        return file(PrintedGrid.png(puzzle));
    }

    /** A photo of two printed puzzles side by side. */
    static String beside(String left, String right) {
        return file(PrintedGrid.pngBeside(left, right));
    }

    /**
     * A photo of {@code puzzle} with a small ink mark, a third of a cell high, in the middle of the empty cell
     * at {@code row}, {@code column} (1-based): too small for a printed digit, too large for a speck, so the
     * reader is unsure whether the cell is empty. The page's grid starts at 130 pixels, 60 a cell.
     */
    static String withMark(String puzzle, int row, int column) {
        try {
            BufferedImage page = ImageIO.read(new ByteArrayInputStream(PrintedGrid.png(puzzle)));
            Graphics2D g = page.createGraphics();
            g.setColor(Color.BLACK);
            g.fillOval(130 + (column - 1) * 60 + 25, 130 + (row - 1) * 60 + 21, 10, 18);
            g.dispose();
            ByteArrayOutputStream png = new ByteArrayOutputStream();
            ImageIO.write(page, "png", png);
            return file(png.toByteArray());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String file(byte[] png) {
        try {
            Path file = Files.createTempFile("sudoku-photo", ".png");
            file.toFile().deleteOnExit();
            Files.write(file, png);
            return file.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
