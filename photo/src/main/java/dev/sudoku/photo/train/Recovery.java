package dev.sudoku.photo.train;

import dev.sudoku.core.Cells;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.DigitModel;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReading;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Measures exact recovery on labelled photos: a photo is recovered when every given is read right and no
 * empty cell is read as filled, nor the reverse. Both the first reading and the repaired one are judged.
 */
public final class Recovery {
    /**
     * One photo's result.
     *
     * @param wrongCells the cells of the repaired reading that differ from the truth, as {@code r1c2=5/3}
     *     (read 5, truth 3)
     * @param error why the photo could not be read at all, empty when it was
     * @param otherGrids the other grids the reader saw in the photo (and did not read)
     */
    public record Outcome(
            String name,
            boolean heldOut,
            boolean firstExact,
            boolean exact,
            List<String> wrongCells,
            int repairs,
            String error,
            int otherGrids,
            long nanos) {
        static Outcome failed(PhotoCorpus.Photo photo, String why, long nanos) {
            return new Outcome(photo.name(), photo.heldOut(), false, false, List.of(), 0, why, 0, nanos);
        }

        public String line() {
            return String.format(
                    Locale.ROOT,
                    "%s\t%s\t%s\t%s\t%d\t%d\t%.1f\t%s",
                    name,
                    heldOut ? "held-out" : "training",
                    exact ? "exact" : "wrong",
                    firstExact ? "first-exact" : "repaired-or-wrong",
                    repairs,
                    otherGrids,
                    nanos / 1e6,
                    error.isEmpty() ? String.join(" ", wrongCells) : error);
        }
    }

    private Recovery() {}

    public static List<Outcome> run(List<PhotoCorpus.Photo> photos, DigitModel model) throws IOException {
        PhotoReader reader = new PhotoReader(model, PhotoLimits.DEFAULT, Solvers.create(Solvers.AUTO));
        List<Outcome> outcomes = new ArrayList<>();
        for (PhotoCorpus.Photo photo : photos) {
            byte[] bytes = Files.readAllBytes(photo.image());
            long start = System.nanoTime();
            try {
                PhotoReading reading = reader.read(bytes, DebugSink.NONE);
                long nanos = System.nanoTime() - start;
                int[] truth = photo.truth();
                if (reading.puzzle().cellCount() != truth.length) {
                    int side = reading.puzzle().size();
                    outcomes.add(Outcome.failed(photo, "read as a " + side + "x" + side + " grid", nanos));
                    continue;
                }
                List<String> wrong = new ArrayList<>();
                boolean firstExact = true;
                for (int cell = 0; cell < 81; cell++) {
                    int read = reading.puzzle().get(cell);
                    if (read != truth[cell]) {
                        wrong.add(Cells.name(cell, 9) + "=" + read + "/" + truth[cell]);
                    }
                    firstExact &= reading.cells().get(cell).firstGuess() == truth[cell];
                }
                outcomes.add(new Outcome(
                        photo.name(),
                        photo.heldOut(),
                        firstExact,
                        wrong.isEmpty(),
                        wrong,
                        reading.repairs().size(),
                        "",
                        reading.otherGrids().size(),
                        nanos));
            } catch (PhotoException e) {
                outcomes.add(Outcome.failed(photo, e.getMessage(), System.nanoTime() - start));
            }
        }
        return outcomes;
    }

    /** The share of outcomes recovered exactly (after repair when {@code repaired}). */
    public static double rate(List<Outcome> outcomes, boolean repaired) {
        long good = outcomes.stream()
                .filter(o -> repaired ? o.exact() : o.firstExact())
                .count();
        return outcomes.isEmpty() ? 0 : good / (double) outcomes.size();
    }
}
