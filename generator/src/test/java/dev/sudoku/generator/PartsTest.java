package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The generator's parts: grids, orbits, patterns, bands, technique names, the singles shortcut. */
class PartsTest {
    @ParameterizedTest(name = "boxes {0}")
    @CsvSource({"2x2, 200", "2x3, 200", "2x4, 100", "3x3, 100", "3x4, 20", "4x4, 10", "5x5, 2"})
    void solution_grids_are_full_and_valid_for_every_shape(String box, int count) {
        BoxShape shape = BoxShape.parse(box);
        SolutionGrids grids = new SolutionGrids(shape);
        SplittableRandom random = new SplittableRandom(5);
        Set<Grid> seen = new HashSet<>();
        for (int i = 0; i < count; i++) {
            Grid grid = grids.next(random);
            assertThat(Conflicts.isValidSolution(Geometry.of(shape), grid)).isTrue();
            seen.add(grid);
        }
        // 4x4 has only 288 grids, so 200 draws repeat some (about 144 distinct expected).
        assertThat(seen.size()).isGreaterThanOrEqualTo(Math.min(count, 100));
    }

    @Test
    void every_digit_is_about_equally_likely_in_a_cell() {
        SolutionGrids grids = new SolutionGrids(BoxShape.CLASSIC);
        SplittableRandom random = new SplittableRandom(9);
        int[] counts = new int[10];
        for (int i = 0; i < 1800; i++) {
            counts[grids.next(random).get(40)]++;
        }
        // Expected 200 each; binomial standard deviation about 13, so 140..260 fails by chance < 1e-5.
        for (int digit = 1; digit <= 9; digit++) {
            assertThat(counts[digit]).as("digit %d in r5c5", digit).isBetween(140, 260);
        }
    }

    @Test
    void orbits_partition_the_cells() {
        for (Symmetry symmetry : Symmetry.values()) {
            if (symmetry == Symmetry.RANDOM) {
                continue;
            }
            int[][] orbits = symmetry.orbits(BoxShape.CLASSIC);
            Set<Integer> cells = new HashSet<>();
            int total = 0;
            for (int[] orbit : orbits) {
                total += orbit.length;
                for (int cell : orbit) {
                    cells.add(cell);
                }
            }
            assertThat(total).as(symmetry.name()).isEqualTo(81);
            assertThat(cells).hasSize(81);
        }
        assertThat(Symmetry.FULL.orbits(BoxShape.CLASSIC).length).isEqualTo(15);
        assertThat(Symmetry.ROTATE180.orbits(BoxShape.CLASSIC).length).isEqualTo(41);
    }

    @Test
    void random_symmetry_picks_only_symmetries_that_suit_oblong_boxes() {
        SplittableRandom random = new SplittableRandom(1);
        Set<Symmetry> picked = new HashSet<>();
        for (int i = 0; i < 200; i++) {
            picked.add(Symmetry.RANDOM.resolve(new BoxShape(2, 3), random));
        }
        assertThat(picked).containsExactlyInAnyOrder(Symmetry.ROTATE180, Symmetry.MIRROR, Symmetry.FLIP);
    }

    @Test
    void symmetry_names_read_in_any_spelling() {
        assertThat(Symmetry.parse("Rotate-180")).isEqualTo(Symmetry.ROTATE180);
        assertThat(Symmetry.parse("anti_diagonal")).isEqualTo(Symmetry.ANTIDIAGONAL);
        assertThatThrownBy(() -> Symmetry.parse("spiral")).hasMessageContaining("unknown symmetry 'spiral'");
    }

    @Test
    void a_pattern_reads_from_a_line_or_a_grid_with_any_mark() {
        CluePattern line = CluePattern.parse("*.0_" + "X".repeat(12), Optional.empty());
        assertThat(line.shape()).isEqualTo(new BoxShape(2, 2));
        assertThat(line.cells()).containsExactly(0, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15);
        CluePattern grid = CluePattern.parse(
                "# a comment\n1 . | . 2\n. . | . .\n----+----\n. 3 | 4 .\n. . | . .\n", Optional.empty());
        assertThat(grid.cells()).containsExactly(0, 3, 9, 10);
        assertThatThrownBy(() -> CluePattern.parse("xx.", Optional.empty())).hasMessageContaining("this one has 3");
    }

    @Test
    void bands_read_ranges_and_match_the_levels() {
        assertThat(RatingBand.parse("6.0..7.5")).isEqualTo(new RatingBand(60, 75));
        assertThat(RatingBand.parse("7.1")).isEqualTo(new RatingBand(71, 71));
        for (Level level : Level.values()) {
            RatingBand band = RatingBand.of(level);
            assertThat(Level.of(band.lo())).isEqualTo(level);
            assertThat(Level.of(band.hi())).isEqualTo(level);
            if (band.loTenths() > RatingBand.MIN_TENTHS) {
                assertThat(Level.of(band.lo() - 0.1)).isNotEqualTo(level);
            }
        }
        LevelScale moved = LevelScale.DEFAULT.with("fiendish=6.0,diabolical=8.5");
        for (Level level : Level.values()) {
            RatingBand band = RatingBand.of(level, moved);
            for (int tenths = RatingBand.MIN_TENTHS; tenths < RatingBand.MAX_TENTHS; tenths++) {
                boolean inside = tenths >= band.loTenths() && tenths <= band.hiTenths();
                assertThat(inside)
                        .as("%s at %d tenths", level, tenths)
                        .isEqualTo(moved.levelOf(tenths / 10.0) == level);
            }
        }
        assertThat(RatingBand.of(Level.EXTREME, moved)).isEqualTo(new RatingBand(86, 199));
        assertThatThrownBy(() -> RatingBand.parse("0.5..3.0")).hasMessageContaining("from 1.0 to 20.0");
        assertThatThrownBy(() -> RatingBand.parse("7.5..6.0")).hasMessageContaining("low end first");
        assertThatThrownBy(() -> RatingBand.parse("hard")).hasMessageContaining("looks like 6.0..7.5");
        assertThatThrownBy(() -> RatingBand.parse("1.0..25")).hasMessageContaining("from 1.0 to 20.0");
    }

    @Test
    void technique_names_read_as_ids_or_display_names() {
        assertThat(TechniqueGoal.parse("x-wing").id()).isEqualTo(TechniqueId.X_WING);
        assertThat(TechniqueGoal.parse("X_WING").id()).isEqualTo(TechniqueId.X_WING);
        assertThat(TechniqueGoal.parse("2-string kite").id()).isEqualTo(TechniqueId.TWO_STRING_KITE);
        assertThat(TechniqueGoal.parse("2-string kite").onRatingPath()).isFalse();
        assertThat(TechniqueGoal.parse("xy-wing").onRatingPath()).isTrue();
        assertThatThrownBy(() -> TechniqueGoal.parse("hidden single"))
                .hasMessageContaining("ambiguous")
                .hasMessageEndingWith(
                        "say one of " + List.of(TechniqueId.HIDDEN_SINGLE_BOX, TechniqueId.HIDDEN_SINGLE_LINE));
        assertThatThrownBy(() -> TechniqueGoal.parse("bowman bingo")).hasMessageContaining("unknown technique");
    }

    @Test
    void the_singles_shortcut_never_calls_a_puzzle_unique_that_is_not() {
        BoxShape shape = BoxShape.CLASSIC;
        SinglesShortcut singles = new SinglesShortcut(Geometry.of(shape));
        var exact = Solvers.create("reference");
        SolutionGrids grids = new SolutionGrids(shape);
        SplittableRandom random = new SplittableRandom(17);
        int forced = 0;
        for (int trial = 0; trial < 300; trial++) {
            byte[] puzzle = new byte[81];
            grids.next(random).copyTo(puzzle);
            byte[] solution = puzzle.clone();
            int[] removed = GridShuffle.permutation(81, random);
            int keep = 45 + random.nextInt(30);
            for (int i = keep; i < 81; i++) {
                puzzle[removed[i]] = 0;
            }
            int[] targets = java.util.Arrays.copyOfRange(removed, keep, 81);
            if (singles.forced(puzzle, targets, solution)) {
                forced++;
                assertThat(exact.solve(Grid.of(shape, puzzle), SolveLimits.countUpTo(2))
                                .status())
                        .isEqualTo(Status.SOLVED);
            }
        }
        assertThat(forced).isPositive();
    }

    /**
     * A check with a node budget may say "not shown unique" of a unique puzzle, never "unique" of one that is
     * not: minimal 9x9 puzzles (unique) and the same with one more clue out (not unique), with budgets from 1
     * node up, against the reference solver.
     */
    @Test
    void a_budgeted_check_never_calls_a_puzzle_unique_that_is_not() {
        BoxShape shape = BoxShape.CLASSIC;
        var exact = Solvers.create("reference");
        SolutionGrids grids = new SolutionGrids(shape);
        Reduction reduction = new Reduction(shape, new UniquenessCheck(shape));
        SplittableRandom random = new SplittableRandom(23);
        int[] outcomes = new int[3];
        for (int trial = 0; trial < 300; trial++) {
            byte[] puzzle = reduction.minimal(grids.next(random), Symmetry.NONE.orbits(shape), random);
            if (random.nextBoolean()) {
                int cell;
                do {
                    cell = random.nextInt(81);
                } while (puzzle[cell] == 0);
                puzzle[cell] = 0;
            }
            long budget = 1L << random.nextInt(8);
            boolean unique = new UniquenessCheck(shape, budget).unique(puzzle);
            boolean truth = exact.solve(Grid.of(shape, puzzle), SolveLimits.countUpTo(2))
                            .status()
                    == Status.SOLVED;
            if (unique) {
                assertThat(truth)
                        .as("budget %d: %s", budget, Grid.of(shape, puzzle))
                        .isTrue();
            }
            outcomes[unique ? 0 : truth ? 1 : 2]++;
        }
        assertThat(outcomes[0]).as("shown unique").isPositive();
        assertThat(outcomes[1]).as("unique, over budget").isPositive();
        assertThat(outcomes[2]).as("not unique").isPositive();
    }
}
