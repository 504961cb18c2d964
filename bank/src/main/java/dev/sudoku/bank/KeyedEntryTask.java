package dev.sudoku.bank;

import dev.sudoku.api.GridText;
import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.CanonicalFormTooCostlyException;
import dev.sudoku.core.format.Entry;
import java.util.Optional;

/**
 * What the bank's per-entry tasks share: an entry that cannot be read, or whose givens repeat a digit in a
 * house (no map of the group applies to it, so it has no canonical form), is INVALID; one whose canonical
 * form would cost more than its bound (a grid with very many symmetries) is TIMEOUT; any other goes on to
 * the task with its canonical key. A refused entry's report is done when prepared; the task's own work may
 * leave a step for its turn in input order.
 */
abstract class KeyedEntryTask implements OrderedEntryTask {
    private final GridText text = GridText.DEFAULT;

    @Override
    public final Prepared prepare(Origin origin, Entry entry) {
        Report.Builder report =
                Report.of(view()).with(Field.FILE, origin.source()).with(Field.LINE, origin.lineOrNull());
        if (entry instanceof Entry.Malformed bad) {
            return Prepared.done(report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, bad.message())
                    .build());
        }
        long start = System.nanoTime();
        Entry.Puzzle read = (Entry.Puzzle) entry;
        Grid puzzle = read.grid();
        report.with(Field.PUZZLE, text.line(puzzle))
                .with(Field.BOX, puzzle.shape().toString());
        Optional<String> conflict = PuzzleRecords.unkeyable(puzzle);
        if (conflict.isPresent()) {
            return Prepared.done(report.status(ResultStatus.INVALID)
                    .with(Field.ERROR, conflict.get())
                    .with(Field.MICROS, micros(start))
                    .build());
        }
        String key;
        try {
            key = PuzzleRecords.canonicalKey(puzzle);
        } catch (CanonicalFormTooCostlyException e) {
            return Prepared.done(report.status(ResultStatus.TIMEOUT)
                    .with(Field.ERROR, e.getMessage())
                    .with(Field.MICROS, micros(start))
                    .build());
        }
        return keyed(report, origin, read, key, start);
    }

    /**
     * The task's work on a puzzle that has a canonical key; {@code report} has its origin, puzzle and box.
     * Runs on the task's thread; what it returns is finished in input order.
     *
     * @param startNanos when the work on the entry began, for {@code micros}
     */
    abstract Prepared keyed(Report.Builder report, Origin origin, Entry.Puzzle entry, String key, long startNanos);

    static long micros(long startNanos) {
        return (System.nanoTime() - startNanos) / 1000;
    }
}
