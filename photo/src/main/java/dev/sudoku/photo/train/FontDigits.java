package dev.sudoku.photo.train;

import boofcv.alg.filter.blur.GBlurImageOps;
import boofcv.struct.image.GrayU8;
import dev.sudoku.photo.DigitSample;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;

/**
 * Digits drawn with the JDK's fonts in cells as a photo shows them: each in a random font and style, then
 * scaled, shifted, turned slightly, thickened or thinned, rendered small and enlarged (a far camera),
 * blurred (focus) and noised (a dark room), with the cell's border lines around it.
 */
public final class FontDigits {
    /** The JDK's logical fonts, which every Java runtime maps to a serif, a sans and a monospace face. */
    static final List<String> FAMILIES =
            List.of(Font.SERIF, Font.SANS_SERIF, Font.MONOSPACED, Font.DIALOG, Font.DIALOG_INPUT);

    private static final int[] STYLES = {Font.PLAIN, Font.BOLD, Font.ITALIC, Font.BOLD | Font.ITALIC};

    private final Random random;

    public FontDigits(long seed) {
        this.random = new Random(seed);
    }

    /** {@code perDigit} samples of each digit 1..9 (fewer when a rendering leaves no digit to read). */
    public List<DigitSample> samples(int perDigit) {
        List<DigitSample> samples = new ArrayList<>();
        for (int i = 0; i < perDigit; i++) {
            for (int digit = 1; digit <= 9; digit++) {
                Optional<DigitSample> sample = DigitSample.ofCell(cell(digit), digit);
                sample.ifPresent(samples::add);
            }
        }
        return samples;
    }

    /** One augmented cell picture holding {@code digit}. */
    public GrayU8 cell(int digit) {
        int side = 32 + random.nextInt(17);
        int small = random.nextInt(3) == 0 ? Math.max(16, side / 2 + random.nextInt(side / 3)) : side;
        BufferedImage image = new BufferedImage(small, small, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        int paper = 170 + random.nextInt(86);
        int ink = random.nextInt(Math.max(1, paper - 90));
        g.setColor(new Color(paper, paper, paper));
        g.fillRect(0, 0, small, small);
        g.setColor(new Color(ink, ink, ink));
        drawBorders(g, small);
        Font font = new Font(FAMILIES.get(random.nextInt(FAMILIES.size())), STYLES[random.nextInt(4)], 100);
        GlyphVector glyph = font.createGlyphVector(g.getFontRenderContext(), Integer.toString(digit));
        Shape outline = glyph.getOutline();
        Rectangle2D bounds = outline.getBounds2D();
        double height = small * (0.42 + random.nextDouble() * 0.33);
        double scale = height / bounds.getHeight();
        double stretch = 0.85 + random.nextDouble() * 0.3;
        AffineTransform at = new AffineTransform();
        at.translate(
                small / 2.0 + (random.nextDouble() - 0.5) * small * 0.16,
                small / 2.0 + (random.nextDouble() - 0.5) * small * 0.16);
        at.rotate((random.nextDouble() - 0.5) * 0.16);
        at.scale(scale * stretch, scale);
        at.translate(-bounds.getCenterX(), -bounds.getCenterY());
        Shape placed = at.createTransformedShape(outline);
        g.fill(placed);
        double thicken = random.nextDouble() * 1.6 * small / 40.0;
        if (random.nextBoolean() && thicken > 0.3) {
            g.setStroke(new BasicStroke((float) thicken));
            g.draw(placed);
        }
        g.dispose();
        GrayU8 gray = toGray(image, side);
        double sigma = random.nextDouble() * 1.4;
        if (sigma > 0.4) {
            GrayU8 blurred = gray.createSameShape();
            GBlurImageOps.gaussian(gray, blurred, sigma, -1, null);
            gray = blurred;
        }
        addNoise(gray, random.nextDouble() * 14);
        return gray;
    }

    private void drawBorders(Graphics2D g, int side) {
        float width = 1 + random.nextFloat() * side / 14f;
        g.setStroke(new BasicStroke(width));
        int jitter = Math.max(1, side / 16);
        for (int edge = 0; edge < 4; edge++) {
            if (random.nextInt(5) == 0) {
                continue;
            }
            int at = random.nextInt(jitter);
            switch (edge) {
                case 0 -> g.drawLine(0, at, side, at);
                case 1 -> g.drawLine(0, side - 1 - at, side, side - 1 - at);
                case 2 -> g.drawLine(at, 0, at, side);
                default -> g.drawLine(side - 1 - at, 0, side - 1 - at, side);
            }
        }
    }

    private static GrayU8 toGray(BufferedImage image, int side) {
        BufferedImage scaled = image;
        if (image.getWidth() != side) {
            scaled = new BufferedImage(side, side, BufferedImage.TYPE_BYTE_GRAY);
            Graphics2D g = scaled.createGraphics();
            g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(image, 0, 0, side, side, null);
            g.dispose();
        }
        GrayU8 out = new GrayU8(side, side);
        byte[] data = ((DataBufferByte) scaled.getRaster().getDataBuffer()).getData();
        System.arraycopy(data, 0, out.data, 0, data.length);
        return out;
    }

    private void addNoise(GrayU8 gray, double sigma) {
        for (int i = 0; i < gray.data.length; i++) {
            int v = (gray.data[i] & 0xff) + (int) Math.round(random.nextGaussian() * sigma);
            gray.data[i] = (byte) Math.max(0, Math.min(255, v));
        }
    }
}
