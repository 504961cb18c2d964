package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The bounds {@link ShapeReach} states, checked against every puzzle they speak of. */
class ShapeReachTest {
    private static final BoxShape FOUR = new BoxShape(2, 2);
    private static final int CELLS = 16;

    /**
     * Every minimal unique 4x4 puzzle of every solution grid with first row 1234 (relabelling the digits
     * changes neither uniqueness nor rating, so these stand for all 288 grids) is rated: the highest ER is
     * the bound ShapeReach states, no higher. Why the minimal ones speak for all: see ShapeReach.
     */
    @Test
    void the_hardest_minimal_4x4_puzzle_rates_exactly_the_stated_bound() {
        List<int[]> grids = allGrids();
        assertThat(grids).hasSize(288);
        Rater rater = new Rater(Catalogue.se());
        double highest = 0;
        int minimal = 0;
        for (int[] grid : grids) {
            if (!(grid[0] == 1 && grid[1] == 2 && grid[2] == 3 && grid[3] == 4)) {
                continue;
            }
            int[] differ = differences(grid, grids);
            for (int givens = 0; givens < 1 << CELLS; givens++) {
                if (!unique(givens, differ) || !minimal(givens, differ)) {
                    continue;
                }
                minimal++;
                int[] values = new int[CELLS];
                for (int cell = 0; cell < CELLS; cell++) {
                    values[cell] = (givens >> cell & 1) != 0 ? grid[cell] : 0;
                }
                Rating rating = rater.rate(Grid.of(FOUR, values));
                highest = Math.max(highest, rating.er());
            }
        }
        assertThat(minimal).isGreaterThan(1000);
        assertThat(highest).isEqualTo(ShapeReach.of(FOUR).highestRating().getAsDouble());
    }

    @Test
    void a_4x4_reaches_easy_only_and_no_technique_beyond_the_singles() {
        ShapeReach four = ShapeReach.of(FOUR);
        assertThat(four.reaches(Level.EASY, LevelScale.DEFAULT)).isTrue();
        for (Level level : List.of(Level.MODERATE, Level.DIFFICULT, Level.FIENDISH, Level.DIABOLICAL, Level.EXTREME)) {
            assertThat(four.reaches(level, LevelScale.DEFAULT)).as(level.name()).isFalse();
            assertThat(four.why(RatingBand.of(level))).get().asString().contains("hidden singles", "1.2");
        }
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.HIDDEN_SINGLE_BOX, true)))
                .isTrue();
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.HIDDEN_SINGLE_LINE, true)))
                .isFalse();
        assertThat(four.reaches(new TechniqueGoal(TechniqueId.NAKED_SINGLE, false)))
                .isTrue();
        assertThat(four.why(TechniqueGoal.parse("x-wing"))).get().asString().contains("X-Wing");
        // A scale whose Easy ends lower lets a 4x4 reach Moderate.
        assertThat(four.reaches(Level.MODERATE, LevelScale.DEFAULT.with("easy=1.0")))
                .isTrue();
    }

    @Test
    void shapes_without_a_known_bound_refuse_nothing() {
        ShapeReach six = ShapeReach.of(new BoxShape(2, 3));
        assertThat(six.highestRating()).isEmpty();
        assertThat(six.reaches(Level.EXTREME, LevelScale.DEFAULT)).isTrue();
        assertThat(six.reaches(TechniqueGoal.parse("x-wing"))).isTrue();
    }

    /** The cells where each other grid differs from {@code grid}, one bit a cell. */
    private static int[] differences(int[] grid, List<int[]> grids) {
        List<Integer> masks = new ArrayList<>();
        for (int[] other : grids) {
            int mask = 0;
            for (int cell = 0; cell < CELLS; cell++) {
                mask |= grid[cell] != other[cell] ? 1 << cell : 0;
            }
            if (mask != 0) {
                masks.add(mask);
            }
        }
        return masks.stream().mapToInt(Integer::intValue).toArray();
    }

    /** Unique when every other grid differs somewhere on a given. */
    private static boolean unique(int givens, int[] differ) {
        for (int mask : differ) {
            if ((mask & givens) == 0) {
                return false;
            }
        }
        return true;
    }

    private static boolean minimal(int givens, int[] differ) {
        for (int cell = 0; cell < CELLS; cell++) {
            if ((givens >> cell & 1) != 0 && unique(givens & ~(1 << cell), differ)) {
                return false;
            }
        }
        return true;
    }

    /** All 4x4 grids, by backtracking: small enough that no solver is needed to trust the list. */
    private static List<int[]> allGrids() {
        List<int[]> grids = new ArrayList<>();
        fill(new int[CELLS], 0, grids);
        return grids;
    }

    private static void fill(int[] grid, int cell, List<int[]> grids) {
        if (cell == CELLS) {
            grids.add(grid.clone());
            return;
        }
        int row = cell / 4;
        int col = cell % 4;
        for (int digit = 1; digit <= 4; digit++) {
            boolean free = true;
            for (int other = 0; other < cell && free; other++) {
                int r = other / 4;
                int c = other % 4;
                boolean sameBox = r / 2 == row / 2 && c / 2 == col / 2;
                free = grid[other] != digit || !(r == row || c == col || sameBox);
            }
            if (free) {
                grid[cell] = digit;
                fill(grid, cell + 1, grids);
            }
        }
        grid[cell] = 0;
    }
}
