package dev.sudoku.cli;

import boofcv.concurrency.BoofConcurrency;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.photo.DebugSink;
import dev.sudoku.photo.DigitModel;
import dev.sudoku.photo.PhotoException;
import dev.sudoku.photo.PhotoLimits;
import dev.sudoku.photo.PhotoReader;
import dev.sudoku.photo.PhotoReading;
import dev.sudoku.photo.train.PhotoCorpus;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import javax.imageio.ImageIO;

/**
 * {@code sudoku bench --import}: photo import on one thread. Every photo of {@code DATA/photos} is read
 * {@code runs} times after {@code warmup} untimed passes; a row per photo size gives the median thread CPU
 * time per photo, and a row the same for a 12-megapixel photo (one of the collection enlarged to 4000x3000
 * and saved as JPEG, untimed), whose goal is 300 ms. The last rows give the exact recovery rate of the
 * training and held-out photos.
 */
final class BenchImport {
    /** The 12-megapixel goal, in milliseconds. */
    static final double GOAL_MS = 300;

    private BenchImport() {}

    static void run(Path data, int warmup, int runs, PrintWriter out) throws IOException {
        // One core: BoofCV's own worker threads would hide the cost in other cores.
        BoofConcurrency.USE_CONCURRENT = false;
        List<PhotoCorpus.Photo> photos = PhotoCorpus.load(data.resolve("photos"));
        if (photos.isEmpty()) {
            throw new UsageException("no photos in " + data.resolve("photos"));
        }
        PhotoReader reader = new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));
        List<byte[]> bytes = new ArrayList<>();
        for (PhotoCorpus.Photo photo : photos) {
            bytes.add(Files.readAllBytes(photo.image()));
        }
        byte[] large = enlarged(bytes.get(bytes.size() - 1), 4000, 3000);
        for (int pass = 0; pass < warmup; pass++) {
            for (byte[] photo : bytes) {
                read(reader, photo);
            }
        }
        Map<String, List<Double>> bySize = new LinkedHashMap<>();
        int trainingExact = 0;
        int heldOutExact = 0;
        int heldOut = 0;
        for (int i = 0; i < photos.size(); i++) {
            String size = size(bytes.get(i));
            double[] times = new double[runs];
            PhotoReading reading = null;
            for (int run = 0; run < runs; run++) {
                long start = cpu();
                reading = read(reader, bytes.get(i));
                times[run] = (cpu() - start) / 1e6;
            }
            bySize.computeIfAbsent(size, s -> new ArrayList<>()).add(median(times));
            boolean exact = reading != null
                    && Arrays.equals(values(reading), photos.get(i).truth());
            if (photos.get(i).heldOut()) {
                heldOut++;
                heldOutExact += exact ? 1 : 0;
            } else {
                trainingExact += exact ? 1 : 0;
            }
        }
        double[] largeTimes = new double[Math.max(runs, 5)];
        for (int run = 0; run < largeTimes.length; run++) {
            long start = cpu();
            read(reader, large);
            largeTimes[run] = (cpu() - start) / 1e6;
        }
        List<Double> all = new ArrayList<>();
        bySize.values().forEach(all::addAll);
        double overall = median(all.stream().mapToDouble(Double::doubleValue).toArray());
        out.printf(Locale.ROOT, "| Photos | Count | ms per photo (median, 1 thread) | Ratio to all |%n");
        out.printf(Locale.ROOT, "|---|---:|---:|---:|%n");
        for (Map.Entry<String, List<Double>> row : bySize.entrySet()) {
            double ms = median(
                    row.getValue().stream().mapToDouble(Double::doubleValue).toArray());
            out.printf(
                    Locale.ROOT,
                    "| %s | %d | %.1f | %.2f |%n",
                    row.getKey(),
                    row.getValue().size(),
                    ms,
                    ms / overall);
        }
        out.printf(Locale.ROOT, "| all | %d | %.1f | 1.00 |%n", all.size(), overall);
        double largeMs = median(largeTimes);
        out.printf(
                Locale.ROOT,
                "| 4000x3000 (12 MP, JPEG) | 1 | %.1f | %.2f |%n%n12 MP: %.1f ms, %.2f of the %.0f ms goal%n",
                largeMs,
                largeMs / overall,
                largeMs,
                largeMs / GOAL_MS,
                GOAL_MS);
        int training = photos.size() - heldOut;
        out.printf(
                Locale.ROOT,
                "Exact recovery after repair: training %d/%d (%.1f%%), held out %d/%d (%.1f%%)%n",
                trainingExact,
                training,
                100.0 * trainingExact / training,
                heldOutExact,
                heldOut,
                heldOut == 0 ? 0 : 100.0 * heldOutExact / heldOut);
        out.flush();
    }

    private static PhotoReading read(PhotoReader reader, byte[] photo) {
        try {
            return reader.read(photo, DebugSink.NONE);
        } catch (PhotoException e) {
            return null;
        }
    }

    private static int[] values(PhotoReading reading) {
        int[] values = new int[reading.puzzle().cellCount()];
        for (int cell = 0; cell < values.length; cell++) {
            values[cell] = reading.puzzle().get(cell);
        }
        return values;
    }

    private static String size(byte[] photo) throws IOException {
        BufferedImage image = ImageIO.read(new ByteArrayInputStream(photo));
        return image.getWidth() + "x" + image.getHeight();
    }

    /** A photo enlarged to {@code width} x {@code height} (turned to landscape), as a JPEG. */
    private static byte[] enlarged(byte[] photo, int width, int height) throws IOException {
        BufferedImage source = ImageIO.read(new ByteArrayInputStream(photo));
        BufferedImage large = new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = large.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_INTERPOLATION, RenderingHints.VALUE_INTERPOLATION_BILINEAR);
        g.drawImage(source, 0, 0, width, height, null);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ImageIO.write(large, "jpeg", out);
        return out.toByteArray();
    }

    private static long cpu() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return threads.getCurrentThreadCpuTime();
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        int n = sorted.length;
        return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
    }
}
