package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.classic.UniquenessGate;
import java.util.Optional;

/**
 * What the exact solver's check says about a puzzle before logic runs, and how that decides a status:
 * a puzzle without exactly one solution is reported as NONE or MULTIPLE whatever logic reached, since that
 * is the first thing a person needs to know about it.
 *
 * @param status NONE or MULTIPLE when the puzzle has not exactly one solution; empty when it has one or
 *     the check ran out of budget
 * @param solutions the solutions counted (0, 1 or 2 for "at least 2"), null when the check ran out
 * @param unique whether the puzzle is proven to have one solution (uniqueness techniques allowed)
 * @param reason the reason that goes with the status
 */
record Verdict(Optional<ResultStatus> status, Long solutions, boolean unique, String reason) {
    static Verdict of(UniquenessGate.Check check) {
        return of(check.status());
    }

    /** The verdict of an exact solver's count up to 2 (SOLVED, MULTIPLE, NONE; anything else decides nothing). */
    static Verdict of(Status status) {
        return switch (status) {
            case SOLVED -> new Verdict(Optional.empty(), 1L, true, "");
            case MULTIPLE -> new Verdict(Optional.of(ResultStatus.MULTIPLE), 2L, false, "more than one solution");
            case NONE -> new Verdict(Optional.of(ResultStatus.NONE), 0L, false, "no solution");
            default -> new Verdict(Optional.empty(), null, false, "");
        };
    }

    /**
     * Sets the status of an entry whose search found a solution: SOLVED, unless the verdict knows better
     * (more than one solution, say), when it is the verdict's status and reason.
     */
    Report.Builder solved(Report.Builder report) {
        return status.isPresent() ? fail(report, null, null) : report.status(ResultStatus.SOLVED);
    }

    /**
     * Sets the status of an entry whose work did not end in success: the verdict's when it has one, else
     * the given status and reason.
     */
    Report.Builder fail(Report.Builder report, ResultStatus otherwise, String why) {
        if (status.isPresent()) {
            return report.status(status.get()).with(Field.ERROR, reason);
        }
        return report.status(otherwise).with(Field.ERROR, why);
    }
}
