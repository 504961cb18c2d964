package dev.sudoku.bench.http;

import java.time.Duration;
import java.util.Objects;

/**
 * How hard and how long each row of an HTTP load runs. A row ends at whichever bound comes first, the
 * duration or the request cap, so a run is bounded in time and in requests whatever the server does.
 *
 * @param connections clients sending at once, each waiting for its answer before sending again
 * @param duration how long a row's timed requests are sent
 * @param maxRequests the most timed requests of a row
 * @param warmup how long each row runs untimed before any row is timed, so that every row's path through
 *     the server and the client is compiled before the clock starts
 * @param rounds how many slices each row's duration is cut into, the rows taking turns slice by slice: a
 *     machine whose load drifts during the run (other work starting, the JIT compiling late) then weighs on
 *     every row alike instead of on whichever row was running
 */
public record LoadSettings(int connections, Duration duration, long maxRequests, Duration warmup, int rounds) {
    /** The most connections: beyond this the client's own threads, not the server, are what is measured. */
    public static final int MAX_CONNECTIONS = 1024;

    public LoadSettings {
        Objects.requireNonNull(duration, "duration");
        Objects.requireNonNull(warmup, "warmup");
        if (connections < 1 || connections > MAX_CONNECTIONS) {
            throw new IllegalArgumentException(
                    "connections must be from 1 to " + MAX_CONNECTIONS + ", not " + connections);
        }
        if (duration.isNegative() || duration.isZero()) {
            throw new IllegalArgumentException("duration must be positive, not " + duration);
        }
        if (maxRequests < 1) {
            throw new IllegalArgumentException("maxRequests must be positive, not " + maxRequests);
        }
        if (warmup.isNegative()) {
            throw new IllegalArgumentException("warmup must not be negative, not " + warmup);
        }
        if (rounds < 1) {
            throw new IllegalArgumentException("rounds must be positive, not " + rounds);
        }
    }

    /**
     * Settings whose warm-up is a tenth of the duration, at most 3 s: long enough for the JIT to compile a
     * request's path at a few thousand requests a second, short enough not to double a run. A duration of
     * 5 s or more is run in 5 rounds (slices of a second or more, so starting a slice's clients costs
     * nothing measurable); a shorter one in a single round.
     */
    public static LoadSettings of(int connections, Duration duration, long maxRequests) {
        Duration tenth = duration.dividedBy(10);
        Duration cap = Duration.ofSeconds(3);
        int rounds = duration.compareTo(Duration.ofSeconds(5)) >= 0 ? 5 : 1;
        return new LoadSettings(connections, duration, maxRequests, tenth.compareTo(cap) < 0 ? tenth : cap, rounds);
    }
}
