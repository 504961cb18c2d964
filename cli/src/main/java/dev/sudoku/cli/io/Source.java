package dev.sudoku.cli.io;

import dev.sudoku.api.Origin;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/** Where a command's entries come from: standard input, a file, or a puzzle written on the command line. */
public sealed interface Source permits Source.StandardInput, Source.File, Source.Inline {
    /** The name reports give: {@code -}, the file name as written, or {@code argument N}. */
    String name();

    /** The source as a sentence names it: {@code standard input}, else its name quoted ({@code 'in.txt'}). */
    default String inWords() {
        return this instanceof StandardInput ? Origin.STANDARD_INPUT : "'" + name() + "'";
    }

    /**
     * Whether a read may wait for input to come: standard input, or a file that is not a regular one (a
     * named pipe, {@code <(...)}); a regular file and a puzzle on the command line are there whole.
     */
    default boolean mayWait() {
        return this instanceof StandardInput
                || this instanceof File file && file.path() != null && !Files.isRegularFile(file.path());
    }

    /** Standard input, named {@code -}. */
    record StandardInput() implements Source {
        @Override
        public String name() {
            return Origin.STANDARD_INPUT_SOURCE;
        }
    }

    /**
     * A file, named as the user wrote it; the path is null when the name is not a valid one.
     *
     * @param whyNotPuzzle for a name that nearly is a puzzle written inline, what keeps it from being one
     *     ({@link InlinePuzzle#whyNotPuzzle}), told with the report that no such file exists
     */
    record File(Path path, String name, Optional<String> whyNotPuzzle) implements Source {
        public File {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(whyNotPuzzle, "whyNotPuzzle");
        }

        public File(Path path, String name) {
            this(path, name, Optional.empty());
        }
    }

    /**
     * A puzzle written on the command line.
     *
     * @param position the argument's position among the inputs, from 1
     * @param text the puzzle
     */
    record Inline(int position, String text) implements Source {
        @Override
        public String name() {
            return "argument " + position;
        }
    }
}
