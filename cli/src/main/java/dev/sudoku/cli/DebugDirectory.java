package dev.sudoku.cli;

import dev.sudoku.photo.DebugSink;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import javax.imageio.ImageIO;

/** {@code import --debug DIR}: each intermediate picture as {@code DIR/PHOTO-NAME.png}. */
final class DebugDirectory implements DebugSink {
    private final Path dir;
    private final String stem;

    DebugDirectory(Path dir, Path photo) {
        this.dir = dir;
        String name = photo.getFileName().toString();
        int dot = name.lastIndexOf('.');
        this.stem = dot > 0 ? name.substring(0, dot) : name;
    }

    @Override
    public void accept(String name, BufferedImage image) {
        Path file = dir.resolve(stem + "-" + name + ".png");
        try {
            ImageIO.write(image, "png", file.toFile());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }
}
