package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.testkit.Corpus;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The soundness walk of {@link SoundnessTest} over seeded samples of the public collections. */
@Tag(Corpus.TAG)
class CorpusSoundnessTest {
    private static final long SEED = 20240601L;

    static Stream<String> sample() {
        System.out.println("corpus soundness sample seed " + SEED);
        return Stream.concat(
                Corpus.sample("17_clue_49158.txt", 150, SEED).stream(),
                Corpus.sample("magictour_top1465.txt", 100, SEED).stream());
    }

    @ParameterizedTest
    @MethodSource("sample")
    void every_step_found_on_the_solve_path_of_a_collection_puzzle_is_sound(String puzzle) {
        assertThat(SoundnessCheck.check(PuzzleReader.parse(puzzle), Catalogue.se()))
                .isNotNegative();
    }
}
