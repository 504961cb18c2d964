package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BandClassesTest {
    private static final BoxShape CLASSIC = BoxShape.CLASSIC;
    private static final Map<BoxShape, List<BandClass>> CLASSES = new ConcurrentHashMap<>();

    /** The classes of a shape, found once per test run: 9x9 takes seconds. */
    private static List<BandClass> classes(BoxShape shape) {
        return CLASSES.computeIfAbsent(shape, BandClasses::of);
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "3x2", "2x4", "3x3"})
    void classes_hold_every_first_band_once(String box) {
        BoxShape shape = BoxShape.parse(box);
        List<BandClass> classes = classes(shape);
        BigInteger bands = BandMethod.firstBands(classes, shape)
                .multiply(BigInteger.valueOf(BandClasses.relabellingsPerForm(shape)));
        BigInteger plain =
                BigInteger.valueOf(FirstBands.withFirstRowInOrder(shape)).multiply(Factorials.of(shape.size()));
        assertThat(bands).isEqualTo(plain);
    }

    @Test
    void nine_by_nine_has_nine_factorial_times_56_times_6_to_the_6_first_bands() {
        // Felgenhauer and Jarvis: the first box in 9! ways, then 56 ways to split the rest of the first
        // two boxes' rows and 6^6 orders inside their rows.
        BigInteger published = Factorials.of(9)
                .multiply(BigInteger.valueOf(56))
                .multiply(BigInteger.valueOf(6).pow(6));
        assertThat(published).isEqualTo(new BigInteger("948109639680"));
        BigInteger bands = BandMethod.firstBands(classes(CLASSIC), CLASSIC).multiply(BigInteger.valueOf(1680));
        assertThat(bands).isEqualTo(published);
    }

    @Test
    void nine_by_nine_first_bands_fall_into_the_44_classes_of_felgenhauer_and_jarvis() {
        List<BandClass> classes = classes(CLASSIC);
        assertThat(classes).hasSize(44);
        // Every normalised form (partitions of stacks 2 and 3: 1,680^2) is in exactly one class.
        assertThat(classes.stream().mapToLong(BandClass::members).sum()).isEqualTo(1680L * 1680L);
    }
}
