package dev.sudoku.count;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The ways one stack of a band can split the N digits among its C columns, R digits each: the ordered
 * partitions of N digits into C sets of R, N! / (R!)^C of them (1,680 for 9x9), each with an index.
 */
final class OrderedPartitions {
    private final int size;
    private final List<int[]> partitions = new ArrayList<>();
    private final Map<Long, Integer> indexes = new HashMap<>();

    OrderedPartitions(int size, int parts, int partSize) {
        this.size = size;
        collect(new int[parts], 0, (1 << size) - 1, partSize);
        for (int i = 0; i < partitions.size(); i++) {
            indexes.put(key(partitions.get(i), 0, parts), i);
        }
    }

    private void collect(int[] sets, int part, int left, int partSize) {
        if (part == sets.length) {
            partitions.add(sets.clone());
            return;
        }
        Subsets.forEach(left, partSize, subset -> {
            sets[part] = subset;
            collect(sets, part + 1, left & ~subset, partSize);
        });
    }

    int count() {
        return partitions.size();
    }

    /** The sets of partition {@code index}, in column order; not to be modified. */
    int[] get(int index) {
        return partitions.get(index);
    }

    /** The index of the partition held in {@code columns[from .. from + parts)}. */
    int indexOf(int[] columns, int from) {
        return indexes.get(key(columns, from, partitions.get(0).length));
    }

    private long key(int[] columns, int from, int parts) {
        long key = 0;
        for (int part = 0; part < parts; part++) {
            key |= (long) columns[from + part] << (part * size);
        }
        return key;
    }
}
