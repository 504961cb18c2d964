package dev.sudoku.api.batch;

/** What a batch run does to each input line. */
public enum BatchJob {
    /** The exact solver: the solution and a proof of uniqueness, as {@code sudoku solve --format json}. */
    SOLVE,
    /** Sudoku Explainer's ER/EP/ED, HoDoKu's score and the level, as {@code sudoku rate --format json}. */
    RATE;

    /** The job named on a command line: {@code solve} or {@code rate}. */
    public static BatchJob named(String name) {
        for (BatchJob job : values()) {
            if (job.name().equalsIgnoreCase(name)) {
                return job;
            }
        }
        throw new IllegalArgumentException("the job must be solve or rate, not '" + name + "'");
    }
}
