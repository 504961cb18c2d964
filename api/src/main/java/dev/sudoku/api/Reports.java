package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.Step;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** The fields every task fills the same way. */
final class Reports {
    private Reports() {}

    /** A report of the view with where the entry came from, the puzzle and its box shape. */
    static Report.Builder start(View view, Origin origin, Grid puzzle, GridText text) {
        return Report.of(view)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .with(Field.PUZZLE, text.line(puzzle))
                .with(Field.BOX, puzzle.shape().toString());
    }

    /** The report of an entry that could not be read: INVALID, the reader's message as the reason. */
    static Report unreadable(View view, Origin origin, Entry.Malformed bad) {
        return Report.of(view)
                .with(Field.FILE, origin.source())
                .with(Field.LINE, origin.lineOrNull())
                .status(ResultStatus.INVALID)
                .with(Field.ERROR, bad.message())
                .build();
    }

    /** The counts field: how many of the steps each technique took, by name in technique order. */
    static Map<String, Integer> counts(List<? extends Step> steps) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        Step.counts(steps).forEach((id, n) -> counts.put(id.name(), n));
        return counts;
    }

    static long microsSince(long startNanos) {
        return (System.nanoTime() - startNanos) / 1000;
    }
}
