package dev.sudoku.cli;

import dev.sudoku.print.PrintedEntry;
import java.util.List;

/**
 * What {@code sudoku print} read: the puzzles to print, numbered in input order, and how many entries were
 * left out (each already named on standard error).
 */
record PrintEntries(List<? extends PrintedEntry> entries, int leftOut) {
    PrintEntries {
        entries = List.copyOf(entries);
    }
}
