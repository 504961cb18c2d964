package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Hint;
import dev.sudoku.logic.Hinter;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku hint}: the next logical step of each puzzle or position, at three levels of help. */
@Command(
        name = "hint",
        mixinStandardHelpOptions = true,
        description = {
            "Gives the next logical step: level 1 names the technique and where to look, level 2 adds the",
            "digits and cells, level 3 gives the whole step.",
            "Exit code 0 when every input gets a hint, 1 otherwise, 2 on a usage error."
        })
final class HintCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Option(
            names = "--level",
            defaultValue = "1",
            description = "How much to tell: 1, 2 or 3. Default: ${DEFAULT-VALUE}.")
    int level;

    @Option(
            names = "--format",
            defaultValue = "line",
            description = "Output: line or grid (text), or json (JSON Lines). Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--profile", defaultValue = "players", description = Profiles.DESCRIPTION)
    String profile;

    @Option(
            names = "--position",
            paramLabel = "LINE|FILE",
            description = "Hint from a position with your own candidates instead of a puzzle: a candidate line"
                    + " (729 characters for 9x9) or a file holding one, or a pencil-mark grid; '-' reads"
                    + " standard input.")
    String position;

    @Option(
            names = "--givens",
            paramLabel = "PUZZLE",
            description = "With --position: the puzzle's givens, which the position must keep.")
    String givens;

    @Override
    public Integer call() {
        if (level < 1 || level > 3) {
            throw new UsageException("--level must be 1, 2 or 3, not " + level);
        }
        Catalogue catalogue = Profiles.named(profile);
        PrintWriter out = spec.commandLine().getOut();
        HintWriter writer = new HintWriter(out, format, level);
        Hinter hinter = new Hinter(catalogue);
        if (position != null) {
            HintOutcome outcome = new PositionHint(hinter, input.readOptions()).hint(position, givens);
            writer.write(outcome);
            out.flush();
            return outcome.hint().map(h -> h.step().isPresent()).orElse(false) ? ExitCodes.OK : ExitCodes.FAILURE;
        }
        if (givens != null) {
            throw new UsageException("--givens goes with --position");
        }
        AtomicBoolean allHinted = new AtomicBoolean(true);
        try (PuzzleInputs inputs = new PuzzleInputs(input.sources(), input.readOptions(), System.in)) {
            inputs.forEachRemaining(in -> {
                HintOutcome outcome = hintOne(hinter, in);
                if (outcome.hint().map(h -> h.step().isEmpty()).orElse(true)) {
                    allHinted.set(false);
                }
                writer.write(outcome);
            });
        } finally {
            out.flush();
        }
        return allHinted.get() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private static HintOutcome hintOne(Hinter hinter, PuzzleInput input) {
        Entry entry = input.entry();
        if (entry instanceof Entry.Malformed bad) {
            return HintOutcome.invalid(input.source(), bad.line(), bad.message());
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        Hint hint = hinter.hint(puzzle, CandidateGrid.fromPuzzle(puzzle));
        return new HintOutcome(input.source(), entry.line(), java.util.Optional.of(hint), "");
    }
}
