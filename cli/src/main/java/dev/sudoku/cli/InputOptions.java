package dev.sudoku.cli;

import dev.sudoku.cli.io.InlinePuzzle;
import dev.sudoku.cli.io.Source;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.ReadOptions;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Where puzzles come from and how to read them; shared by every command that reads puzzles. */
final class InputOptions {
    @Parameters(
            paramLabel = "PUZZLE|FILE",
            arity = "0..*",
            description = "Files of puzzles, in any format a command reads or writes (JSON Lines included), or"
                    + " puzzles written inline as one line of N*N cells; '-' or none reads standard input.")
    List<String> files = new ArrayList<>();

    @Option(
            names = "--box",
            paramLabel = "RxC",
            description = "Box shape (for example 2x3); default: from the grid size.")
    String box;

    @Option(
            names = "--symbols",
            paramLabel = "STYLE",
            description = "Digit symbols: default (1-9 then A-Z), hex (0-F), letters (A-P...), numbers.")
    Symbols.Style symbols;

    /** The reading options, or a usage error naming the bad value. */
    ReadOptions readOptions() {
        Optional<BoxShape> shape = Optional.empty();
        if (box != null) {
            shape = Optional.of(BoxOption.read(box));
        }
        return new ReadOptions(shape, Optional.ofNullable(symbols));
    }

    /**
     * The inputs in order: standard input, a file (anything that exists under that name, so a directory or
     * an unreadable file is reported as such when its turn comes), a puzzle written inline (see {@link
     * InlinePuzzle}), or else a file name that will be reported as missing (with what keeps it from being a
     * puzzle, when it nearly is one).
     */
    List<Source> sources() {
        List<String> names = files.isEmpty() ? List.of("-") : files;
        List<Source> sources = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            Optional<Path> path = path(name);
            if (name.equals("-")) {
                sources.add(new Source.StandardInput());
            } else if (path.isPresent() && Files.exists(path.get(), LinkOption.NOFOLLOW_LINKS)) {
                sources.add(new Source.File(path.get(), name));
            } else if (InlinePuzzle.looksLikePuzzle(name, Optional.ofNullable(symbols))) {
                sources.add(new Source.Inline(i + 1, name));
            } else {
                sources.add(new Source.File(
                        path.orElse(null), name, InlinePuzzle.whyNotPuzzle(name, Optional.ofNullable(symbols))));
            }
        }
        return sources;
    }

    private static Optional<Path> path(String name) {
        try {
            return Optional.of(Path.of(name));
        } catch (InvalidPathException e) {
            return Optional.empty();
        }
    }
}
