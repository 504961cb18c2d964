package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Puzzles printed in several of the JDK's fonts and photographed badly on purpose (see {@link
 * SyntheticPhoto}); the accuracy per condition is written to {@code target/synthetic-photos.txt}.
 */
class SyntheticPhotoTest {
    private static final long SEED = 23;
    private static final List<String> FONTS = List.of("Serif", "SansSerif", "Monospaced");
    private static final List<SyntheticPhoto.Condition> CONDITIONS = List.of(
            SyntheticPhoto.Condition.clean("clean PNG"),
            new SyntheticPhoto.Condition("turned 12 degrees", 12, 0, 0, 0, false, 0),
            new SyntheticPhoto.Condition("turned 35 degrees", 35, 0, 0, 0, false, 0),
            new SyntheticPhoto.Condition("turned 70 degrees", 70, 0, 0, 0, false, 0),
            new SyntheticPhoto.Condition("upside down", 180, 0, 0, 0, false, 0),
            new SyntheticPhoto.Condition("turned 260 degrees", 260, 0, 0, 0, false, 0),
            new SyntheticPhoto.Condition("seen at an angle", 0, 0.2, 0, 0, false, 0),
            new SyntheticPhoto.Condition("blurred", 0, 0, 2.0, 0, false, 0),
            new SyntheticPhoto.Condition("noisy", 0, 0, 0, 14, false, 0),
            new SyntheticPhoto.Condition("shadowed", 0, 0, 0, 0, true, 0),
            new SyntheticPhoto.Condition("JPEG quality 0.3", 0, 0, 0, 0, false, 0.3f),
            new SyntheticPhoto.Condition("all at once", 8, 0.15, 1.2, 8, true, 0.5f));

    private static final Map<String, int[]> EXACT = new LinkedHashMap<>();
    private static final Map<String, int[]> CELLS = new LinkedHashMap<>();
    private static final List<Grid> PUZZLES = new ArrayList<>();

    @BeforeAll
    static void readEveryPhoto() throws IOException, PhotoException {
        Generator generator = new Generator(GeneratorOptions.of(BoxShape.CLASSIC, SEED));
        for (int i = 0; i < 2; i++) {
            PUZZLES.add(generator.generate(i).puzzle());
        }
        PhotoReader reader = new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));
        Random random = new Random(SEED);
        StringBuilder table = new StringBuilder("condition\texact photos\tcells right\n");
        for (SyntheticPhoto.Condition condition : CONDITIONS) {
            int[] exact = new int[2];
            int[] cells = new int[2];
            for (String font : FONTS) {
                for (Grid puzzle : PUZZLES) {
                    byte[] photo = SyntheticPhoto.photograph(SyntheticPhoto.page(puzzle, font), condition, random);
                    Grid read = reader.read(photo, DebugSink.NONE).puzzle();
                    int right = 0;
                    for (int cell = 0; cell < 81; cell++) {
                        right += read.get(cell) == puzzle.get(cell) ? 1 : 0;
                    }
                    exact[0] += right == 81 ? 1 : 0;
                    exact[1]++;
                    cells[0] += right;
                    cells[1] += 81;
                }
            }
            EXACT.put(condition.name(), exact);
            CELLS.put(condition.name(), cells);
            table.append(String.format(
                    Locale.ROOT,
                    "%s\t%d/%d\t%.4f%n",
                    condition.name(),
                    exact[0],
                    exact[1],
                    cells[0] / (double) cells[1]));
        }
        Path report = Path.of("target", "synthetic-photos.txt");
        Files.createDirectories(report.getParent());
        Files.writeString(report, table);
        System.out.print(table);
    }

    @Test
    void a_clean_printed_grid_is_read_exactly_in_every_font() {
        assertThat(EXACT.get("clean PNG")[0]).isEqualTo(EXACT.get("clean PNG")[1]);
    }

    @Test
    void every_condition_alone_keeps_nearly_every_cell_right() {
        CELLS.forEach((condition, cells) ->
                assertThat(cells[0] / (double) cells[1]).as(condition).isGreaterThanOrEqualTo(0.98));
    }

    @Test
    void most_photos_of_every_condition_are_read_exactly() {
        EXACT.forEach((condition, exact) ->
                assertThat(exact[0] / (double) exact[1]).as(condition).isGreaterThanOrEqualTo(0.8));
    }
}
