package dev.sudoku.cli;

import dev.sudoku.api.Origin;
import dev.sudoku.api.batch.InputText;
import dev.sudoku.api.io.FileReasons;
import dev.sudoku.cli.io.Streams;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;

/**
 * An option whose text may come from standard input, written {@code -} as every input file may be: {@code
 * generate --pattern -} and {@code count --regions -}, commands that read no puzzles there, so standard input
 * has one use only. Read whole (a pattern or a map is a few lines), as every input is read (bytes that are
 * not UTF-8 become U+FFFD); standard input that cannot be read is a usage error naming the option.
 */
final class StandardInputOption {
    /** The value that names standard input. */
    static final String NAME = Origin.STANDARD_INPUT_SOURCE;

    private StandardInputOption() {}

    /**
     * Standard input's text for {@code option}; a person at a terminal is told it is awaited.
     *
     * @param what what the option's text is, as the prompt names it ({@code the clue pattern})
     */
    static String read(String option, String what, Streams streams, PrintWriter err) {
        streams.inProblem().ifPresent(problem -> {
            throw new UsageException(option + " -: " + problem);
        });
        if (streams.inIsTerminal()) {
            err.println("sudoku: reading " + what + " from the terminal; end with Ctrl-D");
            err.flush();
        }
        // Not closed: standard input belongs to the process.
        BufferedReader reader = InputText.reader(streams.in());
        StringWriter text = new StringWriter();
        try {
            reader.transferTo(text);
        } catch (IOException | UncheckedIOException e) {
            IOException cause = e instanceof UncheckedIOException unchecked ? unchecked.getCause() : (IOException) e;
            throw new UsageException(
                    option + " -: cannot read " + Origin.STANDARD_INPUT + ": " + FileReasons.read(cause));
        }
        return text.toString();
    }
}
