package dev.sudoku.bench;

/**
 * One line of the explain table: a profile's whole logical path over some puzzles of one file, and the
 * first hint of each, on one thread or helped.
 *
 * @param dataset the file name and which of its puzzles were taken
 * @param profile the technique profile
 * @param puzzles puzzles explained per run
 * @param stepsPerPuzzle mean steps of a path
 * @param helpers threads lent to each search step besides the calling one (0: one thread); with helpers the
 *     step and hint times are wall time
 * @param medianSeconds the median over the puzzles of each puzzle's thread CPU time (its median over the runs)
 * @param maxSeconds the slowest puzzle's thread CPU time, likewise
 * @param medianWallSeconds as {@code medianSeconds}, in wall time
 * @param maxWallSeconds as {@code maxSeconds}, in wall time
 * @param slowestStepSeconds the longest thread CPU time any one step of any path took (each step's median over
 *     the runs): what a hint costs at the hardest position met
 * @param slowSteps how many steps of the paths took at least {@link ExplainBench#HINT_GOAL_SECONDS} (each step's
 *     median over the runs): the positions where a hint would be over its goal
 * @param maxHintSeconds the slowest first hint of a puzzle (thread CPU time, median over the runs)
 * @param slowest where the slowest puzzle, step and first hint were met (0 for an empty set)
 */
public record ExplainRow(
        String dataset,
        String profile,
        int puzzles,
        double stepsPerPuzzle,
        int helpers,
        double medianSeconds,
        double maxSeconds,
        double medianWallSeconds,
        double maxWallSeconds,
        double slowestStepSeconds,
        long slowSteps,
        double maxHintSeconds,
        Slowest slowest) {
    /**
     * The file lines of the slowest puzzle, of the puzzle whose step was the slowest single step (and that
     * step's number on its path, from 1), and of the puzzle with the slowest first hint: where to look again.
     */
    public record Slowest(int puzzleLine, int stepLine, int step, int hintLine) {
        /** As the tables print it: "line 114; step 6 of line 114; hint of line 50". */
        public String text() {
            return "line " + puzzleLine + "; step " + step + " of line " + stepLine + "; hint of line " + hintLine;
        }
    }

    /** The steps of one run's paths, all puzzles together. */
    public long steps() {
        return Math.round(stepsPerPuzzle * puzzles);
    }
}
