package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * Ratings under a {@link SearchBudget}: one that needs nested forcing chains stops soon after its budget
 * runs out or its thread is interrupted, leaves nothing behind, and a budget that lasts changes nothing.
 * "Soon" is measured against the full rating timed in the same run (warm, the faster of two), not in
 * milliseconds, as the machines these run on differ and are shared: the budget is a tenth of the full
 * rating and the rating must stop within half of it.
 */
class RatingBudgetTest {
    /**
     * HardestDatabase110626 (enjoysudoku forum, via the tdoku benchmark data): serate rates it 10.3/1.2/1.2
     * with Nested Forcing Chains, the fastest of that list's puzzles to rate here.
     */
    private static final String NESTED =
            "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3";
    /** SE rating spec §9.2, puzzle B: a unique rectangle, then XY forcing chains up to 7.3. */
    private static final String PUZZLE_B =
            "..6.81....2.9.....1.7....8..5..3.......6.27.......4.3.4.1..8.96......3.....74.2..";

    @Test
    void a_nested_chain_rating_stops_soon_after_a_small_budget_and_leaves_no_state_behind() {
        Grid puzzle = PuzzleReader.parse(NESTED);
        Rater rater = new Rater(Catalogue.se());
        Rating fresh = new Rater(Catalogue.se()).rate(puzzle);
        long full = fullRatingNanos(puzzle);
        Duration small = Duration.ofNanos(full / 10);

        long start = System.nanoTime();
        assertThatThrownBy(() -> SearchBudget.within(small, () -> rater.rate(puzzle)))
                .isInstanceOf(SearchCancelledException.class)
                .hasMessageContaining("time budget of")
                .hasMessageContaining("ran out");
        long budgeted = System.nanoTime() - start;
        Rating after = rater.rate(puzzle);

        assertThat(fresh.triple()).isEqualTo("10.3/1.2/1.2");
        assertThat(budgeted)
                .as("stopped after %d ms; the full rating took %d ms", budgeted / 1_000_000, full / 1_000_000)
                .isLessThan(full / 2);
        assertThat(after).isEqualTo(fresh);
    }

    @Test
    void a_budget_that_does_not_run_out_changes_nothing() {
        Grid puzzle = PuzzleReader.parse(PUZZLE_B);
        Rating unbudgeted = new Rater(Catalogue.se()).rate(puzzle);

        Rating budgeted = SearchBudget.within(Duration.ofMinutes(5), () -> new Rater(Catalogue.se()).rate(puzzle));

        assertThat(unbudgeted.triple()).isEqualTo("7.3/1.5/1.5");
        assertThat(budgeted).isEqualTo(unbudgeted);
    }

    @Test
    void an_interrupted_rating_stops_and_keeps_the_interrupt_flag() throws InterruptedException {
        Grid puzzle = PuzzleReader.parse(NESTED);
        long full = fullRatingNanos(puzzle);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread worker = new Thread(() -> {
            try {
                new Rater(Catalogue.se()).rate(puzzle);
            } catch (RuntimeException e) {
                thrown.set(e);
                flag.set(Thread.currentThread().isInterrupted());
            }
        });

        long start = System.nanoTime();
        worker.start();
        Thread.sleep(Math.max(1, full / 10 / 1_000_000));
        worker.interrupt();
        worker.join();
        long stopped = System.nanoTime() - start;

        assertThat(thrown.get())
                .isInstanceOf(SearchCancelledException.class)
                .matches(e -> ((SearchCancelledException) e).interrupted());
        assertThat(flag.get()).isTrue();
        assertThat(stopped)
                .as("stopped after %d ms; the full rating took %d ms", stopped / 1_000_000, full / 1_000_000)
                .isLessThan(full / 2);
    }

    /** The faster of two full ratings, in nanoseconds: the first also pays for loading and compiling. */
    private static long fullRatingNanos(Grid puzzle) {
        long best = Long.MAX_VALUE;
        for (int run = 0; run < 2; run++) {
            long start = System.nanoTime();
            new Rater(Catalogue.se()).rate(puzzle);
            best = Math.min(best, System.nanoTime() - start);
        }
        return best;
    }
}
