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
        try {
            Path file = Files.createTempFile("sudoku-photo", ".png");
            file.toFile().deleteOnExit();
            Files.write(file, PrintedGrid.png(puzzle));
            return file.toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
