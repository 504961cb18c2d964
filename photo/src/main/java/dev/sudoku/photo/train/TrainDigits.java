package dev.sudoku.photo.train;

import dev.sudoku.photo.DigitModel;
import dev.sudoku.photo.DigitSample;
import dev.sudoku.photo.DigitTrainer;
import dev.sudoku.photo.GridScan;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoLoader;
import dev.sudoku.photo.PhotoReader;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Trains the digit classifier and writes {@code digits.model}: the reproducible training command.
 *
 * <p>Usage: {@code TrainDigits PHOTO_DIR OUTPUT [FONT_SAMPLES_PER_DIGIT]}. The samples are digits drawn
 * with the JDK's fonts and augmented ({@link FontDigits}), plus every given of the photos that are not held
 * out ({@link PhotoCorpus}), cut by the same reader the import uses. Seeds are fixed, so the same photos
 * and fonts give the same model. Prints the accuracy on fresh font digits, on the training photos' digits
 * and on the held-out photos' digits.
 */
public final class TrainDigits {
    private static final long SEED = 20261126L;

    private TrainDigits() {}

    public static void main(String[] args) throws IOException {
        if (args.length < 2) {
            System.err.println("usage: TrainDigits PHOTO_DIR OUTPUT [FONT_SAMPLES_PER_DIGIT]");
            System.exit(2);
        }
        Path photos = Path.of(args[0]);
        Path output = Path.of(args[1]);
        int perDigit = args.length > 2 ? Integer.parseInt(args[2]) : 3000;
        List<DigitSample> fonts = new FontDigits(SEED).samples(perDigit);
        List<DigitSample> trainPhotos = new ArrayList<>();
        List<DigitSample> heldOutPhotos = new ArrayList<>();
        PhotoLoader loader = new PhotoLoader(PhotoLimits.DEFAULT);
        for (PhotoCorpus.Photo photo : PhotoCorpus.load(photos)) {
            try {
                GridScan scan = PhotoReader.scan(loader.load(Files.readAllBytes(photo.image())));
                (photo.heldOut() ? heldOutPhotos : trainPhotos).addAll(DigitSample.ofScan(scan, photo.truth()));
            } catch (PhotoException e) {
                System.err.println(photo.name() + ": " + e.getMessage());
            }
        }
        List<DigitSample> all = new ArrayList<>(fonts);
        // The photos' digits are few next to the fonts' but are the real thing: each counts three times.
        for (int i = 0; i < 3; i++) {
            all.addAll(trainPhotos);
        }
        System.out.printf(
                Locale.ROOT,
                "%d font digits, %d training photo digits, %d held-out photo digits%n",
                fonts.size(),
                trainPhotos.size(),
                heldOutPhotos.size());
        DigitModel model = new DigitTrainer(SEED, 15, 0.01)
                .train(all, epoch -> System.out.printf(Locale.ROOT, "epoch %d done%n", epoch + 1));
        List<DigitSample> freshFonts = new FontDigits(SEED + 7).samples(200);
        System.out.printf(
                Locale.ROOT,
                "accuracy: fresh font digits %.4f, training photo digits %.4f, held-out photo digits %.4f%n",
                DigitTrainer.accuracy(model, freshFonts),
                DigitTrainer.accuracy(model, trainPhotos),
                DigitTrainer.accuracy(model, heldOutPhotos));
        Files.createDirectories(output.toAbsolutePath().getParent());
        try (OutputStream out = Files.newOutputStream(output)) {
            model.write(out);
        }
        System.out.println("wrote " + output);
    }
}
