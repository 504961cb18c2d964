package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.forcing.IdlePermits;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

class HintCacheTest {
    /** Easter Monster: its first step is a chain, found after every simpler technique has been tried. */
    private static final String HARD =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    private static final String EASY =
            "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    private static final Origin ORIGIN = new Origin("test", 1);

    // The position the tests of searches running at once ask about, and what they count.
    private final HintCache sharedCache = new HintCache(8);
    private final Grid values = PuzzleReader.parse(EASY);
    private final CandidateGrid grid = CandidateGrid.fromPuzzle(values);
    private final AtomicInteger searches = new AtomicInteger();
    /** Open once the first search has begun. */
    private final CountDownLatch searching = new CountDownLatch(1);

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
    void the_same_digits_with_other_givens_are_searched_apart() {
        HintCache cache = new HintCache(8);
        // EASY with r1c1's 5 placed by the player, not given: the same digits and candidates, but a digit an
        // Avoidable Rectangle may swap.
        int[] fewerGivens = values.toArray();
        fewerGivens[0] = 0;
        CandidateGrid placed = CandidateGrid.fromPuzzle(Grid.of(values.shape(), fewerGivens));
        placed.place(0, values.get(0));
        assertThat(placed.candidateMasks()).isEqualTo(grid.candidateMasks());
        assertThat(placed.isGiven(0)).isFalse();

        cache.hint("players", values, grid, this::search);
        cache.hint("players", values, placed, this::search);

        assertThat(searches.get()).isEqualTo(2);
        assertThat(cache.hits()).isZero();
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

    @Test
    void a_position_asked_while_its_search_runs_waits_for_that_search_instead_of_searching_again() throws Exception {
        CountDownLatch finish = new CountDownLatch(1);
        Supplier<Hint> held = searchHeldUntil(finish);

        AtomicReference<Hint> first = new AtomicReference<>();
        AtomicReference<Hint> second = new AtomicReference<>();
        Thread asker = new Thread(() -> first.set(sharedCache.hint("players", values, grid, held)));
        asker.start();
        searching.await();
        Thread waiter = new Thread(() -> second.set(sharedCache.hint("players", values, grid, this::search)));
        waiter.start();
        awaitWaiting(waiter);
        finish.countDown();
        asker.join();
        waiter.join();

        assertThat(searches.get()).isEqualTo(1);
        assertThat(sharedCache.hits()).isEqualTo(1);
        assertThat(second.get()).isSameAs(first.get());
        assertThat(first.get().step()).isPresent();
    }

    @Test
    void a_search_that_fails_leaves_the_request_waiting_for_it_to_search_for_itself() throws Exception {
        CountDownLatch fail = new CountDownLatch(1);
        AtomicReference<Throwable> failed = new AtomicReference<>();
        AtomicReference<Hint> second = new AtomicReference<>();
        Thread asker = new Thread(() -> {
            try {
                sharedCache.hint("players", values, grid, () -> {
                    searches.incrementAndGet();
                    searching.countDown();
                    awaitQuietly(fail);
                    throw new IllegalStateException("the search broke");
                });
            } catch (IllegalStateException e) {
                failed.set(e);
            }
        });
        asker.start();
        searching.await();
        Thread waiter = new Thread(() -> second.set(sharedCache.hint("players", values, grid, this::search)));
        waiter.start();
        awaitWaiting(waiter);
        fail.countDown();
        asker.join();
        waiter.join();

        assertThat(failed.get()).hasMessage("the search broke");
        assertThat(searches.get()).isEqualTo(2);
        assertThat(second.get().step()).isPresent();
        assertThat(sharedCache.hits()).isZero();
        // The waiter's own hint was kept: the next request reads it.
        assertThat(sharedCache.hint("players", values, grid, () -> {
                    throw new AssertionError("searched again");
                }))
                .isSameAs(second.get());
    }

    @Test
    void a_worker_waiting_for_another_requests_search_gives_its_permit_back_meanwhile() throws Exception {
        CountDownLatch finish = new CountDownLatch(1);
        try (IdlePermits workers = new IdlePermits(1)) {
            Thread asker = new Thread(() -> sharedCache.hint("players", values, grid, searchHeldUntil(finish)));
            asker.start();
            searching.await();
            assertThat(workers.tryAcquire(Duration.ZERO)).isTrue();
            AtomicReference<Hint> second = new AtomicReference<>();
            Thread waiter =
                    new Thread(() -> second.set(workers.lend(() -> sharedCache.hint("players", values, grid, () -> {
                        throw new AssertionError("searched again");
                    }))));
            waiter.start();
            awaitWaiting(waiter);

            boolean free = workers.tryAcquire(Duration.ZERO);
            if (free) {
                workers.release();
            }
            finish.countDown();
            asker.join();
            waiter.join();
            workers.release();

            assertThat(free).as("the waiting worker's permit is free meanwhile").isTrue();
            assertThat(second.get().step()).isPresent();
        }
    }

    /** A search of the position, counted. */
    private Hint search() {
        searches.incrementAndGet();
        return new Hinter(Catalogue.players()).hint(values, grid);
    }

    /** A search of the position, counted, that opens {@link #searching} and goes on once {@code finish} opens. */
    private Supplier<Hint> searchHeldUntil(CountDownLatch finish) {
        return () -> {
            searching.countDown();
            awaitQuietly(finish);
            return search();
        };
    }

    /** Waits until the thread is parked waiting for another's search (it never parks otherwise). */
    private static void awaitWaiting(Thread thread) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (thread.getState() != Thread.State.WAITING) {
            assertThat(System.nanoTime()).as("%s never waited", thread).isLessThan(deadline);
            assertThat(thread.isAlive()).as("%s ended without waiting", thread).isTrue();
            Thread.sleep(1);
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
