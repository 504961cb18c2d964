package dev.sudoku.cli;

import dev.sudoku.cli.io.Streams;
import java.io.PrintWriter;

/**
 * What a command writes to and reads from, and its name in messages ({@code sudoku solve}): picocli's when
 * it parsed the command line, or given directly when the command runs without it ({@link QuickSolve}).
 *
 * @param streams standard input and what the process's streams are connected to
 * @param out the command's output
 * @param err its messages
 * @param name the command's name as a person typed it
 */
record CommandContext(Streams streams, PrintWriter out, PrintWriter err, String name) {}
