package dev.sudoku.logic.forcing;

/**
 * SE's length bonus for a chain (SE rating spec §5.6): with L = complexity - 2, 0.1 for each ceiling L
 * passes, the ceilings being 4, 6, 8, 12, 16, 24, 32, ... (alternately x3/2 and x4/3, integer division),
 * with no cap.
 */
public final class ChainLength {
    private ChainLength() {}

    /**
     * The bonus for a chain of the given complexity. The tenths are summed from 0.0 one literal 0.1 at a
     * time, as SE does, so ties between chain kinds break as in SE (§1.3): 6.6 + 0.1 is below 6.5 + 0.2.
     */
    public static double bonus(int complexity) {
        int length = complexity - 2;
        double bonus = 0.0;
        int ceiling = 4;
        boolean alternate = false;
        while (length > ceiling) {
            bonus += 0.1;
            ceiling = alternate ? ceiling * 4 / 3 : ceiling * 3 / 2;
            alternate = !alternate;
        }
        return bonus;
    }
}
