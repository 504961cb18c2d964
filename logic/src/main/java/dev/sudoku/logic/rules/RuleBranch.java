package dev.sudoku.logic.rules;

import dev.sudoku.logic.Inference;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What one assumption implies on a rule-set grid ({@link RuleImplications}): the nodes it reached, each with
 * the nodes it follows from, and the contradiction when it met one. A node is a <em>state</em>, {@code
 * (cell * N + digit - 1) * 2}, plus 1 when the digit is true there (0 when it is false).
 *
 * <p>Immutable and compact, since a search keeps one per candidate for its region and cell chains: a bit
 * set of the states reached, and their parents in one flat array in state order (some 10 bytes a node).
 * On a contradiction the sets stop where it was met, as SE's do (SE rating spec §4.3); what they hold is
 * still implied, since an assumption that fails implies anything.
 *
 * <p>At the nested levels some removals rest on a chain run on the branch's working grid ({@link
 * RuleForcingNested}): those states name the chain, whose complexity SE adds to every count of ancestors
 * that meets it, once per chain (SE rating spec §5.6).
 */
final class RuleBranch {
    private final int assumption;
    private final long[] reached;
    private final int[] states;
    private final int[] offsets;
    private final int[] parents;
    /** The state implied against one already reached (its opposite), -1 when none was. */
    private final int conflict;

    private final int[] conflictParents;
    /** The states made by a nested chain, sorted; at the same index, the number of the chain. */
    private final int[] nestedStates;

    private final int[] nestedChains;
    /** Per chain number, the chain's complexity. */
    private final int[] chainComplexities;

    RuleBranch(
            int assumption,
            long[] reached,
            int[] states,
            int[] offsets,
            int[] parents,
            int conflict,
            int[] conflictParents,
            int[] nestedStates,
            int[] nestedChains,
            int[] chainComplexities) {
        this.assumption = assumption;
        this.reached = reached;
        this.states = states;
        this.offsets = offsets;
        this.parents = parents;
        this.conflict = conflict;
        this.conflictParents = conflictParents;
        this.nestedStates = nestedStates;
        this.nestedChains = nestedChains;
        this.chainComplexities = chainComplexities;
    }

    int assumption() {
        return assumption;
    }

    /** The states reached as a bit set; read only, for intersecting the branches of a chain. */
    long[] reached() {
        return reached;
    }

    boolean reaches(int state) {
        return (reached[state >>> 6] & (1L << state)) != 0;
    }

    /** The states a nested chain made, sorted. */
    int[] nestedStates() {
        return nestedStates.clone();
    }

    /** The states a reached state follows from, the one that fired first. */
    int[] parents(int state) {
        int at = Arrays.binarySearch(states, state);
        return Arrays.copyOfRange(parents, offsets[at], offsets[at + 1]);
    }

    boolean contradicts() {
        return conflict >= 0;
    }

    /** The state implied against its opposite, which was reached already; only when {@link #contradicts()}. */
    int conflict() {
        return conflict;
    }

    /** The state's first parent, the node that fired the link to it; -1 for the assumption. */
    int firstParent(int state) {
        if (state == conflict && !reaches(state)) {
            return conflictParents[0];
        }
        int at = Arrays.binarySearch(states, state);
        return offsets[at] == offsets[at + 1] ? -1 : parents[offsets[at]];
    }

    /**
     * SE's ancestor count (SE rating spec §5.6): the distinct states the state rests on through every
     * parent, itself included, plus the complexity of each nested chain met; counted only up to {@code
     * limit}, as a search wants to know only whether a conclusion beats the best so far (then {@code limit +
     * 1}). Cost: O(nodes reached x log).
     */
    int ancestors(int state, int limit) {
        long[] seen = new long[reached.length];
        boolean[] chainsMet = new boolean[chainComplexities.length];
        int[] queue = new int[states.length + 1];
        int head = 0;
        int tail = 0;
        int nested = 0;
        queue[tail++] = state;
        // The conflict is not in the reached set, but its bit is free: its opposite is the one reached.
        seen[state >>> 6] |= 1L << state;
        while (head < tail) {
            if (tail + nested > limit) {
                return limit + 1;
            }
            int next = queue[head++];
            nested += nestedComplexity(next, chainsMet);
            tail = enqueueParents(next, seen, queue, tail);
        }
        return Math.min(tail + nested, limit + 1);
    }

    /** Every distinct state the state rests on through every parent, itself included, in walk order. */
    int[] ancestry(int state) {
        long[] seen = new long[reached.length];
        int[] queue = new int[states.length + 1];
        int head = 0;
        int tail = 0;
        queue[tail++] = state;
        seen[state >>> 6] |= 1L << state;
        while (head < tail) {
            tail = enqueueParents(queue[head++], seen, queue, tail);
        }
        return Arrays.copyOf(queue, tail);
    }

    /** Appends the state's parents not seen yet to the queue; the queue's new length. */
    private int enqueueParents(int next, long[] seen, int[] queue, int tail) {
        int[] list = parents;
        int from;
        int to;
        if (next == conflict && !reaches(next)) {
            list = conflictParents;
            from = 0;
            to = list.length;
        } else {
            int at = Arrays.binarySearch(states, next);
            from = offsets[at];
            to = offsets[at + 1];
        }
        for (int i = from; i < to; i++) {
            int parent = list[i];
            if ((seen[parent >>> 6] & (1L << parent)) == 0) {
                seen[parent >>> 6] |= 1L << parent;
                queue[tail++] = parent;
            }
        }
        return tail;
    }

    /** The complexity of the nested chain the state rests on, when it is the first met of that chain. */
    private int nestedComplexity(int state, boolean[] chainsMet) {
        if (nestedStates.length == 0) {
            return 0;
        }
        int at = Arrays.binarySearch(nestedStates, state);
        if (at < 0 || chainsMet[nestedChains[at]]) {
            return 0;
        }
        chainsMet[nestedChains[at]] = true;
        return chainComplexities[nestedChains[at]];
    }

    /** The path from the assumption to the state following first parents, as inferences. */
    List<Inference> path(int state, int digits) {
        List<Inference> path = new ArrayList<>();
        for (int s = state; s >= 0; s = firstParent(s)) {
            int node = s >> 1;
            path.add(0, new Inference(node / digits, node % digits + 1, (s & 1) == 1));
        }
        return path;
    }
}
