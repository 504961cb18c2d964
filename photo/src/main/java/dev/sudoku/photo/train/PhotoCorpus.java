package dev.sudoku.photo.train;

import dev.sudoku.core.rules.VariantText;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.stream.Stream;

/**
 * The labelled photo collection: {@code imageN.jpg} with its true givens in {@code imageN.dat} (line 1 the
 * phone, line 2 the resolution, then 9 lines of 9 digits, 0 for empty).
 *
 * <p>A fixed fifth of the photos (every photo whose number is a multiple of 5) is held out: the classifier
 * is never trained on them and the reader was not tuned on them, so their recovery rate tells how it does
 * on photos it has not seen.
 */
public final class PhotoCorpus {
    /** A photo and its true givens. */
    public record Photo(Path image, int number, int[] truth) {
        public Photo {
            Objects.requireNonNull(image, "image");
            truth = truth.clone();
        }

        /** A copy of the true givens, 0 for an empty cell. */
        @Override
        public int[] truth() {
            return truth.clone();
        }

        public boolean heldOut() {
            return number % 5 == 0;
        }

        public String name() {
            return image.getFileName().toString();
        }

        // A record compares and prints its array by identity: the givens are compared digit by digit here,
        // and printed as a line.
        @Override
        public boolean equals(Object other) {
            return other instanceof Photo photo
                    && number == photo.number
                    && image.equals(photo.image)
                    && Arrays.equals(truth, photo.truth);
        }

        @Override
        public int hashCode() {
            return Objects.hash(image, number, Arrays.hashCode(truth));
        }

        /** {@code Photo[image=image5.jpg, number=5, truth=4.....8.5...]}. */
        @Override
        public String toString() {
            return "Photo[image=" + name() + ", number=" + number + ", truth=" + VariantText.line(truth) + "]";
        }
    }

    private PhotoCorpus() {}

    public static List<Photo> load(Path dir) throws IOException {
        List<Photo> photos = new ArrayList<>();
        try (Stream<Path> files = Files.list(dir)) {
            for (Path dat : files.filter(p -> p.getFileName().toString().matches("image\\d+\\.dat"))
                    .toList()) {
                String stem = dat.getFileName().toString().replace(".dat", "");
                Path jpg = dir.resolve(stem + ".jpg");
                if (Files.exists(jpg)) {
                    photos.add(new Photo(jpg, Integer.parseInt(stem.substring(5)), truth(dat)));
                }
            }
        }
        photos.sort(Comparator.comparingInt(Photo::number));
        return photos;
    }

    static int[] truth(Path dat) throws IOException {
        List<String> lines = Files.readAllLines(dat, StandardCharsets.ISO_8859_1);
        int[] values = new int[81];
        int n = 0;
        for (String line : lines.subList(2, lines.size())) {
            for (String token : line.trim().split("\\s+")) {
                if (!token.isEmpty() && n < 81) {
                    values[n++] = Integer.parseInt(token);
                }
            }
        }
        if (n != 81) {
            throw new IOException(dat + " holds " + n + " values, not 81");
        }
        return values;
    }
}
