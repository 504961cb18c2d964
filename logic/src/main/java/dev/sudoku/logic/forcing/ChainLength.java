package dev.sudoku.logic.forcing;

/**
 * SE's length bonus for a chain (SE rating spec §5.6): with L = complexity - 2, 0.1 for each ceiling L
 * passes, the ceilings being 4, 6, 8, 12, 16, 24, 32, ... (alternately x3/2 and x4/3, integer division),
 * with no cap.
 */
public final class ChainLength {
    /** The bonus of every complexity below this, computed once: chain searches ask at every layer. */
    private static final int TABLED = 4096;

    private static final double[] TABLE = new double[TABLED];

    static {
        for (int complexity = 0; complexity < TABLED; complexity++) {
            TABLE[complexity] = summed(complexity);
        }
    }

    private ChainLength() {}

    /**
     * The bonus for a chain of the given complexity. The tenths are summed from 0.0 one literal 0.1 at a
     * time, as SE does, so ties between chain kinds break as in SE (§1.3): 6.6 + 0.1 is below 6.5 + 0.2.
     */
    public static double bonus(int complexity) {
        return complexity >= 0 && complexity < TABLED ? TABLE[complexity] : summed(complexity);
    }

    private static double summed(int complexity) {
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
