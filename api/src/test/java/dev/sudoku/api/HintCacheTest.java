package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class HintCacheTest {
    /** Easter Monster: its first step is a chain, found after every simpler technique has been tried. */
    private static final String HARD =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    private static final String EASY =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private static final Origin ORIGIN = new Origin("test", 1);

    private static Report hint(HintCache cache, String profile, int level, String puzzle) {
        HintTask task = new HintTask(Profile.named(profile), level, Optional.empty(), GridText.DEFAULT);
        return (cache == null ? task : task.cachedIn(cache, profile)).run(ORIGIN, entry(puzzle));
    }

    private static Entry.Puzzle entry(String puzzle) {
        return Entry.Puzzle.of(1, PuzzleReader.parse(puzzle));
    }

    @Test
    void the_next_level_at_the_same_position_is_read_from_the_cache_and_says_what_a_search_says() {
        HintCache cache = new HintCache(8);

        Report first = hint(cache, "players", 1, HARD);
        Report third = hint(cache, "players", 3, HARD);

        assertThat(cache.hits()).isEqualTo(1);
        Report searched = hint(null, "players", 3, HARD);
        assertThat(third.get(Field.TECHNIQUE))
                .isEqualTo(first.get(Field.TECHNIQUE))
                .isEqualTo(searched.get(Field.TECHNIQUE));
        assertThat(third.get(Field.HINT)).isEqualTo(searched.get(Field.HINT));
        assertThat(third.get(Field.STEP)).isEqualTo(searched.get(Field.STEP));
        assertThat(third.get(Field.HINT_LEVEL)).isEqualTo(3L);
    }

    @Test
    void another_position_or_profile_is_searched_and_the_least_recent_position_leaves_first() {
        HintCache cache = new HintCache(1);

        hint(cache, "players", 1, HARD);
        hint(cache, "se", 1, HARD);
        hint(cache, "se", 2, EASY);
        assertThat(cache.hits()).isZero();

        hint(cache, "se", 3, EASY);
        assertThat(cache.hits()).isEqualTo(1);
        // One position held: the hard one asked again has left.
        hint(cache, "se", 1, HARD);
        assertThat(cache.hits()).isEqualTo(1);
    }

    @Test
    void a_hint_cut_short_by_its_budget_is_not_kept() {
        HintCache cache = new HintCache(8);
        HintTask hurried = new HintTask(
                        Catalogue.players(), 1, Optional.of(new TimeLimit(Duration.ofNanos(1))), GridText.DEFAULT)
                .cachedIn(cache, "players");

        Report late = hurried.run(ORIGIN, entry(HARD));
        Report again = hurried.run(ORIGIN, entry(HARD));

        assertThat(late.status()).isEqualTo(ResultStatus.TIMEOUT);
        assertThat(again.status()).isEqualTo(ResultStatus.TIMEOUT);
        assertThat(cache.hits()).isZero();
    }
}
