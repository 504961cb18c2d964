package dev.sudoku.spark;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.SequenceInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * Bytes written into arrays of at most {@link #CHUNK} bytes each, never copied to grow: a task's packed
 * result ({@link KeyedPartition}) as a few arrays instead of one. One array of a megabyte or more is
 * allocated apart by G1 on heaps of 4 GB and more (regions of 2 MB), and each such allocation may start a
 * concurrent collection when the old generation is full; a result in chunks leaves the size of a task's
 * input free to be chosen for scheduling alone.
 */
final class ChunkedBytes extends OutputStream {
    /** The bytes an array holds: well under half of G1's smallest region (1 MB). */
    static final int CHUNK = 256 << 10;

    private final List<byte[]> full = new ArrayList<>();
    private byte[] current = new byte[CHUNK];
    private int used;

    @Override
    public void write(int b) {
        if (used == current.length) {
            next();
        }
        current[used++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int length) {
        int from = offset;
        int left = length;
        while (left > 0) {
            if (used == current.length) {
                next();
            }
            int copied = Math.min(left, current.length - used);
            System.arraycopy(bytes, from, current, used, copied);
            used += copied;
            from += copied;
            left -= copied;
        }
    }

    private void next() {
        full.add(current);
        current = new byte[CHUNK];
        used = 0;
    }

    /** The bytes written, in order: every array full but the last, which is cut to its length. */
    byte[][] chunks() {
        byte[][] chunks = full.toArray(new byte[full.size() + 1][]);
        chunks[full.size()] = Arrays.copyOf(current, used);
        return chunks;
    }

    /** The bytes of {@link #chunks} read back in order. */
    static InputStream read(byte[][] chunks) {
        List<InputStream> each = new ArrayList<>(chunks.length);
        for (byte[] chunk : chunks) {
            each.add(new ByteArrayInputStream(chunk));
        }
        return new SequenceInputStream(Collections.enumeration(each));
    }
}
