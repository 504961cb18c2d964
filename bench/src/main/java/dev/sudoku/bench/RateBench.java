package dev.sudoku.bench;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.rating.Rater;
import dev.sudoku.logic.rating.Rating;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Times Sudoku Explainer's rating ({@link Rater} with {@link Catalogue#se()}) over a file of lines
 * {@code puzzle [ER/EP/ED [time]]}, the format of serate's output, and compares with the reference
 * ratings and serate's recorded times when the lines carry them. A reference of ER alone ({@code puzzle
 * 7.2}, as rating banks give it) is compared on ER. One thread, thread CPU time, median of
 * the timed runs.
 */
public final class RateBench {
    /** The seed of {@code --sample}: fixed, so a sample names the same puzzles on every machine. */
    static final long SAMPLE_SEED = 20261121L;

    private final int warmupRuns;
    private final int timedRuns;

    public RateBench(int warmupRuns, int timedRuns) {
        if (warmupRuns < 0 || timedRuns < 1) {
            throw new IllegalArgumentException("need warmupRuns >= 0 and timedRuns >= 1");
        }
        this.warmupRuns = warmupRuns;
        this.timedRuns = timedRuns;
    }

    /** A line of the file: the puzzle and, when present, serate's rating (ER/EP/ED or ER) and time. */
    record Reference(String puzzle, String rating, double seconds) {
        /** Whether our rating is the reference: all three figures, or ER when the reference is ER alone. */
        boolean agrees(Rating ours) {
            return rating.equals(rating.contains("/") ? ours.triple() : Rating.format(ours.er()));
        }

        static Reference parse(String line) {
            String[] fields = line.trim().split("\\s+");
            return new Reference(
                    fields[0], fields.length > 1 ? fields[1] : null, fields.length > 2 ? seconds(fields[2]) : 0);
        }

        /** serate's times: {@code 0.17s}, {@code 2m04s}, {@code 1h02m03s}. */
        static double seconds(String text) {
            double total = 0;
            double number = 0;
            double scale = 0;
            for (char c : text.toCharArray()) {
                if (Character.isDigit(c)) {
                    number = scale > 0 ? number + (c - '0') * scale : number * 10 + (c - '0');
                    scale = scale > 0 ? scale / 10 : 0;
                } else if (c == '.') {
                    scale = 0.1;
                } else {
                    total += number * (c == 'h' ? 3600 : c == 'm' ? 60 : 1);
                    number = 0;
                    scale = 0;
                }
            }
            return total;
        }
    }

    public RateRow run(Path file, int limit) throws IOException {
        return run(file, limit, 0);
    }

    /**
     * Rates the first {@code limit} puzzles of the file or, when {@code sample} is positive, that many
     * drawn from the whole file with a fixed seed (the same puzzles every run), kept in file order.
     */
    public RateRow run(Path file, int limit, int sample) throws IOException {
        List<Reference> lines = new ArrayList<>();
        List<String> text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8)
                .lines()
                .toList();
        for (int i = 0; i < text.size(); i++) {
            String line = text.get(i);
            if (!line.isBlank() && !line.startsWith("#") && (sample > 0 || lines.size() < limit)) {
                try {
                    lines.add(Reference.parse(line));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException("line " + (i + 1) + ": " + e.getMessage(), e);
                }
            }
        }
        if (sample > 0 && sample < lines.size()) {
            lines = sampled(lines, sample);
        }
        Rater rater = new Rater(Catalogue.se());
        for (int i = 0; i < warmupRuns; i++) {
            rateAll(rater, lines, new Tally());
        }
        double[] seconds = new double[timedRuns];
        double[] ratedSeconds = new double[timedRuns];
        Tally tally = null;
        for (int run = 0; run < timedRuns; run++) {
            tally = new Tally();
            rateAll(rater, lines, tally);
            seconds[run] = tally.seconds;
            ratedSeconds[run] = tally.ratedSeconds;
        }
        double[] perPuzzle =
                tally.perPuzzle.stream().mapToDouble(Double::doubleValue).toArray();
        return new RateRow(
                file.getFileName().toString(),
                lines.size(),
                tally.rated,
                tally.agreeing,
                tally.referenced,
                Medians.of(seconds),
                Medians.of(ratedSeconds),
                tally.serateSeconds,
                perPuzzle.length == 0 ? 0 : Medians.of(perPuzzle),
                java.util.Arrays.stream(perPuzzle).max().orElse(0),
                ErBand.of(
                        tally.ratedEr.stream().mapToDouble(Double::doubleValue).toArray(),
                        tally.ratedTimes.stream()
                                .mapToDouble(Double::doubleValue)
                                .toArray()));
    }

    /** A seeded sample: the puzzles whose shuffled positions come first, in file order. */
    private static List<Reference> sampled(List<Reference> lines, int sample) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            order.add(i);
        }
        java.util.Collections.shuffle(order, new java.util.Random(SAMPLE_SEED));
        List<Integer> chosen = new ArrayList<>(order.subList(0, sample));
        java.util.Collections.sort(chosen);
        List<Reference> result = new ArrayList<>();
        for (int i : chosen) {
            result.add(lines.get(i));
        }
        return result;
    }

    private static void rateAll(Rater rater, List<Reference> lines, Tally tally) {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        for (Reference line : lines) {
            long start = mx.getCurrentThreadCpuTime();
            Rating rating = rater.rate(PuzzleReader.parse(line.puzzle()));
            double spent = (mx.getCurrentThreadCpuTime() - start) / 1e9;
            tally.seconds += spent;
            tally.perPuzzle.add(spent);
            if (rating.solved()) {
                tally.rated++;
                tally.ratedSeconds += spent;
                tally.serateSeconds += line.seconds();
                tally.ratedEr.add(rating.er());
                tally.ratedTimes.add(spent);
                if (line.rating() != null) {
                    tally.referenced++;
                    tally.agreeing += line.agrees(rating) ? 1 : 0;
                }
            }
        }
    }

    private static final class Tally {
        int rated;
        int agreeing;
        int referenced;
        double seconds;
        double ratedSeconds;
        double serateSeconds;
        final List<Double> perPuzzle = new ArrayList<>();
        final List<Double> ratedEr = new ArrayList<>();
        final List<Double> ratedTimes = new ArrayList<>();
    }
}
