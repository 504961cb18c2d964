package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Checks of an output path made before anything is opened for writing: opening a file for writing empties
 * it, so an output that is also the input would lose the input before a line of it was read, and a path
 * that cannot be written should cost no work. Each failure is a usage error that says why in words.
 */
final class OutputPaths {
    private OutputPaths() {}

    /** {@code name} as a file to write: not a directory, in a directory that exists. */
    static Path file(String name) {
        Path path = parse(name);
        Path absolute = path.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new UsageException(name + " is a directory");
        }
        inADirectoryThatExists(absolute);
        return path;
    }

    /**
     * {@code name} as a directory to fill: not an existing file; made when missing, in a directory that
     * exists, as a file output must be.
     */
    static Path directory(String name) {
        Path path = parse(name);
        if (Files.exists(path) && !Files.isDirectory(path)) {
            throw new UsageException(name + " is not a directory (--by-level writes one file per level in it)");
        }
        inADirectoryThatExists(path.toAbsolutePath());
        return path;
    }

    /**
     * Refuses an output that is the input itself, by any name (a symbolic link, a relative path): the same
     * file, as the file system tells.
     */
    static void notTheInput(Path input, Path output, String outputName) {
        if (sameFile(input, output)) {
            throw new UsageException(outputName + " is also the input file");
        }
    }

    /** Refuses a level-split output one of whose files (easy.jsonl, ..., unrated.jsonl) is the input. */
    static void noLevelFileIsTheInput(Path input, Path directory, String outputName) {
        for (Path file : BatchOutput.levelFiles(directory)) {
            if (sameFile(input, file)) {
                throw new UsageException("the input " + input + " is " + file.getFileName() + ", a file --by-level"
                        + " writes in " + outputName);
            }
        }
    }

    /**
     * A batch run's output, checked before it is opened: a file in a directory that exists, or with {@code
     * byLevel} a directory; never the input (null for standard input), by any name.
     */
    static Path forBatch(String output, String input, boolean byLevel) {
        Path target = byLevel ? directory(output) : file(output);
        if (input != null) {
            if (byLevel) {
                noLevelFileIsTheInput(Path.of(input), target, output);
            } else {
                notTheInput(Path.of(input), target, output);
            }
        }
        return target;
    }

    /** A write that may fail. */
    interface Writing {
        void run() throws IOException;
    }

    /** Runs a write, a failure to open, write or close {@code output} becoming {@link OutputFailedException}. */
    static void writing(String output, Writing write) {
        try {
            write.run();
        } catch (IOException e) {
            throw new OutputFailedException(output, e);
        }
    }

    /** The operating system's reason a write failed, in words ("Input/output error", "permission denied"). */
    static String reason(Throwable failure) {
        if (!(failure instanceof IOException e)) {
            return String.valueOf(failure);
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String why = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
        if ((why == null || why.isBlank()) && e instanceof FileSystemException fs && fs.getFile() != null) {
            // Java gives these no reason, only their kind and a file, which may not be the output named: a
            // regular file is written beside it first, and that file is what cannot be made in /proc.
            return (fs instanceof NoSuchFileException ? "no such file or directory" : "write error") + " ("
                    + fs.getFile() + ")";
        }
        return why == null || why.isBlank() ? "write error" : why;
    }

    /** Refuses a path to be made whose directory is missing: no run makes directories on the way. */
    private static void inADirectoryThatExists(Path absolute) {
        Path directory = absolute.getParent();
        if (!Files.exists(absolute) && (directory == null || !Files.isDirectory(directory))) {
            throw new UsageException("the directory " + directory + " does not exist");
        }
    }

    private static Path parse(String name) {
        try {
            return Path.of(name);
        } catch (InvalidPathException e) {
            throw new UsageException("'" + name + "' is not a valid file name");
        }
    }

    private static boolean sameFile(Path a, Path b) {
        try {
            return Files.exists(a) && Files.exists(b) && Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }
}
