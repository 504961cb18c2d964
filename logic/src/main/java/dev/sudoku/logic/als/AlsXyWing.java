package dev.sudoku.logic.als;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import java.util.List;

/**
 * ALS-XY-Wing (HoDoKu code 0902): set C is linked to A by restricted commons x and to B by y. If A held no
 * z it would be locked and hold x, so C would lose x, be locked and hold y, and B would lose y and hold
 * z: one of A and B holds z, which leaves every cell seeing all its places in both (C's cells included).
 * As in HoDoKu, the links must not both be the same single digit, the three sets share no cell (when
 * overlap is allowed, A and B may, unless one lies inside the other), and z is none of the link digits.
 *
 * <p>Order: C by its place in the {@link AlsIndex}, then pairs of C's links (A before B). Cost: d^2 pairs
 * for a set C of d links, each with a few mask tests, plus the elimination scan per common digit.
 */
final class AlsXyWing {
    private AlsXyWing() {}

    static boolean find(AlsIndex index, RestrictedCommons links, boolean overlap, StepSink sink) {
        for (int middle = 0; middle < index.count(); middle++) {
            SearchBudget.check();
            int[] neighbours = links.neighbours(middle);
            long[] commons = links.commons(middle);
            for (int p = 0; p < neighbours.length; p++) {
                for (int q = p + 1; q < neighbours.length; q++) {
                    long x = commons[p];
                    long y = commons[q];
                    if (x == y && Long.bitCount(x) == 1) {
                        continue;
                    }
                    Als a = index.get(neighbours[p]);
                    Als b = index.get(neighbours[q]);
                    long z = a.digits & b.digits & ~(x | y);
                    if (z == 0 || (overlap ? nested(a, b) : index.overlap(a, b))) {
                        continue;
                    }
                    AlsStep step = step(index, a, b, index.get(middle), x, y, z);
                    if (step != null && !sink.offer(step)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    /** Whether one set holds every cell of the other (HoDoKu's rule when sets may overlap). */
    private static boolean nested(Als a, Als b) {
        return CellBits.within(a.cellSet, b.cellSet) || CellBits.within(b.cellSet, a.cellSet);
    }

    private static AlsStep step(AlsIndex index, Als a, Als b, Als c, long x, long y, long zDigits) {
        Eliminations eliminations = new Eliminations();
        for (long rest = zDigits; rest != 0; rest &= rest - 1) {
            int z = Masks.firstDigit(rest);
            eliminations.addAll(z, index.seeingAll(z, a, b));
        }
        if (eliminations.isEmpty()) {
            return null;
        }
        return AlsSteps.build(
                TechniqueId.ALS_XY_WING,
                index.grid(),
                List.of(a, b, c),
                new long[] {x, y, x | y},
                List.of(Masks.digits(x), Masks.digits(y)),
                -1,
                eliminations);
    }
}
