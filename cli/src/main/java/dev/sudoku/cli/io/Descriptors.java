package dev.sudoku.cli.io;

import dev.sudoku.api.Origin;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What the process's standard streams are connected to. Java 17 cannot ask this of one stream, so on Linux
 * the links in {@code /proc/self/fd} are read; elsewhere the answers fall back to what Java can tell.
 *
 * <p>A stream closed when the process started ({@code <&-}) is the subtle case: the JVM's first opened
 * file (its own jar) takes descriptor 0, and reading standard input would read the jar. So a descriptor
 * that is missing, or that points at one of the JVM's own files, counts as closed. The launcher script
 * also tells, through {@code SUDOKU_STDIN_CLOSED}, when it found standard input closed.
 */
public final class Descriptors {
    /** Set to 1 by the launcher when standard input was closed. */
    public static final String STDIN_CLOSED_VARIABLE = "SUDOKU_STDIN_CLOSED";

    /** Why standard input cannot be read when the caller closed it. */
    public static final String STANDARD_INPUT_CLOSED = Origin.STANDARD_INPUT + " is closed";

    private Descriptors() {}

    /** Why standard input cannot be read, or empty when it can. */
    public static Optional<String> standardInputProblem() {
        if ("1".equals(System.getenv(STDIN_CLOSED_VARIABLE))) {
            return Optional.of(STANDARD_INPUT_CLOSED);
        }
        return closed(0) ? Optional.of(STANDARD_INPUT_CLOSED) : Optional.empty();
    }

    /** True when standard output was closed when the process started. */
    public static boolean standardOutputClosed() {
        return closed(1);
    }

    /** Whether standard input is a terminal (a person typing), so a prompt can say how to end input. */
    public static boolean standardInputIsTerminal() {
        return isTerminal(0);
    }

    public static boolean standardErrorIsTerminal() {
        return isTerminal(2);
    }

    public static boolean standardOutputIsTerminal() {
        return isTerminal(1);
    }

    private static boolean isTerminal(int fd) {
        Optional<String> target = target(fd);
        if (target.isEmpty()) {
            return fd == 2 && !procAvailable() && System.console() != null;
        }
        return target.get().startsWith("/dev/pts/") || target.get().startsWith("/dev/tty");
    }

    private static boolean closed(int fd) {
        if (!procAvailable()) {
            return false;
        }
        Path link = Path.of("/proc/self/fd/" + fd);
        if (!Files.exists(link, LinkOption.NOFOLLOW_LINKS)) {
            return true;
        }
        return target(fd).map(Descriptors::isOwnFile).orElse(false);
    }

    /** A file the JVM opened for itself: a class path entry or anything under the Java home. */
    private static boolean isOwnFile(String target) {
        String javaHome = System.getProperty("java.home", "");
        if (!javaHome.isEmpty() && target.startsWith(javaHome)) {
            return true;
        }
        for (String entry : System.getProperty("java.class.path", "").split(File.pathSeparator)) {
            if (!entry.isEmpty() && entry.endsWith(".jar") && sameFile(target, entry)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sameFile(String a, String b) {
        try {
            return Files.isSameFile(Path.of(a), Path.of(b));
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static Optional<String> target(int fd) {
        if (!procAvailable()) {
            return Optional.empty();
        }
        try {
            return Optional.of(
                    Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString());
        } catch (IOException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }

    private static boolean procAvailable() {
        return Files.isDirectory(Path.of("/proc/self/fd"));
    }
}
