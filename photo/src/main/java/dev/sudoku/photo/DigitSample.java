package dev.sudoku.photo;

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
