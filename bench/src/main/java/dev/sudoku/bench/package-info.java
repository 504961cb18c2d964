/** The dataset shoot-out behind {@code sudoku bench}. */
package dev.sudoku.bench;
