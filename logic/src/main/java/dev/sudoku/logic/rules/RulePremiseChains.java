package dev.sudoku.logic.rules;

import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.chains.PremiseChains;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What assuming a candidate true proves false by a chain on a rule set: a breadth-first walk over the links
 * AICs follow ({@link RuleLinks}, every kind: houses, cells, cage peers, bars and two-cell cages), weak from a
 * candidate true, strong from one false. Each link holds on its own, so whatever the walk reaches follows
 * from the premise alone: a chain, never a net (as the classic {@link
 * dev.sudoku.logic.chains.ChainImplications}, without its group nodes).
 *
 * <p>Cost: one walk a premise, O(states x links), kept with its ways back (some 6 KB a premise on a 9x9
 * grid) while the thread asks about the same position ({@link #of}): the Kraken fish of type 1 and of type 2
 * are two searches at each position, whose premises are mostly the same. Working state of one position and
 * one thread.
 */
final class RulePremiseChains implements PremiseChains {
    /** This thread's last position's chains. */
    private static final ThreadLocal<RulePremiseChains> LAST = new ThreadLocal<>();

    private final RuleGridSnapshot position;
    private final RuleLinks links;
    private final int nodes;
    /** Per premise walked: the candidates it turns off. */
    private final long[][] offs;
    /** Per premise walked: each state's way back, -1 for the premise, -2 where the walk did not reach. */
    private final int[][] trees;

    private final int[] queue;
    /** The walk under way: its ways back, its queue's end and the state being followed. */
    private int[] tree;

    private int tail;
    private int from;

    private RulePremiseChains(RuleGrid grid) {
        this.position = new RuleGridSnapshot(grid);
        // A copy: the caller's grid may change once the call returns, and the walks read it later.
        this.links = new RuleLinks(grid.copy(), RuleLinks.Kind.ALL);
        this.nodes = grid.cellCount() * grid.rules().digits();
        this.offs = new long[nodes][];
        this.trees = new int[nodes][];
        this.queue = new int[2 * nodes];
    }

    /** The chains of the grid's position: this thread's last ones when it is the same position, else new. */
    static RulePremiseChains of(RuleGrid grid) {
        RulePremiseChains last = LAST.get();
        if (last != null && last.position.describes(grid)) {
            return last;
        }
        RulePremiseChains chains = new RulePremiseChains(grid);
        LAST.set(chains);
        return chains;
    }

    @Override
    public long[] offs(int cell, int digit) {
        int premise = links.node(cell, digit);
        walk(premise);
        return offs[premise];
    }

    @Override
    public List<ChainLink> chain(int cell, int digit, int targetCell, int targetDigit) {
        int premise = links.node(cell, digit);
        walk(premise);
        int[] tree = trees[premise];
        List<Integer> path = PremiseChains.wayTo(tree, links.node(targetCell, targetDigit) * 2);
        if (path == null) {
            return null;
        }
        List<ChainLink> chain = new ArrayList<>(path.size());
        for (int i = 0; i + 1 < path.size(); i++) {
            int to = path.get(i + 1);
            // A state is node * 2 + 1 when true: true to false is a weak link, false to true a strong one.
            chain.add(new ChainLink(node(path.get(i) >> 1), node(to >> 1), (to & 1) == 1));
        }
        return chain;
    }

    /** Walks from {@code premise} true, once per premise. */
    private void walk(int premise) {
        if (trees[premise] != null) {
            return;
        }
        SearchBudget.check();
        tree = new int[2 * nodes];
        Arrays.fill(tree, -2);
        long[] off = CellBits.empty(nodes);
        int start = premise * 2 + 1;
        tree[start] = -1;
        int head = 0;
        tail = 0;
        queue[tail++] = start;
        while (head < tail) {
            int state = queue[head++];
            int node = state >> 1;
            from = state;
            if ((state & 1) == 1) {
                links.weak(node, next -> reach(next * 2));
            } else {
                CellBits.add(off, node);
                links.strong(node, next -> reach(next * 2 + 1));
            }
        }
        trees[premise] = tree;
        offs[premise] = off;
    }

    private void reach(int state) {
        if (tree[state] == -2) {
            tree[state] = from;
            queue[tail++] = state;
        }
    }

    private ChainNode node(int node) {
        return ChainNode.of(links.cell(node), links.digit(node));
    }
}
