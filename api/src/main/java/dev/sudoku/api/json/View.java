package dev.sudoku.api.json;

import static dev.sudoku.api.json.Field.*;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

/**
 * Which fields a command (or a mode of {@code solve}) writes. Every report of a view has exactly these
 * keys, in {@link Field} order, with {@code null} where a field does not apply to that entry.
 */
public enum View {
    SOLVE(FILE, LINE, STATUS, MODE, PUZZLE, BOX, SOLUTION, SOLUTION2, DIFFERENCES, SOLUTIONS, GUESSES, MICROS, ERROR),
    SOLVE_VARIANT(
            FILE, LINE, STATUS, MODE, PUZZLE, VARIANT, REGIONS, MARKS, CAGES, SUMS, BARS, SOLUTION, SOLUTIONS, GUESSES,
            MICROS, ERROR),
    SOLVE_LOGIC_ONLY(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            BOX,
            SOLUTION,
            SOLUTIONS,
            UNIQUENESS,
            GRID,
            CANDIDATES,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            MICROS,
            ERROR),
    SOLVE_GUESS(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            BOX,
            SOLUTION,
            SOLUTIONS,
            UNIQUENESS,
            GRID,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            GUESSES,
            KEPT,
            ROLLBACKS,
            TRACE,
            MICROS,
            ERROR),
    SOLVE_BIVALUE(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            BOX,
            SOLUTION,
            SOLUTIONS,
            UNIQUENESS,
            GRID,
            CANDIDATES,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            COMBINATIONS,
            DEPTH,
            TRACE,
            MICROS,
            ERROR),
    SOLVE_VARIANT_LOGIC_ONLY(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTION,
            SOLUTIONS,
            GRID,
            CANDIDATES,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            MICROS,
            ERROR),
    SOLVE_VARIANT_GUESS(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTION,
            SOLUTIONS,
            GRID,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            GUESSES,
            KEPT,
            ROLLBACKS,
            TRACE,
            MICROS,
            ERROR),
    SOLVE_VARIANT_BIVALUE(
            FILE,
            LINE,
            STATUS,
            MODE,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTION,
            SOLUTIONS,
            GRID,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            COMBINATIONS,
            DEPTH,
            TRACE,
            MICROS,
            ERROR),
    EXPLAIN(
            FILE,
            LINE,
            STATUS,
            PUZZLE,
            BOX,
            SOLUTION,
            SOLUTIONS,
            UNIQUENESS,
            GRID,
            CANDIDATES,
            CONTRADICTION,
            CYCLES,
            STEP_COUNT,
            STEPS,
            COUNTS,
            MICROS,
            ERROR),
    HINT(
            FILE,
            LINE,
            STATUS,
            PUZZLE,
            BOX,
            SOLUTIONS,
            UNIQUENESS,
            CANDIDATES,
            CONTRADICTION,
            HINT_LEVEL,
            TECHNIQUE,
            Field.HINT,
            Field.STEP,
            MICROS,
            ERROR),
    RATE(FILE, LINE, STATUS, PUZZLE, BOX, SOLUTIONS, STEP_COUNT, ER, EP, ED, LEVEL, HARDEST, SCORE, MICROS, ERROR),
    HINT_VARIANT(
            FILE,
            LINE,
            STATUS,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTIONS,
            CANDIDATES,
            HINT_LEVEL,
            TECHNIQUE,
            Field.HINT,
            Field.STEP,
            MICROS,
            ERROR),
    RATE_VARIANT(
            FILE,
            LINE,
            STATUS,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTIONS,
            STEP_COUNT,
            ER,
            EP,
            ED,
            LEVEL,
            HARDEST,
            SCORE,
            MICROS,
            ERROR),
    EXPLAIN_VARIANT(
            FILE,
            LINE,
            STATUS,
            PUZZLE,
            VARIANT,
            REGIONS,
            MARKS,
            CAGES,
            SUMS,
            BARS,
            SOLUTION,
            SOLUTIONS,
            GRID,
            CANDIDATES,
            CYCLES,
            STEP_COUNT,
            STEPS,
            COUNTS,
            MICROS,
            ERROR),
    GENERATE(
            INDEX, STATUS, PUZZLE, BOX, SOLUTION, SOLUTIONS, ER, EP, ED, LEVEL, HARDEST, SCORE, SEED, SYMMETRY, CLUES,
            MICROS, ERROR),
    GENERATE_VARIANT(
            INDEX, STATUS, PUZZLE, VARIANT, REGIONS, MARKS, CAGES, SUMS, BARS, SOLUTION, SOLUTIONS, ER, EP, ED, LEVEL,
            HARDEST, SCORE, SEED, CLUES, MICROS, ERROR),
    VALIDATE(FILE, LINE, STATUS, PUZZLE, BOX, CONFLICTS, CLUES, MICROS, ERROR),
    BANK_IMPORT(FILE, LINE, STATUS, PUZZLE, BOX, ER, EP, ED, LEVEL, SCORE, CLUES, ID, MICROS, ERROR),
    BANK_PUZZLE(
            STATUS, PUZZLE, BOX, SOLUTION, ER, EP, ED, LEVEL, SCORE, SEED, SYMMETRY, CLUES, ID, SOURCE, ADDED, DATE,
            CANONICAL, ERROR),
    BANK_FIND(FILE, LINE, STATUS, PUZZLE, BOX, ER, EP, ED, LEVEL, SCORE, ID, STORED, MAPPING, MICROS, ERROR),
    IMPORT(FILE, STATUS, PUZZLE, BOX, SOLUTION, SOLUTIONS, READ, CONFIDENCES, REPAIRS, WARNINGS, MICROS, ERROR),
    COUNT(STATUS, BOX, REGIONS, GRIDS, ESSENTIALLY_DIFFERENT, METHOD, MICROS, ERROR);

    private final Set<Field> fields;

    View(Field first, Field... rest) {
        this.fields = Collections.unmodifiableSet(EnumSet.of(first, rest));
    }

    /** The fields, in {@link Field} order. */
    public Set<Field> fields() {
        return fields;
    }

    /** The command line that writes this view, as the README names it. */
    public String command() {
        return switch (this) {
            case SOLVE -> "solve";
            case SOLVE_VARIANT -> "solve --variant";
            case SOLVE_LOGIC_ONLY -> "solve --logic-only";
            case SOLVE_GUESS -> "solve --search guess";
            case SOLVE_BIVALUE -> "solve --search bivalue";
            case SOLVE_VARIANT_LOGIC_ONLY -> "solve --variant --logic-only";
            case SOLVE_VARIANT_GUESS -> "solve --variant --search guess";
            case SOLVE_VARIANT_BIVALUE -> "solve --variant --search bivalue";
            case EXPLAIN -> "explain";
            case HINT -> "hint";
            case RATE -> "rate";
            case RATE_VARIANT -> "rate --variant";
            case HINT_VARIANT -> "hint --variant";
            case EXPLAIN_VARIANT -> "explain --variant";
            case GENERATE -> "generate";
            case GENERATE_VARIANT -> "generate --variant";
            case VALIDATE -> "validate";
            case BANK_IMPORT -> "bank import";
            case BANK_PUZZLE -> "bank export, random, daily, fill";
            case BANK_FIND -> "bank find";
            case IMPORT -> "import";
            case COUNT -> "count";
        };
    }
}
