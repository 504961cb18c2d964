package dev.sudoku.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Maps a stream of inputs on several threads and hands the outputs on in input order.
 *
 * <p>Inputs are cut into chunks: for fast work (a 9x9 solve) one task per 256 inputs keeps the hand-over
 * cost far below the work; for slow work (explaining, rating) one input per task, so each output is
 * handed on as soon as it and those before it are done. At most {@code 4 * threads} chunks are in flight,
 * so memory stays bounded whatever the input length. Each worker thread builds its own mapping function
 * once (solvers keep preallocated state). When the sink throws (the output failed), the workers are
 * interrupted and the exception goes on to the caller.
 *
 * <p>The inputs are read, and the sink called, on the caller's thread, one after the other: an input
 * iterator may end on what the sink has seen (enough puzzles stored), and then at most the chunks in
 * flight are worked on past that point. The command line's batches and {@code bank import}, and the
 * bench's bank growth, all run {@link OrderedEntryTask}s through here: prepared on the workers, finished
 * by the sink in input order.
 */
public final class OrderedParallel {
    /** Inputs per task for work that takes microseconds. */
    public static final int FAST_CHUNK = 256;

    /**
     * The most threads a run takes: above the cores of the machines these runs are made for (past them a
     * thread only waits its turn), and far below where the window of {@code 4 * threads} chunks (and its
     * inputs, counted in an int) would overflow.
     */
    public static final int MAX_THREADS = 1024;

    /** The most inputs a chunk takes: with {@link #MAX_THREADS}, the inputs in flight stay within an int. */
    public static final int MAX_CHUNK = 1 << 16;

    private OrderedParallel() {}

    /**
     * @throws IllegalArgumentException for more than {@link #MAX_THREADS} threads, or a chunk size outside 1 to
     *     {@link #MAX_CHUNK}
     */
    public static <I, O> void run(
            Iterator<I> inputs, int threads, int chunkSize, Supplier<Function<I, O>> workerFactory, Consumer<O> sink) {
        checkArguments(threads, chunkSize);
        if (threads <= 1) {
            Function<I, O> worker = workerFactory.get();
            inputs.forEachRemaining(input -> sink.accept(worker.apply(input)));
            return;
        }
        ThreadLocal<Function<I, O>> workers = ThreadLocal.withInitial(workerFactory);
        ExecutorService pool = workerPool(threads);
        try {
            ArrayDeque<Future<List<O>>> inFlight = new ArrayDeque<>();
            while (inputs.hasNext()) {
                List<I> chunk = new ArrayList<>(chunkSize);
                while (chunk.size() < chunkSize && inputs.hasNext()) {
                    chunk.add(inputs.next());
                }
                inFlight.add(pool.submit(chunkWork(workers, chunk)));
                if (inFlight.size() >= 4 * threads) {
                    drainOne(inFlight, sink);
                }
            }
            while (!inFlight.isEmpty()) {
                drainOne(inFlight, sink);
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Refuses more than {@link #MAX_THREADS} threads, and a chunk size outside 1 to {@link #MAX_CHUNK} (an empty
     * chunk would never end the inputs), by their values.
     */
    static void checkArguments(int threads, int chunkSize) {
        if (threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads must be at most " + MAX_THREADS + ", got " + threads);
        }
        if (chunkSize < 1 || chunkSize > MAX_CHUNK) {
            throw new IllegalArgumentException("chunkSize must be from 1 to " + MAX_CHUNK + ", got " + chunkSize);
        }
    }

    /** The workers: daemon threads, so that a run given up (its output failed) never holds the JVM open. */
    static ExecutorService workerPool(int threads) {
        return Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "sudoku-worker");
            thread.setDaemon(true);
            return thread;
        });
    }

    /** One chunk's work on a worker: its inputs mapped in order by that thread's own mapping function. */
    static <I, O> Callable<List<O>> chunkWork(ThreadLocal<Function<I, O>> workers, List<I> chunk) {
        return () -> {
            Function<I, O> worker = workers.get();
            List<O> out = new ArrayList<>(chunk.size());
            for (I input : chunk) {
                out.add(worker.apply(input));
            }
            return out;
        };
    }

    private static <O> void drainOne(ArrayDeque<Future<List<O>>> inFlight, Consumer<O> sink) {
        outputs(inFlight.removeFirst()).forEach(sink);
    }

    /**
     * A chunk's outputs, once done; a worker's failure is thrown as it was (a runtime exception) or wrapped,
     * and an interrupted wait keeps the thread's interrupt flag.
     */
    static <O> List<O> outputs(Future<List<O>> chunk) {
        try {
            return chunk.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException failure) {
                throw failure;
            }
            throw new IllegalStateException("a worker failed: " + e.getCause(), e.getCause());
        }
    }
}
