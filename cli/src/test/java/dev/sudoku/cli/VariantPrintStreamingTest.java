package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code print --variant} reads its input as a stream, as the classic path does: only the puzzles it prints
 * are kept, so a long input of other lines runs in a small heap.
 */
class VariantPrintStreamingTest {
    @TempDir
    Path dir;

    /** An X-Sudoku with one solution (the README's example). */
    private static final String X = "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    @Test
    void a_long_variant_input_is_printed_in_a_small_heap() throws Exception {
        // 64 MB of input (a puzzle, a million comment lines, a puzzle), in a 32 MB heap: held whole it fills
        // the heap many times over.
        String padding = "# a comment line that pads the file out to a size that no small heap holds whole\n";
        Shell shell = new Shell(dir, "-Xmx32m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC");
        shell.file("big.txt", X + "\n" + padding.repeat(1_000_000) + X + "\n");

        Shell.Result run = shell.run("./sudoku print --variant x big.txt -o big.pdf --no-progress; echo $?");

        assertThat(run.lines()).as(run.err()).containsExactly("big.pdf: 2 puzzles, 2 pages", "0");
        assertThat(Files.size(dir.resolve("big.pdf"))).isPositive();
    }
}
