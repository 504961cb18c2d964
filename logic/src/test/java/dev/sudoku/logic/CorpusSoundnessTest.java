package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.testkit.Corpus;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The soundness walk of {@link SoundnessTest} over the public collections: at every position of the players'
 * solve path (without SE's chains, which {@link ChainingSoundnessTest} walks), every technique of both
 * profiles except those chains runs to exhaustion and each step is checked against the solution. Walked
 * on every core. Listing every AIC, nice loop and fish of every position is costly (about 0.1 s a 17-clue
 * puzzle on 2 cores), so the collections are sampled to keep the suite within CI's time.
 */
@Tag(Corpus.TAG)
class CorpusSoundnessTest {
    private static final long SEED = 20240601L;

    static Stream<Arguments> collections() {
        return Stream.of(
                Arguments.of(
                        "17_clue_49158.txt (1,000 sampled, seed " + SEED + ")",
                        Corpus.sample("17_clue_49158.txt", 1000, SEED)),
                Arguments.of(
                        "magictour_top1465.txt (500 sampled, seed " + SEED + ")",
                        Corpus.sample("magictour_top1465.txt", 500, SEED)),
                Arguments.of(
                        "forum_hardest_1905_11plus.txt (500 sampled, seed " + SEED + ")",
                        Corpus.sample("forum_hardest_1905_11plus.txt", 500, SEED)),
                Arguments.of(
                        "sudoku_exchange_diabolical_with_ratings.txt (first 500)",
                        Corpus.puzzles("sudoku_exchange_diabolical_with_ratings.txt")
                                .subList(0, 500)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("collections")
    void every_step_of_every_technique_on_the_solve_path_of_every_puzzle_is_sound(String name, List<String> puzzles) {
        AtomicLong steps = new AtomicLong();
        Set<String> failures = new ConcurrentSkipListSet<>();
        puzzles.parallelStream().forEach(line -> {
            try {
                // The players' path, with every technique of both profiles (SE's direct and house-limited
                // variants included) run at each of its positions; SE's chains have their own walk.
                steps.addAndGet(SoundnessCheck.check(
                        PuzzleReader.parse(line), Catalogue.players().withoutChaining(), Catalogue.se(), false));
            } catch (AssertionError e) {
                failures.add(e.getMessage());
            }
        });
        System.out.printf(
                "%s: %,d puzzles, %,d steps checked, %d unsound%n", name, puzzles.size(), steps.get(), failures.size());
        assertThat(failures).as(name).isEmpty();
        assertThat(steps.get()).isPositive();
    }
}
