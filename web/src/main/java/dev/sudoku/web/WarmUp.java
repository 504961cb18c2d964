package dev.sudoku.web;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.SearchCancelledException;
import dev.sudoku.logic.Step;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The logical solver's searches run for a while after the server starts, while it is idle, so that the first hard
 * hints and explanations players ask for do not wait as long for the JIT's compilation: on a fresh server the
 * first three hints at one of the hardest positions took 2.1-2.3 s, 1.5-1.6 s and 1.4-1.5 s, after 20 s of
 * warm-up 1.1-1.2 s, 0.5-0.8 s and 0.3-0.5 s, and some 0.3 s once warm.
 *
 * <p>It follows Easter Monster's explanation step by step, with the players' techniques, again from the start
 * when it is solved, on one daemon thread of low priority, for at most {@code work} of its own time (the
 * steps' wall time, counted between steps). Each step runs only while no request
 * computes ({@link Workers#whileIdle}): a request arriving stops the step within a few milliseconds, and the
 * step is searched again once the server is idle. So it costs a request that wait (and, early on, the JIT's
 * threads busy compiling: a first easy hint took 72-78 ms instead of 36-47 ms), and an idle server a core for
 * up to {@code work}.
 */
public final class WarmUp implements AutoCloseable {
    /**
     * Easter Monster: among the hardest puzzles known, its path takes most kinds of chain search (nested
     * forcing chains, though not the nested dynamic ones, whose first use still compiles them).
     */
    private static final String PUZZLE =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
    /** How often a step asks whether a request has come: a request waits about this long at most. */
    private static final Duration ASK_EVERY = Duration.ofMillis(5);
    /** How long it waits before asking again, while requests compute. */
    private static final long IDLE_POLL_MILLIS = 50;
    /** It stops trying after this: a server that busy has been warmed by its requests. */
    private static final Duration GIVE_UP_AFTER = Duration.ofMinutes(5);

    private final Workers workers;
    private final long workNanos;
    private final Thread thread;
    private final CountDownLatch finished = new CountDownLatch(1);
    private final AtomicInteger steps = new AtomicInteger();
    private final AtomicInteger gaveWay = new AtomicInteger();

    private WarmUp(Workers workers, Duration work) {
        this.workers = workers;
        this.workNanos = work.toNanos();
        this.thread = new Thread(this::run, "sudoku-warm-up");
        thread.setDaemon(true);
        thread.setPriority(Thread.MIN_PRIORITY);
    }

    /** Starts the warm-up of a server's workers, for at most {@code work} of its own time. */
    static WarmUp start(Workers workers, Duration work) {
        WarmUp warmUp = new WarmUp(workers, work);
        warmUp.thread.start();
        return warmUp;
    }

    /** The steps of the explanation found so far. */
    public int steps() {
        return steps.get();
    }

    /** How many times a step did not run, or stopped, because a request was computing. */
    public int gaveWay() {
        return gaveWay.get();
    }

    /** Waits up to {@code timeout} for the warm-up to end; true when it has. */
    public boolean awaitFinished(Duration timeout) throws InterruptedException {
        return finished.await(timeout.toNanos(), TimeUnit.NANOSECONDS);
    }

    /** Stops the warm-up at its next check. */
    @Override
    public void close() {
        thread.interrupt();
    }

    private void run() {
        try {
            CandidateGrid grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(PUZZLE));
            LogicalSolver solver = new LogicalSolver(Catalogue.players());
            long spent = 0;
            long giveUp = System.nanoTime() + GIVE_UP_AFTER.toNanos();
            while (spent < workNanos && System.nanoTime() - giveUp < 0) {
                if (grid.isSolved()) {
                    grid = CandidateGrid.fromPuzzle(PuzzleReader.parse(PUZZLE));
                }
                CandidateGrid position = grid;
                long start = System.nanoTime();
                Optional<Optional<Step>> step = workers.whileIdle(ASK_EVERY, () -> solver.nextStep(position));
                spent += System.nanoTime() - start;
                if (step.isEmpty()) {
                    gaveWay.incrementAndGet();
                    Thread.sleep(IDLE_POLL_MILLIS);
                } else if (step.get().isEmpty()
                        || !LogicalSolver.apply(grid, step.get().get())) {
                    return;
                } else {
                    steps.incrementAndGet();
                }
            }
        } catch (InterruptedException | SearchCancelledException e) {
            // Closed with the server: nothing to finish.
        } finally {
            finished.countDown();
        }
    }
}
