package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.function.Consumer;

/**
 * A partition's lines keyed for the dedupe ({@link Dedupe#key}, the local engine's function) and packed in
 * a few byte arrays ({@link ChunkedBytes}), the task's whole result: a result of thousands of objects costs
 * the serializer per object. Puzzles and keys are {@linkplain PackedText packed} half a byte a character.
 *
 * <p>A task does not know where its partition starts in the input, so it keys each line with its place in
 * the partition, and the driver, reading the partitions in order, adds the lines before. Only the first
 * partition's places are the line numbers themselves; the others count from 2, so that no line of theirs is
 * taken for a CSV input's header. A line whose keying names it (an error) is packed as its text instead, and
 * keyed again on the driver with its number.
 *
 * <p>Places, an entry's place on its line and lengths are written in seven bits a byte, a place as the step
 * from the record before (1 for most lines): a puzzle line's record takes some 90 bytes, about its own
 * length, so the result's size follows the partition's (against 107 bytes with fixed-width numbers).
 */
final class KeyedPartition {
    /** The bytes before an entry, a line to key on the driver and the partition's line count. */
    private static final int ENTRY = 1;

    private static final int LINE = 2;
    private static final int COUNT = 3;

    private KeyedPartition() {}

    /**
     * Keys every line of partition {@code partition} and packs the entries in order; {@code check} runs once
     * the last is keyed.
     */
    static byte[][] pack(InputLayout layout, int partition, Iterator<String> lines, SparkBatch.PartitionCheck check) {
        ChunkedBytes bytes = new ChunkedBytes();
        ShuffleOutput out = new ShuffleOutput(bytes);
        long place = 0;
        long written = 0;
        long first = partition == 0 ? 1 : 2;
        while (lines.hasNext()) {
            String text = lines.next();
            List<Dedupe.Keyed> entries = Dedupe.key(layout, first + place, text);
            if (anyError(entries)) {
                out.writeByte(LINE);
                out.writeVarLong(place - written);
                out.writeVarBytes(text.getBytes(StandardCharsets.UTF_8));
                written = place;
            } else {
                for (Dedupe.Keyed keyed : entries) {
                    out.writeByte(ENTRY);
                    out.writeVarLong(place - written);
                    out.writeVarLong(keyed.seq());
                    out.writeVarBytes(PackedText.pack(keyed.puzzle()));
                    out.writeVarBytes(PackedText.pack(keyed.canonical()));
                    written = place;
                }
            }
            place++;
        }
        out.writeByte(COUNT);
        out.writeVarLong(place - written);
        check.partitionDone();
        out.flush();
        return bytes.chunks();
    }

    private static boolean anyError(List<Dedupe.Keyed> entries) {
        for (Dedupe.Keyed keyed : entries) {
            if (keyed.error() != null) {
                return true;
            }
        }
        return false;
    }

    /**
     * Hands the packed entries, in order, to {@code entries}, numbered after the {@code before} lines of the
     * partitions before; returns the lines of this one.
     */
    static long unpack(byte[][] packed, InputLayout layout, long before, Consumer<Dedupe.Keyed> entries) {
        ShuffleInput in = new ShuffleInput(ChunkedBytes.read(packed));
        long place = 0;
        try {
            for (int kind = in.readByteOrEnd(); kind >= 0; kind = in.readByteOrEnd()) {
                place += in.readVarLong();
                long line = before + place + 1;
                switch (kind) {
                    case ENTRY -> entries.accept(new Dedupe.Keyed(
                            line,
                            (int) in.readVarLong(),
                            in.readVarBytes(PackedText::unpack),
                            in.readVarBytes(PackedText::unpack),
                            null));
                    case LINE -> Dedupe.key(layout, line, new String(in.readVarBytes(), StandardCharsets.UTF_8))
                            .forEach(entries);
                    case COUNT -> {
                        return place;
                    }
                    default -> throw new IllegalStateException("a keyed partition holds a record of kind " + kind);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException("a keyed partition ends without its line count");
    }
}
