package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Requests no puzzle can meet fail at once with a reason; a request that is merely hard ends on budget. */
class GeneratorRequestTest {
    private static final BoxShape SIX = new BoxShape(2, 3);

    @Test
    void a_pattern_with_fewer_than_seventeen_clues_is_refused_at_once() {
        CluePattern sixteen = CluePattern.parse("x".repeat(16) + ".".repeat(65), Optional.empty());
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 1).withPattern(sixteen);
        assertThatThrownBy(() -> new Generator(options))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16 clues")
                .hasMessageContaining("17");
    }

    @Test
    void a_pattern_of_one_clue_says_one_clue() {
        CluePattern one = CluePattern.parse("x" + ".".repeat(80), Optional.empty());
        assertThat(one.impossibility()).get().asString().startsWith("the pattern has 1 clue;");
    }

    @Test
    void a_pattern_leaving_two_rows_of_a_band_empty_is_refused_at_once() {
        StringBuilder text = new StringBuilder();
        for (int row = 0; row < 9; row++) {
            text.append(row == 0 || row == 1 ? "........." : "xxxx.....").append('\n');
        }
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 1)
                .withPattern(CluePattern.parse(text.toString(), Optional.empty()));
        assertThatThrownBy(() -> new Generator(options)).hasMessageContaining("rows of one band");
    }

    @Test
    void a_technique_no_puzzle_of_the_size_can_need_is_refused() {
        GeneratorOptions options =
                GeneratorOptions.of(new BoxShape(2, 2), 1).withTechnique(TechniqueGoal.parse("jellyfish"));
        assertThatThrownBy(() -> new Generator(options))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("no 4x4 puzzle needs Jellyfish");
    }

    @Test
    void a_technique_rated_above_the_band_is_refused() {
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 1)
                .withBand(RatingBand.of(Level.EASY))
                .withTechnique(TechniqueGoal.parse("X-Wing"));
        assertThatThrownBy(() -> new Generator(options)).hasMessageContaining("X-Wing rates 3.2, above the band");
    }

    @Test
    void a_band_above_what_the_catalogue_can_rate_is_refused() {
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 1).withBand(RatingBand.parse("13.0..19.9"));
        assertThatThrownBy(() -> new Generator(options)).hasMessageContaining("no puzzle can rate 13.0..19.9");
    }

    @Test
    void a_symmetry_that_turns_rows_into_columns_is_refused_for_oblong_boxes() {
        GeneratorOptions options = GeneratorOptions.of(SIX, 1).withSymmetry(Symmetry.ROTATE90);
        assertThatThrownBy(() -> new Generator(options)).hasMessageContaining("needs square boxes; boxes 2x3");
    }

    /**
     * 17 clues, every row and column used: no cheap argument refutes it, but a random grid almost never
     * gives a unique 17-clue puzzle (there are about 49,000 essentially different ones).
     */
    static String seventeenClues() {
        StringBuilder text = new StringBuilder(".".repeat(81));
        for (int row = 0; row < 8; row++) {
            text.setCharAt(row * 9 + (2 * row) % 9, 'x');
            text.setCharAt(row * 9 + (2 * row + 4) % 9, 'x');
        }
        text.setCharAt(8 * 9, 'x');
        return text.toString();
    }

    @Test
    void a_request_not_met_in_time_ends_with_what_was_asked_and_tried() {
        CluePattern pattern = CluePattern.parse(seventeenClues(), Optional.empty());
        assertThat(pattern.clueCount()).isEqualTo(17);
        assertThat(pattern.impossibility()).isEmpty();
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 1)
                .withPattern(pattern)
                .withBand(RatingBand.of(Level.FIENDISH))
                .withTimeLimit(Duration.ofMillis(300));
        long start = System.nanoTime();
        assertThatThrownBy(() -> new Generator(options).generate(0))
                .isInstanceOf(GenerationTimeoutException.class)
                .hasMessageStartingWith("puzzle 1 (seed 1) not found within 300 ms after ")
                .hasMessageContaining("solution grids: a unique 9x9 puzzle rated 4.5..6.5 on the 17-clue pattern");
        assertThat((System.nanoTime() - start) / 1e9).isLessThan(5);
    }

    @Test
    void a_puzzle_needing_a_technique_uses_it_on_its_path() {
        GeneratorOptions options = GeneratorOptions.of(BoxShape.CLASSIC, 3)
                .withBand(RatingBand.of(Level.DIFFICULT))
                .withTechnique(TechniqueGoal.parse("naked pair"));
        Generator generator = new Generator(options);
        for (int i = 0; i < 10; i++) {
            Generated generated = generator.generate(i);
            assertPathUses(
                    dev.sudoku.logic.Catalogue.se(), generated.puzzle(), dev.sudoku.logic.TechniqueId.NAKED_PAIR);
        }
    }

    @Test
    void a_technique_without_a_band_is_the_hardest_step_of_its_puzzles() {
        GeneratorOptions options =
                GeneratorOptions.of(BoxShape.CLASSIC, 5).withTechnique(TechniqueGoal.parse("x-wing"));
        assertThat(options.targetBand()).contains(new RatingBand(32, 32));
        Generator generator = new Generator(options);
        dev.sudoku.logic.rating.Rater rater = new dev.sudoku.logic.rating.Rater(dev.sudoku.logic.Catalogue.se());
        for (int i = 0; i < 10; i++) {
            Generated generated = generator.generate(i);
            assertThat(rater.rate(generated.puzzle()).er()).isEqualTo(3.2);
            assertPathUses(dev.sudoku.logic.Catalogue.se(), generated.puzzle(), dev.sudoku.logic.TechniqueId.X_WING);
        }
    }

    @Test
    void training_bands_widen_for_kinds_priced_by_length_and_are_absent_off_the_rating_path() {
        assertThat(TechniqueGoal.parse("nishio forcing chain").trainingBand()).contains(new RatingBand(75, 80));
        assertThat(TechniqueGoal.parse("swordfish").trainingBand()).contains(new RatingBand(38, 38));
        assertThat(TechniqueGoal.parse("skyscraper").trainingBand()).isEmpty();
        GeneratorOptions banded = GeneratorOptions.of(BoxShape.CLASSIC, 1)
                .withBand(RatingBand.of(Level.DIFFICULT))
                .withTechnique(TechniqueGoal.parse("x-wing"));
        assertThat(banded.targetBand()).contains(RatingBand.of(Level.DIFFICULT));
    }

    /** Every Skyscraper is also a Sashimi X-Wing: the players' order names it first, so it can be asked for. */
    @Test
    void a_skyscraper_can_be_asked_for() {
        Generator generator = new Generator(
                GeneratorOptions.of(BoxShape.CLASSIC, 9).withTechnique(TechniqueGoal.parse("skyscraper")));
        for (int i = 0; i < 3; i++) {
            Generated generated = generator.generate(i);
            assertPathUses(
                    dev.sudoku.logic.Catalogue.players(), generated.puzzle(), dev.sudoku.logic.TechniqueId.SKYSCRAPER);
        }
    }

    @Test
    void a_pattern_is_kept_exactly() {
        String pattern = String.join(
                "\n",
                "x.x|.x.|x.x",
                ".x.|x.x|.x.",
                "x..|.x.|..x",
                "---+---+---",
                ".x.|x.x|.x.",
                "x.x|...|x.x",
                ".x.|x.x|.x.",
                "---+---+---",
                "x..|.x.|..x",
                ".x.|x.x|.x.",
                "x.x|.x.|x.x");
        CluePattern clues = CluePattern.parse(pattern, Optional.empty());
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 8).withPattern(clues));
        GeneratedChecks checks = new GeneratedChecks();
        for (int i = 0; i < 5; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            int[] givens = java.util.stream.IntStream.range(0, 81)
                    .filter(cell -> !generated.puzzle().isEmpty(cell))
                    .toArray();
            assertThat(givens).containsExactly(clues.cells());
            assertThat(generated.symmetry()).isEmpty();
        }
    }

    private static void assertPathUses(
            dev.sudoku.logic.Catalogue catalogue, dev.sudoku.core.Grid puzzle, dev.sudoku.logic.TechniqueId id) {
        assertThat(new dev.sudoku.logic.LogicalSolver(catalogue).solve(puzzle).counts())
                .as("%s path of %s", catalogue.name(), puzzle)
                .containsKey(id);
    }
}
