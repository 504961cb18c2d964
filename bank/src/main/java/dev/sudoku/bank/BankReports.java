package dev.sudoku.bank;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.api.json.View;
import dev.sudoku.store.NewPuzzle;
import dev.sudoku.store.Origin;
import dev.sudoku.store.Ratings;
import dev.sudoku.store.StoredPuzzle;
import java.time.LocalDate;
import java.util.Optional;

/** Stored puzzles in the one JSON vocabulary: the fields every bank command writes the same way. */
public final class BankReports {
    private BankReports() {}

    /** The stored ratings: ER/EP/ED as stored, the level and HoDoKu's score. */
    static Report.Builder ratings(Report.Builder report, StoredPuzzle stored) {
        Ratings ratings = stored.puzzle().ratings();
        return report.with(Field.ER, ratings.er())
                .with(Field.EP, ratings.ep())
                .with(Field.ED, ratings.ed())
                .with(Field.LEVEL, ratings.level())
                .with(Field.SCORE, (long) ratings.hodokuScore());
    }

    /** A puzzle read from the bank ({@code export}, {@code random}, {@code daily}), status STORED. */
    public static Report puzzle(StoredPuzzle stored, Optional<LocalDate> day) {
        return puzzle(stored, ResultStatus.STORED, day);
    }

    /** A puzzle of the bank with the given status (STORED, or DUPLICATE for one {@code fill} made again). */
    public static Report puzzle(StoredPuzzle stored, ResultStatus status, Optional<LocalDate> day) {
        NewPuzzle facts = stored.puzzle();
        Origin origin = facts.origin();
        String source = origin.line().isPresent()
                ? origin.source() + ":" + origin.line().getAsInt()
                : origin.source();
        return ratings(Report.of(View.BANK_PUZZLE), stored)
                .status(status)
                .with(Field.PUZZLE, facts.puzzle())
                .with(Field.BOX, facts.shape().toString())
                .with(Field.SOLUTION, facts.solution())
                .with(Field.SEED, origin.seed().isPresent() ? origin.seed().getAsLong() : null)
                .with(Field.SYMMETRY, facts.symmetry())
                .with(Field.CLUES, facts.clues())
                .with(Field.ID, stored.id())
                .with(Field.SOURCE, source)
                .with(Field.ADDED, stored.addedAt().toString())
                .with(Field.DATE, day.map(LocalDate::toString).orElse(null))
                .with(Field.CANONICAL, facts.canonical())
                .build();
    }

    /** A puzzle {@code fill} was asked for and did not make: status TIMEOUT, the reason in {@code error}. */
    public static Report notMade(String reason) {
        return Report.of(View.BANK_PUZZLE)
                .status(ResultStatus.TIMEOUT)
                .with(Field.ERROR, reason)
                .build();
    }
}
