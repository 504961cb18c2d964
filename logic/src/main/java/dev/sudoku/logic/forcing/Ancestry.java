package dev.sudoku.logic.forcing;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * SE's measure of a chain (SE rating spec §5.6): the distinct nodes reached walking back from a conclusion
 * over every parent, breadth first. A node whose triple was already met is neither counted nor followed,
 * even when it carries other parents, so the first object reached for a triple wins. Cost: linear in the
 * nodes reached.
 */
final class Ancestry {
    private Ancestry() {}

    /** The number of distinct triples reached from {@code target}, itself included. */
    static int count(Potential target, int size) {
        int length = lineLength(target, size);
        return length >= 0 ? length : walk(target, size).size();
    }

    /**
     * The count of a line of ancestors, each with one parent at most and no nested chain, as most static
     * chains are: followed without a queue or a list. -1 when some ancestor has more parents or a nested
     * chain, where the full walk is needed.
     */
    private static int lineLength(Potential target, int size) {
        long[] seen = new long[(2 * size * size * size + 63) >>> 6];
        int count = 0;
        for (Potential p = target; p != null; p = p.firstParent()) {
            if (p.parents.length > 1 || p.nested != null) {
                return -1;
            }
            int key = p.key(size);
            if ((seen[key >>> 6] & (1L << key)) != 0) {
                // A triple met again: the walk stops there, as it follows no node twice.
                return count;
            }
            seen[key >>> 6] |= 1L << key;
            count++;
        }
        return count;
    }

    /** The nodes reached from {@code target} in breadth-first order, one object per triple. */
    static List<Potential> walk(Potential target, int size) {
        List<Potential> reached = new ArrayList<>();
        // Keys are below 2 * cells * digits; a hint's walks meet every triple at most once each.
        long[] seen = new long[(2 * size * size * size + 63) >>> 6];
        // One queue keeps the layers in order: a layer's parents all follow the layer itself.
        ArrayDeque<Potential> queue = new ArrayDeque<>();
        queue.add(target);
        while (!queue.isEmpty()) {
            Potential p = queue.removeFirst();
            int key = p.key(size);
            if ((seen[key >>> 6] & (1L << key)) == 0) {
                seen[key >>> 6] |= 1L << key;
                reached.add(p);
                for (Potential parent : p.parents) {
                    queue.addLast(parent);
                }
            }
        }
        return reached;
    }

    /**
     * SE's complexity of a hint: the ancestors of each branch target, counted per branch, plus the full
     * complexity of every distinct nested chain met walking those ancestors (SE rating spec §5.6). Nested
     * chains are the same when their targets and their ancestor lists are.
     */
    static int complexity(List<Potential> targets, int size) {
        return complexity(targets, size, least -> true);
    }

    /**
     * As {@link #complexity(List, int)}, or -1 as soon as {@code worth} rejects a lower bound of it: the
     * branches' own ancestors, branch by branch, then that plus each nested chain in turn. A collector that
     * keeps only the best hint rejects most hints on their ancestors alone, before the costly identities of
     * their nested chains are made.
     */
    static int complexity(List<Potential> targets, int size, IntPredicate worth) {
        int flat = 0;
        List<List<Potential>> walks = new ArrayList<>();
        for (Potential target : targets) {
            int length = lineLength(target, size);
            if (length >= 0) {
                flat += length;
            } else {
                List<Potential> ancestors = walk(target, size);
                flat += ancestors.size();
                walks.add(ancestors);
            }
            // The branches counted so far are a lower bound already: the other branches need no walk.
            if (!worth.test(flat)) {
                return -1;
            }
        }
        int total = flat;
        Set<List<Integer>> seenChains = new HashSet<>();
        for (List<Potential> ancestors : walks) {
            for (Potential p : ancestors) {
                if (p.nested != null && seenChains.add(identity(p.nested, size))) {
                    total += p.nested.complexity();
                    if (!worth.test(total)) {
                        return -1;
                    }
                }
            }
        }
        return total;
    }

    /** A nested chain's identity: its targets and, for each, its ancestors' triples in walk order. */
    private static List<Integer> identity(ChainHint chain, int size) {
        List<Integer> keys = new ArrayList<>();
        for (Potential target : chain.branches()) {
            keys.add(target.key(size));
        }
        for (Potential target : chain.branches()) {
            keys.add(-1);
            for (Potential p : walk(target, size)) {
                keys.add(p.key(size));
            }
        }
        return keys;
    }
}
