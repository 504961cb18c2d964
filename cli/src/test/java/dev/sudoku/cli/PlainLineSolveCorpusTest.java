package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.cli.batch.PlainLineSolve;
import dev.sudoku.cli.io.Source;
import dev.sudoku.testkit.Corpus;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The collections of plain lines through {@code solve}, which runs them apart ({@link PlainLineSolve}), and
 * through the general run ({@code --symbols default} sends it there): the same output, byte for byte (the
 * multi-solution benchmark's MULTIPLE and NONE lines included).
 */
@Tag(Corpus.TAG)
class PlainLineSolveCorpusTest {
    @ParameterizedTest
    @ValueSource(
            strings = {
                "17_clue_49158.txt",
                "magictour_top1465.txt",
                "forum_hardest_1905_11plus.txt",
                "serg_benchmark_multisolution.txt"
            })
    void a_collection_solved_apart_is_written_as_the_general_run_writes_it(String name) {
        Path file = Corpus.file(name);
        assertThat(PlainLineSolve.plainFiles(List.of(new Source.File(file, name))))
                .isPresent();

        CommandRun apart = CommandRun.of("solve", "--threads", "1", file.toString());
        CommandRun general = CommandRun.of("solve", "--threads", "2", "--symbols", "default", file.toString());

        assertThat(apart.lines()).hasSameSizeAs(Corpus.lines(name));
        assertThat(apart.out().equals(general.out())).as("the same output").isTrue();
        assertThat(apart.exitCode()).isEqualTo(general.exitCode());
    }
}
