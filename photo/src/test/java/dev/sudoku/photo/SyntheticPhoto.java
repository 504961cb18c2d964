package dev.sudoku.photo;

import boofcv.alg.filter.blur.GBlurImageOps;
import boofcv.struct.image.GrayU8;
import dev.sudoku.core.Grid;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Random;
import javax.imageio.IIOImage;
import javax.imageio.ImageIO;
import javax.imageio.ImageWriteParam;
import javax.imageio.ImageWriter;

/**
 * Photos made in the tests: a puzzle printed as a newspaper grid (thick box lines, thin cell lines, a font
 * of the JDK) on a page, then photographed badly on purpose: turned, seen at an angle, out of focus,
 * noisy, under a shadow, saved as a low-quality JPEG.
 */
final class SyntheticPhoto {
    /** How a photo is spoiled. */
    record Condition(
            String name, double turnDegrees, double tilt, double blurSigma, double noise, boolean shadow, float jpeg) {
        static Condition clean(String name) {
            return new Condition(name, 0, 0, 0, 0, false, 0);
        }
    }

    private SyntheticPhoto() {}

    /** The page with the puzzle printed in {@code font}, 900 pixels square, the grid 600 pixels wide. */
    static BufferedImage page(Grid puzzle, String font) {
        int side = 900;
        int grid = 600;
        int origin = (side - grid) / 2;
        BufferedImage page = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = page.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setColor(new Color(235, 232, 225));
        g.fillRect(0, 0, side, side);
        g.setColor(new Color(30, 30, 30));
        g.setFont(new Font(Font.SERIF, Font.PLAIN, 22));
        g.drawString("Sudoku: fill the grid so that every row, column and box holds 1 to 9.", origin, origin - 30);
        int n = puzzle.size();
        double cell = grid / (double) n;
        for (int k = 0; k <= n; k++) {
            int at = (int) Math.round(origin + k * cell);
            g.setStroke(new BasicStroke(k % puzzle.shape().boxCols() == 0 ? 5f : 1.5f));
            g.drawLine(at, origin, at, origin + grid);
            g.setStroke(new BasicStroke(k % puzzle.shape().boxRows() == 0 ? 5f : 1.5f));
            g.drawLine(origin, at, origin + grid, at);
        }
        g.setFont(new Font(font, Font.PLAIN, (int) (cell * 0.62)));
        FontMetrics metrics = g.getFontMetrics();
        for (int i = 0; i < puzzle.cellCount(); i++) {
            int value = puzzle.get(i);
            if (value == 0) {
                continue;
            }
            String text = Integer.toString(value);
            double x = origin + (i % n + 0.5) * cell - metrics.stringWidth(text) / 2.0;
            double y = origin + (i / n + 0.5) * cell + (metrics.getAscent() - metrics.getDescent()) / 2.0;
            g.drawString(text, (float) x, (float) y);
        }
        g.dispose();
        return page;
    }

    /** The page photographed under a condition; the randomness (tilt direction, noise) comes from {@code random}. */
    static byte[] photograph(BufferedImage page, Condition condition, Random random) throws IOException {
        // A square photo as large as the page's longer side, the page in its middle.
        int side = Math.max(page.getWidth(), page.getHeight());
        BufferedImage photo = new BufferedImage(side, side, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = photo.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.setColor(new Color(90, 80, 70));
        g.fillRect(0, 0, side, side);
        AffineTransform at = new AffineTransform();
        at.rotate(Math.toRadians(condition.turnDegrees()), side / 2.0, side / 2.0);
        if (condition.tilt() > 0) {
            // An affine shear and squash stand in for a camera held at an angle; the perspective case below
            // adds the foreshortening.
            at.translate(side / 2.0, side / 2.0);
            at.shear(condition.tilt() * (random.nextBoolean() ? 1 : -1), condition.tilt() / 2);
            at.scale(1 - condition.tilt() / 2, 1);
            at.translate(-side / 2.0, -side / 2.0);
        }
        at.translate((side - page.getWidth()) / 2.0, (side - page.getHeight()) / 2.0);
        g.drawImage(page, at, null);
        g.dispose();
        if (condition.tilt() > 0) {
            photo = Perspective.foreshorten(photo, condition.tilt());
        }
        GrayU8 gray = PhotoLoader.toGray(photo, side);
        if (condition.blurSigma() > 0) {
            GrayU8 blurred = gray.createSameShape();
            GBlurImageOps.gaussian(gray, blurred, condition.blurSigma(), -1, null);
            gray = blurred;
        }
        for (int i = 0; i < gray.data.length; i++) {
            double v = gray.data[i] & 0xff;
            if (condition.shadow()) {
                int x = i % gray.width;
                v *= 0.45 + 0.55 * x / (double) gray.width;
            }
            v += random.nextGaussian() * condition.noise();
            gray.data[i] = (byte) Math.max(0, Math.min(255, Math.round(v)));
        }
        return encode(gray, condition.jpeg());
    }

    private static byte[] encode(GrayU8 gray, float jpegQuality) throws IOException {
        BufferedImage image = new BufferedImage(gray.width, gray.height, BufferedImage.TYPE_BYTE_GRAY);
        image.getRaster().setDataElements(0, 0, gray.width, gray.height, gray.data);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        if (jpegQuality <= 0) {
            ImageIO.write(image, "png", out);
            return out.toByteArray();
        }
        ImageWriter writer = ImageIO.getImageWritersByFormatName("jpeg").next();
        ImageWriteParam param = writer.getDefaultWriteParam();
        param.setCompressionMode(ImageWriteParam.MODE_EXPLICIT);
        param.setCompressionQuality(jpegQuality);
        try (var stream = ImageIO.createImageOutputStream(out)) {
            writer.setOutput(stream);
            writer.write(null, new IIOImage(image, null, null), param);
        } finally {
            writer.dispose();
        }
        return out.toByteArray();
    }
}
