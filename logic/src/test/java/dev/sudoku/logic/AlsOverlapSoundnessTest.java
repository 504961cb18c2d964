package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.als.AlmostLockedSets;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * HoDoKu's "allow ALS overlap" option is not in any catalogue, so {@link SoundnessTest} does not reach it:
 * on the players' solve path of each test puzzle, every ALS-XZ, ALS-XY-Wing, ALS-XY-Chain and Death Blossom step with
 * overlapping sets must agree with the solution too.
 */
class AlsOverlapSoundnessTest {
    /** Every sixth fixture puzzle: the option reuses the same search, so a sample keeps the run short. */
    static Stream<String> puzzles() {
        List<String> all = TestPuzzles.nineByNine();
        return IntStream.range(0, all.size()).filter(i -> i % 6 == 0).mapToObj(all::get);
    }

    @ParameterizedTest
    @MethodSource("puzzles")
    void steps_with_overlapping_sets_agree_with_the_solution(String puzzle) {
        Technique overlapping = new AlmostLockedSets(true);
        Catalogue also = new Catalogue(
                "overlap",
                List.of(new CatalogueEntry(
                        List.of(
                                TechniqueId.ALS_XZ,
                                TechniqueId.ALS_XY_WING,
                                TechniqueId.ALS_XY_CHAIN,
                                TechniqueId.DEATH_BLOSSOM),
                        List.of(7.2, 7.4, 7.5, 8.2),
                        true,
                        overlapping)));
        assertThat(SoundnessCheck.check(TestPuzzles.parse(puzzle), TestCatalogues.playersWithoutNesting(), also))
                .isNotNegative();
    }
}
