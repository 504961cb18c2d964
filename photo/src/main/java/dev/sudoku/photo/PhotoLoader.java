package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.io.ByteArrayInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import javax.imageio.ImageIO;
import javax.imageio.ImageReadParam;
import javax.imageio.ImageReader;
import javax.imageio.stream.ImageInputStream;

/**
 * Decodes a JPEG, PNG, GIF or BMP into a grey image of bounded size, transparent areas read as white paper.
 *
 * <p>The header is read first: an image declaring more than {@link PhotoLimits#maxSourcePixels} is refused
 * before any pixel is decoded, and a large one is decoded with source subsampling (every k-th pixel of
 * every k-th row), which costs a fraction of a full decode; a final smooth scale brings the longest side
 * to {@link PhotoLimits#workingSide}. A stream no reader recognises is refused by name; a file cut short
 * is named as truncated, and read as far as the decoder can when it gives a picture ({@link #loadPartial}).
 */
public final class PhotoLoader {
    /** Why a stream no decoder recognises is refused. */
    static final String NOT_AN_IMAGE = "not an image (no JPEG, PNG, GIF or BMP header)";

    static final String DAMAGED = "the image is damaged or truncated: ";

    private final PhotoLimits limits;

    public PhotoLoader(PhotoLimits limits) {
        this.limits = limits;
    }

    /** The photo, refused when its file is damaged or truncated even if part of it decodes. */
    public GrayU8 load(byte[] bytes) throws PhotoException {
        LoadedPhoto loaded = loadPartial(bytes);
        if (loaded.damage().isPresent()) {
            throw new PhotoException(DAMAGED + loaded.damage().get());
        }
        return loaded.gray();
    }

    /** The photo as far as it decodes, with what is wrong with its file when the decoder still gave a picture. */
    LoadedPhoto loadPartial(byte[] bytes) throws PhotoException {
        if (bytes.length > limits.maxBytes()) {
            throw new PhotoException(
                    "the file has " + bytes.length + " bytes, more than the " + limits.maxBytes() + " accepted");
        }
        try (ImageInputStream in = ImageIO.createImageInputStream(new ByteArrayInputStream(bytes))) {
            Iterator<ImageReader> readers = ImageIO.getImageReaders(in);
            if (!readers.hasNext()) {
                throw new PhotoException(NOT_AN_IMAGE);
            }
            ImageReader reader = readers.next();
            Optional<String> cutShort = ImageEnd.isCutShort(bytes, reader.getFormatName())
                    ? Optional.of("the file stops before the image ends (" + bytes.length
                            + " bytes; its last part is missing)")
                    : Optional.empty();
            try {
                reader.setInput(in, true, true);
                return decode(reader, cutShort);
            } catch (IOException | RuntimeException e) {
                if (cutShort.isPresent()) {
                    throw new PhotoException(DAMAGED + cutShort.get(), e);
                }
                throw new PhotoException("the image cannot be decoded: " + describe(e), e);
            } finally {
                reader.dispose();
            }
        } catch (IOException e) {
            throw new PhotoException("the image cannot be decoded: " + describe(e), e);
        }
    }

    private LoadedPhoto decode(ImageReader reader, Optional<String> cutShort) throws IOException, PhotoException {
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
        // The JPEG reader decodes a truncated file to grey past the end and only warns: the picture is kept
        // with the damage named, for the reader to use only if the grid in it reads as a proper puzzle.
        List<String> warnings = new ArrayList<>();
        reader.addIIOReadWarningListener((source, warning) -> warnings.add(warning));
        BufferedImage image = reader.read(0, param);
        Optional<String> damage = cutShort;
        if (damage.isEmpty() && !warnings.isEmpty()) {
            damage = Optional.of("its data breaks the " + reader.getFormatName() + " format");
        }
        return new LoadedPhoto(toGray(image, limits.workingSide()), damage);
    }

    /**
     * The image as grey levels, scaled so its longest side is at most {@code side}. Transparent areas are
     * paper: the image is drawn over white, so black ink on a transparent background reads as it would
     * printed (drawn on nothing, transparency would be black).
     */
    static GrayU8 toGray(BufferedImage image, int side) {
        double scale = Math.min(1.0, side / (double) Math.max(image.getWidth(), image.getHeight()));
        int w = Math.max(1, (int) Math.round(image.getWidth() * scale));
        int h = Math.max(1, (int) Math.round(image.getHeight() * scale));
        BufferedImage grey = new BufferedImage(w, h, BufferedImage.TYPE_BYTE_GRAY);
        Graphics2D g = grey.createGraphics();
        try {
            g.setRenderingHint(
                    java.awt.RenderingHints.KEY_INTERPOLATION, java.awt.RenderingHints.VALUE_INTERPOLATION_BILINEAR);
            g.setColor(Color.WHITE);
            g.fillRect(0, 0, w, h);
            g.drawImage(image, 0, 0, w, h, null);
        } finally {
            g.dispose();
        }
        byte[] data = ((DataBufferByte) grey.getRaster().getDataBuffer()).getData();
        GrayU8 out = new GrayU8(w, h);
        System.arraycopy(data, 0, out.data, 0, data.length);
        return out;
    }

    /**
     * The decoder's reason; where it gives none, the kind of failure in words, never Java's name for it,
     * which would mean nothing to the person who sent the photo.
     */
    private static String describe(Exception e) {
        String message = e.getMessage();
        if (message != null && !message.isBlank()) {
            return message;
        }
        return e instanceof EOFException ? "its data ends before the image does" : "the decoder gave no reason";
    }
}
