package dev.sudoku.web.e2e;

import dev.sudoku.logic.rating.Level;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the browser tests' puzzle bank holds: for each level filled, its puzzles with their solutions, as
 * lines ({@code .} for a blank). A test asks for it as a parameter, as it asks for the {@link Page}.
 */
record BankedPuzzles(Map<Level, List<Puzzle>> byLevel) {
    record Puzzle(String line, String solution) {}

    BankedPuzzles {
        byLevel = Map.copyOf(byLevel);
    }

    /** The givens of every puzzle of a level, in the order they were stored. */
    List<String> lines(Level level) {
        return byLevel.getOrDefault(level, List.of()).stream().map(Puzzle::line).toList();
    }

    /** The solution of a stored puzzle with these givens, if the bank holds one. */
    Optional<String> solutionOf(String line) {
        return byLevel.values().stream()
                .flatMap(List::stream)
                .filter(puzzle -> puzzle.line().equals(line))
                .map(Puzzle::solution)
                .findFirst();
    }
}
