package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Steering's parts: clue swaps, the band's rater, minimal puzzles in a band, unrated minimal puzzles. */
class SteeringTest {
    private final GeneratedChecks checks = new GeneratedChecks();

    @Test
    void a_clue_swap_gives_a_unique_minimal_puzzle_of_the_same_solution_that_keeps_the_symmetry() {
        BoxShape shape = BoxShape.CLASSIC;
        UniquenessCheck uniqueness = new UniquenessCheck(shape);
        Reduction reduction = new Reduction(shape, uniqueness);
        ClueSwap swap = new ClueSwap(uniqueness);
        SolutionGrids grids = new SolutionGrids(shape);
        SplittableRandom random = new SplittableRandom(8);
        int made = 0;
        for (int i = 0; i < 40; i++) {
            Grid solution = grids.next(random);
            int[][] orbits = Symmetry.ROTATE180.orbits(shape);
            byte[] puzzle = reduction.minimal(solution, orbits, random);
            byte[] values = new byte[shape.cellCount()];
            solution.copyTo(values);
            byte[] next = swap.neighbour(puzzle, values, orbits, random);
            if (next == null) {
                continue;
            }
            made++;
            Grid neighbour = Grid.of(shape, next);
            assertThat(neighbour).isNotEqualTo(Grid.of(shape, puzzle));
            assertThat(solution.keepsGivensOf(neighbour)).isTrue();
            checks.uniqueWithItsSolution(generated(neighbour, solution));
            assertThat(GeneratedChecks.keeps(neighbour, (r, c) -> (8 - r) * 9 + (8 - c)))
                    .isTrue();
            for (int[] orbit : orbits) {
                if (!neighbour.isEmpty(orbit[0])) {
                    Grid without = neighbour;
                    for (int cell : orbit) {
                        without = without.with(cell, 0);
                    }
                    assertThat(uniqueness.unique(toBytes(without))).isFalse();
                }
            }
        }
        assertThat(made)
                .as("swaps that found a unique neighbour (17 of 40 with this seed)")
                .isGreaterThanOrEqualTo(10);
    }

    @Test
    void the_fiendish_rater_skips_the_cycle_producer_but_a_band_of_only_its_rating_does_not() {
        // Made by this generator with --rating 6.5 --seed 1: its hardest step is a 6.5 X- or Y-cycle.
        Grid cycle =
                PuzzleReader.parse("..97.6..3...8......5..1..62.....3..4..6.7..2...362..577.....8........73.1......4.");
        assertThat(new Rater(Catalogue.se()).rate(cycle).triple()).isEqualTo("6.5/1.2/1.2");
        CappedRater fiendish = CappedRater.forBand(Catalogue.se(), RatingBand.of(Level.FIENDISH), true);
        CappedRater only = CappedRater.forBand(Catalogue.se(), RatingBand.parse("6.5"), true);
        assertThat(fiendish.rate(cycle).above()).isTrue();
        assertThat(only.rate(cycle).rating().orElseThrow().triple()).isEqualTo("6.5/1.2/1.2");
    }

    @Test
    void a_puzzle_the_band_rater_finishes_has_exactly_the_full_rating() {
        Generator generator =
                new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 3).withBand(RatingBand.of(Level.FIENDISH)));
        Rater full = new Rater(Catalogue.se());
        for (int i = 0; i < 10; i++) {
            Generated generated = generator.generate(i);
            assertThat(full.rate(generated.puzzle()).triple())
                    .isEqualTo(generated.rating().triple());
        }
    }

    @Test
    void minimal_fiendish_puzzles_are_minimal_unique_and_rated_in_the_band() {
        RatingBand band = RatingBand.of(Level.FIENDISH);
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, 17)
                .withMinimal(true)
                .withBand(band)
                .withSymmetry(Symmetry.ROTATE180));
        Rater full = new Rater(Catalogue.se());
        for (int i = 0; i < 12; i++) {
            Generated generated = generator.generate(i);
            checks.uniqueWithItsSolution(generated);
            Rating rating = full.rate(generated.puzzle());
            assertThat(band.contains(rating)).as(generated.puzzle().toString()).isTrue();
            for (int[] orbit : Symmetry.ROTATE180.orbits(BoxShape.CLASSIC)) {
                if (!generated.puzzle().isEmpty(orbit[0])) {
                    Grid without = generated.puzzle();
                    for (int cell : orbit) {
                        without = without.with(cell, 0);
                    }
                    assertThat(new UniquenessCheck(BoxShape.CLASSIC).unique(toBytes(without)))
                            .isFalse();
                }
            }
        }
    }

    @Test
    void unrated_minimal_puzzles_depend_on_the_seed_only_and_are_minimal() {
        MinimalPuzzles maker = new MinimalPuzzles(BoxShape.CLASSIC, Symmetry.NONE);
        Grid first = maker.make(99);
        maker.make(100);
        assertThat(new MinimalPuzzles(BoxShape.CLASSIC, Symmetry.NONE).make(99)).isEqualTo(first);
        checks.minimal(first);
    }

    @Test
    void sixteen_by_sixteen_minimal_puzzles_are_made_without_a_rating() {
        // Rating a minimal 16x16 puzzle takes SE's chains and up to half a minute; making one, well under one.
        BoxShape shape = new BoxShape(4, 4);
        MinimalPuzzles maker = new MinimalPuzzles(shape, Symmetry.NONE);
        for (int i = 0; i < 2; i++) {
            Grid puzzle = maker.make(Seeds.of(52, i));
            assertThat(new UniquenessCheck(shape).unique(toBytes(puzzle))).isTrue();
            assertThat(puzzle.filledCount()).isBetween(60, 140);
        }
    }

    private static Generated generated(Grid puzzle, Grid solution) {
        Rating none = new Rater(Catalogue.se()).rate(puzzle);
        return new Generated(
                0,
                0,
                puzzle,
                solution,
                java.util.Optional.of(none),
                java.util.Optional.empty(),
                java.util.Optional.empty(),
                1,
                1);
    }

    private static byte[] toBytes(Grid grid) {
        byte[] bytes = new byte[grid.cellCount()];
        grid.copyTo(bytes);
        return bytes;
    }
}
