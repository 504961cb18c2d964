package dev.sudoku.logic;

/** Receives the steps a technique finds, in the technique's scan order. */
@FunctionalInterface
public interface StepSink {
    /** Takes a step; returns false to make the technique stop searching. */
    boolean offer(Step step);
}
