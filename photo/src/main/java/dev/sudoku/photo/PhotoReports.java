package dev.sudoku.photo;

import dev.sudoku.api.GridText;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.RepairJson;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Grid;
import java.util.List;

/**
 * A photo's reading as a report of the {@code import} view, the same for the command line and the HTTP
 * API: the puzzle, its solution, the first reading, each cell's confidence, the repairs and the warnings.
 */
public final class PhotoReports {
    private PhotoReports() {}

    /** The report of a photo that was read; {@code file} names it (null when it has no name). */
    public static Report of(String file, PhotoReading reading, long micros) {
        return of(file, reading, micros, "");
    }

    /**
     * As {@link #of(String, PhotoReading, long)}, with {@code whereToLook} ended to the error of a reading
     * that is not a proper puzzle: the command line points to its {@code --debug} pictures, which the HTTP
     * API does not have.
     */
    public static Report of(String file, PhotoReading reading, long micros, String whereToLook) {
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
        Report.Builder report = Report.of(View.IMPORT)
                .with(Field.FILE, file)
                .status(status)
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
                .with(Field.WARNINGS, warnings(reading))
                .with(Field.MICROS, micros);
        if (!status.isSuccess()) {
            report.with(Field.ERROR, error(reading) + whereToLook);
        }
        return report.build();
    }

    /** The report of a photo that could not be read: INVALID, with why. */
    public static Report failed(String file, String why, long micros) {
        return Report.of(View.IMPORT)
                .with(Field.FILE, file)
                .status(ResultStatus.INVALID)
                .with(Field.MICROS, micros)
                .with(Field.ERROR, why)
                .build();
    }

    /**
     * The report of a photo the reader failed on in a way it did not foresee (an exception other than a
     * {@link PhotoException}): INVALID, saying so in words, since Java's text would mean nothing to the
     * person who sent it. The command line and the HTTP API answer it alike.
     */
    public static Report readerFailed(String file, long micros) {
        return failed(file, "the photo could not be read: the reader failed on it", micros);
    }

    private static List<String> warnings(PhotoReading reading) {
        return reading.otherGrids().isEmpty()
                ? List.of()
                : List.of(OtherGridsWarning.text(reading.outline(), reading.otherGrids()));
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
        return why + ", and no likely change of reading gives exactly one";
    }
}
