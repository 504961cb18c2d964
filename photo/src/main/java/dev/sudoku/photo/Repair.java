package dev.sudoku.photo;

/**
 * A cell whose first reading was replaced by a later guess so that the puzzle has exactly one solution.
 *
 * @param cell the 0-based cell index (row-major)
 * @param read the first reading (0 for empty)
 * @param kept the guess kept instead (0 for empty)
 */
public record Repair(int cell, int read, int kept) {}
