package dev.sudoku.web;

import dev.sudoku.api.json.ReportJson;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.DigitModel;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReports;

/**
 * {@code POST /api/import}: the body is a photo (JPEG, PNG, GIF or BMP bytes, not JSON); the answer is its reading
 * as a report of the {@code import} view, with each cell's confidence for the page to mark the cells a
 * person should check. A photo that cannot be read, for whatever reason, is an INVALID report saying why,
 * as on the command line.
 */
final class ImportEndpoint {
    /** Loaded once: the model is immutable and shared by every request. */
    private final DigitModel model = DigitModel.bundled();

    private final PhotoLimits photoLimits;

    ImportEndpoint(WebLimits limits) {
        this.photoLimits = new PhotoLimits(
                limits.maxImageBytes(), PhotoLimits.DEFAULT.maxSourcePixels(), PhotoLimits.DEFAULT.workingSide());
    }

    String answer(byte[] photo) {
        long start = System.nanoTime();
        // A reader per request: it holds a solver, which is used by one thread at a time.
        PhotoReader reader = new PhotoReader(model, photoLimits, Solvers.create(Solvers.AUTO));
        try {
            return ReportJson.write(PhotoReports.of(null, reader.read(photo, DebugSink.NONE), micros(start)));
        } catch (PhotoException e) {
            return ReportJson.write(PhotoReports.failed(null, e.getMessage(), micros(start)));
        } catch (SearchCancelledException e) {
            // The client went away or the budget ran out: the server's to answer, not the photo's fault.
            throw e;
        } catch (RuntimeException e) {
            // A photo the reader did not foresee is bad input like any other, answered as the command line
            // answers it, not a 500 naming a Java class. The decoder's own failures are PhotoExceptions.
            return ReportJson.write(PhotoReports.readerFailed(null, micros(start)));
        }
    }

    private static long micros(long start) {
        return (System.nanoTime() - start) / 1000;
    }
}
