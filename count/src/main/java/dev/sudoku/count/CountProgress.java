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

    /**
     * This progress, with {@code more} steps added to the units the first part of a count announces: for a
     * count whose second part (the classes of Burnside's lemma after the band method) steps on the same bar.
     */
    default CountProgress followedBy(long more) {
        CountProgress whole = this;
        return new CountProgress() {
            @Override
            public void started(long units) {
                whole.started(units + more);
            }

            @Override
            public void step() {
                whole.step();
            }
        };
    }
}
