package dev.sudoku.api.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file a person named cannot be read or written, in words and without Java's class names, one shape
 * both ways: {@code cannot read 'X': it is a directory}, {@code cannot write 'X': it is a directory}. Both
 * say {@value #IS_A_DIRECTORY} and {@code permission denied}; a read says {@code no such file}, else {@code
 * read error (<the system's reason>)}; a write says {@value #NO_SUCH_FOLDER} when the folder it would be made
 * in is missing, else the system's reason, lower-cased as the rest of the sentence ({@code no space left on
 * device}).
 */
public final class FileReasons {
    public static final String IS_A_DIRECTORY = "it is a directory";
    public static final String NO_SUCH_FOLDER = "no such folder";

    private FileReasons() {}

    /** {@code cannot read 'X': why}. */
    public static String cannotRead(String name, String why) {
        return "cannot read '" + name + "': " + why;
    }

    /** {@code cannot write 'X': why}. */
    public static String cannotWrite(String name, String why) {
        return "cannot write '" + name + "': " + why;
    }

    /** {@code cannot write 'X': } and why the write failed ({@link #write}). */
    public static String cannotWrite(String name, IOException failure) {
        return cannotWrite(name, write(failure));
    }

    /** Why a read failed. */
    public static String read(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        String either = eitherWay(e);
        if (either != null) {
            return either;
        }
        String reason = systemReason(e);
        if (reason == null) {
            return "read error";
        }
        if (reason.toLowerCase(Locale.ROOT).contains("file name too long")) {
            // ENAMETOOLONG: a word of more than 255 characters, most often a puzzle pasted with a slip
            return "no such file (the name is too long for one)";
        }
        return "read error (" + reason + ")";
    }

    /** Why a write failed. */
    public static String write(IOException e) {
        String either = eitherWay(e);
        if (either != null) {
            return either;
        }
        String file = e instanceof FileSystemException fs ? fs.getFile() : null;
        if (e instanceof NoSuchFileException && file != null && !folderExists(file)) {
            return NO_SUCH_FOLDER;
        }
        String reason = systemReason(e);
        if (reason == null && file != null) {
            // Java gives these no reason, only their kind and a file, which may not be the output named: a
            // regular file is written beside it first, and that file is what cannot be made in /proc.
            return (e instanceof NoSuchFileException ? "no such file or directory" : "write error") + " (" + file + ")";
        }
        // The first letter alone: the rest may hold a name ("Stale NFS file handle").
        return reason == null ? "write error" : reason.substring(0, 1).toLowerCase(Locale.ROOT) + reason.substring(1);
    }

    /** What a read and a write both say, or null. */
    private static String eitherWay(IOException e) {
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String reason = systemReason(e);
        return reason != null && reason.toLowerCase(Locale.ROOT).contains("is a directory") ? IS_A_DIRECTORY : null;
    }

    /** The system's reason alone ({@code Is a directory}), without the file's name; null when there is none. */
    private static String systemReason(IOException e) {
        String reason = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
        return reason == null || reason.isBlank() ? null : reason;
    }

    private static boolean folderExists(String file) {
        try {
            Path folder = Path.of(file).toAbsolutePath().getParent();
            return folder != null && Files.isDirectory(folder);
        } catch (InvalidPathException e) {
            return true;
        }
    }
}
