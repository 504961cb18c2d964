package dev.sudoku.cli;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
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
 * <p>Inputs are cut into chunks (one task per chunk keeps the hand-over cost far below the cost of a
 * fast 9x9 solve); at most {@code 4 * threads} chunks are in flight, so memory stays bounded whatever
 * the input length. Each worker thread builds its own mapping function once (solvers are not
 * thread-safe and keep preallocated state).
 */
final class OrderedParallel {
    private static final int CHUNK = 256;

    private OrderedParallel() {}

    static <I, O> void run(Iterator<I> inputs, int threads, Supplier<Function<I, O>> workerFactory, Consumer<O> sink) {
        if (threads <= 1) {
            Function<I, O> worker = workerFactory.get();
            inputs.forEachRemaining(input -> sink.accept(worker.apply(input)));
            return;
        }
        ThreadLocal<Function<I, O>> workers = ThreadLocal.withInitial(workerFactory);
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "sudoku-worker");
            thread.setDaemon(true);
            return thread;
        });
        try {
            ArrayDeque<Future<List<O>>> inFlight = new ArrayDeque<>();
            while (inputs.hasNext()) {
                List<I> chunk = new ArrayList<>(CHUNK);
                while (chunk.size() < CHUNK && inputs.hasNext()) {
                    chunk.add(inputs.next());
                }
                inFlight.add(pool.submit(() -> {
                    Function<I, O> worker = workers.get();
                    List<O> out = new ArrayList<>(chunk.size());
                    for (I input : chunk) {
                        out.add(worker.apply(input));
                    }
                    return out;
                }));
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

    private static <O> void drainOne(ArrayDeque<Future<List<O>>> inFlight, Consumer<O> sink) {
        try {
            inFlight.removeFirst().get().forEach(sink);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a worker failed: " + e.getCause(), e.getCause());
        }
    }
}
