package dev.sudoku.cli;

import dev.sudoku.generator.Generated;
import dev.sudoku.generator.GenerationTimeoutException;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.util.ArrayDeque;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Makes puzzles 0..count-1 on several threads and hands them on in index order. Each puzzle depends only
 * on the run's seed and its index, so the output is the same for any thread count.
 *
 * <p>One task per puzzle (a puzzle costs milliseconds, far above the hand-over); at most {@code 4 *
 * threads} in flight. Each thread owns one {@link Generator}. The first puzzle not found in its time
 * ends the run: later puzzles already made are dropped, so the output is always a prefix of the run.
 */
final class GenerateRun {
    private GenerateRun() {}

    /** Takes each puzzle in index order, with the time it took to make in microseconds. */
    @FunctionalInterface
    interface Sink {
        void accept(Generated generated, long micros);
    }

    /** A puzzle and the time it took. */
    private record Timed(Generated generated, long micros) {}

    private static Timed timed(Generator generator, long index) {
        long start = System.nanoTime();
        Generated generated = generator.generate(index);
        return new Timed(generated, (System.nanoTime() - start) / 1000);
    }

    /** Runs and returns the timeout that ended the run early, if one did. */
    static Optional<GenerationTimeoutException> run(GeneratorOptions options, long count, int threads, Sink sink) {
        if (threads <= 1) {
            Generator generator = new Generator(options);
            for (long i = 0; i < count; i++) {
                try {
                    Timed done = timed(generator, i);
                    sink.accept(done.generated(), done.micros());
                } catch (GenerationTimeoutException e) {
                    return Optional.of(e);
                }
            }
            return Optional.empty();
        }
        ThreadLocal<Generator> generators = ThreadLocal.withInitial(() -> new Generator(options));
        AtomicBoolean stop = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "sudoku-generator");
            thread.setDaemon(true);
            return thread;
        });
        try {
            ArrayDeque<Future<Timed>> inFlight = new ArrayDeque<>();
            long next = 0;
            while (next < count || !inFlight.isEmpty()) {
                while (next < count && inFlight.size() < 4 * threads) {
                    long index = next++;
                    inFlight.add(pool.submit(() -> stop.get() ? null : timed(generators.get(), index)));
                }
                Timed done = take(inFlight.removeFirst());
                if (done == null) {
                    continue;
                }
                sink.accept(done.generated(), done.micros());
            }
            return Optional.empty();
        } catch (GenerationTimeoutException e) {
            stop.set(true);
            return Optional.of(e);
        } finally {
            pool.shutdownNow();
        }
    }

    private static Timed take(Future<Timed> future) {
        try {
            return future.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof GenerationTimeoutException timeout) {
                throw timeout;
            }
            throw new IllegalStateException("a worker failed: " + e.getCause(), e.getCause());
        }
    }
}
