package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code bank export} and {@code count} stopped by Ctrl-C (SIGINT), as real processes: as every run over
 * entries, the output holds whole outputs only and standard error says in one line how far it goes, in words
 * that fit them: an export's puzzles are named by their id in the bank, a count's result comes from no input.
 */
@Isolated("it stops an export and a count part-way, on signals timed against their output")
class ExportAndCountInterruptedTest {
    @TempDir
    Path dir;

    private static final String SOLUTION =
            "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

    @Test
    void an_export_stopped_by_ctrl_c_leaves_whole_puzzles_and_names_the_last_by_its_id() throws Exception {
        Shell shell = new Shell(dir);
        // 1,000 different easy puzzles (51 givens each): quick to rate into the bank.
        Random random = new Random(7);
        Set<String> puzzles = new LinkedHashSet<>();
        while (puzzles.size() < 1_000) {
            char[] cells = SOLUTION.toCharArray();
            for (int i = 0; i < 30; i++) {
                cells[random.nextInt(81)] = '.';
            }
            puzzles.add(new String(cells));
        }
        shell.file("many.txt", String.join("\n", puzzles) + "\n");
        // The reader takes 128 KB a second, so the export (some 300 KB of grids) is still writing when it is
        // stopped, yet no write waits long for it.
        // (Any puzzle the bank refuses is left out: what matters is that it holds some 1,000.)
        // An out.txt the reader has not opened yet counts as empty, so the export is never stopped before it began.
        Shell.Result run = shell.run("./sudoku bank import --db b.db --threads 2 many.txt > /dev/null;"
                + " ./sudoku bank export --db b.db --format grid > full.txt; mkfifo fifo;"
                + " python3 -c 'import os, sys, time\nwhile True:\n b = os.read(0, 8192)\n if not b: break\n"
                + " sys.stdout.buffer.write(b); sys.stdout.flush(); time.sleep(0.0625)' < fifo > out.txt &\n"
                + " set -m; ./sudoku bank export --db b.db --format grid > fifo 2> err.txt & pid=$!;"
                + " while kill -0 $pid 2>/dev/null && [ \"$(stat -c %s out.txt 2>/dev/null || echo 0)\" -lt 50000 ]; do sleep 0.05; done;"
                + " kill -INT $pid; wait $pid; echo $?; wait");

        assertThat(run.out().strip())
                .as("exit code; standard error: %s", run.err())
                .isEqualTo("130");
        String out = Files.readString(dir.resolve("out.txt"));
        String full = Files.readString(dir.resolve("full.txt"));
        assertThat(full).startsWith(out);
        String said = Files.readString(dir.resolve("err.txt"));
        Matcher howFar = Pattern.compile(
                        "sudoku bank export: interrupted: the output holds the first ([0-9,]+) puzzles whole, up to"
                                + " the bank's #([0-9]+)\n")
                .matcher(said);
        assertThat(howFar.matches()).as(said).isTrue();
        List<String> headers =
                out.lines().filter(line -> line.startsWith("# #")).toList();
        assertThat(String.format(Locale.ROOT, "%,d", headers.size())).isEqualTo(howFar.group(1));
        assertThat(headers.size()).isBetween(50, 999);
        assertThat(headers.get(headers.size() - 1)).startsWith("# #" + howFar.group(2) + ":");
        // Each grid whole: its header, nine rows, two rules and the blank line after it.
        assertThat(out.lines().count()).isEqualTo(13L * headers.size());
    }

    @Test
    void a_count_stopped_by_ctrl_c_says_no_output_was_written() {
        // The essentially different 9x9 grids take minutes.
        Shell.Result run = new Shell(dir)
                .run("set -m; ./sudoku count --box 3x3 --essentially-different --threads 1 > out.txt 2> err.txt &"
                        + " pid=$!; sleep 8; kill -INT $pid; wait $pid; echo $?; cat err.txt; cat out.txt");

        assertThat(run.lines())
                .as(run.err())
                .containsExactly("130", "sudoku count: interrupted: no output was written");
    }
}
