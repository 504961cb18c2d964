package dev.sudoku.spark;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The partial directories ({@code .OUT.PID.partial}) that runs into the same Parquet output left when they
 * were stopped (Ctrl-C, a kill) before Spark's clean-up ended: Spark's {@code _temporary} tree of task
 * files, never a whole output, and never renamed into place. The next run into OUT deletes those of runs
 * whose process has ended, on a local file system, where the process id names a process of this machine.
 * A partial directory of a run still going (another process writing OUT) is left alone. On a shared file
 * system (HDFS, S3) the id may name a driver on another machine, so such a directory is only named.
 */
final class StoppedRunLeftovers {
    private StoppedRunLeftovers() {}

    /**
     * Deletes or names the partial directories of stopped runs beside {@code target}.
     *
     * @param say takes one message per directory found, for standard error
     * @return the directories deleted
     */
    static List<Path> clear(FileSystem fs, Path target, Consumer<String> say) throws IOException {
        Path parent = target.getParent() == null ? new Path(".") : target.getParent();
        List<Path> deleted = new ArrayList<>();
        if (!fs.exists(parent)) {
            return deleted;
        }
        Pattern partial = Pattern.compile("\\." + Pattern.quote(target.getName()) + "\\.(\\d{1,18})\\.partial");
        boolean local = "file".equals(fs.getScheme());
        for (FileStatus status : fs.listStatus(parent)) {
            Matcher name = partial.matcher(status.getPath().getName());
            if (!status.isDirectory() || !name.matches()) {
                continue;
            }
            long pid = Long.parseLong(name.group(1));
            if (!local) {
                say.accept(status.getPath().getName() + " beside " + target.getName() + " is the partial output of"
                        + " a run that was stopped or is still going: delete it once no run writes "
                        + target.getName());
            } else if (pid != ProcessHandle.current().pid()
                    && ProcessHandle.of(pid).isEmpty()) {
                fs.delete(status.getPath(), true);
                deleted.add(status.getPath());
                say.accept("deleted " + status.getPath().getName() + ", the partial output a stopped run into "
                        + target.getName() + " left");
            }
        }
        return deleted;
    }
}
