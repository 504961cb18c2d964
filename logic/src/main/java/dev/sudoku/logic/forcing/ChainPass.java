package dev.sudoku.logic.forcing;

import dev.sudoku.logic.TechniqueId;

/** A pass of SE's Forcing Chains and Cycles: which links it uses, and what its conclusions are called and cost. */
enum ChainPass {
    X(false, true, ChainHint.X_KEY, TechniqueId.BIDIRECTIONAL_X_CYCLE, 6.5, TechniqueId.FORCING_X_CHAIN, 6.6),
    Y(true, false, ChainHint.Y_KEY, TechniqueId.BIDIRECTIONAL_Y_CYCLE, 6.5, null, 0),
    XY(true, true, ChainHint.XY_KEY, TechniqueId.BIDIRECTIONAL_XY_CYCLE, 7.0, TechniqueId.FORCING_CHAIN, 7.0);

    final boolean y;
    final boolean x;
    final int sortKey;
    final TechniqueId cycle;
    final double cycleBase;
    final TechniqueId chain;
    final double chainBase;

    ChainPass(
            boolean y,
            boolean x,
            int sortKey,
            TechniqueId cycle,
            double cycleBase,
            TechniqueId chain,
            double chainBase) {
        this.y = y;
        this.x = x;
        this.sortKey = sortKey;
        this.cycle = cycle;
        this.cycleBase = cycleBase;
        this.chain = chain;
        this.chainBase = chainBase;
    }
}
