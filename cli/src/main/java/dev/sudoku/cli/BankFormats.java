package dev.sudoku.cli;

import java.util.List;

/** The {@code --format} values of the bank commands. */
final class BankFormats {
    private BankFormats() {}

    /** True for json, false for line; anything else is a usage error. */
    static boolean lineOrJson(String format) {
        return switch (format) {
            case "json" -> true;
            case "line" -> false;
            default -> throw new UsageException("--format must be line or json, not '" + format + "'");
        };
    }

    /** A format of the commands that print stored puzzles: line, grid, json or sdm. */
    static String puzzleFormat(String format) {
        if (!List.of("line", "grid", "json", "sdm").contains(format)) {
            throw new UsageException("--format must be line, grid, json or sdm, not '" + format + "'");
        }
        return format;
    }
}
