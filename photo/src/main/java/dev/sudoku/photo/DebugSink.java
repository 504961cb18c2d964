package dev.sudoku.photo;

import java.awt.image.BufferedImage;

/** Receives the intermediate pictures of a reading, for a person to see where it went wrong. */
@FunctionalInterface
public interface DebugSink {
    /** Ignores everything. */
    DebugSink NONE = (name, image) -> {};

    /**
     * One picture.
     *
     * @param name a short file-name stem: {@code outline}, {@code ink}, {@code rectified}, {@code cells}
     */
    void accept(String name, BufferedImage image);
}
