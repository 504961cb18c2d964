package dev.sudoku.cli.io;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * The puzzles of files of plain lines ({@link PlainLines}), one file after the other, in blocks of up to
 * {@value #PUZZLES} consecutive lines: the unit of work handed to a thread. A file that cannot be read, or a
 * line that is no longer plain (the file changed after it was checked), ends that file's reading with a
 * block saying why, as the general reader ends a source it cannot read on.
 */
public final class PlainLineBlocks implements Iterator<PlainLineBlocks.Block>, AutoCloseable {
    /** Lines a block holds at most: a few milliseconds of solving, far more than the hand-over costs. */
    public static final int PUZZLES = 256;

    /**
     * Consecutive lines of one file, or why its reading stopped.
     *
     * @param file the file
     * @param firstLine the line of the first puzzle (from 1)
     * @param cells the puzzles' values, {@link PlainLines#CELLS} a puzzle
     * @param count how many puzzles the block holds (0 for a problem alone)
     * @param problem why the file's reading stopped after the block's puzzles, or null
     * @param problemLine the line the problem is reported at (0 for the file as a whole)
     */
    public record Block(Source.File file, int firstLine, byte[] cells, int count, String problem, int problemLine) {}

    private final Iterator<Source.File> files;
    private Source.File file;
    private PlainLines lines;
    private Block next;

    public PlainLineBlocks(List<Source.File> files) {
        this.files = List.copyOf(files).iterator();
    }

    @Override
    public boolean hasNext() {
        while (next == null && (lines != null || files.hasNext())) {
            if (lines == null) {
                file = files.next();
                try {
                    lines = PlainLines.open(file.path());
                } catch (IOException e) {
                    // Found plain a moment ago, so gone or changed since: said as a file that cannot be opened is.
                    next = new Block(file, 0, new byte[0], 0, SourceReading.openFailure(file, e), 0);
                    continue;
                }
            }
            next = read();
        }
        return next != null;
    }

    @Override
    public Block next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Block block = next;
        next = null;
        return block;
    }

    /** The next block of the open file, or null when it has ended with nothing more (the file is closed). */
    private Block read() {
        byte[] cells = new byte[PUZZLES * PlainLines.CELLS];
        byte[] one = new byte[PlainLines.CELLS];
        int firstLine = lines.line() + 1;
        int count = 0;
        String problem = null;
        int problemLine = 0;
        while (count < PUZZLES) {
            PlainLines.Read read;
            try {
                read = lines.next(one);
            } catch (IOException e) {
                problem = SourceInputs.readFailure(file, lines.line(), e);
                break;
            }
            if (read == PlainLines.Read.END) {
                break;
            }
            if (read == PlainLines.Read.NOT_PLAIN) {
                problemLine = lines.line() + 1;
                problem = "the file changed while it was read: this line is no longer a plain puzzle; run it again";
                break;
            }
            System.arraycopy(one, 0, cells, count * PlainLines.CELLS, PlainLines.CELLS);
            count++;
        }
        if (count < PUZZLES) {
            closeFile();
        }
        return count == 0 && problem == null ? null : new Block(file, firstLine, cells, count, problem, problemLine);
    }

    private void closeFile() {
        try {
            lines.close();
        } catch (IOException e) {
            // A file that was only read loses nothing by a failed close.
        }
        lines = null;
    }

    @Override
    public void close() {
        if (lines != null) {
            closeFile();
        }
    }
}
