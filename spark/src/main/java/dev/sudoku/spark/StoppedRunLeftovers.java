package dev.sudoku.spark;

import dev.sudoku.api.batch.Leftover;
import dev.sudoku.api.batch.Leftover.Action;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * What runs into the same Parquet output left beside it when they were stopped (Ctrl-C, a kill), set right
 * by the next run into that output before it writes anything:
 *
 * <ul>
 *   <li>an earlier output moved aside ({@code .OUT.PID.earlier}) by a run stopped between its two renames
 *       ({@link ParquetOutput}): when OUT is missing it is the only copy, and is put back as OUT; when OUT
 *       exists, the stopped run's whole output made it into place, and the earlier one is deleted;
 *   <li>partial directories ({@code .OUT.PID.partial}): Spark's {@code _temporary} tree of task files, never
 *       a whole output, deleted.
 * </ul>
 *
 * Only what a process that has ended left, on a local file system, where the process id names a process
 * of this machine: another run still writing OUT keeps its own. On a shared file system (HDFS, S3) the id
 * may name a driver on another machine, so what is found there is only named. Nothing is printed: the
 * caller is told what was done.
 */
final class StoppedRunLeftovers {
    private StoppedRunLeftovers() {}

    /**
     * Sets right what stopped runs left beside {@code target}, the earlier output first.
     *
     * @return what was found and done, in the order done
     */
    static List<Leftover> clear(FileSystem fs, Path target) throws IOException {
        Path parent = target.getParent() == null ? new Path(".") : target.getParent();
        List<Leftover> done = new ArrayList<>();
        if (!fs.exists(parent)) {
            return done;
        }
        boolean local = "file".equals(fs.getScheme());
        List<FileStatus> earlier = leftBy(fs, parent, target, "earlier", local);
        List<FileStatus> partial = leftBy(fs, parent, target, "partial", local);
        // The newest first: were there several (a restore that itself was stopped), it is the last whole output.
        earlier.sort(Comparator.comparingLong(FileStatus::getModificationTime).reversed());
        for (FileStatus status : earlier) {
            String name = status.getPath().getName();
            if (!local) {
                done.add(new Leftover(Action.NAMED_EARLIER, name, target.getName()));
            } else if (!fs.exists(target)) {
                if (!fs.rename(status.getPath(), target)) {
                    throw new IOException("cannot put " + status.getPath() + " back as " + target
                            + ": it is the earlier output a stopped run moved aside");
                }
                done.add(new Leftover(Action.RESTORED_EARLIER, name, target.getName()));
            } else {
                fs.delete(status.getPath(), true);
                done.add(new Leftover(Action.DELETED_EARLIER, name, target.getName()));
            }
        }
        for (FileStatus status : partial) {
            String name = status.getPath().getName();
            if (local) {
                fs.delete(status.getPath(), true);
            }
            done.add(new Leftover(local ? Action.DELETED_PARTIAL : Action.NAMED_PARTIAL, name, target.getName()));
        }
        return done;
    }

    /**
     * The directories {@code .OUT.PID.kind} beside {@code target} that are not this process's and, on a
     * local file system, whose process has ended.
     */
    private static List<FileStatus> leftBy(FileSystem fs, Path parent, Path target, String kind, boolean local)
            throws IOException {
        Pattern pattern = Pattern.compile("\\." + Pattern.quote(target.getName()) + "\\.(\\d{1,18})\\." + kind);
        List<FileStatus> found = new ArrayList<>();
        for (FileStatus status : fs.listStatus(parent)) {
            Matcher name = pattern.matcher(status.getPath().getName());
            if (!status.isDirectory() || !name.matches()) {
                continue;
            }
            long pid = Long.parseLong(name.group(1));
            boolean ended = pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).isEmpty();
            if (!local || ended) {
                found.add(status);
            }
        }
        return found;
    }
}
