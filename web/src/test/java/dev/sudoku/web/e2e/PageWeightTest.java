package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page stays light: everything it can load (markup, styles, scripts) together is under 150 KB
 * before compression, so a phone on a slow line opens it quickly. A size, not a speed, so it is
 * asserted; the time to the first board is measured in {@link PageLoadTest}.
 */
class PageWeightTest {
    static final long LIMIT_BYTES = 150 * 1024;

    @Test
    void the_files_of_the_page_weigh_less_than_150_kb_together() throws IOException {
        Path root = Path.of("src", "main", "resources", "public");
        long total;
        try (Stream<Path> files = Files.walk(root)) {
            total = files.filter(Files::isRegularFile)
                    .mapToLong(PageWeightTest::size)
                    .sum();
        }
        assertThat(total).as("bytes under %s", root).isPositive().isLessThan(LIMIT_BYTES);
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
