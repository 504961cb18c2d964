package dev.sudoku.count;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Runs a count's independent tasks on a fixed number of threads and returns their results in task order.
 * The threads are daemons, so a count its caller gives up on does not keep the program alive.
 */
final class Workers {
    private Workers() {}

    /**
     * Refuses a thread count below one where a caller gives it: a shape counted without threads would
     * otherwise accept it, and a pool would refuse it later without naming it.
     */
    static void checkThreads(int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be positive, got " + threads);
        }
    }

    /** @param name the threads' name, and what a failure names */
    static <T> List<T> runAll(String name, int threads, List<Callable<T>> tasks) {
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (Callable<T> task : tasks) {
                futures.add(pool.submit(task));
            }
            List<T> results = new ArrayList<>();
            for (Future<T> future : futures) {
                results.add(future.get());
            }
            return results;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("the count was interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(name + " failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }
}
