package dev.sudoku.cli;

/** The {@code --threads} option: default all cores, at least one. */
final class Threads {
    private Threads() {}

    static int resolve(Integer requested) {
        if (requested == null) {
            return Runtime.getRuntime().availableProcessors();
        }
        if (requested < 1) {
            throw new UsageException("--threads must be at least 1, got " + requested);
        }
        return requested;
    }
}
