package dev.sudoku.cli;

import dev.sudoku.api.io.FileReasons;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The text of an option that takes a file or the text itself ({@code hint --position}, {@code --givens}): the
 * file's contents when the value names one. A directory, or a file that cannot be read, is a usage error
 * naming the option, in the words every file gets.
 */
final class OptionText {
    private OptionText() {}

    /**
     * Whether {@code value} names a file or directory that exists: false for a value that is no path at all
     * (a NUL character in it), which is then read as text like any other value naming nothing.
     */
    static boolean namesFile(String value) {
        try {
            return Files.exists(Path.of(value));
        } catch (InvalidPathException e) {
            return false;
        }
    }

    /** The contents of the file {@code value} names; empty when it names none, so the value is the text. */
    static Optional<String> file(String option, String value) {
        if (!namesFile(value)) {
            return Optional.empty();
        }
        Path path = Path.of(value);
        if (Files.isDirectory(path)) {
            throw new UsageException(option + ": " + FileReasons.cannotRead(value, FileReasons.IS_A_DIRECTORY));
        }
        try {
            return Optional.of(new String(Files.readAllBytes(path), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UsageException(option + ": " + FileReasons.cannotRead(value, FileReasons.read(e)));
        }
    }
}
