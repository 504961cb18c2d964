package dev.sudoku.logic.rules;

/**
 * One almost locked set of a rule-set position, with bit sets over the grid's cells: its cells, each digit's
 * places in it, and the cells that see every one of those places (null for a digit it lacks).
 */
record RuleAlsSet(int house, int[] cells, int digits, long[] cellBits, long[][] places, long[][] seen) {}
