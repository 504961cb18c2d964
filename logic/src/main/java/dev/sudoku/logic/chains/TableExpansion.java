package dev.sudoku.logic.chains;

import java.util.Arrays;

/**
 * Everything one premise implies through a {@link TablingGraph}, as HoDoKu's expanded tables hold it (one
 * instance reused premise after premise).
 *
 * <p>The table starts with the premise and its direct implications; then, entry by entry in the order they
 * were added, each entry's own direct implications are appended if new. Every literal is held once, with
 * one way back: the entry whose implications brought it. A later, shorter way to an entry that was not a
 * direct implication replaces its way back, but nothing is re-expanded; so a literal keeps the path the
 * first-come order gives it, which can differ from any shortest-path search. Distances count as HoDoKu's
 * do: the premise 1, a direct implication 2 (more when it goes through a set, see
 * {@link TablingGraph#directDistance}), an expanded entry its source's distance plus the source's own
 * distance to it.
 *
 * <p>Cost: O(E * D) per premise for E entries of D direct implications each.
 */
final class TableExpansion {
    private final TablingGraph graph;
    private int[] literal = new int[256];
    private int[] from = new int[256];
    private int[] distance = new int[256];
    private int size;
    /** Position of each literal in the table, valid where {@link #stamp} equals {@link #round}. */
    private final int[] position;

    private final int[] stamp;
    private int round;

    TableExpansion(TablingGraph graph) {
        this.graph = graph;
        position = new int[2 * graph.nodeCount()];
        stamp = new int[2 * graph.nodeCount()];
    }

    /** Fills the table of {@code premise}. */
    void expand(int premise) {
        round++;
        size = 0;
        append(premise, -1, 1);
        for (int i = 0; i < graph.directCount(premise); i++) {
            append(graph.direct(premise, i), 0, graph.directDistance(premise, i));
        }
        for (int j = 1; j < size; j++) {
            int source = literal[j];
            int base = distance[j];
            for (int k = 0; k < graph.directCount(source); k++) {
                int next = graph.direct(source, k);
                int reached = base + graph.directDistance(source, k);
                int at = indexOf(next);
                if (at < 0) {
                    append(next, j, reached);
                } else if (from[at] >= 1 && distance[at] > reached) {
                    // Direct implications and the premise keep their place; others take the shorter way.
                    from[at] = j;
                    distance[at] = reached;
                }
            }
        }
    }

    int size() {
        return size;
    }

    int literal(int index) {
        return literal[index];
    }

    int distance(int index) {
        return distance[index];
    }

    /**
     * The path from the premise to the entry at {@code index}, premise first, following the ways back; null
     * when they run in a circle (a replaced way back can point to a later entry).
     */
    int[] path(int index) {
        int[] reversed = new int[size];
        int length = 0;
        for (int at = index; at >= 0; at = from[at]) {
            if (length == size) {
                return null;
            }
            reversed[length++] = literal[at];
        }
        int[] path = new int[length];
        for (int i = 0; i < length; i++) {
            path[i] = reversed[length - 1 - i];
        }
        return path;
    }

    private int indexOf(int lit) {
        return stamp[lit] == round ? position[lit] : -1;
    }

    private void append(int lit, int source, int dist) {
        if (size == literal.length) {
            literal = Arrays.copyOf(literal, size * 2);
            from = Arrays.copyOf(from, size * 2);
            distance = Arrays.copyOf(distance, size * 2);
        }
        literal[size] = lit;
        from[size] = source;
        distance[size] = dist;
        stamp[lit] = round;
        position[lit] = size;
        size++;
    }
}
