package dev.sudoku.core.canon;

/**
 * A growable list of search nodes that never shrinks its array nor clears references: the search reuses
 * node objects (a level's nodes go back to the pool when the next level is built), so the lists only move
 * them around.
 */
final class NodeList {
    private SearchState[] items = new SearchState[16];
    private int size;

    int size() {
        return size;
    }

    SearchState get(int i) {
        return items[i];
    }

    void add(SearchState node) {
        if (size == items.length) {
            items = java.util.Arrays.copyOf(items, 2 * size);
        }
        items[size++] = node;
    }

    /** Removes and returns the last node, or null when empty. */
    SearchState pop() {
        return size == 0 ? null : items[--size];
    }

    /** Moves every node of this list to {@code target}. */
    void moveAllTo(NodeList target) {
        for (int i = 0; i < size; i++) {
            target.add(items[i]);
        }
        size = 0;
    }
}
