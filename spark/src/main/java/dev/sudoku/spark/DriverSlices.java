package dev.sudoku.spark;

import dev.sudoku.api.batch.InputLayout;
import dev.sudoku.api.batch.InputText;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.stream.StreamSupport;
import org.apache.hadoop.fs.FSDataInputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;

/**
 * A small text file read whole by the driver and cut into slices at line ends, each slice a partition that
 * travels with its task: no split listing, no file opened by each task, no Hadoop configuration broadcast
 * with each job. Each slice's lines are read as the local engine reads a file (a {@link BufferedReader}
 * over UTF-8, {@link InputText}), so both engines see the same lines, a byte order mark and a lone carriage return included.
 */
final class DriverSlices {
    private DriverSlices() {}

    /**
     * The one file {@code input} names, read whole and cut after a line end once a slice holds {@code
     * sliceBytes} bytes; empty when {@code input} is not one plain file (a directory, a glob).
     */
    static Optional<SparkInput> read(SparkSession spark, String input, long sliceBytes) {
        byte[] bytes;
        try {
            Path path = new Path(input);
            FileSystem files = path.getFileSystem(spark.sparkContext().hadoopConfiguration());
            FileStatus status = files.getFileStatus(path);
            if (!status.isFile() || status.getLen() > Integer.MAX_VALUE - 8) {
                return Optional.empty();
            }
            bytes = new byte[(int) status.getLen()];
            try (FSDataInputStream in = files.open(path)) {
                in.readFully(0, bytes);
            }
        } catch (IOException | IllegalArgumentException e) {
            // A glob, or a file that cannot be read here: the executors' reading reports it.
            return Optional.empty();
        }
        List<byte[]> slices = slices(bytes, sliceBytes);
        JavaRDD<String> lines = JavaSparkContext.fromSparkContext(spark.sparkContext())
                .parallelize(slices, Math.max(1, slices.size()))
                .mapPartitions(DriverSlices::lines, true);
        String first = reader(bytes).lines().findFirst().orElse(null);
        return Optional.of(new SparkInput(lines, InputLayout.of(input, first)));
    }

    /** {@code bytes} cut after the first line end at or past every {@code sliceBytes} bytes. */
    static List<byte[]> slices(byte[] bytes, long sliceBytes) {
        List<byte[]> slices = new ArrayList<>();
        int start = 0;
        while (start < bytes.length) {
            int end = (int) Math.min(bytes.length, start + sliceBytes);
            while (end < bytes.length && bytes[end - 1] != '\n') {
                end++;
            }
            byte[] slice = new byte[end - start];
            System.arraycopy(bytes, start, slice, 0, slice.length);
            slices.add(slice);
            start = end;
        }
        return slices;
    }

    /**
     * The lines of a partition's slices (one, as the slices are parallelized), read as the local engine reads
     * a file; a slice's lines are at most some 12,000 (960 KB), which the stream holds while they are keyed.
     */
    static Iterator<String> lines(Iterator<byte[]> slices) {
        Iterable<byte[]> each = () -> slices;
        return StreamSupport.stream(each.spliterator(), false)
                .flatMap(slice -> reader(slice).lines())
                .iterator();
    }

    private static BufferedReader reader(byte[] text) {
        return InputText.reader(new ByteArrayInputStream(text));
    }
}
