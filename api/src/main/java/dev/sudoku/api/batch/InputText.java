package dev.sudoku.api.batch;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Input opened as text, the one way every command decodes it: a byte sequence that is not UTF-8 becomes
 * U+FFFD, which the puzzle readers report as an invalid line, so one bad byte costs its line, not the run.
 * ({@link Files#newBufferedReader} stops at the first such byte with an exception, which ended a whole
 * batch without output.) Both batch engines read their lines through it, so they see the same lines.
 */
public final class InputText {
    private InputText() {}

    public static BufferedReader open(Path file) throws IOException {
        return reader(Files.newInputStream(file));
    }

    public static BufferedReader reader(InputStream in) {
        return new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
    }
}
