package dev.sudoku.photo;

import java.util.Arrays;

/**
 * One training example for the digit classifier.
 *
 * @param features the classifier's input ({@link DigitModel#INPUTS} values)
 * @param digit the true digit, 1..9
 */
public record DigitSample(float[] features, int digit) {
    public DigitSample {
        if (features.length != DigitModel.INPUTS || digit < 1 || digit > DigitModel.CLASSES) {
            throw new IllegalArgumentException("a sample needs " + DigitModel.INPUTS + " features and a digit 1..9");
        }
        features = features.clone();
    }

    /** A copy of the features. */
    @Override
    public float[] features() {
        return features.clone();
    }

    // A record compares and prints its array by identity: two samples of the same ink and digit are equal
    // here, and print what a person can check at a glance instead of [F@1a2b.
    @Override
    public boolean equals(Object other) {
        return other instanceof DigitSample sample && digit == sample.digit && Arrays.equals(features, sample.features);
    }

    @Override
    public int hashCode() {
        return 31 * Arrays.hashCode(features) + digit;
    }

    /** {@code DigitSample[digit=7, 41 of 400 patch pixels inked, aspect=0.55]}. */
    @Override
    public String toString() {
        return "DigitSample[digit=" + digit + ", " + CellInk.inkedPixels(features) + ", aspect="
                + CellInk.twoPlaces(features[DigitModel.INPUTS - 1]) + "]";
    }

    /**
     * The sample of one rendered cell: {@code cell} is a grey picture of a single cell with its borders,
     * as the rectifier would produce; empty when the cell reader finds no digit in it.
     */
    public static java.util.Optional<DigitSample> ofCell(boofcv.struct.image.GrayU8 cell, int digit) {
        CellInk ink = CellInk.of(PhotoReader.cellInk(cell), 0, 0, cell.width, cell.height);
        return ink.hasDigit()
                ? java.util.Optional.of(new DigitSample(DigitModel.features(ink), digit))
                : java.util.Optional.empty();
    }

    /** The samples of every cell of a scanned photo whose true value is a digit the reader saw. */
    public static java.util.List<DigitSample> ofScan(GridScan scan, int[] truth) {
        java.util.List<DigitSample> samples = new java.util.ArrayList<>();
        for (int cell = 0; cell < truth.length; cell++) {
            if (truth[cell] > 0 && scan.hasDigit(cell)) {
                samples.add(new DigitSample(scan.features(cell), truth[cell]));
            }
        }
        return samples;
    }
}
