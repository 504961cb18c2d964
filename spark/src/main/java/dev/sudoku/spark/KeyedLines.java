package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import scala.Tuple2;

/**
 * A partition's numbered lines keyed for {@link SparkDedupe}, lazily: each entry with its class, the
 * canonical key (or, for an error, {@code #} and its place, which no canonical key can equal, so an error
 * is a class of its own). The check runs once the partition's last line is keyed.
 */
final class KeyedLines implements Iterator<Tuple2<ClassKey, ClassFirst>> {
    private final InputLayout layout;
    private final Iterator<Tuple2<Long, String>> lines;
    private final SparkBatch.PartitionCheck check;
    private final ArrayDeque<Tuple2<ClassKey, ClassFirst>> ready = new ArrayDeque<>(2);
    private boolean checked;

    KeyedLines(InputLayout layout, Iterator<Tuple2<Long, String>> lines, SparkBatch.PartitionCheck check) {
        this.layout = layout;
        this.lines = lines;
        this.check = check;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && lines.hasNext()) {
            Tuple2<Long, String> line = lines.next();
            for (Dedupe.Keyed keyed : Dedupe.key(layout, line._1(), line._2())) {
                ClassFirst first = new ClassFirst(keyed);
                String key = keyed.canonical() != null ? keyed.canonical() : "#" + first.order;
                ready.add(new Tuple2<>(new ClassKey(key), first));
            }
        }
        if (ready.isEmpty() && !checked) {
            checked = true;
            check.partitionDone();
        }
        return !ready.isEmpty();
    }

    @Override
    public Tuple2<ClassKey, ClassFirst> next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }
}
