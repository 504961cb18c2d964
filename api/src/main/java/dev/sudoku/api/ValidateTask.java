package dev.sudoku.api;

import dev.sudoku.api.json.ConflictJson;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code validate}: every digit given twice (or more) in a house, named by house and cells. VALID when
 * there is none, else INVALID with the first conflict as the reason. Whether the puzzle has a solution is
 * {@code solve}'s question, not this one's: validating stays instant on every size.
 */
public final class ValidateTask extends PuzzleTask {
    private final GridText text;

    public ValidateTask(GridText text) {
        this.text = Objects.requireNonNull(text, "text");
    }

    @Override
    public View view() {
        return View.VALIDATE;
    }

    @Override
    Report runPuzzle(Origin origin, Grid puzzle) {
        long start = System.nanoTime();
        List<ConflictJson> conflicts = conflicts(puzzle, text.symbols(puzzle.size()));
        Report.Builder report = Reports.start(View.VALIDATE, origin, puzzle, text)
                .with(Field.CONFLICTS, conflicts)
                .with(Field.CLUES, (long) puzzle.filledCount())
                .with(Field.MICROS, Reports.microsSince(start));
        if (conflicts.isEmpty()) {
            return report.status(ResultStatus.VALID).build();
        }
        // Worded as every other command words a repeated given: "... in row 1: r1c1 and r1c2".
        return report.status(ResultStatus.INVALID)
                .with(Field.ERROR, conflicts.get(0).message())
                .build();
    }

    /** Conflicts house by house (rows, columns, boxes), digits in increasing order within a house. */
    static List<ConflictJson> conflicts(Grid puzzle, Symbols symbols) {
        Geometry geometry = Geometry.of(puzzle.shape());
        int size = puzzle.size();
        List<ConflictJson> conflicts = new ArrayList<>();
        for (int house = 0; house < 3 * size; house++) {
            List<List<String>> cellsByDigit = new ArrayList<>();
            for (int digit = 0; digit <= size; digit++) {
                cellsByDigit.add(new ArrayList<>());
            }
            for (int cell : geometry.cellsOf(house)) {
                int value = puzzle.get(cell);
                if (value != 0) {
                    cellsByDigit.get(value).add(Cells.name(cell, size));
                }
            }
            for (int digit = 1; digit <= size; digit++) {
                List<String> cells = cellsByDigit.get(digit);
                if (cells.size() > 1) {
                    conflicts.add(new ConflictJson(
                            symbols.textOf(digit), geometry.house(house).description(), cells));
                }
            }
        }
        return conflicts;
    }
}
