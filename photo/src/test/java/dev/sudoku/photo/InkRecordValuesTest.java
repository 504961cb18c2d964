package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** A cell's ink and a training sample are values: equal content, equal records, printed readably. */
class InkRecordValuesTest {
    /** A patch with a vertical stroke of {@code pixels} pixels down the middle column. */
    private static float[] stroke(int pixels) {
        float[] patch = new float[CellInk.PATCH * CellInk.PATCH];
        for (int row = 0; row < pixels; row++) {
            patch[row * CellInk.PATCH + CellInk.PATCH / 2] = 1f;
        }
        return patch;
    }

    private static float[] features(int pixels, float aspect) {
        float[] features = Arrays.copyOf(stroke(pixels), DigitModel.INPUTS);
        features[DigitModel.INPUTS - 1] = aspect;
        return features;
    }

    @Test
    void two_inks_of_the_same_patch_are_equal_and_print_a_summary() {
        CellInk first = new CellInk(stroke(12), 0.25, 0.6, 0.05);
        CellInk second = new CellInk(stroke(12), 0.25, 0.6, 0.05);

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first).hasToString("CellInk[12 of 400 patch pixels inked, aspect=0.25, height=0.60, inkShare=0.05]");
    }

    @Test
    void inks_of_other_patches_or_measures_differ() {
        CellInk first = new CellInk(stroke(12), 0.25, 0.6, 0.05);

        assertThat(new CellInk(stroke(11), 0.25, 0.6, 0.05)).isNotEqualTo(first);
        assertThat(new CellInk(stroke(12), 0.3, 0.6, 0.05)).isNotEqualTo(first);
    }

    @Test
    void writing_into_an_ink_s_patch_changes_neither_the_ink_nor_its_equality() {
        float[] patch = stroke(12);
        CellInk ink = new CellInk(patch, 0.25, 0.6, 0.05);

        patch[0] = 1f;
        ink.patch()[1] = 1f;

        assertThat(ink).isEqualTo(new CellInk(stroke(12), 0.25, 0.6, 0.05));
    }

    @Test
    void two_samples_of_the_same_features_and_digit_are_equal_and_print_a_summary() {
        DigitSample first = new DigitSample(features(14, 0.5f), 7);
        DigitSample second = new DigitSample(features(14, 0.5f), 7);

        assertThat(second).isEqualTo(first).hasSameHashCodeAs(first);
        assertThat(first).hasToString("DigitSample[digit=7, 14 of 400 patch pixels inked, aspect=0.50]");
        assertThat(new DigitSample(features(14, 0.5f), 1)).isNotEqualTo(first);
        assertThat(new DigitSample(features(13, 0.5f), 7)).isNotEqualTo(first);
    }

    @Test
    void writing_into_a_sample_s_features_changes_nothing_in_it() {
        float[] features = features(14, 0.5f);
        DigitSample sample = new DigitSample(features, 7);

        features[0] = 1f;
        sample.features()[1] = 1f;

        assertThat(sample).isEqualTo(new DigitSample(features(14, 0.5f), 7));
    }
}
