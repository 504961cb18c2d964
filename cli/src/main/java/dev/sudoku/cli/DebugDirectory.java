package dev.sudoku.cli;

import dev.sudoku.api.io.FileReasons;
import dev.sudoku.photo.DebugSink;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;

/**
 * {@code import --debug DIR}: each intermediate picture as {@code DIR/NAME-PICTURE.png}, NAME the photo's
 * file name without its extension, or {@code K-NAME} (K the photo's place in the list, from 1) when another
 * photo given has the same name: {@code a/x.jpg} and {@code b/x.jpg} must not overwrite each other's.
 */
final class DebugDirectory implements DebugSink {
    private final Path dir;
    private final String stem;

    DebugDirectory(Path dir, String stem) {
        this.dir = dir;
        this.stem = stem;
    }

    /** The name the pictures of {@code photos[index]} start with; {@code stdin} for standard input. */
    static String stem(List<String> photos, int index) {
        String stem = bareName(photos.get(index));
        long same = photos.stream().filter(p -> bareName(p).equals(stem)).count();
        return same > 1 ? (index + 1) + "-" + stem : stem;
    }

    private static String bareName(String photo) {
        if (photo.equals("-")) {
            return "stdin";
        }
        String name = photo.substring(Math.max(photo.lastIndexOf('/'), photo.lastIndexOf('\\')) + 1);
        int dot = name.lastIndexOf('.');
        return dot > 0 ? name.substring(0, dot) : name;
    }

    @Override
    public void accept(String name, BufferedImage image) {
        Path file = dir.resolve(stem + "-" + name + ".png");
        // Through a stream of our own: ImageIO's file writer hides the file system's reason behind its own words.
        try (OutputStream out = Files.newOutputStream(file)) {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new PictureNotWritten("--debug " + FileReasons.cannotWrite(file.toString(), e), e);
        }
    }

    /** A picture that could not be written; the message names it and says why, in words. */
    static final class PictureNotWritten extends RuntimeException {
        private static final long serialVersionUID = 1L;

        PictureNotWritten(String message, IOException cause) {
            super(message, cause);
        }
    }
}
