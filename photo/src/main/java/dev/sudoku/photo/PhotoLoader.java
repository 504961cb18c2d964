package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Decodes a JPEG or PNG into a grey image of bounded size.
 *
 * <p>The header is read first: an image declaring more than {@link PhotoLimits#maxSourcePixels} is refused
 * before any pixel is decoded, and a large one is decoded with source subsampling (every k-th pixel of
 * every k-th row), which costs a fraction of a full decode; a final smooth scale brings the longest side
 * to {@link PhotoLimits#workingSide}. A truncated or damaged file, and a stream no reader recognises, are
 * refused by name.
 */
public final class PhotoLoader {
    private final PhotoLimits limits;

    public PhotoLoader(PhotoLimits limits) {
        this.limits = limits;
    }

    public GrayU8 load(byte[] bytes) throws PhotoException {
        if (bytes.length > limits.maxBytes()) {
            throw new PhotoException(
                    "the file has " + bytes.length + " bytes, more than the " + limits.maxBytes() + " accepted");
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new PhotoException("not an image (no JPEG or PNG header)");
            }
            ImageReader reader = readers.next();
            try {
                reader.setInput(in, true, true);
                return decode(reader);
            } finally {
                reader.dispose();
            }
        } catch (IOException | RuntimeException e) {
            throw new PhotoException("the image cannot be decoded: " + describe(e), e);
        }
    }

    private GrayU8 decode(ImageReader reader) throws IOException, PhotoException {
        long width = reader.getWidth(0);
        long height = reader.getHeight(0);
        if (width * height > limits.maxSourcePixels()) {
            throw new PhotoException("the image is " + width + "x" + height + ", more than the "
                    + limits.maxSourcePixels() / 1_000_000 + " megapixels accepted");
        }
        long longest = Math.max(width, height);
        int step = (int) Math.max(1, longest / limits.workingSide());
        ImageReadParam param = reader.getDefaultReadParam();
        param.setSourceSubsampling(step, step, 0, 0);
        // The JPEG reader decodes a truncated file to grey past the end and only warns: a photo cut short
        // is refused by name rather than read as a grid with its lower part missing.
        List<String> warnings = new ArrayList<>();
        reader.addIIOReadWarningListener((source, warning) -> warnings.add(warning));
        BufferedImage image = reader.read(0, param);
        if (!warnings.isEmpty()) {
            throw new PhotoException("the image is damaged or truncated: " + warnings.get(0));
        }
        return toGray(image, limits.workingSide());
    }

    /** The image as grey levels, scaled so its longest side is at most {@code side}. */
    static GrayU8 toGray(BufferedImage image, int side) {
        double scale = Math.min(1.0, side / (double) Math.max(image.getWidth(), image.getHeight()));
        int w = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage grey = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        try {
            g.setRenderingHint(
                    java.awt.RenderingHints.KEY_INTERPOLATION, java.awt.RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.drawImage(image, 0, 0, w, h, null);
        } finally {
            g.dispose();
        }
        byte[] data = ((DataBufferByte) grey.getRaster().getDataBuffer()).getData();
        GrayU8 out = new GrayU8(w, h);
        System.arraycopy(data, 0, out.data, 0, data.length);
        return out;
    }

    private static String describe(Exception e) {
        String message = e.getMessage();
        return message == null || message.isBlank() ? e.getClass().getSimpleName() : message;
    }
}
