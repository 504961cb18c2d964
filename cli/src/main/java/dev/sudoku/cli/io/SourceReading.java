package dev.sudoku.cli.io;

import dev.sudoku.api.batch.InputText;
import dev.sudoku.api.io.FileReasons;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Files;

/** Opens a source for reading, or says in words why it cannot be read. */
final class SourceReading {
    private SourceReading() {}

    /** An open source, or the reason it cannot be opened. */
    record Opened(BufferedReader reader, String problem) {}

    static Opened open(Source source, Streams streams) {
        if (source instanceof Source.Inline inline) {
            return new Opened(new BufferedReader(new StringReader(inline.text())), null);
        }
        if (source instanceof Source.File file) {
            return openFile(file);
        }
        return streams.inProblem()
                .map(problem -> new Opened(null, problem))
                .orElseGet(() -> new Opened(reader(streams.in()), null));
    }

    private static Opened openFile(Source.File file) {
        if (file.path() == null) {
            return new Opened(null, FileReasons.cannotRead(file.name(), "not a valid file name" + notPuzzle(file)));
        }
        if (Files.isDirectory(file.path())) {
            return new Opened(null, FileReasons.cannotRead(file.name(), FileReasons.IS_A_DIRECTORY));
        }
        try {
            return new Opened(reader(Files.newInputStream(file.path())), null);
        } catch (IOException e) {
            return new Opened(null, openFailure(file, e));
        }
    }

    /** Why a file could not be opened: {@code cannot read 'x.txt': no such file}. */
    static String openFailure(Source.File file, IOException failure) {
        return FileReasons.cannotRead(file.name(), FileReasons.read(failure) + notPuzzle(file));
    }

    /** What keeps a missing file's name from being a puzzle, when it nearly is one. */
    private static String notPuzzle(Source.File file) {
        return file.whyNotPuzzle().map(why -> ", nor is it a puzzle: " + why).orElse("");
    }

    private static BufferedReader reader(java.io.InputStream in) {
        return InputText.reader(in);
    }
}
