package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.testkit.Corpus;
import dev.sudoku.testkit.CorpusScale;
import dev.sudoku.testkit.Coverage;
import java.util.ArrayList;
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
 * on every core.
 *
 * <p>Listing every AIC, nice loop and fish of every position is costly (about 0.1 s a 17-clue puzzle on 2
 * cores, 0.25 s a top1465 one), so the full runs (seeded samples of 1,000 and 500 puzzles, eight to ten
 * minutes on two cores) belong to the exhaustive suite. CI walks the first puzzles of each run and, from its
 * {@link Coverage} table, the first puzzle of the full run whose path uses each technique and the first
 * on which each technique finds a step: the sample meets every technique the full run meets, on the path
 * and off it. {@code -Dsudoku.soundnessCount=N} walks the first N of each run.
 */
@Tag(Corpus.TAG)
class CorpusSoundnessTest {
    private static final long SEED = 20240601L;
    private static final String COUNT = "sudoku.soundnessCount";

    static Stream<Arguments> collections() {
        return Stream.of(
                sampled("17_clue_49158.txt", 1000, 40),
                sampled("magictour_top1465.txt", 500, 25),
                sampled("forum_hardest_1905_11plus.txt", 500, 100),
                run(
                        "sudoku_exchange_diabolical_with_ratings.txt (first 500)",
                        "sudoku_exchange_diabolical",
                        Corpus.puzzles("sudoku_exchange_diabolical_with_ratings.txt")
                                .subList(0, 500),
                        25));
    }

    private static Arguments sampled(String file, int full, int sample) {
        String name = String.format("%s (%,d sampled, seed %d)", file, full, SEED);
        return run(name, file.replace(".txt", ""), Corpus.drawn(file, full, SEED), sample);
    }

    private static Arguments run(String name, String table, List<String> run, int sample) {
        return Arguments.of(name, table, run, CorpusScale.count(COUNT, Math.min(sample, run.size()), run.size()));
    }

    @ParameterizedTest(name = "{0}, first {3} and the coverage table''s")
    @MethodSource("collections")
    void every_step_on_the_paths_of_a_sample_meeting_every_technique_of_the_full_run_is_sound(
            String name, String table, List<String> run, int count) {
        Coverage coverage = Coverage.of("corpus-soundness-" + table);
        List<Integer> sample = coverage.sample(run, count);
        AtomicLong steps = new AtomicLong();
        Set<String> failures = new ConcurrentSkipListSet<>();
        sample.parallelStream().forEach(i -> {
            try {
                // The players' path, with every technique of both profiles (SE's direct and house-limited
                // variants included) run at each of its positions; SE's chains have their own walk.
                SoundnessCheck.Walked walked = SoundnessCheck.walk(
                        PuzzleReader.parse(run.get(i)), Catalogue.players().withoutChaining(), Catalogue.se(), false);
                steps.addAndGet(walked.steps());
                coverage.record(i, run.get(i), keys(walked));
            } catch (AssertionError e) {
                failures.add(e.getMessage());
            }
        });
        System.out.printf(
                "%s: %,d puzzles walked, %,d steps checked, %d unsound, %d techniques met%n",
                name,
                sample.size(),
                steps.get(),
                failures.size(),
                coverage.covered().size());
        assertThat(failures).as(name).isEmpty();
        assertThat(steps.get()).isPositive();
        coverage.check();
    }

    /** "path X" for each technique of the path, "step X" for each technique that found a step. */
    private static List<String> keys(SoundnessCheck.Walked walked) {
        List<String> keys = new ArrayList<>();
        walked.path().forEach(id -> keys.add("path " + id));
        walked.checked().forEach(id -> keys.add("step " + id));
        return keys;
    }
}
