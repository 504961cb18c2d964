package dev.sudoku.bank;

import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.Entry;
import dev.sudoku.store.PuzzleRepository;
import dev.sudoku.store.StoredPuzzle;
import java.util.Optional;

/**
 * {@code bank find}: whether a puzzle, or any equivalent of it, is in the bank. FOUND gives the stored
 * puzzle, its ratings and the map that turns the given puzzle into the stored one; MISSING says it is not
 * there. One per thread.
 */
public final class FindTask extends KeyedEntryTask {
    private final PuzzleRepository puzzles;

    public FindTask(PuzzleRepository puzzles) {
        this.puzzles = puzzles;
    }

    @Override
    public View view() {
        return View.BANK_FIND;
    }

    @Override
    Prepared keyed(Report.Builder report, Origin origin, Entry.Puzzle entry, String key, long start) {
        // A look-up changes nothing, so it is done wherever it runs.
        return Prepared.done(lookUp(report, entry, key, start));
    }

    private Report lookUp(Report.Builder report, Entry.Puzzle entry, String key, long start) {
        Grid puzzle = entry.grid();
        Optional<StoredPuzzle> found = puzzles.findByCanonical(key);
        if (found.isEmpty()) {
            return report.status(ResultStatus.MISSING)
                    .with(Field.ERROR, "no equivalent puzzle is in the bank")
                    .with(Field.MICROS, micros(start))
                    .build();
        }
        StoredPuzzle stored = found.get();
        GridSymmetry givenToStored = PuzzleRecords.mapping(puzzle, PuzzleRecords.puzzle(stored));
        return BankReports.ratings(report, stored)
                .status(ResultStatus.FOUND)
                .with(Field.ID, stored.id())
                .with(Field.STORED, stored.puzzle().puzzle())
                .with(Field.MAPPING, givenToStored.describe())
                .with(Field.MICROS, micros(start))
                .build();
    }
}
