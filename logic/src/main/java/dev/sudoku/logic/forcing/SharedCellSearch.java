package dev.sudoku.logic.forcing;

import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.SearchBudget;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * SE's first hint of a branching producer, the grid's cells shared out between the calling thread and the
 * helpers of a {@link ChainHelpers} loan. Each thread takes the next cell not yet taken and keeps that
 * cell's best hint; the propagations of digits assumed on, which a cell's houses reuse, are shared
 * ({@link OnPropagations}). The cells' bests are then taken in cell order, a later one only when it comes
 * strictly first in SE's order: the hint a search on one thread keeps, since it too meets the hints cell by
 * cell and lets a tie go to the hint found first.
 *
 * <p>Each thread runs its own chaining objects (they hold room reused between propagations) and its own
 * {@link StallMemo}. The calling thread waits for the helpers that started, never for one still queued:
 * that one finds the search over and returns.
 */
final class SharedCellSearch {
    private final CandidateGrid grid;
    private final Links links;
    private final Supplier<BranchChaining> chaining;
    private final OnPropagations ons;
    private final ChainHint[] bests;
    private final AtomicInteger nextCell = new AtomicInteger();

    /** Guarded by this: helpers at work, whether the search is over, the first failure of a helper. */
    private int working;

    private boolean over;
    /** What stopped a thread: a cancellation, a failure, or an error such as a stack overflow. */
    private Throwable failure;

    private SharedCellSearch(CandidateGrid grid, Links links, Supplier<BranchChaining> chaining) {
        this.grid = grid;
        this.links = links;
        this.chaining = chaining;
        this.ons = OnPropagations.shared(grid);
        this.bests = new ChainHint[grid.cellCount()];
    }

    /**
     * The hint a best-only search with a chaining object of {@code chaining} would keep, or null; each call
     * of {@code chaining} must give objects of their own. The grid must not change meanwhile.
     */
    static ChainHint best(CandidateGrid grid, Links links, Supplier<BranchChaining> chaining, ChainHelpers.Loan loan) {
        return new SharedCellSearch(grid, links, chaining).run(loan);
    }

    private ChainHint run(ChainHelpers.Loan loan) {
        Supplier<Void> helper = SearchBudget.carried(() -> {
            help();
            return null;
        });
        for (int i = 0; i < loan.helpers(); i++) {
            try {
                loan.executor().execute(helper::get);
            } catch (RejectedExecutionException e) {
                // A refusing executor leaves the work to the calling thread.
                break;
            }
        }
        try {
            work();
        } catch (RuntimeException | Error e) {
            failed(e);
        } finally {
            endAndWait();
        }
        synchronized (this) {
            // A thread that stopped left its cell unsearched: the search has no answer.
            if (failure instanceof RuntimeException e) {
                throw e;
            }
            if (failure instanceof Error e) {
                throw e;
            }
        }
        HintCollector collector = HintCollector.bestOnly();
        for (ChainHint best : bests) {
            if (best != null) {
                collector.add(best);
            }
        }
        return collector.best();
    }

    /** A helper's task: the cells left, unless the search is already over. */
    private void help() {
        synchronized (this) {
            if (over) {
                return;
            }
            working++;
        }
        try {
            StallMemo.begin(grid);
            FixedPointBase.begin(grid);
            work();
        } catch (RuntimeException | Error e) {
            failed(e);
        } finally {
            synchronized (this) {
                working--;
                notifyAll();
            }
        }
    }

    private synchronized void failed(Throwable e) {
        if (failure == null) {
            failure = e;
        }
    }

    /** Takes cells until none is left or a thread has failed, keeping each cell's best hint. */
    private void work() {
        BranchChaining search = chaining.get();
        BranchFilter filter = search.filter(grid, links);
        for (int cell = nextCell.getAndIncrement(); cell < bests.length; cell = nextCell.getAndIncrement()) {
            synchronized (this) {
                if (failure != null) {
                    return;
                }
            }
            HintCollector collector = HintCollector.bestOnly();
            search.searchCell(grid, links, collector, ons, filter, cell);
            bests[cell] = collector.best();
        }
    }

    /** Ends the search for helpers yet to start, and waits for those at work (their writes then seen). */
    private synchronized void endAndWait() {
        over = true;
        boolean interrupted = false;
        while (working > 0) {
            try {
                wait();
            } catch (InterruptedException e) {
                // The helpers stop within a cell or at their budget; the interrupt is kept for the caller.
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }
}
