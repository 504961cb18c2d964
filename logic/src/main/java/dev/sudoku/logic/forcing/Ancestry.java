package dev.sudoku.logic.forcing;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.function.IntPredicate;

/**
 * SE's measure of a chain (SE rating spec §5.6): the distinct nodes reached walking back from a conclusion
 * over every parent, breadth first. A node whose triple was already met is neither counted nor followed,
 * even when it carries other parents, so the first object reached for a triple wins. Cost: linear in the
 * nodes reached, in room each thread reuses: the nested chains of the hardest puzzles measure hundreds of
 * thousands of hints a step, and lists and bit sets made for each walk were a fifth of what they allocated.
 * A node's count is remembered on it: nearly half the walks of those steps started from a node walked before.
 */
final class Ancestry {
    private static final ThreadLocal<Walker> WALKERS = ThreadLocal.withInitial(Walker::new);
    /** The last complexity's token ({@link NestedChain#metBy}): every complexity takes a new one. */
    private static final AtomicLong TOKENS = new AtomicLong();

    private Ancestry() {}

    /** The number of distinct triples reached from {@code target}, itself included. */
    static int count(Potential target, int size) {
        int known = target.ancestry;
        return known != 0 ? known >>> 1 : WALKERS.get().walk(target, size, null);
    }

    /**
     * Hands every node reached from {@code target} to {@code visit}, in walk order, one object per triple.
     * The visitor must not walk ancestries itself: the walk's room is the thread's.
     */
    static void forEachReached(Potential target, int size, Consumer<Potential> visit) {
        Walker walker = WALKERS.get();
        int count = walker.walk(target, size, null);
        for (int i = 0; i < count; i++) {
            visit.accept(walker.reached[i]);
        }
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
        Walker walker = WALKERS.get();
        walker.token = TOKENS.incrementAndGet();
        List<NestedChain> nested = walker.nested;
        nested.clear();
        int flat = 0;
        // The targets whose count was known and that rest on nested chains: walked for those chains only
        // once their counts pass, as most hints of the nested levels do not.
        long rewalk = 0;
        for (int i = 0; i < targets.size(); i++) {
            Potential target = targets.get(i);
            int known = target.ancestry;
            // A known count that rests on nested chains is remembered in a long's bits: the first 64 targets.
            if (known == 0 || (i >= 64 && (known & 1) != 0)) {
                flat += walker.walk(target, size, nested);
            } else {
                flat += known >>> 1;
                if ((known & 1) != 0) {
                    rewalk |= 1L << i;
                }
            }
            // The branches counted so far are a lower bound already: the other branches need no walk.
            if (!worth.test(flat)) {
                return -1;
            }
        }
        for (long rest = rewalk; rest != 0; rest &= rest - 1) {
            walker.walk(targets.get(Long.numberOfTrailingZeros(rest)), size, nested);
        }
        int total = flat;
        // The chain objects met are distinct; only they need their identities compared.
        Set<NestedChain.Identity> seenChains = nested.size() > 1 ? new HashSet<>() : null;
        for (NestedChain chain : nested) {
            if (seenChains == null || seenChains.add(identity(chain, size, walker))) {
                total += chain.hint.complexity();
                if (!worth.test(total)) {
                    return -1;
                }
            }
        }
        return total;
    }

    /** A nested chain's identity, made on first use and kept on the chain. */
    private static NestedChain.Identity identity(NestedChain chain, int size, Walker walker) {
        NestedChain.Identity known = chain.identity;
        if (known == null) {
            known = new NestedChain.Identity(identityKeys(chain.hint, size, walker));
            chain.identity = known;
        }
        return known;
    }

    /** A nested chain's targets and, for each, its ancestors' triples in walk order. */
    private static int[] identityKeys(ChainHint chain, int size, Walker walker) {
        List<Potential> branches = chain.branches();
        int[] keys = new int[2 * branches.size()];
        int count = 0;
        for (Potential target : branches) {
            keys[count++] = target.key(size);
        }
        for (Potential target : branches) {
            int reached = walker.walk(target, size, null);
            if (count + 1 + reached > keys.length) {
                keys = Arrays.copyOf(keys, Math.max(2 * keys.length, count + 1 + reached + branches.size()));
            }
            keys[count++] = -1;
            for (int i = 0; i < reached; i++) {
                keys[count++] = walker.reached[i].key(size);
            }
        }
        return Arrays.copyOf(keys, count);
    }

    /**
     * One thread's room for walks: the nodes reached, which are the queue too (each triple enters once, in
     * the order it is first met, so the layers stay in order), and a mark per triple, current when it
     * equals the walk's stamp. The last walk's nodes stay referenced until the next walk: one chain's
     * ancestry at most.
     */
    private static final class Walker {
        /**
         * The token of the complexity walking now: a nested chain whose mark holds it was taken already (an
         * outer hint's ancestry meets the same chain through every node of its step, and the chains of many
         * steps).
         */
        private long token;

        /**
         * The nested chains the walks of the complexity being counted met, in the order met: an outer hint of
         * the nested levels rests on hundreds, which a list made per hint would grow to again each time.
         */
        private final List<NestedChain> nested = new ArrayList<>();

        private Potential[] reached = new Potential[64];
        private int[] marks = new int[0];
        private int stamp;

        /**
         * Walks back from {@code target}; returns how many distinct triples it reached, which are the first
         * entries of {@link #reached} in walk order. The nested chains of the reached nodes go to {@code
         * nested}, each object once per {@link #token}, unless it is null. The count is remembered on the
         * target ({@link Potential#ancestry}).
         */
        int walk(Potential target, int size, List<NestedChain> nested) {
            begin(2 * size * size * size);
            boolean restsOnNested = false;
            int count = 0;
            reached[count++] = target;
            marks[target.key(size)] = stamp;
            for (int head = 0; head < count; head++) {
                Potential p = reached[head];
                if (p.nested != null) {
                    restsOnNested = true;
                    if (nested != null && p.nested.metBy != token) {
                        p.nested.metBy = token;
                        nested.add(p.nested);
                    }
                }
                for (int i = 0, parents = p.parentCount(); i < parents; i++) {
                    Potential parent = p.parent(i);
                    int key = parent.key(size);
                    if (key >= marks.length) {
                        marks = Arrays.copyOf(marks, 2 * key);
                    }
                    if (marks[key] != stamp) {
                        marks[key] = stamp;
                        if (count == reached.length) {
                            reached = Arrays.copyOf(reached, 2 * count);
                        }
                        reached[count++] = parent;
                    }
                }
            }
            target.ancestry = count << 1 | (restsOnNested ? 1 : 0);
            return count;
        }

        /** A new stamp, with marks for at least {@code keys} triples. */
        private void begin(int keys) {
            if (marks.length < keys) {
                marks = new int[keys];
                stamp = 0;
            }
            if (++stamp == 0) {
                Arrays.fill(marks, 0);
                stamp = 1;
            }
        }
    }
}
