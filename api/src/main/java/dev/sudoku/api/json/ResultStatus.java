package dev.sudoku.api.json;

/**
 * The status words: what became of one input entry, the same word for the same outcome in every command
 * and in the HTTP API. Nine words say the command did its job ({@link #isSuccess()}); the others say why
 * not, and a report with one of them carries the reason in its {@code error} field.
 */
public enum ResultStatus {
    SOLVED(
            true,
            "the puzzle has exactly one solution and is solved (by the exact solver, or by logic in the"
                    + " logic modes and explain)"),
    RATED(true, "rate: the puzzle has one solution and is rated"),
    HINT(true, "hint: the next step of a puzzle with one solution was found"),
    GENERATED(true, "generate: a puzzle with one solution, inside the band asked for"),
    VALID(true, "validate: no digit is given twice in a house (whether it has a solution is not checked)"),
    STORED(true, "bank: the puzzle is in the bank (stored now, or read from it)"),
    DUPLICATE(true, "bank: an equivalent puzzle was already stored, so this one was not (`id` names it)"),
    FOUND(true, "bank find: an equivalent puzzle is in the bank (`stored`, `mapping`)"),
    COUNTED(true, "count: the grids of the box shape are counted"),
    MISSING(false, "bank find: no equivalent puzzle is in the bank"),
    STUCK(false, "logic ran out before the grid was full (the position reached is given)"),
    MULTIPLE(false, "the puzzle has two or more solutions"),
    NONE(false, "the puzzle has no solution"),
    INVALID(false, "the entry could not be read, or its givens repeat a digit in a house"),
    TIMEOUT(false, "the time or work budget ran out first (what was reached is given)"),
    UNRESOLVED(false, "solve --search bivalue: neither a solution nor a refutation within the depth");

    private final boolean success;
    private final String meaning;

    ResultStatus(boolean success, String meaning) {
        this.success = success;
        this.meaning = meaning;
    }

    /** True for the words that mean the command did its job: exit code 0 needs every entry to have one. */
    public boolean isSuccess() {
        return success;
    }

    /** The meaning as documented. */
    public String meaning() {
        return meaning;
    }
}
