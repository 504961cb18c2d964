package dev.sudoku.cli;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * The JSON Lines record of {@code sudoku hint --format json}. Field names are a stable interface.
 *
 * @param file the input file, "-" for standard input, {@code argument N} for a puzzle on the command line
 * @param line the 1-based line where the puzzle or position starts
 * @param status the exact verdict on the givens: SOLVED (one solution), MULTIPLE, NONE or INVALID
 * @param level the hint level asked for, 1 to 3
 * @param technique the id of the technique of the next step, null when there is none
 * @param hint the hint at that level, or why there is none
 * @param step the whole step, only at level 3 (null below, so a hint does not give the answer away)
 * @param error why the input is INVALID, else null
 */
@JsonPropertyOrder({"file", "line", "status", "level", "technique", "hint", "step", "error"})
record HintReport(
        String file,
        int line,
        String status,
        int level,
        String technique,
        String hint,
        StepReport step,
        String error) {}
