package dev.sudoku.logic.forcing;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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
        return walk(target, size).size();
    }

    /** The nodes reached from {@code target} in breadth-first order, one object per triple. */
    static List<Potential> walk(Potential target, int size) {
        List<Potential> reached = new ArrayList<>();
        Set<Integer> seen = new HashSet<>();
        List<Potential> layer = List.of(target);
        while (!layer.isEmpty()) {
            List<Potential> next = new ArrayList<>();
            for (Potential p : layer) {
                if (seen.add(p.key(size))) {
                    reached.add(p);
                    for (Potential parent : p.parents) {
                        next.add(parent);
                    }
                }
            }
            layer = next;
        }
        return reached;
    }
}
