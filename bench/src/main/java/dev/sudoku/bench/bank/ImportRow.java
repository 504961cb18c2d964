package dev.sudoku.bench.bank;

/**
 * One line of the import table.
 *
 * @param row {@code rate} (the reference: rating alone) or {@code import}
 * @param database the bank's database, {@code -} for the reference
 * @param threads threads rating (and storing) at once
 * @param puzzles puzzles offered
 * @param done puzzles rated (the reference) or stored
 * @param duplicates puzzles not stored because an equivalent was
 * @param refused puzzles that could not be rated (several solutions, stuck, over the time limit)
 * @param seconds wall time of the timed turns
 */
public record ImportRow(
        String row, String database, int threads, int puzzles, int done, int duplicates, int refused, double seconds) {

    public double puzzlesPerSecond() {
        return seconds == 0 ? 0 : puzzles / seconds;
    }
}
