package dev.sudoku.bench.bank;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntPredicate;

/**
 * A fixed set of threads that share the indices of a list: each takes the next index until none is left
 * or the work says stop. One index at a time, since a puzzle (a rating, a database write) costs
 * milliseconds and an atomic increment nanoseconds; the threads live as long as the pool, so per-thread
 * state ({@link ThreadLocal} raters and import tasks) is made once.
 */
final class WorkerPool implements AutoCloseable {
    private final int threads;
    private final ExecutorService executor;

    WorkerPool(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be positive, got " + threads);
        }
        this.threads = threads;
        AtomicInteger count = new AtomicInteger();
        this.executor = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "bench-bank-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
    }

    int threads() {
        return threads;
    }

    /**
     * Runs {@code work} for the indices {@code from} (inclusive) to {@code to} (exclusive), each once, on
     * every thread of the pool, and returns when all are done; a thread stops early when {@code work}
     * returns false. The first failure of any thread is thrown once all have stopped.
     */
    void forEach(int from, int to, IntPredicate work) {
        AtomicInteger next = new AtomicInteger(from);
        List<Future<?>> running = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            running.add(executor.submit(() -> {
                for (int i = next.getAndIncrement(); i < to; i = next.getAndIncrement()) {
                    if (!work.test(i)) {
                        return;
                    }
                }
            }));
        }
        RuntimeException failure = null;
        for (Future<?> future : running) {
            try {
                future.get();
            } catch (ExecutionException e) {
                if (failure == null) {
                    failure = e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                executor.shutdownNow();
                throw new IllegalStateException("interrupted", e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
