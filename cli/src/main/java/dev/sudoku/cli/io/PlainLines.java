package dev.sudoku.cli.io;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file read as plain puzzle lines, a block of bytes at a time: each line 81 characters, each a digit 1-9 or
 * a blank ({@code .} or {@code 0}), ended by a line feed (or a carriage return and a line feed; the last line
 * may have none). The commonest input of all, and one the general reader reads into the same 9x9 puzzle,
 * line by line (its plain-line reading): where a whole file is so, it can be read here without a string,
 * an entry or a line classified per puzzle.
 */
public final class PlainLines implements AutoCloseable {
    /** Cells of a plain line. */
    public static final int CELLS = 81;

    private static final int BLOCK = 1 << 16;

    /** What {@link #next} found. */
    public enum Read {
        /** A plain line, read into the cells. */
        PUZZLE,
        /** The end of the file. */
        END,
        /** A line that is not plain; nothing more is read. */
        NOT_PLAIN
    }

    private final InputStream in;
    private final byte[] block = new byte[BLOCK];
    private int at;
    private int end;
    private int line;

    private PlainLines(InputStream in) {
        this.in = in;
    }

    /** Opens the file for reading from its first line. */
    public static PlainLines open(Path path) throws IOException {
        return new PlainLines(Files.newInputStream(path));
    }

    /**
     * Whether the file holds at least one line and every line is plain, read through once; false too when it
     * cannot be read (the general reader then says why, where its turn comes). The same test as {@link
     * #next}'s, in one loop over the bytes: a file of millions of lines is checked before the first puzzle
     * is solved, while the JVM is still compiling, and this loop is compiled within the first block.
     */
    public static boolean isPlain(Path path) {
        try (InputStream in = Files.newInputStream(path)) {
            byte[] block = new byte[BLOCK];
            // Where the line has got to: 0 to 80 for its cells, 81 after them, 82 after a carriage return.
            int column = 0;
            long lines = 0;
            for (int read = in.read(block); read >= 0; read = in.read(block)) {
                for (int i = 0; i < read; i++) {
                    int c = block[i];
                    if (column < CELLS) {
                        if ((c < '0' || c > '9') && c != '.') {
                            return false;
                        }
                        column++;
                    } else if (c == '\n') {
                        column = 0;
                        lines++;
                    } else if (c == '\r' && column == CELLS) {
                        column++;
                    } else {
                        return false;
                    }
                }
            }
            return column == 0 ? lines > 0 : column == CELLS;
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** The number of the last line read as a puzzle (from 1), 0 before the first. */
    public int line() {
        return line;
    }

    /** Reads the next line's values (0 for a blank) into {@code cells}. */
    public Read next(byte[] cells) throws IOException {
        // A line, its carriage return and its line feed, or the rest of the file when that is shorter.
        fill(CELLS + 2);
        int available = end - at;
        if (available == 0) {
            return Read.END;
        }
        if (available < CELLS) {
            return Read.NOT_PLAIN;
        }
        for (int i = 0; i < CELLS; i++) {
            int c = block[at + i];
            if (c >= '1' && c <= '9') {
                cells[i] = (byte) (c - '0');
            } else if (c == '.' || c == '0') {
                cells[i] = 0;
            } else {
                return Read.NOT_PLAIN;
            }
        }
        int after = at + CELLS;
        if (after == end) {
            at = after;
        } else if (block[after] == '\n') {
            at = after + 1;
        } else if (block[after] == '\r' && after + 1 < end && block[after + 1] == '\n') {
            at = after + 2;
        } else {
            return Read.NOT_PLAIN;
        }
        line++;
        return Read.PUZZLE;
    }

    /** Makes at least {@code need} bytes ready from {@link #at}, or every byte left when the file ends first. */
    private void fill(int need) throws IOException {
        if (end - at >= need) {
            return;
        }
        System.arraycopy(block, at, block, 0, end - at);
        end -= at;
        at = 0;
        while (end < need) {
            int read = in.read(block, end, block.length - end);
            if (read < 0) {
                return;
            }
            end += read;
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
