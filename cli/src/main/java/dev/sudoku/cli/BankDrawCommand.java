package dev.sudoku.cli;

import dev.sudoku.cli.text.ReportFormat;
import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** What {@code bank random} and {@code bank daily} share: the bank, a level and size, the output format. */
abstract class BankDrawCommand {
    @Spec
    CommandSpec spec;

    @Mixin
    BankOption bank;

    @Option(names = "--level", required = true, description = "The level: ${COMPLETION-CANDIDATES}.")
    Level level;

    @Option(names = "--size", paramLabel = "N", defaultValue = "9", description = "The side. Default: 9.")
    int size;

    @Option(names = "--format", defaultValue = "line", description = "line, grid, json or sdm. Default: line.")
    String format;

    ReportFormat writer() {
        return BankExportCommand.writer(format);
    }

    /**
     * The side asked for, refused as {@code export} refuses it when no grid has it: an empty draw would
     * suggest filling the bank with a size {@code fill} refuses too.
     */
    int side() {
        return BoxOption.side(size);
    }

    /** The message and exit code 1 when the bank holds nothing of the level, with the fill that adds some. */
    int empty() {
        spec.commandLine()
                .getErr()
                .println("sudoku: the bank has no " + level.displayName() + " puzzle of size " + size + "; add some"
                        + " with: sudoku bank fill --level " + level.name().toLowerCase(java.util.Locale.ROOT)
                        + shapeOption() + " --count 10");
        return ExitCodes.FAILURE;
    }

    /**
     * How {@code fill} is told the size: nothing for 9, {@code --size N}, or for a prime side, whose only
     * shape is rows of one cell, {@code --box 1xN} (fill makes such a Latin square only when asked by shape).
     */
    private String shapeOption() {
        if (size == 9) {
            return "";
        }
        return BoxShape.defaultFor(size).boxRows() == 1 ? " --box 1x" + size : " --size " + size;
    }
}
