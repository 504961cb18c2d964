package dev.sudoku.api.json;

/**
 * One cell of a puzzle read from a photo whose first reading was replaced so that the puzzle has exactly
 * one solution.
 *
 * @param cell the cell, {@code r1c1}-style
 * @param read the value first read, {@code .} for empty
 * @param kept the value kept instead, {@code .} for empty
 */
public record RepairJson(String cell, String read, String kept) {}
