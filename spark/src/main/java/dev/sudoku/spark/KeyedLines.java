package dev.sudoku.spark;

import dev.sudoku.api.batch.Dedupe;
import dev.sudoku.api.batch.InputLayout;
import java.util.ArrayDeque;
import java.util.Iterator;
import java.util.NoSuchElementException;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import scala.Tuple2;

/**
 * A partition's numbered lines keyed for {@link SparkDedupe}, lazily, as rows of {@link #SCHEMA}: each entry
 * with its canonical key and the partition it was read in. An error has no canonical key and is a class of
 * its own: its {@code alone} column is its order, a puzzle's is -1, so (canonical, alone) names a class.
 * The check runs once the partition's last line is keyed.
 */
final class KeyedLines implements Iterator<Row> {
    /** The keyed entries' columns; {@code home} is the input partition, {@code order} {@link Dedupe#order}'s. */
    static final StructType SCHEMA = new StructType()
            .add("order", DataTypes.LongType, false)
            .add("line", DataTypes.LongType, false)
            .add("home", DataTypes.IntegerType, false)
            .add("alone", DataTypes.LongType, false)
            .add("puzzle", DataTypes.StringType, true)
            .add("canonical", DataTypes.StringType, true)
            .add("error", DataTypes.StringType, true);

    private final InputLayout layout;
    private final int home;
    private final Iterator<Tuple2<Long, String>> lines;
    private final SparkBatch.PartitionCheck check;
    private final ArrayDeque<Row> ready = new ArrayDeque<>(2);
    private boolean checked;

    KeyedLines(InputLayout layout, int home, Iterator<Tuple2<Long, String>> lines, SparkBatch.PartitionCheck check) {
        this.layout = layout;
        this.home = home;
        this.lines = lines;
        this.check = check;
    }

    @Override
    public boolean hasNext() {
        while (ready.isEmpty() && lines.hasNext()) {
            Tuple2<Long, String> line = lines.next();
            for (Dedupe.Keyed keyed : Dedupe.key(layout, line._1(), line._2())) {
                long order = Dedupe.order(keyed);
                long alone = keyed.canonical() == null ? order : -1L;
                ready.add(RowFactory.create(
                        order, keyed.line(), home, alone, keyed.puzzle(), keyed.canonical(), keyed.error()));
            }
        }
        if (ready.isEmpty() && !checked) {
            checked = true;
            check.partitionDone();
        }
        return !ready.isEmpty();
    }

    @Override
    public Row next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        return ready.poll();
    }
}
