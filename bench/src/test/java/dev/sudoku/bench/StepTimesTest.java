package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class StepTimesTest {
    @Test
    void the_slowest_step_is_the_largest_median_over_the_runs_not_one_runs_pause() {
        StepTimes times = new StepTimes(2, 3);
        // Puzzle 0's second step had one long pause (0.9 s) in one run; puzzle 1's third step is slow every run.
        times.record(0, 0, new double[] {0.01, 0.05, 0.02});
        times.record(0, 1, new double[] {0.01, 0.90, 0.02});
        times.record(0, 2, new double[] {0.01, 0.06, 0.02});
        times.record(1, 0, new double[] {0.02, 0.01, 0.30});
        times.record(1, 1, new double[] {0.02, 0.01, 0.25});
        times.record(1, 2, new double[] {0.02, 0.01, 0.35});

        StepTimes.Slowest slowest = times.slowest(0.2);

        assertThat(slowest.puzzle()).isEqualTo(1);
        assertThat(slowest.number()).isEqualTo(3);
        assertThat(slowest.seconds()).isEqualTo(0.30);
        assertThat(slowest.slowSteps())
                .as("steps whose median is 200 ms or more")
                .isEqualTo(1);
    }

    @Test
    void no_steps_give_no_slowest_step() {
        StepTimes times = new StepTimes(1, 2);
        times.record(0, 0, new double[0]);
        times.record(0, 1, new double[0]);

        assertThat(times.slowest(0.2)).isEqualTo(new StepTimes.Slowest(0, 0, 0, 0));
    }
}
