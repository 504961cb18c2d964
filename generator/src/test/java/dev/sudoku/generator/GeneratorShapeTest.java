package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.util.function.IntBinaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Symmetry, minimality and every box shape, over seeded runs. */
class GeneratorShapeTest {
    private final GeneratedChecks checks = new GeneratedChecks();

    @ParameterizedTest(name = "{0} on boxes {1}")
    @CsvSource({
        "rotate180, 3x3",
        "rotate90, 3x3",
        "mirror, 3x3",
        "flip, 3x3",
        "diagonal, 3x3",
        "antidiagonal, 3x3",
        "full, 3x3",
        "rotate180, 2x3",
        "mirror, 2x4",
        "rotate90, 2x2",
        "full, 4x4"
    })
    void givens_keep_the_symmetry_asked_for(String name, String box) {
        Symmetry symmetry = Symmetry.parse(name);
        BoxShape shape = BoxShape.parse(box);
        int count = shape.size() > 9 ? 3 : 40;
        Generator generator = new Generator(GeneratorOptions.of(shape, 31).withSymmetry(symmetry));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            assertThat(generated.symmetry()).contains(symmetry);
            assertThat(GeneratedChecks.keeps(generated.puzzle(), map(symmetry, shape.size())))
                    .as("%s keeps %s", generated.puzzle(), symmetry)
                    .isTrue();
        }
    }

    /** The defining map of each symmetry, written out here apart from the generator's tables. */
    private static IntBinaryOperator map(Symmetry symmetry, int n) {
        int l = n - 1;
        return switch (symmetry) {
            case ROTATE180 -> (r, c) -> (l - r) * n + (l - c);
            case ROTATE90, FULL -> (r, c) -> c * n + (l - r);
            case MIRROR -> (r, c) -> r * n + (l - c);
            case FLIP -> (r, c) -> (l - r) * n + c;
            case DIAGONAL -> (r, c) -> c * n + r;
            case ANTIDIAGONAL -> (r, c) -> (l - c) * n + (l - r);
            case NONE, RANDOM -> (r, c) -> r * n + c;
        };
    }

    @Test
    void full_symmetry_also_keeps_both_diagonal_reflections() {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 5).withSymmetry(Symmetry.FULL));
        for (int i = 0; i < 20; i++) {
            Generated generated = generator.generate(i);
            assertThat(GeneratedChecks.keeps(generated.puzzle(), map(Symmetry.DIAGONAL, 9)))
                    .isTrue();
            assertThat(GeneratedChecks.keeps(generated.puzzle(), map(Symmetry.ANTIDIAGONAL, 9)))
                    .isTrue();
        }
    }

    @Test
    void minimal_puzzles_lose_uniqueness_when_any_clue_is_removed() {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 41).withMinimal(true));
        for (int i = 0; i < 150; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            checks.minimal(generated.puzzle());
        }
    }

    @Test
    void minimal_puzzles_in_a_level_are_minimal_and_in_the_level() {
        RatingBand band = RatingBand.of(dev.sudoku.logic.rating.Level.MODERATE);
        Generator generator = new Generator(
                GeneratorOptions.of(BoxShape.CLASSIC, 42).withMinimal(true).withBand(band));
        for (int i = 0; i < 30; i++) {
            Generated generated = generator.generate(i);
            checks.minimal(generated.puzzle());
            assertThat(band.contains(generated.rating())).isTrue();
        }
    }

    @ParameterizedTest(name = "boxes {0}: {1} puzzles")
    @CsvSource({"2x2, 50", "2x3, 50", "2x4, 30", "3x3, 30", "3x4, 5"})
    void every_size_gives_unique_minimal_puzzles(String box, int count) {
        BoxShape shape = BoxShape.parse(box);
        Generator generator = new Generator(GeneratorOptions.of(shape, 51).withMinimal(true));
        for (int i = 0; i < count; i++) {
            Generated generated = generator.generate(i);
            assertThat(generated.puzzle().shape()).isEqualTo(shape);
            checks.uniqueWithItsSolution(generated);
            if (shape.size() <= 9) {
                checks.minimal(generated.puzzle());
            }
        }
    }

    /**
     * 25x25 is best effort: the uniqueness checks of the removal have a node budget there, so a clue whose
     * check runs out stays. The puzzle is still proven unique, by the independent solver here too.
     */
    @Test
    void a_25x25_puzzle_in_a_level_is_unique_and_in_band() {
        BoxShape shape = new BoxShape(5, 5);
        RatingBand band = RatingBand.of(dev.sudoku.logic.rating.Level.EASY);
        Generated generated = new Generator(GeneratorOptions.of(shape, 71).withBand(band)).generate(0);
        assertThat(generated.puzzle().shape()).isEqualTo(shape);
        checks.uniqueWithItsSolution(generated);
        assertThat(band.contains(generated.rating())).isTrue();
    }

    @Test
    void small_grids_take_levels_from_the_same_technique_ratings() {
        RatingBand band = RatingBand.of(dev.sudoku.logic.rating.Level.EASY);
        Generator generator =
                new Generator(GeneratorOptions.of(new BoxShape(2, 3), 61).withBand(band));
        for (int i = 0; i < 30; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            assertThat(band.contains(generated.rating())).isTrue();
        }
    }
}
