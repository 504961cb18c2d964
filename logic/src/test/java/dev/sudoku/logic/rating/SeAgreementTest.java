package dev.sudoku.logic.rating;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.testkit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Our ratings against serate's on {@code se_classic_dev.txt} (lines {@code puzzle ER/EP/ED time}, rated by
 * the SE fork the spec follows). Only the puzzles {@link Catalogue#se()} finishes are compared; the others
 * would need more than SE's techniques. Writes the table to {@code target/se-agreement.txt}. About a
 * minute, most of it the five puzzles that need nested chains.
 */
@Tag(Corpus.TAG)
class SeAgreementTest {
    private static final int SHOWN = 20;
    /** SE's cheapest technique not in the catalogue yet: nested forcing chains, 9.5. */
    private static final float NESTED = 9.5f;

    @Test
    void ratings_of_the_puzzles_our_techniques_finish_agree_with_sudoku_explainer() throws IOException {
        Rater rater = new Rater(Catalogue.se());
        List<String> lines = Corpus.lines("se_classic_dev.txt");
        int exact = 0;
        int close = 0;
        int worse = 0;
        int unfinished = 0;
        int unfinishedBelowChains = 0;
        List<String> disagreements = new ArrayList<>();
        for (String line : lines) {
            String[] fields = line.trim().split("\\s+");
            String expected = fields[1];
            Rating rating = rater.rate(PuzzleReader.parse(fields[0]));
            if (!rating.solved()) {
                unfinished++;
                if (Float.parseFloat(expected.split("/")[0]) < NESTED) {
                    unfinishedBelowChains++;
                }
                continue;
            }
            int distance = distance(expected, rating);
            if (distance == 0) {
                exact++;
                continue;
            }
            if (distance == 1) {
                close++;
            } else {
                worse++;
            }
            disagreements.add(fields[0] + " SE " + expected + " ours " + rating.triple() + " hardest "
                    + rating.hardest().map(Enum::name).orElse("-"));
        }
        int finished = exact + close + worse;
        StringBuilder report = new StringBuilder();
        report.append(String.format(
                Locale.ROOT,
                "se_classic_dev.txt: %d puzzles, %d finished by Catalogue.se(), %d not finished (need nested chains)%n",
                lines.size(),
                finished,
                unfinished));
        report.append(String.format(
                Locale.ROOT,
                "  of which SE rates below %.1f (no nested chain needed): %d%n",
                NESTED,
                unfinishedBelowChains));
        report.append(String.format(Locale.ROOT, "  exact ER/EP/ED   %5d%n", exact));
        report.append(String.format(Locale.ROOT, "  within 0.1       %5d%n", close));
        report.append(String.format(Locale.ROOT, "  worse            %5d%n", worse));
        report.append(String.format(Locale.ROOT, "disagreements (first %d of %d):%n", SHOWN, disagreements.size()));
        disagreements.stream()
                .limit(SHOWN)
                .forEach(d -> report.append("  ").append(d).append('\n'));
        System.out.print(report);
        Path out = Path.of("target", "se-agreement.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report, StandardCharsets.UTF_8);

        assertThat(finished).as("puzzles finished").isPositive();
        assertThat(disagreements).as("ratings that differ from SE's").isEmpty();
        assertThat(exact).as("exact agreement").isEqualTo(lines.size());
        assertThat(unfinishedBelowChains)
                .as("unfinished though SE needs no nested chain")
                .isZero();
    }

    /** The largest difference, in printed tenths, between SE's triple and ours. */
    private static int distance(String expected, Rating rating) {
        String[] parts = expected.split("/");
        double[] ours = {rating.er(), rating.ep(), rating.ed()};
        int max = 0;
        for (int i = 0; i < 3; i++) {
            int theirs = Math.round(Float.parseFloat(parts[i]) * 10);
            max = Math.max(max, Math.abs(theirs - Rating.tenths(ours[i])));
        }
        return max;
    }
}
