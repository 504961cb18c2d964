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
    @Parameters(paramLabel = "FILE", arity = "0..*", description = "Puzzle files; '-' or none reads standard input.")
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

    /** The inputs in order, checked to exist before any work starts. */
    List<String> sources() {
        List<String> sources = files.isEmpty() ? List.of("-") : files;
        for (String source : sources) {
            if (!source.equals("-") && !Files.isReadable(Path.of(source))) {
                throw new UsageException("cannot read file '" + source + "'");
            }
        }
        return sources;
    }
}
