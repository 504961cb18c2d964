package dev.sudoku.photo;

import java.awt.image.BufferedImage;

/** A keystone warp: the top of the picture narrowed as when a camera looks down at a page from its foot. */
final class Perspective {
    private Perspective() {}

    static BufferedImage foreshorten(BufferedImage in, double amount) {
        int w = in.getWidth();
        int h = in.getHeight();
        BufferedImage out = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < h; y++) {
            double t = y / (double) h;
            // The row at t is squeezed towards the middle by a factor from 1 - amount (top) to 1 (bottom).
            double squeeze = 1 - amount * (1 - t);
            for (int x = 0; x < w; x++) {
                double sx = (x - w / 2.0) / squeeze + w / 2.0;
                int ix = (int) Math.round(sx);
                out.setRGB(x, y, ix >= 0 && ix < w ? in.getRGB(ix, y) : 0x5a5046);
            }
        }
        return out;
    }
}
