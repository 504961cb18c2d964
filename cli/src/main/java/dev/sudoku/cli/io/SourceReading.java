package dev.sudoku.cli.io;

import dev.sudoku.api.batch.InputText;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringReader;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;

/** Opens a source for reading, or says in words why it cannot be read. */
public final class SourceReading {
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
            return new Opened(null, "cannot read '" + file.name() + "': not a valid file name" + notPuzzle(file));
        }
        if (Files.isDirectory(file.path())) {
            return new Opened(null, "cannot read '" + file.name() + "': it is a directory");
        }
        try {
            return new Opened(reader(Files.newInputStream(file.path())), null);
        } catch (IOException e) {
            return new Opened(null, "cannot read '" + file.name() + "': " + why(e) + notPuzzle(file));
        }
    }

    /** What keeps a missing file's name from being a puzzle, when it nearly is one. */
    private static String notPuzzle(Source.File file) {
        return file.whyNotPuzzle().map(why -> ", nor is it a puzzle: " + why).orElse("");
    }

    /** An I/O error in words, without Java's class names. */
    public static String why(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "no such file";
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        String reason = e instanceof FileSystemException fs ? fs.getReason() : e.getMessage();
        if (reason == null || reason.isBlank()) {
            return "read error";
        }
        String lower = reason.toLowerCase(java.util.Locale.ROOT);
        if (lower.contains("file name too long")) {
            // ENAMETOOLONG: a word of more than 255 characters, most often a puzzle pasted with a slip
            return "no such file (the name is too long for one)";
        }
        return lower.contains("is a directory") ? "it is a directory" : "read error (" + reason + ")";
    }

    private static BufferedReader reader(java.io.InputStream in) {
        return InputText.reader(in);
    }
}
