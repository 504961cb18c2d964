package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;

/**
 * One conclusion of a chaining producer before sorting: what it removes or places, and the measures SE
 * sorts by (difficulty, then complexity, then the kind's sort key).
 *
 * @param complexity SE's measure: the distinct nodes of every branch, plus the complexity of each distinct
 *     nested chain they rest on
 * @param branches the nodes that prove it: the cycle's closing node, the one target of a forcing chain,
 *     the on and off sides of a contradiction or a double chain, or one target per branch of a cell or
 *     region chain
 * @param regionHouse the house of a region chain, whose places of the digit are its branches; else -1
 */
record ChainHint(
        TechniqueId technique,
        ForcingChainKind kind,
        double difficulty,
        int complexity,
        int sortKey,
        List<Potential> branches,
        List<Candidate> eliminations,
        Optional<Placement> placement,
        int regionHouse) {

    /** SE's sort keys, the last tie-break between hints of equal difficulty and complexity. */
    static final int DOUBLE_KEY = 1;

    static final int X_KEY = 2;
    static final int Y_KEY = 3;
    static final int XY_KEY = 4;
    static final int CELL_KEY = 5;
    static final int REGION_KEY = 6;
    static final int CONTRADICTION_KEY = 7;

    ChainHint {
        branches = List.copyOf(branches);
        eliminations = List.copyOf(eliminations);
    }
}
