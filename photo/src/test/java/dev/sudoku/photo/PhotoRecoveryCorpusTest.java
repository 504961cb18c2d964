package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.photo.train.PhotoCorpus;
import dev.sudoku.photo.train.Recovery;
import dev.sudoku.testkit.Corpus;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Exact recovery on the newspaper photos (../shared/data/photos): every given right, no empty cell read as
 * filled nor the reverse. Per-photo results go to {@code target/photo-recovery.tsv}.
 *
 * <p>The floors only move up: raise them when the reader gets better, never lower them to let a change in.
 */
@Tag(Corpus.TAG)
class PhotoRecoveryCorpusTest {
    /** Measured 0.985 (128 of 130) when set. */
    private static final double TRAINING_FLOOR = 0.98;
    /** Measured 0.967 (29 of 30) when set. */
    private static final double HELD_OUT_FLOOR = 0.96;

    private static List<Recovery.Outcome> outcomes;

    @BeforeAll
    static void readEveryPhoto() throws IOException {
        List<PhotoCorpus.Photo> photos = PhotoCorpus.load(Corpus.dataDir().resolve("photos"));
        outcomes = Recovery.run(photos, DigitModel.bundled());
        List<String> lines = new ArrayList<>();
        lines.add("photo\tset\trepaired\tfirst reading\trepairs\tother grids\tms\twrong cells (read/true) or error");
        outcomes.forEach(o -> lines.add(o.line()));
        lines.add(summary("training", false));
        lines.add(summary("held-out", true));
        Path report = Path.of("target", "photo-recovery.tsv");
        Files.createDirectories(report.getParent());
        Files.write(report, lines);
        System.out.println(lines.get(lines.size() - 2));
        System.out.println(lines.get(lines.size() - 1));
    }

    private static String summary(String name, boolean heldOut) {
        List<Recovery.Outcome> set = set(heldOut);
        return String.format(
                Locale.ROOT,
                "# %s: %d photos, first reading exact %.3f, after repair %.3f",
                name,
                set.size(),
                Recovery.rate(set, false),
                Recovery.rate(set, true));
    }

    private static List<Recovery.Outcome> set(boolean heldOut) {
        return outcomes.stream().filter(o -> o.heldOut() == heldOut).toList();
    }

    @Test
    void the_whole_collection_is_read() {
        assertThat(outcomes).hasSize(160);
    }

    @Test
    void training_photos_are_recovered_exactly_at_least_as_often_as_the_floor() {
        assertThat(Recovery.rate(set(false), true)).isGreaterThanOrEqualTo(TRAINING_FLOOR);
    }

    @Test
    void held_out_photos_are_recovered_exactly_at_least_as_often_as_the_floor() {
        assertThat(Recovery.rate(set(true), true)).isGreaterThanOrEqualTo(HELD_OUT_FLOOR);
    }

    @Test
    void repair_never_makes_a_first_reading_that_was_exact_wrong() {
        assertThat(outcomes.stream().filter(o -> o.firstExact() && !o.exact()).map(Recovery.Outcome::name))
                .isEmpty();
    }

    /** Each photo frames one puzzle; the panels of text and pictures beside some must not count as grids. */
    @Test
    void no_photo_is_said_to_show_a_second_grid() {
        assertThat(outcomes.stream().filter(o -> o.otherGrids() > 0).map(Recovery.Outcome::name))
                .isEmpty();
    }
}
