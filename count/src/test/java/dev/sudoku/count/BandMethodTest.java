package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.math.BigInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class BandMethodTest {
    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "3x2"})
    void band_method_agrees_with_plain_enumeration(String box) {
        BoxShape shape = BoxShape.parse(box);
        BandMethod.Result result = BandMethod.count(shape, 2, CountProgress.NONE);
        // The plain count with the first row fixed, times the N! first rows: PlainEnumerationTest checks that
        // this product is the plain count of every grid.
        long normalised = PlainEnumeration.forEachNormalized(shape, grid -> {});
        BigInteger plain = BigInteger.valueOf(normalised).multiply(Factorials.of(shape.size()));
        assertThat(result.grids()).isEqualTo(plain);
    }
}
