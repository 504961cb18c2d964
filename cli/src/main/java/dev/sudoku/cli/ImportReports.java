package dev.sudoku.cli;

import dev.sudoku.api.io.FileReasons;
import dev.sudoku.api.json.Report;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReports;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * One photo file, or standard input ({@code -}), read as a report of the {@code import} view; a file that
 * cannot be read is named.
 */
final class ImportReports {
    /** Where a person looks when a reading is not a proper puzzle: the pictures of each step. */
    private static final String WHERE_TO_LOOK = " (see --debug)";

    private ImportReports() {}

    static Report read(PhotoReader reader, String photo, InputStream in, PhotoLimits limits, DebugSink debug) {
        long start = System.nanoTime();
        try {
            byte[] bytes = photo.equals("-")
                    ? in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, limits.maxBytes() + 1))
                    : file(Path.of(photo), limits);
            return PhotoReports.of(photo, reader.read(bytes, debug), micros(start), WHERE_TO_LOOK);
        } catch (NoSuchFileException e) {
            return PhotoReports.failed(photo, "no such file", micros(start));
        } catch (IOException e) {
            return PhotoReports.failed(photo, FileReasons.read(e), micros(start));
        } catch (PhotoException e) {
            return PhotoReports.failed(photo, e.getMessage(), micros(start));
        } catch (DebugDirectory.PictureNotWritten e) {
            return PhotoReports.failed(photo, e.getMessage(), micros(start));
        } catch (RuntimeException e) {
            // A photo the reader did not foresee must not stop the photos after it. No input known reaches
            // here (the decoder's own failures are PhotoExceptions), so there is no reason in words to give,
            // and Java's text would mean nothing to the reader of the line.
            return PhotoReports.readerFailed(photo, micros(start));
        }
    }

    /** The file's bytes, refused before reading when it is larger than the limit. */
    private static byte[] file(Path photo, PhotoLimits limits) throws IOException, PhotoException {
        long size = Files.size(photo);
        if (size > limits.maxBytes()) {
            throw new PhotoException(
                    "the file has " + size + " bytes, more than the " + limits.maxBytes() + " accepted");
        }
        return Files.readAllBytes(photo);
    }

    private static long micros(long start) {
        return (System.nanoTime() - start) / 1000;
    }
}
