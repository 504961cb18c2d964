package dev.sudoku.cli;

import dev.sudoku.testkit.PrintedGrid;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A photo of a printed puzzle ({@link PrintedGrid}) in a temporary PNG file, for the command line. */
final class PhotoFixture {
    private PhotoFixture() {}

    static String of(String puzzle) {
        return file(PrintedGrid.png(puzzle));
    }

    /** A photo of two printed puzzles side by side. */
    static String beside(String left, String right) {
        return file(PrintedGrid.pngBeside(left, right));
    }

    private static String file(byte[] png) {
        try {
            Path file = Files.createTempFile("sudoku-photo", ".png");
            file.toFile().deleteOnExit();
            Files.write(file, png);
            return file.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
