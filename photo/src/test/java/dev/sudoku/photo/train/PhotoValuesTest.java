package dev.sudoku.photo.train;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** A labelled photo is a value: the same file, number and givens make equal photos, printed as a line. */
class PhotoValuesTest {
    private static int[] truth() {
        int[] truth = new int[81];
        truth[0] = 4;
        truth[6] = 8;
        truth[8] = 5;
        return truth;
    }

    @Test
    void two_photos_with_the_same_givens_are_equal_and_print_them_as_a_line() {
        PhotoCorpus.Photo first = new PhotoCorpus.Photo(Path.of("data", "image5.jpg"), 5, truth());
        PhotoCorpus.Photo second = new PhotoCorpus.Photo(Path.of("data", "image5.jpg"), 5, truth());

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first).hasToString("Photo[image=image5.jpg, number=5, truth=4.....8.5" + ".".repeat(72) + "]");
    }

    @Test
    void writing_into_a_photo_s_givens_changes_nothing_in_it() {
        int[] truth = truth();
        PhotoCorpus.Photo photo = new PhotoCorpus.Photo(Path.of("image5.jpg"), 5, truth);

        truth[1] = 9;
        photo.truth()[2] = 9;

        assertThat(photo.truth()).containsExactly(truth());
        assertThat(new PhotoCorpus.Photo(Path.of("image6.jpg"), 6, truth())).isNotEqualTo(photo);
    }
}
