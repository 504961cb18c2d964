package dev.sudoku.cli;

import dev.sudoku.api.json.Report;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReports;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** One photo file read as a report of the {@code import} view; a file that cannot be read is named. */
final class ImportReports {
    private ImportReports() {}

    static Report read(PhotoReader reader, Path photo, PhotoLimits limits, DebugSink debug) {
        long start = System.nanoTime();
        String file = photo.toString();
        try {
            long size = Files.size(photo);
            if (size > limits.maxBytes()) {
                throw new PhotoException(
                        "the file has " + size + " bytes, more than the " + limits.maxBytes() + " accepted");
            }
            return PhotoReports.of(file, reader.read(Files.readAllBytes(photo), debug), micros(start));
        } catch (NoSuchFileException e) {
            return PhotoReports.failed(file, "no such file", micros(start));
        } catch (IOException e) {
            return PhotoReports.failed(file, "cannot read the file: " + e.getMessage(), micros(start));
        } catch (PhotoException e) {
            return PhotoReports.failed(file, e.getMessage(), micros(start));
        } catch (RuntimeException e) {
            // A photo the reader did not foresee must not stop the photos after it: it is named, with why.
            return PhotoReports.failed(file, "the photo could not be read (" + e + ")", micros(start));
        }
    }

    private static long micros(long start) {
        return (System.nanoTime() - start) / 1000;
    }
}
