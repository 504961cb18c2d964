package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.util.List;

/** The pictures a {@link DebugSink} receives: what each step of the reading saw. */
final class DebugImages {
    private DebugImages() {}

    static BufferedImage gray(GrayU8 image) {
        BufferedImage out = new BufferedImage(image.width, image.height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < image.height; y++) {
            for (int x = 0; x < image.width; x++) {
                int v = image.unsafe_get(x, y);
                out.setRGB(x, y, v << 16 | v << 8 | v);
            }
        }
        return out;
    }

    static BufferedImage binary(GrayU8 image) {
        BufferedImage out = new BufferedImage(image.width, image.height, BufferedImage.TYPE_INT_RGB);
        for (int y = 0; y < image.height; y++) {
            for (int x = 0; x < image.width; x++) {
                out.setRGB(x, y, image.unsafe_get(x, y) != 0 ? 0 : 0xffffff);
            }
        }
        return out;
    }

    /** The photo with the outline found drawn in red, its first corner marked. */
    static BufferedImage outline(GrayU8 photo, Quad quad) {
        BufferedImage out = gray(photo);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.RED);
        g.setStroke(new BasicStroke(Math.max(2f, photo.width / 300f)));
        List<Quad.Point> corners = quad.corners();
        for (int i = 0; i < 4; i++) {
            Quad.Point a = corners.get(i);
            Quad.Point b = corners.get((i + 1) % 4);
            g.drawLine((int) a.x(), (int) a.y(), (int) b.x(), (int) b.y());
        }
        int r = Math.max(4, photo.width / 100);
        g.fillOval((int) quad.topLeft().x() - r, (int) quad.topLeft().y() - r, 2 * r, 2 * r);
        g.dispose();
        return out;
    }

    /** The rectified grid with the grid lines found drawn in blue. */
    static BufferedImage rectified(GrayU8 rectified, GridLines lines) {
        BufferedImage out = gray(rectified);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.BLUE);
        for (int x : lines.columns()) {
            g.drawLine(x, 0, x, rectified.height);
        }
        for (int y : lines.rows()) {
            g.drawLine(0, y, rectified.width, y);
        }
        g.dispose();
        return out;
    }

    /** Each cell's normalised digit as the classifier saw it, with the value kept and its confidence. */
    static BufferedImage cells(GridScan scan, PhotoReading reading) {
        int size = (int) Math.round(Math.sqrt(scan.cells().size()));
        int zoom = 3;
        int tile = CellInk.PATCH * zoom + 14;
        BufferedImage out = new BufferedImage(size * tile, size * tile, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = out.createGraphics();
        g.setColor(Color.WHITE);
        g.fillRect(0, 0, out.getWidth(), out.getHeight());
        g.setFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        for (int cell = 0; cell < scan.cells().size(); cell++) {
            int ox = cell % size * tile;
            int oy = cell / size * tile;
            float[] patch = scan.cells().get(cell).patch();
            for (int i = 0; i < patch.length; i++) {
                int v = 255 - Math.round(patch[i] * 255);
                g.setColor(new Color(v, v, v));
                g.fillRect(ox + i % CellInk.PATCH * zoom, oy + i / CellInk.PATCH * zoom, zoom, zoom);
            }
            CellReading read = reading.cells().get(cell);
            g.setColor(read.confidence() < 0.9 ? Color.RED : Color.BLUE);
            g.drawString(read.value() + " " + Math.round(read.confidence() * 100) + "%", ox + 2, oy + tile - 3);
            g.setColor(Color.LIGHT_GRAY);
            g.drawRect(ox, oy, tile - 1, tile - 1);
        }
        g.dispose();
        return out;
    }
}
