package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.FutureTask;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The deadline of the current thread: when {@link SearchBudget#check()} throws, and what is restored. */
class SearchBudgetTest {
    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    private static void sleep(Duration duration) {
        long end = System.nanoTime() + duration.toNanos();
        while (System.nanoTime() - end < 0) {
            LockSupport.parkNanos(end - System.nanoTime());
        }
    }

    @Test
    void work_carried_to_another_thread_keeps_the_budget_of_the_thread_that_handed_it_over() throws Exception {
        Supplier<Optional<Duration>> left = SearchBudget::remaining;
        var carried = SearchBudget.within(Duration.ofMinutes(1), () -> SearchBudget.carried(left));
        var unbounded = SearchBudget.carried(left);

        FutureTask<Optional<Duration>> there = new FutureTask<>(carried::get);
        new Thread(there).start();
        assertThat(there.get())
                .hasValueSatisfying(d -> assertThat(d).isPositive().isLessThanOrEqualTo(Duration.ofMinutes(1)));
        assertThat(unbounded.get()).isEmpty();
        assertThatThrownBy(() -> SearchBudget.within(
                                Duration.ZERO,
                                () -> SearchBudget.carried(() -> {
                                    SearchBudget.check();
                                    return 1;
                                }))
                        .get())
                .isInstanceOf(SearchCancelledException.class);
    }

    @Test
    void check_without_a_budget_returns() {
        SearchBudget.check();

        assertThat(SearchBudget.remaining()).isEmpty();
    }

    @Test
    void check_after_the_deadline_throws_and_names_the_budget() {
        assertThatThrownBy(() -> SearchBudget.within(Duration.ofMillis(2), () -> {
                    sleep(Duration.ofMillis(10));
                    SearchBudget.check();
                    return "finished";
                }))
                .isInstanceOf(SearchCancelledException.class)
                .hasMessage("the time budget of 2 ms ran out")
                .matches(e -> !((SearchCancelledException) e).interrupted());
    }

    @Test
    void a_budget_not_run_out_returns_the_work_result() {
        String result = SearchBudget.within(Duration.ofMinutes(1), () -> {
            SearchBudget.check();
            return "finished";
        });

        assertThat(result).isEqualTo("finished");
    }

    @Test
    void the_budget_is_gone_once_the_work_has_thrown() {
        assertThatThrownBy(() -> SearchBudget.within(Duration.ZERO, () -> {
                    SearchBudget.check();
                    return null;
                }))
                .isInstanceOf(SearchCancelledException.class);

        SearchBudget.check();
        assertThat(SearchBudget.remaining()).isEmpty();
    }

    @Test
    void an_inner_budget_cannot_extend_an_outer_one() {
        assertThatThrownBy(() -> SearchBudget.within(
                        Duration.ofMillis(2),
                        () -> SearchBudget.within(Duration.ofHours(1), () -> {
                            sleep(Duration.ofMillis(10));
                            SearchBudget.check();
                            return null;
                        })))
                .isInstanceOf(SearchCancelledException.class)
                .hasMessage("the time budget of 2 ms ran out");
    }

    @Test
    void the_outer_budget_is_back_in_force_after_an_inner_one_ran_out() {
        Duration left = SearchBudget.within(Duration.ofHours(1), () -> {
            assertThatThrownBy(() -> SearchBudget.within(Duration.ZERO, () -> {
                        SearchBudget.check();
                        return null;
                    }))
                    .isInstanceOf(SearchCancelledException.class);
            SearchBudget.check();
            return SearchBudget.remaining().orElseThrow();
        });

        assertThat(left).isGreaterThan(Duration.ofMinutes(59));
    }

    @Test
    void a_deadline_in_the_past_stops_at_the_first_check() {
        long past = System.nanoTime() - 1;

        assertThatThrownBy(() -> SearchBudget.until(past, () -> {
                    SearchBudget.check();
                    return null;
                }))
                .isInstanceOf(SearchCancelledException.class)
                .hasMessage("the time budget of the search ran out");
    }

    @Test
    void an_interrupted_thread_stops_at_the_next_check_and_stays_interrupted() {
        Thread.currentThread().interrupt();

        assertThatThrownBy(SearchBudget::check)
                .isInstanceOf(SearchCancelledException.class)
                .matches(e -> ((SearchCancelledException) e).interrupted());
        assertThat(Thread.currentThread().isInterrupted()).isTrue();
    }

    @Test
    void budgets_of_other_threads_do_not_apply() throws Exception {
        Thread other = new Thread(() -> SearchBudget.check());
        Throwable[] failure = new Throwable[1];
        other.setUncaughtExceptionHandler((t, e) -> failure[0] = e);

        SearchBudget.within(Duration.ZERO, () -> {
            other.start();
            try {
                other.join();
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
            return null;
        });

        assertThat(failure[0]).isNull();
    }
}
