package dev.sudoku.api.json;

/**
 * Every field of the JSON vocabulary: one name, one type and one meaning wherever it appears (each
 * command, each mode, the HTTP API). A field that does not apply to an entry is written as {@code null};
 * which fields a command writes is its {@link View}. Reports write their fields in this order.
 */
public enum Field {
    FILE(
            "file",
            JsonKind.STRING,
            "where the entry was read: a file name, `-` for standard input, `argument N`"
                    + " for a puzzle given on the command line, `--position` for a position given as that"
                    + " option's value"),
    LINE(
            "line",
            JsonKind.INTEGER,
            "the 1-based line where the entry starts; null when the whole input could" + " not be read"),
    INDEX("index", JsonKind.INTEGER, "generate: the puzzle's number in the run, from 1"),
    STATUS("status", JsonKind.STRING, "a status word (see the table of status words)"),
    MODE("mode", JsonKind.STRING, "solve: `exact`, `logic-only`, `guess` or `bivalue`"),
    PUZZLE(
            "puzzle",
            JsonKind.STRING,
            "the puzzle on one line (with `--position`, the values of the position);"
                    + " null when it could not be read"),
    BOX("box", JsonKind.STRING, "the box shape, `RxC` (rows x columns of a box)"),
    VARIANT(
            "variant",
            JsonKind.STRING,
            "`solve`, `explain`, `hint`, `rate` and `generate` with `--variant`: the rules beyond classic Sudoku, as the"
                    + " option names them (`jigsaw`, `x`, `windoku`, `samurai`, `oddeven`, `killer`, `consecutive`,"
                    + " comma-separated)"),
    REGIONS("regions", JsonKind.STRING, "jigsaw: the region map on one line, one label per cell"),
    MARKS("marks", JsonKind.STRING, "odd/even: the marks on one line, `o` odd, `e` even, `.` unmarked, one per cell"),
    CAGES(
            "cages",
            JsonKind.STRING,
            "killer: the cage map on one line, one label per cell (a letter or digit), `.` for a cell in no cage"),
    SUMS("sums", JsonKind.STRING, "killer: each cage's sum as `A=12 B=7 ...`, in the order the cages first appear"),
    BARS(
            "bars",
            JsonKind.STRING,
            "consecutive: the bars on one line, one code per cell: `r` a bar to its right, `d` below, `b` both,"
                    + " `.` none"),
    SOLUTION(
            "solution",
            JsonKind.STRING,
            "a solution on one line: the only one when `solutions` is 1, the"
                    + " first found for MULTIPLE; null when none is known"),
    SOLUTION2(
            "solution2",
            JsonKind.STRING,
            "MULTIPLE: a second solution, different from `solution` (the HTTP API finds one; the"
                    + " command line leaves it null)"),
    DIFFERENCES("differences", JsonKind.STRINGS, "MULTIPLE: the cells where `solution` and `solution2` differ"),
    SOLUTIONS(
            "solutions",
            JsonKind.INTEGER,
            "solutions counted by the exact solver, up to its limit (2, or" + " `--count`): 0, 1, or at least 2"),
    UNIQUENESS(
            "uniqueness",
            JsonKind.BOOLEAN,
            "whether uniqueness techniques were allowed (only for puzzles" + " proven to have one solution)"),
    GRID("grid", JsonKind.STRING, "the values logic reached on one line (the solution when logic solved it)"),
    CANDIDATES(
            "candidates",
            JsonKind.STRING,
            "where logic stopped short: every cell's candidates as a"
                    + " candidate line (N*N*N characters); null when the grid is full or the side is above 27"),
    CONTRADICTION(
            "contradiction",
            JsonKind.STRING,
            "what is impossible in the position reached, naming the" + " cell or house; else null"),
    CONFLICTS(
            "conflicts",
            JsonKind.CONFLICTS,
            "validate: every digit given twice in a house, with the house and its cells; empty when none"),
    CYCLES(
            "cycles",
            JsonKind.INTEGER,
            "the classic count: sweeps of the singles over the whole grid that placed something; in `explain`,"
                    + " read on its own path: runs of single steps that were all singles of the position where the"
                    + " run began, so where that path takes a new single before the older ones the count is higher"
                    + " than the classic modes' for the same puzzle; in `explain --variant` the same, a single being"
                    + " one in any house of the rules (a diagonal, a jigsaw region, a window)"),
    STEP_COUNT("stepCount", JsonKind.INTEGER, "logic steps taken"),
    GUESSES("guesses", JsonKind.INTEGER, "guesses made (the exact solver's search, or the guessing mode)"),
    KEPT("kept", JsonKind.INTEGER, "guesses on the path to the solution"),
    ROLLBACKS("rollbacks", JsonKind.INTEGER, "returns to an earlier guess after a contradiction"),
    COMBINATIONS("combinations", JsonKind.INTEGER, "bivalue value combinations tried"),
    DEPTH("depth", JsonKind.INTEGER, "the deepest bivalue search run (cells fixed at once)"),
    TRACE(
            "trace",
            JsonKind.GUESSES,
            "with `--trace`: every guess in order (the bivalue search: every combination tried, up to"
                    + " 2,000, as a node under the combination of its cells but the last); else null"),
    STEPS("steps", JsonKind.STEPS, "the logic steps in order"),
    COUNTS("counts", JsonKind.COUNTS, "steps per technique id"),
    HINT_LEVEL("hintLevel", JsonKind.INTEGER, "the hint level asked for, 1 to 3"),
    TECHNIQUE("technique", JsonKind.STRING, "the technique id of the hinted step; null when there is none"),
    HINT("hint", JsonKind.STRING, "the hint at that level; null when there is none"),
    STEP(
            "step",
            JsonKind.STEP,
            "the whole hinted step, at level 3 only (so a hint does not give the answer" + " away)"),
    ER("er", JsonKind.RATING, "Sudoku Explainer's rating: the hardest step of the path"),
    EP("ep", JsonKind.RATING, "the hardest step up to the first placement"),
    ED("ed", JsonKind.RATING, "the first step"),
    LEVEL(
            "level",
            JsonKind.STRING,
            "the level named from ER: Easy, Moderate, Difficult, Fiendish, Diabolical" + " or Extreme"),
    HARDEST("hardest", JsonKind.STRING, "the id of the technique that set ER"),
    SCORE("score", JsonKind.INTEGER, "HoDoKu's cumulative score of the path"),
    SEED(
            "seed",
            JsonKind.INTEGER,
            "generate: the puzzle's own seed (`--seed` with it and `--count 1` makes it again); bank: the seed"
                    + " of a generated puzzle, null for an imported one"),
    SYMMETRY(
            "symmetry",
            JsonKind.STRING,
            "generate: the symmetry the givens keep, null with `--pattern`; bank: the strongest symmetry"
                    + " the givens keep, `none` when they keep none"),
    CLUES("clues", JsonKind.INTEGER, "the number of givens"),
    ID("id", JsonKind.INTEGER, "bank: the puzzle's number in the bank (for DUPLICATE, the one already stored)"),
    SOURCE(
            "source",
            JsonKind.STRING,
            "bank: where the stored puzzle came from: `file:line` of an import, or `generator`"),
    ADDED("added", JsonKind.STRING, "bank: when the puzzle was stored, an ISO-8601 instant in UTC"),
    DATE("date", JsonKind.STRING, "bank daily: the day (`YYYY-MM-DD`) the puzzle is the daily puzzle of"),
    CANONICAL(
            "canonical",
            JsonKind.STRING,
            "bank: the canonical form, equal for equivalent puzzles (relabelled, transposed, rows,"
                    + " columns, bands or stacks permuted) and only for them: `RxC:` and the form's line"),
    STORED(
            "stored",
            JsonKind.STRING,
            "bank find: the stored puzzle the given one is equivalent to; null when there is none"),
    MAPPING(
            "mapping",
            JsonKind.STRING,
            "bank find: how the given puzzle maps onto the stored one (transpose, then rows, columns, digits)"),
    READ(
            "read",
            JsonKind.STRING,
            "import: the puzzle as first read from the photo, before repair; null when no grid was found"),
    CONFIDENCES(
            "confidences",
            JsonKind.SHARES,
            "import: each cell's confidence (row-major, 0 to 1): the classifier's probability of the value kept"),
    REPAIRS(
            "repairs",
            JsonKind.REPAIRS,
            "import: the cells whose first reading was replaced by a later guess so that the puzzle has one"
                    + " solution, each `{cell, read, kept}` (`.` for empty); empty when none was needed"),
    GRIDS(
            "grids",
            JsonKind.STRING,
            "count: the valid complete grids of the box shape, in decimal digits (9x9's count needs 73 bits)"),
    ESSENTIALLY_DIFFERENT(
            "essentiallyDifferent",
            JsonKind.STRING,
            "count: the grids that no relabelling, band, row, stack or column permutation or transpose maps"
                    + " onto each other, in decimal digits; null when not asked for"),
    METHOD("method", JsonKind.STRING, "count: how the numbers were computed"),
    WARNINGS(
            "warnings",
            JsonKind.STRINGS,
            "import: what a person should know about a reading that succeeded: another grid in the photo,"
                    + " where it lies from the one read (which is the largest, clearest one); empty when none"),
    MICROS("micros", JsonKind.INTEGER, "time spent on the entry, in microseconds"),
    ERROR(
            "error",
            JsonKind.STRING,
            "why the status is not a success word (SOLVED, RATED, HINT, GENERATED, VALID, STORED, DUPLICATE,"
                    + " FOUND, COUNTED); null when it is. On the command line an INVALID entry's reason begins with"
                    + " its line (and column, where one character is at fault), whatever made it invalid: the text"
                    + " the line format shows after `INVALID: ` (`line 4: digit 4 appears twice in row 1: r1c1 and"
                    + " r1c2`)");

    private final String jsonName;
    private final JsonKind kind;
    private final String meaning;

    Field(String jsonName, JsonKind kind, String meaning) {
        this.jsonName = jsonName;
        this.kind = kind;
        this.meaning = meaning;
    }

    /** The key in JSON. */
    public String jsonName() {
        return jsonName;
    }

    public JsonKind kind() {
        return kind;
    }

    /** The meaning as documented in the README (Markdown). */
    public String meaning() {
        return meaning;
    }
}
