package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
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

    @Test
    void a_symbolic_link_is_written_through_and_stays_a_link(@TempDir Path dir) throws Exception {
        Path real = dir.resolve("real.pdf");
        Files.writeString(real, "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.pdf"), Path.of("real.pdf"));
        AtomicFile.write(link, out -> out.write("new".getBytes(StandardCharsets.US_ASCII)));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(real)).isEqualTo("new");
    }

    @Test
    void a_link_to_a_missing_file_creates_the_file_it_names(@TempDir Path dir) throws Exception {
        Path link = Files.createSymbolicLink(dir.resolve("link.pdf"), dir.resolve("sub/../made.pdf"));
        AtomicFile.write(link, out -> out.write("made".getBytes(StandardCharsets.US_ASCII)));
        assertThat(Files.isSymbolicLink(link)).isTrue();
        assertThat(Files.readString(dir.resolve("made.pdf"))).isEqualTo("made");
    }

    @Test
    void a_replaced_file_keeps_its_permissions(@TempDir Path dir) throws Exception {
        Path target = dir.resolve("book.pdf");
        Files.writeString(target, "old");
        Files.setPosixFilePermissions(target, PosixFilePermissions.fromString("rw-r-----"));
        AtomicFile.write(target, out -> out.write("new".getBytes(StandardCharsets.US_ASCII)));
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target)))
                .isEqualTo("rw-r-----");
    }

    @Test
    @Timeout(30) // replacing the pipe instead would leave its reader waiting for ever
    void a_named_pipe_is_written_as_a_stream_and_stays_a_pipe(@TempDir Path dir) throws Exception {
        Path fifo = dir.resolve("pipe");
        assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor())
                .isZero();
        Process reader = new ProcessBuilder("cat", fifo.toString()).start();
        AtomicFile.write(fifo, out -> out.write("through the pipe".getBytes(StandardCharsets.US_ASCII)));
        assertThat(new String(reader.getInputStream().readAllBytes(), StandardCharsets.US_ASCII))
                .isEqualTo("through the pipe");
        assertThat(reader.waitFor()).isZero();
        assertThat(Files.isRegularFile(fifo)).isFalse();
        assertThat(Files.exists(fifo)).isTrue();
    }

    @Test
    void a_directory_is_refused(@TempDir Path dir) {
        assertThatThrownBy(() -> AtomicFile.write(dir, out -> out.write(1))).hasMessageContaining("is a directory");
    }
}
