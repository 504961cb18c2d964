package dev.sudoku.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * A progress bar with rate and ETA on stderr, drawn only when asked and when stderr is a terminal, so
 * redirected output and logs never get control characters. Does nothing otherwise.
 */
final class Progress implements AutoCloseable {
    private final ProgressBar bar;

    private Progress(ProgressBar bar) {
        this.bar = bar;
    }

    static Progress start(boolean wanted, long total) {
        if (!wanted || !stderrIsTerminal()) {
            return new Progress(null);
        }
        return new Progress(new ProgressBarBuilder()
                .setTaskName("generate")
                .setInitialMax(total)
                .setStyle(ProgressBarStyle.ASCII)
                .setConsumer(new ConsoleProgressBarConsumer(System.err, 100))
                .setUnit(" puzzles", 1)
                .showSpeed()
                .build());
    }

    void step() {
        if (bar != null) {
            bar.step();
        }
    }

    @Override
    public void close() {
        if (bar != null) {
            bar.close();
        }
    }

    /**
     * Java 17 cannot ask whether one stream is a terminal: on Linux, file descriptor 2 pointing to a tty
     * or pseudo-terminal device decides; elsewhere, a console (interactive stdin and stdout) stands in.
     */
    private static boolean stderrIsTerminal() {
        Path fd = Path.of("/proc/self/fd/2");
        if (Files.exists(fd)) {
            try {
                String target = Files.readSymbolicLink(fd).toString();
                return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
            } catch (IOException | UnsupportedOperationException e) {
                return false;
            }
        }
        return System.console() != null;
    }
}
