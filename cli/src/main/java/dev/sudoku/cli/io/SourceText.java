package dev.sudoku.cli.io;

import dev.sudoku.api.io.FileReasons;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.StringWriter;

/**
 * A source read whole, for inputs whose entries span several lines in ways the streaming puzzle reader
 * does not know (a jigsaw's givens and region map).
 *
 * @param text the text, or null when the source could not be read
 * @param problem why it could not be read, or null
 */
public record SourceText(String text, String problem) {
    /** Reads all of {@code source}; a problem opening or reading it is kept, in words, not thrown. */
    public static SourceText read(Source source, Streams streams) {
        SourceReading.Opened opened = SourceReading.open(source, streams);
        if (opened.reader() == null) {
            return new SourceText(null, opened.problem());
        }
        try (BufferedReader reader = opened.reader()) {
            StringWriter text = new StringWriter();
            reader.transferTo(text);
            return new SourceText(text.toString(), null);
        } catch (IOException e) {
            return new SourceText(null, "cannot read " + source.inWords() + ": " + FileReasons.read(e));
        }
    }
}
