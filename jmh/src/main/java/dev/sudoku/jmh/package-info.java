/** JMH microbenchmarks of the exact solvers. */
package dev.sudoku.jmh;
