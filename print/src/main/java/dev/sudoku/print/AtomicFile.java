package dev.sudoku.print;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermission;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a file so that readers see either the old file or the whole new one, never a half-written one,
 * and replaces nothing but a regular file:
 *
 * <ul>
 *   <li>a symbolic link is followed to the file it names, which is written (the link stays a link);
 *   <li>a regular file, or a name not in use, gets the content in a new hidden file in the same directory
 *       (so the rename stays on one file system), which then replaces it, keeping the old file's
 *       permissions; on failure the partial file is removed and the target is untouched;
 *   <li>anything else that exists (a device, a named pipe, a socket) is written directly, as a stream: it
 *       cannot be replaced, and its reader expects the bytes; a directory is refused.
 * </ul>
 */
final class AtomicFile {
    /** Links followed before giving up on a loop of links. */
    private static final int MAX_LINKS = 40;

    /** What writes the content. */
    @FunctionalInterface
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {}

    static void write(Path target, Content content) throws IOException {
        Path resolved = followLinks(target.toAbsolutePath());
        if (Files.isDirectory(resolved)) {
            throw new FileSystemException(target.toString(), null, "it is a directory");
        }
        if (Files.exists(resolved) && !Files.isRegularFile(resolved)) {
            try (OutputStream out = Files.newOutputStream(resolved, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            return;
        }
        replace(resolved, content);
    }

    private static void replace(Path absolute, Content content) throws IOException {
        Path directory = absolute.getParent();
        Path partial = directory.resolve("." + absolute.getFileName() + "."
                + Long.toHexString(ThreadLocalRandom.current().nextLong() >>> 1) + ".part");
        boolean moved = false;
        try {
            // CREATE_NEW rather than createTempFile: the file gets the usual permissions, not owner-only.
            try (OutputStream out = Files.newOutputStream(partial, StandardOpenOption.CREATE_NEW)) {
                content.writeTo(out);
            }
            keepPermissions(absolute, partial);
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

    /** The path a chain of symbolic links ends at (which may not exist yet). */
    static Path followLinks(Path path) throws IOException {
        Path current = path;
        for (int i = 0; i < MAX_LINKS && Files.isSymbolicLink(current); i++) {
            Path link = Files.readSymbolicLink(current);
            current = current.resolveSibling(link).normalize();
        }
        if (Files.isSymbolicLink(current)) {
            throw new FileSystemException(path.toString(), null, "too many levels of symbolic links");
        }
        return current;
    }

    private static void keepPermissions(Path old, Path replacement) {
        try {
            if (Files.exists(old, LinkOption.NOFOLLOW_LINKS)) {
                Set<PosixFilePermission> permissions = Files.getPosixFilePermissions(old);
                Files.setPosixFilePermissions(replacement, permissions);
            }
        } catch (IOException | UnsupportedOperationException e) {
            // Permissions are a courtesy; the content is what was asked for.
        }
    }
}
