package dev.sudoku.bank;

import dev.sudoku.api.Origin;
import dev.sudoku.api.PuzzleRater;
import dev.sudoku.api.TimeLimit;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.InsertResult;
import dev.sudoku.store.NewPuzzle;
import dev.sudoku.store.PuzzleRepository;
import dev.sudoku.store.StoredPuzzle;
import java.util.Optional;

/**
 * {@code bank import}: stores one entry, rated here whatever rating it comes with, unless an equivalent is
 * already there. The canonical form is looked up before rating, so a second run
 * over the same file (after a crash, say) only rates and stores what is missing; the database's unique
 * key settles two writers racing on the same puzzle. Entries that
 * cannot be stored (unreadable, no or several solutions, not finished by the techniques, over the time
 * limit) are reported with the rater's status word and reason, and the rest go on. One per thread.
 *
 * <p>The rating is prepared on the task's thread and the insert left for the entry's turn in input order,
 * as the database numbers rows in the order they are stored: so ids follow the input on any thread count,
 * and of two equivalent new puzzles of one file the first is stored and the second is its DUPLICATE. The
 * insert is a short commit next to a rating, so waiting for the turn costs the threads nothing more than
 * writing the reports in order already does.
 */
public final class ImportTask extends KeyedEntryTask {
    private final PuzzleRepository puzzles;
    private final PuzzleRater rater;
    private final LevelScale levels;

    public ImportTask(PuzzleRepository puzzles, LevelScale levels, Optional<TimeLimit> limit) {
        this.puzzles = puzzles;
        this.rater = new PuzzleRater(limit);
        this.levels = levels;
    }

    @Override
    public View view() {
        return View.BANK_IMPORT;
    }

    @Override
    Prepared keyed(Report.Builder report, Origin origin, Entry.Puzzle entry, String key, long start) {
        Grid puzzle = entry.grid();
        report.with(Field.CLUES, puzzle.filledCount());
        Optional<StoredPuzzle> known = puzzles.findByCanonical(key);
        if (known.isPresent()) {
            return Prepared.done(inBank(report, known.get(), ResultStatus.DUPLICATE, micros(start)));
        }
        // A rating the input carries (JSON Lines of rate or an export) is not taken on trust: an edited or
        // mistaken er would store a puzzle under a level it does not have, and random and daily would serve it.
        // Rating again costs the import time, once per new puzzle; known puzzles are skipped above.
        PuzzleRater.Outcome outcome = rater.rate(puzzle);
        if (outcome instanceof PuzzleRater.Refused refused) {
            return Prepared.done(report.status(refused.status())
                    .with(Field.ERROR, refused.error())
                    .with(Field.MICROS, micros(start))
                    .build());
        }
        PuzzleRater.Rated rated = (PuzzleRater.Rated) outcome;
        NewPuzzle row = PuzzleRecords.of(
                puzzle,
                rated.solution(),
                rated.rating(),
                levels,
                dev.sudoku.store.Origin.file(origin.source(), origin.line()));
        // The entry's time is its own work, the rating and the insert, not the wait for its turn.
        long ratedMicros = micros(start);
        return () -> {
            long insertStart = System.nanoTime();
            InsertResult result = puzzles.insert(row);
            ResultStatus status = result.stored() ? ResultStatus.STORED : ResultStatus.DUPLICATE;
            return inBank(report, result.puzzle(), status, ratedMicros + micros(insertStart));
        };
    }

    /** The report of a puzzle the bank holds: STORED by this entry, or a DUPLICATE of the row there. */
    private static Report inBank(Report.Builder report, StoredPuzzle row, ResultStatus status, long micros) {
        return BankReports.ratings(report, row)
                .status(status)
                .with(Field.ID, row.id())
                .with(Field.MICROS, micros)
                .build();
    }
}
