package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.Entry;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Explanation;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Function;
import java.util.function.Supplier;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code sudoku explain}: the whole logical solve path of every puzzle, one step a line. */
@Command(
        name = "explain",
        mixinStandardHelpOptions = true,
        description = {
            "Solves puzzles the way a person does and explains every step.",
            "Exit code 0 when logic solves every puzzle, 1 otherwise, 2 on a usage error."
        })
final class ExplainCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    InputOptions input;

    @Option(
            names = "--format",
            defaultValue = "grid",
            description = "Output: grid (boxed grids), line (grids as one line) or json (JSON Lines)."
                    + " Default: ${DEFAULT-VALUE}.")
    OutputFormat format;

    @Option(names = "--profile", defaultValue = "players", description = Profiles.DESCRIPTION)
    String profile;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads. Default: all cores.")
    Integer threads;

    @Override
    public Integer call() {
        Catalogue catalogue = Profiles.named(profile);
        PrintWriter out = spec.commandLine().getOut();
        ExplainWriter writer = new ExplainWriter(out, format, input.symbols);
        AtomicBoolean allSolved = new AtomicBoolean(true);
        try (PuzzleInputs inputs = new PuzzleInputs(input.sources(), input.readOptions(), System.in)) {
            Supplier<Function<PuzzleInput, ExplainOutcome>> workers = () -> {
                Explainer explainer = new Explainer(catalogue);
                return entry -> explainOne(explainer, entry);
            };
            OrderedParallel.run(inputs, Threads.resolve(threads), workers, outcome -> {
                if (outcome.explanation().map(e -> !e.solvedByLogic()).orElse(true)) {
                    allSolved.set(false);
                }
                writer.write(outcome);
            });
        } finally {
            out.flush();
        }
        return allSolved.get() ? ExitCodes.OK : ExitCodes.FAILURE;
    }

    private static ExplainOutcome explainOne(Explainer explainer, PuzzleInput input) {
        Entry entry = input.entry();
        if (entry instanceof Entry.Malformed bad) {
            return new ExplainOutcome(input.source(), bad.line(), Optional.empty(), Optional.empty(), bad.message());
        }
        Grid puzzle = ((Entry.Puzzle) entry).grid();
        Explanation explanation = explainer.explain(puzzle);
        return new ExplainOutcome(
                input.source(), entry.line(), Optional.of(puzzle), Optional.of(explanation), explanation.message());
    }
}
