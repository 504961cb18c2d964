package dev.sudoku.bench;

/**
 * One line of the canonical-form table: one file, its canonical keys and its exact solves timed on one
 * thread in the same runs.
 *
 * @param dataset the file name
 * @param puzzles puzzles per run (a small file is repeated)
 * @param distinct how many of the file's puzzles differ under the symmetries (each counted once)
 * @param canonicalSeconds the median thread CPU time of a run of canonical keys
 * @param solverSeconds the median thread CPU time of a run of solves, the reference
 */
public record CanonicalRow(String dataset, int puzzles, int distinct, double canonicalSeconds, double solverSeconds) {

    public double canonicalPerSecond() {
        return canonicalSeconds == 0 ? 0 : puzzles / canonicalSeconds;
    }

    public double solverPerSecond() {
        return solverSeconds == 0 ? 0 : puzzles / solverSeconds;
    }

    /** Canonical keys per second as a multiple of solves per second. */
    public double ratio() {
        return solverPerSecond() == 0 ? 0 : canonicalPerSecond() / solverPerSecond();
    }
}
