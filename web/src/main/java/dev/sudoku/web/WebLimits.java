package dev.sudoku.web;

import java.time.Duration;
import java.util.Objects;

/**
 * What one request may ask of the server. Over a limit, the answer says which: 413 for the body, 422 for
 * the grid size or a count, 503 when every worker is busy; a budget that runs out inside the work gives the
 * command's own TIMEOUT report with what was reached, as on the command line.
 *
 * @param maxBodyBytes the largest request body read
 * @param maxSize the largest grid side served (the core solves up to 64; 25 keeps answers quick)
 * @param workers requests computed at once; one more waits up to {@code queueWait}, then gets 503
 * @param queueWait how long a request waits for a worker
 * @param solveTime the exact solver's and the classic modes' budget
 * @param logicTime the budget of explain, hint and rate
 * @param generateTime the budget of one generated puzzle
 * @param maxCount the most puzzles one generate request makes
 * @param maxPrinted the most puzzles one booklet holds, and one bank import reads
 * @param maxImageBytes the largest photo {@code /api/import} reads (its body is the image itself); the
 *     photo reader bounds the rest of the work: pixels are decoded subsampled, repair stops after a fixed
 *     number of solver calls
 */
public record WebLimits(
        long maxBodyBytes,
        int maxSize,
        int workers,
        Duration queueWait,
        Duration solveTime,
        Duration logicTime,
        Duration generateTime,
        int maxCount,
        int maxPrinted,
        long maxImageBytes) {
    /** The defaults of {@code sudoku serve}: a worker per core. */
    public static WebLimits defaults() {
        return new WebLimits(
                64 * 1024,
                25,
                Runtime.getRuntime().availableProcessors(),
                Duration.ofSeconds(2),
                Duration.ofSeconds(5),
                Duration.ofSeconds(20),
                Duration.ofSeconds(20),
                10,
                100,
                8L << 20);
    }

    public WebLimits {
        Objects.requireNonNull(queueWait, "queueWait");
        Objects.requireNonNull(solveTime, "solveTime");
        Objects.requireNonNull(logicTime, "logicTime");
        Objects.requireNonNull(generateTime, "generateTime");
        if (maxBodyBytes < 1024
                || maxSize < 4
                || workers < 1
                || maxCount < 1
                || maxPrinted < 1
                || maxImageBytes < 1024) {
            throw new IllegalArgumentException("limits too small: " + this);
        }
    }

    public WebLimits withWorkers(int value) {
        return copy(value, queueWait, logicTime, generateTime);
    }

    public WebLimits withLogicTime(Duration value) {
        return copy(workers, queueWait, value, generateTime);
    }

    public WebLimits withGenerateTime(Duration value) {
        return copy(workers, queueWait, logicTime, value);
    }

    public WebLimits withQueueWait(Duration value) {
        return copy(workers, value, logicTime, generateTime);
    }

    private WebLimits copy(int workers, Duration queueWait, Duration logicTime, Duration generateTime) {
        return new WebLimits(
                maxBodyBytes,
                maxSize,
                workers,
                queueWait,
                solveTime,
                logicTime,
                generateTime,
                maxCount,
                maxPrinted,
                maxImageBytes);
    }
}
