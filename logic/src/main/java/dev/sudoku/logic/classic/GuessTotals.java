package dev.sudoku.logic.classic;

/**
 * Totals of a guessing solve. {@code kept + contradicted + abandoned == made} always holds.
 *
 * @param made guesses made (each value tried counts once)
 * @param kept guesses on the path to the solution
 * @param contradicted guesses refuted by logic right after them
 * @param abandoned guesses rolled back without a contradiction of their own
 * @param rollBacks returns, after a contradiction, to the most recent guess with an untried value; one
 *     return counts once however many exhausted guesses it unwinds
 * @param stepsApplied logic steps applied over the whole search, the first run of logic included
 * @param cycles cycles over the whole search, the first run of logic included
 */
public record GuessTotals(
        long made, long kept, long contradicted, long abandoned, long rollBacks, long stepsApplied, long cycles) {
    public GuessTotals {
        if (kept + contradicted + abandoned != made) {
            throw new IllegalArgumentException("guess outcomes do not add up to " + made + " guesses");
        }
    }
}
