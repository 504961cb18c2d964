package dev.sudoku.bench;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;

/**
 * The CPU time this process's finished child processes have used, as Linux counts it in {@code
 * /proc/self/stat} (user and system time of the children waited for), so that a tool run as a process can
 * be timed by its CPU like the in-process rows, which a loaded machine does not inflate as it does the wall
 * clock. Empty where the system does not say.
 */
final class ChildCpuClock {
    private static final Path STAT = Path.of("/proc/self/stat");

    /** The kernel reports these times in ticks of 1/100 s (its USER_HZ) on every mainstream architecture. */
    private static final long NANOS_PER_TICK = 10_000_000;

    /** Fields of the stat line after the command name's closing parenthesis: the state is field 3. */
    private static final int FIRST_FIELD = 3;

    private static final int CHILDREN_USER_TIME = 16;
    private static final int CHILDREN_SYSTEM_TIME = 17;

    private ChildCpuClock() {}

    /** Nanoseconds of CPU the children waited for so far have used, or empty where it cannot be read. */
    static OptionalLong childrenNanos() {
        try {
            String stat = Files.readString(STAT);
            // The command name, in parentheses, may itself hold spaces and parentheses.
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long ticks = Long.parseLong(fields[CHILDREN_USER_TIME - FIRST_FIELD])
                    + Long.parseLong(fields[CHILDREN_SYSTEM_TIME - FIRST_FIELD]);
            return OptionalLong.of(ticks * NANOS_PER_TICK);
        } catch (IOException | RuntimeException e) {
            return OptionalLong.empty();
        }
    }
}
