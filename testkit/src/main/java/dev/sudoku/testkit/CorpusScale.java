package dev.sudoku.testkit;

/**
 * How much of its collection a corpus test walks. CI runs a sample, chosen to cover what the full run
 * covers ({@link Coverage}); the full runs, which take tens of minutes on two cores, are the exhaustive
 * suite run before a release ({@code -Pcorpus,exhaustive}, which sets {@value #EXHAUSTIVE}). A count can
 * also be set alone, for a longer or shorter run of one test: {@code -Dsudoku.extremeCount=500}.
 */
public final class CorpusScale {
    /** The system property the exhaustive profile sets to {@code true}. */
    public static final String EXHAUSTIVE = "sudoku.exhaustive";

    private CorpusScale() {}

    /** Whether the full runs were asked for. */
    public static boolean exhaustive() {
        return Boolean.getBoolean(EXHAUSTIVE);
    }

    /**
     * The count to run: the system property {@code property} when set, else {@code full} in the exhaustive
     * suite and {@code sample} in CI.
     */
    public static int count(String property, int sample, int full) {
        if (sample > full) {
            throw new IllegalArgumentException("a sample of " + sample + " is larger than the full run, " + full);
        }
        Integer set = Integer.getInteger(property);
        if (set != null) {
            if (set <= 0) {
                throw new IllegalArgumentException(property + " must be positive, got " + set);
            }
            return set;
        }
        return exhaustive() ? full : sample;
    }
}
