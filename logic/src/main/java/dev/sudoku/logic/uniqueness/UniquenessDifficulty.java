package dev.sudoku.logic.uniqueness;

import dev.sudoku.logic.UniquenessStep;

/**
 * The difficulty SE gives a uniqueness step, which depends on more than its kind: the length of the loop
 * and, for type 3, the size of the set (SE_RATING_SPEC §3.11 and §6). Computed with SE's own double
 * arithmetic (the same literals added in the same order), so sorting and maxima agree with SE to the bit.
 *
 * <p>Hidden and Avoidable Rectangles and HoDoKu's rectangle types 5 and 6 are not SE techniques; they get
 * the value of the rectangle type they resemble, 4.5 like every unique rectangle of types 1, 2 and 4: a
 * Hidden Rectangle is a type 4 read through strong links, Avoidable Rectangle type 1 is a type 1 on solved
 * cells, and type 2 a type 2; type 5 is SE's own type 2 under another name, and type 6 reads two strong
 * links as the Hidden Rectangle does.
 */
public final class UniquenessDifficulty {
    /** SE's difficulty of a four-cell unique rectangle of type 1, 2 or 4. */
    public static final double RECTANGLE = 4.5;

    private UniquenessDifficulty() {}

    /** SE's difficulty of a uniqueness step of any kind this package finds. */
    public static double seDifficulty(UniquenessStep step) {
        switch (step.technique()) {
            case HIDDEN_RECTANGLE:
            case AVOIDABLE_RECTANGLE_TYPE_1:
            case AVOIDABLE_RECTANGLE_TYPE_2:
            case UNIQUE_RECTANGLE_TYPE_5:
            case UNIQUE_RECTANGLE_TYPE_6:
                return RECTANGLE;
            case UNIQUE_RECTANGLE_TYPE_1:
            case UNIQUE_RECTANGLE_TYPE_2:
            case UNIQUE_RECTANGLE_TYPE_3:
            case UNIQUE_RECTANGLE_TYPE_4:
            case UNIQUE_LOOP_TYPE_1:
            case UNIQUE_LOOP_TYPE_2:
            case UNIQUE_LOOP_TYPE_3:
            case UNIQUE_LOOP_TYPE_4:
                double difficulty = loopBase(step.loop().size());
                if (step.subset().isPresent()) {
                    UniquenessStep.Subset subset = step.subset().get();
                    // A naked set adds 0.1 per digit beyond one; a hidden set 0.1 per cell beyond one,
                    // counting its cells other than the two extra cells.
                    int size = subset.hidden()
                            ? subset.cells().size()
                            : subset.digits().size();
                    difficulty += (size - 1) * 0.1;
                }
                return difficulty;
            default:
                throw new IllegalArgumentException(step.technique() + " is not rated by SE's uniqueness rules");
        }
    }

    /** 4.5 for a rectangle, 4.6 for a loop of 6 cells, 4.7 for 8, 5.0 for 10 or more (SE's sums). */
    static double loopBase(int cells) {
        double difficulty = 4.5;
        if (cells >= 10) {
            difficulty += 0.3;
        }
        if (cells >= 8) {
            difficulty += 0.2;
        } else if (cells >= 6) {
            difficulty += 0.1;
        }
        return difficulty;
    }
}
