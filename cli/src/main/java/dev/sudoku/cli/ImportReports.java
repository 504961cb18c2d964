package dev.sudoku.cli;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.RepairJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import dev.sudoku.photo.CellReading;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReading;
import dev.sudoku.photo.Repair;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** One photo's reading as a report of the {@code import} view. */
final class ImportReports {
    private ImportReports() {}

    static Report read(PhotoReader reader, Path photo, PhotoLimits limits, DebugSink debug) {
        long start = System.nanoTime();
        Report.Builder report = Report.of(View.IMPORT).with(Field.FILE, photo.toString());
        try {
            long size = Files.size(photo);
            if (size > limits.maxBytes()) {
                throw new PhotoException(
                        "the file has " + size + " bytes, more than the " + limits.maxBytes() + " accepted");
            }
            PhotoReading reading = reader.read(Files.readAllBytes(photo), debug);
            return of(reading, report, start);
        } catch (NoSuchFileException e) {
            return failed(report, "no such file", start);
        } catch (IOException e) {
            return failed(report, "cannot read the file: " + e.getMessage(), start);
        } catch (PhotoException e) {
            return failed(report, e.getMessage(), start);
        }
    }

    private static Report of(PhotoReading reading, Report.Builder report, long start) {
        Grid puzzle = reading.puzzle();
        int size = puzzle.size();
        ResultStatus status =
                switch (reading.status()) {
                    case SOLVED -> ResultStatus.SOLVED;
                    case MULTIPLE -> ResultStatus.MULTIPLE;
                    case NONE -> ResultStatus.NONE;
                    case INVALID -> ResultStatus.INVALID;
                    case UNKNOWN -> ResultStatus.TIMEOUT;
                };
        report.status(status)
                .with(Field.PUZZLE, GridText.DEFAULT.line(puzzle))
                .with(Field.BOX, puzzle.shape().boxRows() + "x" + puzzle.shape().boxCols())
                .with(
                        Field.SOLUTION,
                        reading.verdict().solution().map(GridText.DEFAULT::line).orElse(null))
                .with(Field.SOLUTIONS, reading.verdict().solutionCount())
                .with(Field.READ, GridText.DEFAULT.line(reading.firstReading()))
                .with(
                        Field.CONFIDENCES,
                        reading.cells().stream().map(CellReading::confidence).toList())
                .with(
                        Field.REPAIRS,
                        reading.repairs().stream().map(r -> repair(r, size)).toList())
                .with(Field.MICROS, (System.nanoTime() - start) / 1000);
        if (!status.isSuccess()) {
            report.with(Field.ERROR, error(reading));
        }
        return report.build();
    }

    private static RepairJson repair(Repair repair, int size) {
        return new RepairJson(Cells.name(repair.cell(), size), value(repair.read()), value(repair.kept()));
    }

    private static String value(int digit) {
        return digit == 0 ? "." : Integer.toString(digit);
    }

    private static String error(PhotoReading reading) {
        String why =
                switch (reading.status()) {
                    case MULTIPLE -> "the puzzle read has several solutions";
                    case NONE -> "the puzzle read has no solution";
                    case INVALID -> "the puzzle read breaks a rule: "
                            + reading.verdict().message();
                    default -> "the puzzle read could not be checked: "
                            + reading.verdict().message();
                };
        return why + ", and no likely change of reading gives exactly one (see --debug)";
    }

    private static Report failed(Report.Builder report, String why, long start) {
        return report.status(ResultStatus.INVALID)
                .with(Field.MICROS, (System.nanoTime() - start) / 1000)
                .with(Field.ERROR, why)
                .build();
    }
}
