package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @Test
    void a_failure_half_way_leaves_the_old_file_and_no_partial_file(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("book.pdf");
        Files.writeString(target, "the old booklet");
        assertThatThrownBy(() -> AtomicFile.write(target, out -> {
                    out.write("%PDF-1.7 half".getBytes(StandardCharsets.US_ASCII));
                    throw new IOException("disk full");
                }))
                .hasMessage("disk full");
        assertThat(Files.readString(target)).isEqualTo("the old booklet");
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }

    @Test
    void a_booklet_written_to_a_path_replaces_the_old_file_whole(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("book.pdf");
        Files.writeString(target, "the old booklet");
        Booklet booklet = Booklet.of(List.of(Entries.patterned(1, BoxShape.CLASSIC, 1)));
        BookletWriter.write(booklet, target);
        assertThat(Files.readAllBytes(target)).isEqualTo(Entries.pdf(booklet));
        try (var files = Files.list(dir)) {
            assertThat(files).containsExactly(target);
        }
    }
}
