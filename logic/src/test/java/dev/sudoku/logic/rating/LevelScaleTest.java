package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Level scales: the default is SE's usual six bands, moved bounds keep the bands a partition of the ER scale. */
class LevelScaleTest {
    @Test
    void the_default_scale_is_the_one_level_names_by() {
        for (int tenths = 0; tenths <= 200; tenths++) {
            double er = tenths / 10.0;
            assertThat(LevelScale.DEFAULT.levelOf(er)).as("ER %s", er).isEqualTo(Level.of(er));
        }
        assertThat(LevelScale.DEFAULT.toString())
                .isEqualTo("easy=1.5,moderate=2.5,difficult=4.4,fiendish=6.5,diabolical=8.9");
    }

    @Test
    void every_scale_names_each_rating_by_the_one_band_holding_it() {
        Random random = new Random(20261125L);
        for (int trial = 0; trial < 500; trial++) {
            LevelScale scale = randomScale(random);
            for (int tenths = 10; tenths <= 199; tenths++) {
                Level named = scale.levelOf(tenths / 10.0);
                for (Level level : Level.values()) {
                    boolean inside = tenths >= scale.lowestTenths(level) && tenths <= scale.highestTenths(level);
                    assertThat(inside)
                            .as("%s at %d tenths on %s", level, tenths, scale)
                            .isEqualTo(level == named);
                }
            }
            assertThat(scale.levelOf(0.0)).isEqualTo(Level.EASY);
            assertThat(scale.levelOf(Rating.NOT_RATED)).isEqualTo(Level.EXTREME);
            assertThat(LevelScale.DEFAULT.with(scale.toString())).isEqualTo(scale);
        }
    }

    @Test
    void moving_bounds_changes_only_the_levels_named_in_any_case_and_spacing() {
        LevelScale moved = LevelScale.DEFAULT.with(" Fiendish = 6.0 , DIABOLICAL=8.5");
        assertThat(moved.highestTenths()).containsExactly(15, 25, 44, 60, 85);
        assertThat(moved.levelOf(6.3)).isEqualTo(Level.DIABOLICAL);
        assertThat(moved.levelOf(8.6)).isEqualTo(Level.EXTREME);
        assertThat(moved.levelOf(4.5)).isEqualTo(Level.FIENDISH);
        // SE prints 6.699999999999999 as 6.7, and the level follows the printed value.
        assertThat(LevelScale.DEFAULT.with("diabolical=6.7").levelOf(6.6 + 0.1)).isEqualTo(Level.DIABOLICAL);
    }

    @Test
    void a_bad_bound_is_refused_naming_what_is_wrong() {
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("tough=3.0")).hasMessageContaining("unknown level 'tough'");
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("extreme=9.0")).hasMessageContaining("extreme has no bound");
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("fiendish=9.5"))
                .hasMessageContaining("diabolical 8.9 is not above fiendish 9.5");
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("fiendish=6.55")).hasMessageContaining("'fiendish=6.55'");
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("fiendish")).hasMessageContaining("looks like fiendish=6.5");
        assertThatThrownBy(() -> LevelScale.DEFAULT.with("easy=0.5")).hasMessageContaining("between 1.0 and 19.8");
        assertThatThrownBy(() -> new LevelScale(List.of(15, 25))).hasMessageContaining("5 bounds");
    }

    /** Five distinct bounds from 1.0 to 19.8, in order. */
    private static LevelScale randomScale(Random random) {
        TreeSet<Integer> bounds = new TreeSet<>();
        while (bounds.size() < 5) {
            bounds.add(10 + random.nextInt(189));
        }
        return new LevelScale(new ArrayList<>(bounds));
    }

    @Test
    void an_er_that_is_not_a_number_has_no_level_instead_of_easy() {
        assertThatThrownBy(() -> LevelScale.DEFAULT.levelOf(Double.NaN))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("an ER must be a number, not NaN");
    }
}
