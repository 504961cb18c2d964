package dev.sudoku.print;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that readers see either the old file or the whole new one, never a half-written one:
 * the content goes to a new hidden file in the same directory (so the rename stays on one file system),
 * which then replaces the target. On failure the partial file is removed and the target is untouched.
 */
final class AtomicFile {
    /** What writes the content. */
    @FunctionalInterface
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {}

    static void write(Path target, Content content) throws IOException {
        Path absolute = target.toAbsolutePath();
        Path directory = absolute.getParent();
        Path partial = directory.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + ".part");
        boolean moved = false;
        try {
            // CREATE_NEW rather than createTempFile: the file gets the usual permissions, not owner-only.
            try (OutputStream out = Files.newOutputStream(partial, StandardOpenOption.CREATE_NEW)) {
                content.writeTo(out);
            }
            try {
                Files.move(partial, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(partial, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(partial);
            }
        }
    }
}
