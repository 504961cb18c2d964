package dev.sudoku.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.FutureTask;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.Semaphore;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * {@link OrderedParallel} for inputs that may arrive slowly (a pipe written a line at a time, {@code tail
 * -f}): each output is handed on as soon as it and every output before it are done, not when the next
 * input comes or the read-ahead window fills.
 *
 * <p>The inputs are read on a thread of their own, since a read that waits for input would hold up the
 * outputs already done; the caller's thread cuts what has been read into chunks (a chunk is cut short
 * rather than wait for more input), hands them to the workers and calls the sink, in input order. It sleeps
 * until an input comes or a chunk is done, and before it sleeps the output so far can be flushed. Memory
 * stays bounded as in {@link OrderedParallel}: the reader takes a permit per input, given back when its
 * output has gone to the sink, so at most {@code 4 * threads} chunks' worth of inputs are held. So the input iterator must not depend on what the sink has seen (a bank
 * filled to a count): that needs {@link OrderedParallel}.
 */
public final class StreamingOrderedParallel {
    /** What the reader and the workers tell the caller's thread, besides the inputs read. */
    private enum Signal {
        END,
        CHUNK_DONE
    }

    /**
     * The reader's failure, handed on to the caller as {@link OrderedParallel} would throw it: an error too,
     * or the caller would wait for ever for an input that never comes.
     */
    private record Failed(Throwable failure) {
        void rethrow() {
            if (failure instanceof Error error) {
                throw error;
            }
            throw (RuntimeException) failure;
        }
    }

    private StreamingOrderedParallel() {}

    /**
     * Runs the inputs on {@code threads} workers (one thread too: the reads still wait apart from the work).
     *
     * @param beforeWaiting called on the caller's thread each time it is about to wait, with nothing to hand
     *     on: the sink's buffered output is flushed there, so it goes out while the input pauses
     * @throws IllegalArgumentException for more than {@link OrderedParallel#MAX_THREADS} threads, or a chunk size
     *     outside 1 to {@link OrderedParallel#MAX_CHUNK}
     */
    public static <I, O> void run(
            Iterator<I> inputs,
            int threads,
            int chunkSize,
            Supplier<Function<I, O>> workerFactory,
            Consumer<O> sink,
            Runnable beforeWaiting) {
        OrderedParallel.checkArguments(threads, chunkSize);
        int window = 4 * threads;
        Semaphore permits = new Semaphore(window * chunkSize);
        BlockingQueue<Object> events = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> read(inputs, permits, events), "sudoku-reader");
        reader.setDaemon(true);
        ThreadLocal<Function<I, O>> workers = ThreadLocal.withInitial(workerFactory);
        ExecutorService pool = OrderedParallel.workerPool(threads);
        reader.start();
        try {
            ArrayDeque<Future<List<O>>> inFlight = new ArrayDeque<>();
            List<I> chunk = new ArrayList<>(chunkSize);
            boolean ended = false;
            while (!ended || !inFlight.isEmpty()) {
                while (!inFlight.isEmpty() && (inFlight.peekFirst().isDone() || inFlight.size() >= window)) {
                    drainOne(inFlight, sink, permits);
                }
                if (ended) {
                    if (!inFlight.isEmpty()) {
                        drainOne(inFlight, sink, permits);
                    }
                    continue;
                }
                // Waits for an input, the end, or a chunk done; then takes what else is there without waiting.
                if (events.isEmpty()) {
                    beforeWaiting.run();
                }
                for (Object event = take(events); event != null; event = events.poll()) {
                    if (event == Signal.END) {
                        ended = true;
                    } else if (event instanceof Failed failed) {
                        failed.rethrow();
                    } else if (event != Signal.CHUNK_DONE) {
                        @SuppressWarnings("unchecked")
                        I input = (I) event;
                        chunk.add(input);
                    }
                    if (chunk.size() == chunkSize) {
                        break;
                    }
                }
                if (!chunk.isEmpty()) {
                    List<I> work = chunk;
                    chunk = new ArrayList<>(chunkSize);
                    // Told once the chunk's future is done, so the caller then finds it done.
                    FutureTask<List<O>> task = new FutureTask<>(OrderedParallel.chunkWork(workers, work)) {
                        @Override
                        protected void done() {
                            events.add(Signal.CHUNK_DONE);
                        }
                    };
                    inFlight.add(task);
                    pool.execute(task);
                }
            }
        } finally {
            reader.interrupt();
            pool.shutdownNow();
        }
    }

    /** The reader thread: every input in turn, a permit each, then the end (or the failure that ended it). */
    private static <I> void read(Iterator<I> inputs, Semaphore permits, BlockingQueue<Object> events) {
        try {
            while (inputs.hasNext()) {
                permits.acquire();
                events.add(inputs.next());
            }
            events.add(Signal.END);
        } catch (InterruptedException e) {
            // The run ended early (its output failed): nothing more is wanted.
        } catch (RuntimeException | Error e) {
            events.add(new Failed(e));
        }
    }

    private static Object take(BlockingQueue<Object> events) {
        try {
            return events.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        }
    }

    private static <O> void drainOne(ArrayDeque<Future<List<O>>> inFlight, Consumer<O> sink, Semaphore permits) {
        List<O> outputs = OrderedParallel.outputs(inFlight.removeFirst());
        outputs.forEach(sink);
        permits.release(outputs.size());
    }
}
