package dev.sudoku.bench.http;

import java.util.Locale;

/**
 * The Lua script wrk runs for one row: a POST row's method, {@code Content-Type} and bodies, sent in turn by
 * each connection; for every row, answers other than 2xx counted in each wrk thread and summed when the
 * run is done, with the first such answer kept. wrk's own count leaves out 1xx and 3xx (it counts status >
 * 399), so the script counts instead.
 *
 * <p>The script adds two lines to wrk's report, read by {@link WrkOutput}:
 *
 * <pre>
 *   Answers other than 2xx: 43
 *   First answer other than 2xx: 400 {"error":"..."}
 * </pre>
 *
 * <p>A GET row defines no {@code request} function, so wrk sends one prepared request over and over; a POST
 * row formats its requests once per thread, in {@code init}, so sending one costs a table look-up.
 */
final class WrkScript {
    /** How much of the first error's answer is kept, as {@link HttpLoad} keeps. */
    static final int ERROR_TEXT = 200;

    static final String ERRORS_LINE = "Answers other than 2xx:";
    static final String FIRST_ERROR_LINE = "First answer other than 2xx:";

    private WrkScript() {}

    /** The script for {@code row}. */
    static String of(LoadRow row) {
        StringBuilder lua = new StringBuilder();
        lua.append("-- sudoku bench --http, row ")
                .append(row.name())
                .append(": ")
                .append(row.request());
        lua.append("\n\n");
        if (!row.bodies().isEmpty()) {
            lua.append("wrk.method = \"POST\"\n");
            lua.append("wrk.headers[\"Content-Type\"] = \"application/json\"\n");
            lua.append("local bodies = {\n");
            for (String body : row.bodies()) {
                lua.append("  ").append(luaString(body)).append(",\n");
            }
            lua.append("}\n\n");
        }
        lua.append(
                """
                local threads = {}

                function setup(thread)
                  thread:set("id", #threads)
                  table.insert(threads, thread)
                end

                function init(args)
                  non2xx = 0
                  first_error = ""
                """);
        if (!row.bodies().isEmpty()) {
            lua.append(
                    """
                      prepared = {}
                      for k, body in ipairs(bodies) do
                        prepared[k] = wrk.format(nil, nil, nil, body)
                      end
                      -- Each thread starts at another body; then each body in turn.
                      turn = id % #prepared
                    end

                    function request()
                      turn = turn % #prepared + 1
                      return prepared[turn]
                    """);
        }
        lua.append(String.format(
                Locale.ROOT,
                """
                end

                function response(status, headers, body)
                  if status < 200 or status > 299 then
                    non2xx = non2xx + 1
                    if first_error == "" then
                      first_error = (status .. " " .. string.sub(body or "", 1, %d)):gsub("%%c", " ")
                    end
                  end
                end

                function done(summary, latency, requests)
                  local count, first = 0, ""
                  for _, thread in ipairs(threads) do
                    count = count + thread:get("non2xx")
                    if first == "" then
                      first = thread:get("first_error")
                    end
                  end
                  io.write("  %s " .. count .. "\\n")
                  io.write("  %s " .. first .. "\\n")
                end
                """,
                ERROR_TEXT,
                ERRORS_LINE,
                FIRST_ERROR_LINE));
        return lua.toString();
    }

    /**
     * A Lua string literal of {@code text}: quotes, backslashes and control characters escaped, the latter
     * as three-digit decimal escapes so a digit after one is not read as part of it. Other characters are
     * written as they are; the script is written in UTF-8 and Lua strings are bytes, so wrk sends the body's
     * UTF-8 bytes.
     */
    static String luaString(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        out.append(String.format(Locale.ROOT, "\\%03d", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.append('"').toString();
    }
}
