package dev.sudoku.bench.http;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What one wrk run reported, read from its text (wrk 4.1's format, {@code --latency} given), with the two
 * lines {@link WrkScript} adds:
 *
 * <pre>
 *   2 threads and 64 connections
 *   ...
 *   Latency Distribution
 *      50%    4.98ms
 *      ...
 *      99%   49.81ms
 *   84 requests in 1.04s, 40.15KB read
 *   Socket errors: connect 0, read 0, write 0, timeout 2
 *   Non-2xx or 3xx responses: 43
 * Requests/sec:     80.69
 * Transfer/sec:     38.57KB
 *   Answers other than 2xx: 43
 *   First answer other than 2xx: 400 {"error":"..."}
 * </pre>
 *
 * The socket-error and non-2xx lines appear only when a count is not zero.
 *
 * @param answered responses read, whatever their status
 * @param seconds the run's length: answered divided by wrk's requests/s, which wrk computes from its exact
 *     run time (the "in 1.04s" it prints is rounded, to a hundredth of a minute past 60 s); the printed
 *     length when nothing was answered
 * @param p50Micros wrk's median latency, to its printed precision (three significant figures or more)
 * @param p99Micros wrk's 99th percentile latency
 * @param socketErrors connect, read and write errors and timeouts: requests that got no answer
 * @param non2xx answers other than 2xx: the script's count when it printed one, else wrk's (status > 399)
 * @param firstError the first answer other than 2xx, status and the start of its body; empty when none
 */
record WrkOutput(
        long answered,
        double seconds,
        long p50Micros,
        long p99Micros,
        long socketErrors,
        long non2xx,
        String firstError) {
    private static final String TIME = "([0-9.]+)(us|ms|s|m|h)";
    private static final Pattern ANSWERED = Pattern.compile("^\\s*(\\d+) requests in " + TIME + ",", Pattern.MULTILINE);
    private static final Pattern RATE = Pattern.compile("^Requests/sec:\\s*([0-9.]+)\\s*$", Pattern.MULTILINE);
    private static final Pattern P50 = Pattern.compile("^\\s*50(?:\\.000)?%\\s+" + TIME + "\\s*$", Pattern.MULTILINE);
    private static final Pattern P99 = Pattern.compile("^\\s*99(?:\\.000)?%\\s+" + TIME + "\\s*$", Pattern.MULTILINE);
    private static final Pattern SOCKET = Pattern.compile(
            "^\\s*Socket errors: connect (\\d+), read (\\d+), write (\\d+), timeout (\\d+)\\s*$", Pattern.MULTILINE);
    private static final Pattern WRK_NON_2XX =
            Pattern.compile("^\\s*Non-2xx or 3xx responses: (\\d+)\\s*$", Pattern.MULTILINE);
    private static final Pattern SCRIPT_NON_2XX =
            Pattern.compile("^\\s*" + Pattern.quote(WrkScript.ERRORS_LINE) + " (\\d+)\\s*$", Pattern.MULTILINE);
    private static final Pattern FIRST_ERROR =
            Pattern.compile("^\\s*" + Pattern.quote(WrkScript.FIRST_ERROR_LINE) + " ?(.*)$", Pattern.MULTILINE);

    /** Reads wrk's report; an exception naming the line that is missing when it is not one. */
    static WrkOutput parse(String text) {
        Matcher answered = find(ANSWERED, text, "'N requests in T'");
        long count = Long.parseLong(answered.group(1));
        double rate = Double.parseDouble(find(RATE, text, "'Requests/sec:'").group(1));
        double seconds = count > 0 && rate > 0 ? count / rate : micros(answered.group(2), answered.group(3)) / 1e6;
        // wrk prints no distribution when nothing was answered.
        long p50 = count == 0 ? 0 : micros(find(P50, text, "the latency distribution's 50%"));
        long p99 = count == 0 ? 0 : micros(find(P99, text, "the latency distribution's 99%"));
        long socket = 0;
        Matcher errors = SOCKET.matcher(text);
        if (errors.find()) {
            for (int group = 1; group <= 4; group++) {
                socket += Long.parseLong(errors.group(group));
            }
        }
        Matcher script = SCRIPT_NON_2XX.matcher(text);
        Matcher wrk = WRK_NON_2XX.matcher(text);
        long non2xx = script.find() ? Long.parseLong(script.group(1)) : wrk.find() ? Long.parseLong(wrk.group(1)) : 0;
        Matcher first = FIRST_ERROR.matcher(text);
        return new WrkOutput(
                count,
                seconds,
                p50,
                p99,
                socket,
                non2xx,
                first.find() ? first.group(1).strip() : "");
    }

    private static Matcher find(Pattern pattern, String text, String what) {
        Matcher matcher = pattern.matcher(text);
        if (!matcher.find()) {
            throw new IllegalArgumentException("no " + what + " line in wrk's output:\n" + text);
        }
        return matcher;
    }

    private static long micros(Matcher time) {
        return Math.round(micros(time.group(1), time.group(2)));
    }

    /** A time as wrk prints it ({@code 850.00us}, {@code 4.98ms}, {@code 1.04s}, {@code 1.50m}) in µs. */
    private static double micros(String figure, String unit) {
        double scale =
                switch (unit) {
                    case "us" -> 1;
                    case "ms" -> 1e3;
                    case "s" -> 1e6;
                    case "m" -> 60e6;
                    case "h" -> 3600e6;
                    default -> throw new IllegalArgumentException("unknown unit " + unit);
                };
        return Double.parseDouble(figure) * scale;
    }

    /** The row's result: requests are the answers and the socket errors, errors both kinds of failure. */
    LoadResult result(LoadRow row) {
        String first = firstError.isEmpty() && socketErrors > 0 ? socketErrors + " socket errors" : firstError;
        return new LoadResult(
                row.name(),
                row.request(),
                answered + socketErrors,
                seconds,
                p50Micros,
                p99Micros,
                non2xx + socketErrors,
                first);
    }
}
