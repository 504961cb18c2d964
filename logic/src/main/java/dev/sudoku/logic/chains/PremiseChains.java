package dev.sudoku.logic.chains;

import dev.sudoku.logic.ChainLink;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What assuming one candidate true proves false by a chain, on some grid: the question a Kraken fish asks
 * of each of its premises. Candidates are indexed {@code cell * N + digit - 1}.
 */
public interface PremiseChains {
    /**
     * The candidates {@code cell}={@code digit} true forces out, as a {@link dev.sudoku.logic.CellBits} set
     * over candidate indices; shared, not to be changed.
     */
    long[] offs(int cell, int digit);

    /**
     * The shortest chain from {@code cell}={@code digit} true to {@code targetDigit} out of {@code
     * targetCell}, weak and strong links alternating (the first weak); null when there is none.
     */
    List<ChainLink> chain(int cell, int digit, int targetCell, int targetDigit);

    /**
     * The way from a walk's premise to {@code goal}, premise first, read back through {@code tree} (each
     * literal's predecessor, -1 for the premise, -2 where the walk did not reach); null when not reached.
     */
    static List<Integer> wayTo(int[] tree, int goal) {
        if (tree[goal] == -2) {
            return null;
        }
        List<Integer> path = new ArrayList<>();
        for (int at = goal; at >= 0; at = tree[at]) {
            path.add(at);
        }
        Collections.reverse(path);
        return path;
    }
}
