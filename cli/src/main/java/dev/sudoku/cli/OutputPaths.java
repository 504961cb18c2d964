package dev.sudoku.cli;

import dev.sudoku.api.batch.BatchOutput;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.cli.io.OutputFailedException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * Checks of an output path made before anything is opened for writing: opening a file for writing empties
 * it, so an output that is also the input would lose the input before a line of it was read, and a path
 * that cannot be written should cost no work. Each failure is a usage error that says why in words, a path
 * that cannot be written as a failed write says it ({@code cannot write 'OUT': it is a directory}, {@link
 * FileReasons}).
 */
final class OutputPaths {
    private OutputPaths() {}

    /** {@code name} as a file to write: not a directory, in a directory that exists. */
    static Path file(String name) {
        Path path = parse(name);
        Path absolute = path.toAbsolutePath();
        if (Files.isDirectory(absolute)) {
            throw new UsageException(FileReasons.cannotWrite(name, FileReasons.IS_A_DIRECTORY));
        }
        inADirectoryThatExists(absolute, name);
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
        inADirectoryThatExists(path.toAbsolutePath(), name);
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

    /** Refuses a path to be made whose directory is missing: no run makes directories on the way. */
    private static void inADirectoryThatExists(Path absolute, String name) {
        Path directory = absolute.getParent();
        if (!Files.exists(absolute) && (directory == null || !Files.isDirectory(directory))) {
            throw new UsageException(FileReasons.cannotWrite(name, FileReasons.NO_SUCH_FOLDER));
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
