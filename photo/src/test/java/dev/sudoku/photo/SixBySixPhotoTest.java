package dev.sudoku.photo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import java.io.IOException;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A 6x6 grid (boxes of 2 rows by 3 columns) is recognised by its lines and read with digits 1 to 6. */
class SixBySixPhotoTest {
    private final PhotoReader reader =
            new PhotoReader(DigitModel.bundled(), PhotoLimits.DEFAULT, Solvers.create("auto"));

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3})
    void a_photographed_six_by_six_grid_is_read_as_printed(long seed) throws IOException, PhotoException {
        Grid puzzle = new Generator(GeneratorOptions.of(new BoxShape(2, 3), seed))
                .generate(0)
                .puzzle();
        SyntheticPhoto.Condition condition =
                new SyntheticPhoto.Condition("turned, tilted", 8, 0.1, 1.0, 6, false, 0.6f);
        byte[] photo = SyntheticPhoto.photograph(SyntheticPhoto.page(puzzle, "SansSerif"), condition, new Random(seed));

        PhotoReading reading = reader.read(photo, DebugSink.NONE);

        assertThat(reading.puzzle().shape()).isEqualTo(new BoxShape(2, 3));
        assertThat(reading.puzzle()).isEqualTo(puzzle);
    }
}
