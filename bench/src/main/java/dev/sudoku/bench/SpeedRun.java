package dev.sudoku.bench;

import java.util.List;
import java.util.OptionalDouble;

/**
 * What {@link SpeedBench} measured: its rows, and how fast QQWing ran on this machine when it could be run,
 * which tells how far this machine's speed is from that of the machine the fixed references were taken on.
 *
 * @param rows the table's rows, in order
 * @param qqwingMillisHere QQWing's milliseconds a minimal puzzle in this run; empty when it could not run
 */
public record SpeedRun(List<SpeedRow> rows, OptionalDouble qqwingMillisHere) {
    public SpeedRun {
        rows = List.copyOf(rows);
    }

    /**
     * How many times the reference machine's speed this one ran QQWing at (above 1: faster here), when
     * QQWing ran; the fixed tdoku and serate figures would be about that much faster (or slower) here.
     */
    public OptionalDouble machineSpeed() {
        return qqwingMillisHere.isPresent()
                ? OptionalDouble.of(SpeedReference.QQWING_MINIMAL_MILLIS / qqwingMillisHere.getAsDouble())
                : OptionalDouble.empty();
    }
}
