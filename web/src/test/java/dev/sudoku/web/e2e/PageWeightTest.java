package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The page stays light: everything its first load can fetch (markup, styles, the scripts at the top of
 * its folder) together is under 145 KB before compression, so a phone on a slow line opens it quickly.
 * The variants' code under {@code variant/} is fetched only when a variant is chosen, and the code that adds
 * a file to the bank or reads a photo, under {@code imports/}, only when a file is chosen, and the guess tree
 * and the list of new puzzles with their PDF booklet, under {@code extras/}, only when a solve traces its
 * guesses, a puzzle is generated or the booklet is asked for, and replaying and drawing the steps of an
 * explanation or a hint and the candidate lines of a hint's or a solve's position, under {@code steps/}, with the
 * first answer, and Check, Reveal and the check that a puzzle just set has one solution, under {@code solution/}, with
 * the first of them, and stepping through an explanation, under {@code explain/}, and showing a solve's answer, under
 * {@code solve/}, with the first of each; each folder is bounded on its own. A size,
 * not a speed, so it is asserted; the time to the first board is measured in {@link PageLoadTest}.
 */
class PageWeightTest {
    // 147,763 bytes when set: about 0.7 KB of headroom, so that what a change adds to the first load is
    // seen; code needed only once a person asks for it goes to a folder fetched then, as below.
    static final long LIMIT_BYTES = 145 * 1024;
    static final long VARIANT_LIMIT_BYTES = 30 * 1024;
    static final Path ROOT = Path.of("src", "main", "resources", "public");
    static final Path VARIANTS = ROOT.resolve("variant");
    static final long IMPORTS_LIMIT_BYTES = 10 * 1024;
    static final Path IMPORTS = ROOT.resolve("imports");
    static final long EXTRAS_LIMIT_BYTES = 14 * 1024;
    static final Path EXTRAS = ROOT.resolve("extras");
    static final long STEPS_LIMIT_BYTES = 10 * 1024;
    static final Path STEPS = ROOT.resolve("steps");
    static final long SOLUTION_LIMIT_BYTES = 4 * 1024;
    static final Path SOLUTION = ROOT.resolve("solution");
    static final long EXPLAIN_LIMIT_BYTES = 6 * 1024;
    static final Path EXPLAIN = ROOT.resolve("explain");
    static final long SOLVE_LIMIT_BYTES = 6 * 1024;
    static final Path SOLVE = ROOT.resolve("solve");

    @Test
    void the_files_of_the_first_load_weigh_less_than_145_kb_together() throws IOException {
        long total = weight(ROOT)
                - weight(VARIANTS)
                - weight(IMPORTS)
                - weight(EXTRAS)
                - weight(STEPS)
                - weight(SOLUTION)
                - weight(EXPLAIN)
                - weight(SOLVE);
        assertThat(total)
                .as(
                        "bytes under %s but %s, %s, %s, %s, %s, %s and %s",
                        ROOT, VARIANTS, IMPORTS, EXTRAS, STEPS, SOLUTION, EXPLAIN, SOLVE)
                .isPositive()
                .isLessThan(LIMIT_BYTES);
    }

    @Test
    void the_variants_code_loaded_on_demand_weighs_less_than_30_kb() throws IOException {
        assertThat(weight(VARIANTS)).as("bytes under %s", VARIANTS).isPositive().isLessThan(VARIANT_LIMIT_BYTES);
    }

    @Test
    void the_import_code_loaded_on_demand_weighs_less_than_10_kb() throws IOException {
        assertThat(weight(IMPORTS)).as("bytes under %s", IMPORTS).isPositive().isLessThan(IMPORTS_LIMIT_BYTES);
    }

    @Test
    void the_guess_tree_and_booklet_code_loaded_on_demand_weighs_less_than_14_kb() throws IOException {
        assertThat(weight(EXTRAS)).as("bytes under %s", EXTRAS).isPositive().isLessThan(EXTRAS_LIMIT_BYTES);
    }

    @Test
    void the_step_replay_and_drawing_code_loaded_on_demand_weighs_less_than_10_kb() throws IOException {
        assertThat(weight(STEPS)).as("bytes under %s", STEPS).isPositive().isLessThan(STEPS_LIMIT_BYTES);
    }

    @Test
    void the_check_reveal_and_one_solution_code_loaded_on_demand_weighs_less_than_4_kb() throws IOException {
        assertThat(weight(SOLUTION)).as("bytes under %s", SOLUTION).isPositive().isLessThan(SOLUTION_LIMIT_BYTES);
    }

    @Test
    void the_explanation_stepping_code_loaded_on_demand_weighs_less_than_6_kb() throws IOException {
        assertThat(weight(EXPLAIN)).as("bytes under %s", EXPLAIN).isPositive().isLessThan(EXPLAIN_LIMIT_BYTES);
    }

    @Test
    void the_solve_answer_code_loaded_on_demand_weighs_less_than_6_kb() throws IOException {
        assertThat(weight(SOLVE)).as("bytes under %s", SOLVE).isPositive().isLessThan(SOLVE_LIMIT_BYTES);
    }

    private static long weight(Path folder) throws IOException {
        try (Stream<Path> files = Files.walk(folder)) {
            return files.filter(Files::isRegularFile)
                    .mapToLong(PageWeightTest::size)
                    .sum();
        }
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
