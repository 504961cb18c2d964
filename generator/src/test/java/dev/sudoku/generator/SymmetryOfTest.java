package dev.sudoku.generator;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class SymmetryOfTest {
    private static final List<BoxShape> SHAPES =
            List.of(BoxShape.CLASSIC, new BoxShape(2, 3), new BoxShape(3, 2), new BoxShape(4, 4));

    /** A pattern made of random orbits of a symmetry is read back as that symmetry (seeded: no accident). */
    @ParameterizedTest
    @EnumSource(
            value = Symmetry.class,
            names = {"FULL", "ROTATE90", "ROTATE180", "DIAGONAL", "ANTIDIAGONAL", "MIRROR", "FLIP"})
    void aPatternOfOrbitsKeepsItsSymmetry(Symmetry symmetry) {
        SplittableRandom random = new SplittableRandom(symmetry.ordinal());
        int exact = 0;
        int rounds = 0;
        for (BoxShape shape : SHAPES) {
            boolean square = shape.boxRows() == shape.boxCols();
            if (!square
                    && List.of(Symmetry.FULL, Symmetry.ROTATE90, Symmetry.DIAGONAL, Symmetry.ANTIDIAGONAL)
                            .contains(symmetry)) {
                continue;
            }
            for (int round = 0; round < 20; round++) {
                int[] values = new int[shape.cellCount()];
                for (int[] orbit : symmetry.orbits(shape)) {
                    if (random.nextInt(3) == 0) {
                        for (int cell : orbit) {
                            values[cell] = 1 + random.nextInt(shape.size());
                        }
                    }
                }
                Grid pattern = Grid.of(shape, values);
                Symmetry found = Symmetry.of(pattern);
                // What is found is kept and is not weaker than what was built; a pattern may keep more by
                // chance (both mirrors make a half turn, which is what is reported then).
                assertThat(keeps(pattern, found))
                        .as("%s %s keeps %s", shape, pattern, found)
                        .isTrue();
                assertThat(found != Symmetry.NONE && !(implies(symmetry, found, shape) && found != symmetry))
                        .as("%s %s: %s found, built %s", shape, pattern, found, symmetry)
                        .isTrue();
                exact += found == symmetry ? 1 : 0;
                rounds++;
                // Moving one given to a cell whose images are empty breaks every symmetry.
                int given = firstGiven(values);
                int lonely = lonelyCell(shape, values);
                if (given >= 0 && lonely >= 0) {
                    values[lonely] = values[given];
                    values[given] = 0;
                    assertThat(Symmetry.of(Grid.of(shape, values))).isEqualTo(Symmetry.NONE);
                }
            }
        }
        assertThat(exact).as("read back exactly in most rounds").isGreaterThan(rounds * 3 / 4);
    }

    private static boolean keeps(Grid pattern, Symmetry symmetry) {
        if (symmetry == Symmetry.NONE) {
            return true;
        }
        for (int[] orbit : symmetry.orbits(pattern.shape())) {
            for (int cell : orbit) {
                if (pattern.isEmpty(cell) != pattern.isEmpty(orbit[0])) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether keeping {@code stronger} means keeping {@code weaker}: its orbits contain the other's. */
    private static boolean implies(Symmetry stronger, Symmetry weaker, BoxShape shape) {
        if (stronger == Symmetry.NONE) {
            return weaker == Symmetry.NONE;
        }
        int[] orbitOf = new int[shape.cellCount()];
        int[][] orbits = stronger.orbits(shape);
        for (int i = 0; i < orbits.length; i++) {
            for (int cell : orbits[i]) {
                orbitOf[cell] = i;
            }
        }
        for (int[] orbit : weaker.orbits(shape)) {
            for (int cell : orbit) {
                if (orbitOf[cell] != orbitOf[orbit[0]]) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int firstGiven(int[] values) {
        for (int cell = 0; cell < values.length; cell++) {
            if (values[cell] != 0) {
                return cell;
            }
        }
        return -1;
    }

    /** An empty cell whose orbit under the full square group is empty, so a given there has no partner. */
    private static int lonelyCell(BoxShape shape, int[] values) {
        int n = shape.size();
        for (int cell = 0; cell < values.length; cell++) {
            int r = cell / n;
            int c = cell % n;
            int[] images = {
                r * n + c,
                r * n + (n - 1 - c),
                (n - 1 - r) * n + c,
                (n - 1 - r) * n + (n - 1 - c),
                c * n + r,
                c * n + (n - 1 - r),
                (n - 1 - c) * n + r,
                (n - 1 - c) * n + (n - 1 - r)
            };
            boolean allEmpty = true;
            for (int image : images) {
                allEmpty &= values[image] == 0;
            }
            if (allEmpty && r != c && r + c != n - 1 && 2 * r != n - 1 && 2 * c != n - 1) {
                return cell;
            }
        }
        return -1;
    }
}
