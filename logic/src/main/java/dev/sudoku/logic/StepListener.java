package dev.sudoku.logic;

/**
 * Told of each step of a logical solve path as soon as it is applied, so a long explanation can show its
 * progress (for example "120 steps, 14 s") before it ends. Called on the solving thread; keep it quick.
 */
@FunctionalInterface
public interface StepListener {
    /** A listener that ignores every step. */
    StepListener NONE = (number, step) -> {};

    /**
     * @param number the step's place on the path, from 1
     * @param step the step just applied
     */
    void stepTaken(int number, Step step);
}
