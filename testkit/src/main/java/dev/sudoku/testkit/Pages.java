package dev.sudoku.testkit;

import java.awt.Graphics2D;
import java.awt.image.BufferedImage;

/** Pages put together into one picture, as a photo of a spread shows them. */
public final class Pages {
    private Pages() {}

    /** {@code left} and {@code right} side by side, tops aligned. */
    public static BufferedImage beside(BufferedImage left, BufferedImage right) {
        return join(left, right, true);
    }

    /** {@code top} above {@code bottom}, left edges aligned. */
    public static BufferedImage above(BufferedImage top, BufferedImage bottom) {
        return join(top, bottom, false);
    }

    private static BufferedImage join(BufferedImage first, BufferedImage second, boolean across) {
        int width = across ? first.getWidth() + second.getWidth() : Math.max(first.getWidth(), second.getWidth());
        int height = across ? Math.max(first.getHeight(), second.getHeight()) : first.getHeight() + second.getHeight();
        BufferedImage both = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = both.createGraphics();
        g.drawImage(first, 0, 0, null);
        g.drawImage(second, across ? first.getWidth() : 0, across ? 0 : first.getHeight(), null);
        g.dispose();
        return both;
    }
}
