package dev.sudoku.bench;

/**
 * One line of the speed table: a piece of work a user runs, the reference figure, ours, their ratio and
 * the goal.
 *
 * @param work what was timed, e.g. {@code in-process solve, top1465}
 * @param reference the reference figure as written, with its tool
 * @param ours our figure as written
 * @param ratio how many times the reference's speed ours is (above 1: faster); 0 when the row has no
 *     reference to divide by
 * @param goal the goal in words, empty when the row has none
 * @param verdict whether the goal is met in this run
 * @param brief this row's part of the one-line summary, empty to leave it out
 */
public record SpeedRow(
        String work, String reference, String ours, double ratio, String goal, Verdict verdict, String brief) {
    /** Whether a row's goal was met in the run that printed it. */
    public enum Verdict {
        MET("met"),
        MISSED("not met"),
        NO_GOAL("");

        private final String words;

        Verdict(String words) {
            this.words = words;
        }

        public String words() {
            return words;
        }

        static Verdict of(boolean met) {
            return met ? MET : MISSED;
        }
    }
}
