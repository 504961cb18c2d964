package dev.sudoku.cli;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.ReadOptions;
import java.nio.file.Files;
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
            description = "Puzzles given inline (one line, for example 81 characters) or files of puzzles;"
                    + " '-' or none reads standard input.")
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
            try {
                shape = Optional.of(BoxShape.parse(box));
            } catch (IllegalArgumentException e) {
                throw new UsageException("--box: " + e.getMessage());
            }
        }
        return new ReadOptions(shape, Optional.ofNullable(symbols));
    }

    /**
     * The inputs in order, checked before any work starts: standard input, a readable file, or else a
     * puzzle written on the command line.
     */
    List<PuzzleSource> sources() {
        List<String> names = files.isEmpty() ? List.of("-") : files;
        List<PuzzleSource> sources = new ArrayList<>();
        for (int i = 0; i < names.size(); i++) {
            String name = names.get(i);
            if (name.equals("-") || Files.isReadable(Path.of(name))) {
                sources.add(PuzzleSource.file(name));
            } else if (PuzzleSource.looksLikePuzzle(name)) {
                sources.add(PuzzleSource.inline(i + 1, name));
            } else {
                throw new UsageException("cannot read file '" + name + "'");
            }
        }
        return sources;
    }
}
