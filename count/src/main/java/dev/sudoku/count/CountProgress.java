package dev.sudoku.count;

/** Hears how far a long count has got; may be called from several threads at once. */
public interface CountProgress {
    /** Nothing is reported. */
    CountProgress NONE = new CountProgress() {
        @Override
        public void started(long units) {}

        @Override
        public void step() {}
    };

    /** The work is {@code units} steps. */
    void started(long units);

    /** One more step is done. */
    void step();
}
