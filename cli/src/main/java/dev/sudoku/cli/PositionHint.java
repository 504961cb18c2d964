package dev.sudoku.cli;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PositionReader;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.position.InvalidPositionException;
import dev.sudoku.logic.position.PositionCheck;
import dev.sudoku.logic.position.SolutionCheck;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * {@code hint --position}: reads one position with the player's own candidates, refuses it naming the
 * cell when it contradicts itself or the givens, warns when the candidates have lost the solution, and
 * otherwise hints from it.
 */
final class PositionHint {
    private final Hinter hinter;
    private final ReadOptions options;

    PositionHint(Hinter hinter, ReadOptions options) {
        this.hinter = hinter;
        this.options = options;
    }

    HintOutcome hint(String source, String givens) {
        String name = source.equals("-") || Files.isReadable(Path.of(source)) ? source : "argument";
        String text = read(source);
        Position position;
        Grid puzzle = null;
        try {
            position = PositionReader.parse(text, options.box().orElse(null));
            if (givens != null) {
                puzzle = PuzzleReader.parse(givens);
            }
        } catch (FormatException e) {
            return HintOutcome.invalid(name, 1, e.getMessage());
        }
        CandidateGrid grid;
        try {
            grid = PositionCheck.toCandidateGrid(position, puzzle);
        } catch (InvalidPositionException e) {
            return HintOutcome.invalid(name, 1, e.getMessage());
        }
        SolutionCheck check = SolutionCheck.of(grid);
        if (check.outcome() == SolutionCheck.Outcome.LOST) {
            return HintOutcome.invalid(name, 1, "your candidates have lost the solution: " + check.message());
        }
        return new HintOutcome(name, 1, java.util.Optional.of(hinter.hint(position.values(), grid)), "");
    }

    private static String read(String source) {
        try {
            if (source.equals("-")) {
                InputStream in = System.in;
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
            Path path = Path.of(source);
            return Files.isReadable(path) ? Files.readString(path) : source;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + source, e);
        }
    }
}
