package dev.sudoku.core.canon;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Canonical forms over the public collections, and the costlier checks (tagged {@code corpus}): the
 * 17-clue puzzles are 49,158 different puzzles, a sample of them matches the brute force over the whole
 * group, the hardest puzzles keep their key under random elements of the group, and so does the most
 * symmetric 25x25 grid.
 */
@Tag(Corpus.TAG)
class CanonicalFormCorpusTest {
    private final CanonicalForm canonicalForm = new CanonicalForm();

    @Test
    void the_17_clue_puzzles_have_as_many_different_keys_as_puzzles() {
        List<Grid> puzzles = grids(Corpus.puzzles("17_clue_49158.txt"));
        Set<String> keys = new HashSet<>();
        for (int pass = 1; pass <= 2; pass++) {
            long start = System.nanoTime();
            for (Grid puzzle : puzzles) {
                keys.add(canonicalForm.canonical(puzzle).key());
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            // For information only; the first pass includes the JIT warming up, and tests run with -ea.
            System.out.printf(
                    Locale.ROOT,
                    "canonical forms, pass %d: %d puzzles of 17 clues in %.2f s, %.0f puzzles/s%n",
                    pass,
                    puzzles.size(),
                    seconds,
                    puzzles.size() / seconds);
        }
        assertThat(puzzles).hasSize(49_158);
        assertThat(keys).hasSize(49_158);
    }

    @Test
    void a_sample_of_17_clue_puzzles_has_the_least_image_over_the_whole_group() {
        for (String line : Corpus.sample("17_clue_49158.txt", 12, 41L)) {
            Grid puzzle = digits(line);
            assertThat(canonicalForm.canonical(puzzle).form().toArray())
                    .as(line)
                    .isEqualTo(BruteForceForm.least(puzzle));
        }
    }

    @Test
    void the_hardest_puzzles_keep_their_key_under_random_elements_of_the_group() {
        SplittableRandom elements = new SplittableRandom(42);
        for (String line : Corpus.sample("forum_hardest_1905_11plus.txt", 2000, 43L)) {
            Grid puzzle = digits(line);
            Canonical canonical = canonicalForm.canonical(puzzle);
            assertThat(canonical.toForm().apply(puzzle)).isEqualTo(canonical.form());
            for (int i = 0; i < 5; i++) {
                Grid image = GridSymmetry.random(BoxShape.CLASSIC, elements).apply(puzzle);
                assertThat(canonicalForm.canonical(image).key()).as(line).isEqualTo(canonical.key());
            }
        }
    }

    @Test
    void the_25x25_pattern_grid_with_many_automorphisms_has_one_form_for_its_images() {
        // In this suite for its cost, a second or two: every automorphism keeps a search node alive.
        BoxShape shape = new BoxShape(5, 5);
        Grid pattern = dev.sudoku.core.solve.TestGrids.fullGrid(shape, new Random(44));
        Grid image = GridSymmetry.random(shape, new SplittableRandom(45)).apply(pattern);
        Canonical canonical = canonicalForm.canonical(pattern);
        assertThat(canonicalForm.canonical(image).form()).isEqualTo(canonical.form());
        assertThat(canonical.toForm().apply(pattern)).isEqualTo(canonical.form());
    }

    private static List<Grid> grids(List<String> lines) {
        List<Grid> grids = new ArrayList<>(lines.size());
        for (String line : lines) {
            grids.add(digits(line));
        }
        return grids;
    }

    private static Grid digits(String line) {
        int[] values = new int[81];
        for (int i = 0; i < 81; i++) {
            char c = line.charAt(i);
            values[i] = c >= '1' && c <= '9' ? c - '0' : 0;
        }
        return Grid.of(values);
    }
}
