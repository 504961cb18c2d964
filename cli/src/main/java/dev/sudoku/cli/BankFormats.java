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
            default -> throw Choices.refused("--format", List.of("line", "json"), format);
        };
    }

    /** A format of the commands that print stored puzzles: line, grid, json or sdm. */
    static String puzzleFormat(String format) {
        List<String> formats = List.of("line", "grid", "json", "sdm");
        if (!formats.contains(format)) {
            throw Choices.refused("--format", formats, format);
        }
        return format;
    }
}
