package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * The variant hints' cache: the next level at a position is read from it and says what a search says; another
 * position, or the same digits under other rules or with other givens, is searched; a search that fails is not
 * kept.
 */
class VariantHintCacheTest {
    private static final Set<Variant> X = EnumSet.of(Variant.X);
    /** The README's X-Sudoku. */
    private static final String X_PUZZLE =
            "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";
    /** The same with r1c2 given (its digit in the solution), so another position. */
    private static final String X_ONE_MORE =
            "24.8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    private static final Origin ORIGIN = new Origin("test", 1);

    private final AtomicInteger searches = new AtomicInteger();

    private static Report hint(VariantHintCache cache, int level, String puzzle) {
        VariantHintTask task = new VariantHintTask(X, level);
        return (cache == null ? task : task.cachedIn(cache)).run(ORIGIN, entry(X, puzzle));
    }

    private static VariantEntry entry(Set<Variant> variants, String puzzle) {
        return new VariantReader(variants).read(puzzle + "\n").get(0);
    }

    private static RuleGrid grid(Set<Variant> variants, String puzzle) {
        return RuleGrid.fromPuzzle(((VariantEntry.Puzzle) entry(variants, puzzle)).puzzle());
    }

    private Supplier<Optional<Step>> counted(RuleGrid grid) {
        return () -> {
            searches.incrementAndGet();
            return new RuleLogicalSolver(RuleCatalogue.DEFAULT).nextStep(grid);
        };
    }

    @Test
    void the_next_level_at_the_same_position_is_read_from_the_cache_and_says_what_a_search_says() {
        VariantHintCache cache = new VariantHintCache(8);

        Report first = hint(cache, 1, X_PUZZLE);
        Report third = hint(cache, 3, X_PUZZLE);

        assertThat(cache.hits()).isEqualTo(1);
        Report searched = hint(null, 3, X_PUZZLE);
        assertThat(third.status()).isEqualTo(ResultStatus.HINT);
        assertThat(third.get(Field.TECHNIQUE))
                .isEqualTo(first.get(Field.TECHNIQUE))
                .isEqualTo(searched.get(Field.TECHNIQUE));
        assertThat(third.get(Field.HINT)).isEqualTo(searched.get(Field.HINT));
        assertThat(third.get(Field.STEP)).isNotNull().isEqualTo(searched.get(Field.STEP));
        assertThat(third.get(Field.HINT_LEVEL)).isEqualTo(3L);
    }

    @Test
    void another_position_is_searched_and_the_least_recent_position_leaves_first() {
        VariantHintCache cache = new VariantHintCache(1);

        hint(cache, 1, X_PUZZLE);
        hint(cache, 1, X_ONE_MORE);
        assertThat(cache.hits()).isZero();

        hint(cache, 2, X_ONE_MORE);
        assertThat(cache.hits()).isEqualTo(1);
        // One position held: the first asked again has left.
        hint(cache, 2, X_PUZZLE);
        assertThat(cache.hits()).isEqualTo(1);
    }

    @Test
    void the_same_position_under_other_rules_is_searched_apart() {
        VariantHintCache cache = new VariantHintCache(8);
        RuleGrid underX = grid(X, X_PUZZLE);
        // The X grid's position on classic rules: the same digits and candidates, only the rules differ.
        VariantPuzzle classicPuzzle = ((VariantEntry.Puzzle) entry(Set.of(), X_PUZZLE)).puzzle();
        RuleGrid classic = RuleGrid.ofPosition(classicPuzzle, underX.values(), underX.candidateMasks());
        assertThat(classic.candidateMasks()).isEqualTo(underX.candidateMasks());

        cache.step(underX, counted(underX));
        cache.step(classic, counted(classic));
        cache.step(underX.copy(), counted(underX));

        assertThat(searches.get()).isEqualTo(2);
        assertThat(cache.hits()).isEqualTo(1);
    }

    @Test
    void the_same_digits_with_other_givens_are_searched_apart() {
        VariantHintCache cache = new VariantHintCache(8);
        RuleGrid given = grid(X, X_ONE_MORE);
        // r1c2's 4 placed by the player on the README's puzzle: the same digits and candidates, but not a given,
        // which an Avoidable Rectangle may swap.
        VariantPuzzle fewer = ((VariantEntry.Puzzle) entry(X, X_PUZZLE)).puzzle();
        RuleGrid placed = RuleGrid.ofPosition(fewer, given.values(), given.candidateMasks());
        assertThat(placed.candidateMasks()).isEqualTo(given.candidateMasks());
        assertThat(placed.isGiven(1)).isFalse();
        assertThat(given.isGiven(1)).isTrue();

        cache.step(given, counted(given));
        cache.step(placed, counted(placed));

        assertThat(searches.get()).isEqualTo(2);
        assertThat(cache.hits()).isZero();
    }

    @Test
    void a_search_that_fails_is_not_kept_and_the_next_request_searches_itself() {
        VariantHintCache cache = new VariantHintCache(8);
        RuleGrid grid = grid(X, X_PUZZLE);

        assertThatThrownBy(() -> cache.step(grid, () -> {
                    throw new IllegalStateException("out of time");
                }))
                .hasMessage("out of time");
        Optional<Step> found = cache.step(grid, counted(grid));
        Optional<Step> again = cache.step(grid, counted(grid));

        assertThat(searches.get()).isEqualTo(1);
        assertThat(cache.hits()).isEqualTo(1);
        assertThat(found).isPresent();
        assertThat(again).isSameAs(found);
    }
}
