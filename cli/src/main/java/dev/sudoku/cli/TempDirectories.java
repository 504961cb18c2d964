package dev.sudoku.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** The benches' temporary directories, removed with everything in them once a bench is done. */
final class TempDirectories {
    private TempDirectories() {}

    /** Deletes {@code dir} and all it holds, deepest first; a file that cannot be deleted is an error. */
    static void delete(Path dir) throws IOException {
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
