package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** Work stopped by {@link SearchBudget#untilAbandoned}: when the question is asked, and what it stops. */
class AbandonedSearchTest {
    private static final Duration EVERY = Duration.ofMillis(5);

    /**
     * Checks in a loop until {@code until} has passed; the loop's turns, when nothing stops it. It rests briefly
     * every hundred turns only, not every turn: on a loaded machine one rest can last a millisecond, and the
     * checks must come far more often than the question's interval.
     */
    private static int checkFor(Duration until) {
        return checkFor(until, 0);
    }

    /**
     * As {@link #checkFor(Duration)}, going on past {@code until} until {@code atLeast} turns are done: a thread
     * a loaded machine leaves waiting may otherwise turn only a few times in the whole time.
     */
    private static int checkFor(Duration until, int atLeast) {
        long end = System.nanoTime() + until.toNanos();
        int turns = 0;
        while (System.nanoTime() - end < 0 || turns < atLeast) {
            SearchBudget.check();
            if (++turns % 100 == 0) LockSupport.parkNanos(10_000);
        }
        return turns;
    }

    @Test
    void the_question_is_asked_at_most_once_per_interval_however_often_the_checks_come() {
        AtomicInteger asked = new AtomicInteger();
        long start = System.nanoTime();

        int turns = SearchBudget.untilAbandoned(
                () -> asked.incrementAndGet() < 0, EVERY, () -> checkFor(Duration.ofMillis(100), 1_000));

        // Once per interval of the time the loop really took (a loaded machine may stretch it), and far fewer
        // times than the checks came.
        long intervals = (System.nanoTime() - start) / EVERY.toNanos();
        assertThat(turns).isGreaterThanOrEqualTo(1_000);
        assertThat(asked.get()).isBetween(1, (int) Math.min(intervals + 1, turns / 2));
    }

    @Test
    void work_stops_at_the_first_check_after_it_is_abandoned_and_says_why() {
        AtomicBoolean gone = new AtomicBoolean();
        long start = System.nanoTime();

        assertThatThrownBy(() -> SearchBudget.untilAbandoned(gone::get, EVERY, () -> {
                    checkFor(Duration.ofMillis(30));
                    gone.set(true);
                    return checkFor(Duration.ofSeconds(20));
                }))
                .isInstanceOfSatisfying(SearchCancelledException.class, e -> {
                    assertThat(e.abandoned()).isTrue();
                    assertThat(e.interrupted()).isFalse();
                    assertThat(e.getMessage()).isEqualTo("the search was stopped: its result is no longer wanted");
                });
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(2));
    }

    @Test
    void once_abandoned_every_later_check_stops_without_asking_again() {
        AtomicInteger asked = new AtomicInteger();

        SearchBudget.untilAbandoned(() -> asked.incrementAndGet() > 0, EVERY, () -> {
            assertThatThrownBy(() -> checkFor(Duration.ofSeconds(20))).isInstanceOf(SearchCancelledException.class);
            // A search that swallowed the first stop is stopped again at its next check.
            assertThatThrownBy(SearchBudget::check).isInstanceOf(SearchCancelledException.class);
            return null;
        });

        assertThat(asked.get()).isEqualTo(1);
    }

    @Test
    void a_budget_set_inside_keeps_the_question_and_its_own_deadline() {
        AtomicBoolean gone = new AtomicBoolean();

        SearchBudget.untilAbandoned(gone::get, EVERY, () -> {
            assertThat(SearchBudget.remaining()).isEmpty();
            assertThatThrownBy(() -> SearchBudget.within(Duration.ofMillis(20), () -> checkFor(Duration.ofSeconds(20))))
                    .isInstanceOfSatisfying(SearchCancelledException.class, e -> assertThat(e.abandoned())
                            .isFalse());
            gone.set(true);
            assertThatThrownBy(() -> SearchBudget.within(Duration.ofMinutes(1), () -> checkFor(Duration.ofSeconds(20))))
                    .isInstanceOfSatisfying(SearchCancelledException.class, e -> assertThat(e.abandoned())
                            .isTrue());
            return null;
        });
    }

    @Test
    void the_question_set_inside_a_budget_leaves_the_deadline_in_force() {
        assertThatThrownBy(() -> SearchBudget.within(
                        Duration.ofMillis(20),
                        () -> SearchBudget.untilAbandoned(() -> false, EVERY, () -> checkFor(Duration.ofSeconds(20)))))
                .isInstanceOfSatisfying(SearchCancelledException.class, e -> assertThat(e.abandoned())
                        .isFalse());
    }

    @Test
    void work_carried_to_another_thread_stops_when_abandoned() throws Exception {
        AtomicBoolean gone = new AtomicBoolean();
        Supplier<Integer> carried = SearchBudget.untilAbandoned(
                gone::get, EVERY, () -> SearchBudget.carried(() -> checkFor(Duration.ofSeconds(20))));
        FutureTask<Integer> there = new FutureTask<>(carried::get);
        new Thread(there).start();

        gone.set(true);

        assertThatThrownBy(there::get).hasCauseInstanceOf(SearchCancelledException.class);
    }
}
