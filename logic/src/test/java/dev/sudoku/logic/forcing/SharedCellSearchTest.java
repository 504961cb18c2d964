package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.Step;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A branching producer's first step is the same whether its cells are searched by one thread or shared out
 * with helpers: on a pool of real threads, on an executor that runs a helper at once (so the helper takes
 * every cell), on a busy or refusing executor (so the calling thread takes them all), on grids of every
 * size; and a budget that runs out stops the helpers too.
 */
class SharedCellSearchTest {
    private static ExecutorService pool;

    @BeforeAll
    static void startPool() {
        pool = Executors.newFixedThreadPool(3, runnable -> {
            Thread thread = new Thread(runnable, "test-chain-helper");
            thread.setDaemon(true);
            return thread;
        });
    }

    @AfterAll
    static void stopPool() {
        pool.shutdownNow();
    }

    /** The branching producers; with the nested ones (seconds a search on the denser grids) or without. */
    private static List<ForcingChains> producers(boolean nested) {
        List<ForcingChains> producers = new ArrayList<>(List.of(
                ForcingChains.nishio(),
                ForcingChains.multiple(),
                ForcingChains.dynamic(),
                ForcingChains.dynamicPlus()));
        if (nested) {
            producers.addAll(
                    List.of(ForcingChains.nested(), ForcingChains.nestedMultiple(), ForcingChains.nestedDynamic()));
        }
        return producers;
    }

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}, nested producers: {3}")
    @CsvSource({"3,3,0.3,true", "3,3,0.45,false", "2,3,0.5,true", "2,2,0.6,true", "3,4,0.3,false"})
    void the_step_found_with_helpers_is_the_step_found_alone(int rows, int cols, double density, boolean nested) {
        BoxShape shape = new BoxShape(rows, cols);
        Executor direct = Runnable::run;
        int found = 0;
        for (long seed = 1; seed <= 8; seed++) {
            CandidateGrid grid = RandomPositions.grid(shape, density, new SplittableRandom(seed * 7 + rows + cols));
            for (ForcingChains producer : producers(nested && seed <= 4)) {
                String where = producer.ids() + ", seed " + seed;
                Optional<Step> alone = first(producer, grid);
                assertThat(lent(pool, 1, producer, grid))
                        .as(where + ", one helper")
                        .isEqualTo(alone);
                assertThat(lent(pool, 3, producer, grid))
                        .as(where + ", three helpers")
                        .isEqualTo(alone);
                assertThat(lent(direct, 1, producer, grid))
                        .as(where + ", a helper run at once")
                        .isEqualTo(alone);
                found += alone.isPresent() ? 1 : 0;
            }
        }
        assertThat(found).as("searches with a step").isGreaterThan(10);
    }

    @Test
    void helpers_run_at_once_share_the_search_out_and_find_the_same_hint() {
        CandidateGrid grid = RandomPositions.grid(new BoxShape(3, 3), 0.35, new SplittableRandom(5));
        AtomicInteger searchers = new AtomicInteger();
        ChainHint best = SharedCellSearch.best(
                grid,
                LinkTables.of(grid.geometry()),
                () -> {
                    searchers.incrementAndGet();
                    return dynamicChaining(grid);
                },
                new ChainHelpers.Loan(Runnable::run, 2));
        HintCollector alone = HintCollector.bestOnly();
        dynamicChaining(grid).search(grid, LinkTables.of(grid.geometry()), alone);
        assertThat(searchers)
                .as("two helpers and the calling thread each made their objects")
                .hasValue(3);
        assertThat(alone.best()).isNotNull();
        assertThat(best.eliminations()).isEqualTo(alone.best().eliminations());
        assertThat(best.complexity()).isEqualTo(alone.best().complexity());
        assertThat(best.placement()).isEqualTo(alone.best().placement());
    }

    @Test
    void a_helper_that_fails_fails_the_search_instead_of_leaving_its_cells_out() throws Exception {
        CandidateGrid grid = RandomPositions.grid(new BoxShape(3, 3), 0.35, new SplittableRandom(5));
        Links links = LinkTables.of(grid.geometry());
        ExecutorService helper = Executors.newSingleThreadExecutor();
        try {
            for (Throwable thrown : List.of(new IllegalStateException("broken helper"), new StackOverflowError())) {
                Thread caller = Thread.currentThread();
                CountDownLatch helperFailed = new CountDownLatch(1);
                // The helper fails as it starts; the calling thread starts its cells only after that.
                Supplier<BranchChaining> chaining = () -> {
                    if (Thread.currentThread() != caller) {
                        helperFailed.countDown();
                        sneakyThrow(thrown);
                    }
                    awaitQuietly(helperFailed);
                    return dynamicChaining(grid);
                };
                assertThatThrownBy(() -> SharedCellSearch.best(grid, links, chaining, new ChainHelpers.Loan(helper, 1)))
                        .isSameAs(thrown);
            }
        } finally {
            helper.shutdownNow();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            assertThat(latch.await(10, TimeUnit.SECONDS)).isTrue();
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    @SuppressWarnings("unchecked")
    private static <T extends Throwable> void sneakyThrow(Throwable thrown) throws T {
        throw (T) thrown;
    }

    private static BranchChaining dynamicChaining(CandidateGrid grid) {
        return new BranchChaining(
                dev.sudoku.logic.TechniqueId.DYNAMIC_FORCING_CHAIN,
                8.5,
                false,
                true,
                new Propagation(LinkTables.of(grid.geometry()), true, true, null));
    }

    @Test
    void a_busy_or_refusing_executor_leaves_the_work_to_the_calling_thread() throws Exception {
        CandidateGrid grid = RandomPositions.grid(new BoxShape(3, 3), 0.4, new SplittableRandom(11));
        ForcingChains producer = ForcingChains.dynamicPlus();
        Optional<Step> alone = first(producer, grid);
        assertThat(alone).isPresent();

        Executor refusing = task -> {
            throw new RejectedExecutionException("full");
        };
        assertThat(lent(refusing, 2, producer, grid)).isEqualTo(alone);

        ExecutorService single = Executors.newSingleThreadExecutor();
        CountDownLatch release = new CountDownLatch(1);
        try {
            single.execute(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            // The helper task waits behind the blocked one: the search must not wait for it.
            assertThat(lent(single, 1, producer, grid)).isEqualTo(alone);
            release.countDown();
            // Once it runs, the late helper finds the search over and returns at once.
            assertThat(single.submit(() -> 42).get(10, TimeUnit.SECONDS)).isEqualTo(42);
        } finally {
            release.countDown();
            single.shutdownNow();
        }
    }

    @Test
    void a_budget_that_runs_out_stops_the_calling_thread_and_the_helpers() throws Exception {
        CandidateGrid grid = RandomPositions.grid(new BoxShape(4, 4), 0.3, new SplittableRandom(3));
        ExecutorService helpers = Executors.newFixedThreadPool(2);
        try {
            long start = System.nanoTime();
            assertThatThrownBy(() -> SearchBudget.within(
                            Duration.ofMillis(20),
                            () -> ChainHelpers.lend(helpers, 2, () -> first(ForcingChains.nestedDynamic(), grid))))
                    .isInstanceOf(SearchCancelledException.class);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
            // The helpers ran out of time as well: both are free again at once.
            assertThat(helpers.submit(() -> 1).get(5, TimeUnit.SECONDS)).isEqualTo(1);
            assertThat(helpers.submit(() -> 2).get(5, TimeUnit.SECONDS)).isEqualTo(2);
        } finally {
            helpers.shutdownNow();
        }
    }

    @Test
    void a_loan_holds_for_its_work_only_and_needs_a_helper() {
        assertThat(ChainHelpers.current()).isEmpty();
        ChainHelpers.lend(pool, 2, () -> {
            assertThat(ChainHelpers.current()).map(ChainHelpers.Loan::helpers).contains(2);
            ChainHelpers.lend(pool, 1, () -> assertThat(ChainHelpers.current())
                    .map(ChainHelpers.Loan::helpers)
                    .contains(1));
            assertThat(ChainHelpers.current()).map(ChainHelpers.Loan::helpers).contains(2);
            return null;
        });
        assertThat(ChainHelpers.current()).isEmpty();
        assertThatThrownBy(() -> ChainHelpers.lend(pool, 0, () -> null)).isInstanceOf(IllegalArgumentException.class);
    }

    private static Optional<Step> lent(Executor executor, int helpers, ForcingChains producer, CandidateGrid grid) {
        return ChainHelpers.lend(executor, helpers, () -> first(producer, grid));
    }

    private static Optional<Step> first(ForcingChains producer, CandidateGrid grid) {
        List<Step> offered = new ArrayList<>();
        producer.find(grid.copy(), step -> {
            offered.add(step);
            return false;
        });
        return offered.stream().findFirst();
    }
}
