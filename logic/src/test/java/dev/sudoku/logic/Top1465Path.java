package dev.sudoku.logic;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.testkit.Corpus;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * The players' path through the first puzzles of top1465, visited at the positions where it gets as far
 * as a technique: where the technique it takes next comes at or after that one in the players' catalogue.
 * There the techniques the profile caps, or those too costly to list at an open position, can be searched
 * to the end and checked against the solution.
 */
final class Top1465Path {
    /**
     * A position the path reached, before its next step is applied.
     *
     * @param line the puzzle's line in top1465
     * @param grid the position; valid only during the visit (the walk goes on from it)
     */
    record Position(String line, Grid puzzle, Grid solution, CandidateGrid grid, Step next) {}

    private Top1465Path() {}

    /**
     * Walks the players' path of each of the first {@code puzzles} of top1465 until it is solved or stuck,
     * handing {@code visit} every position whose next step is {@code from} or a later technique.
     *
     * @return how many positions were visited
     */
    static int walk(int puzzles, TechniqueId from, Consumer<Position> visit) {
        Catalogue players = Catalogue.players();
        int first = players.entries().indexOf(players.entry(from).orElseThrow());
        LogicalSolver solver = new LogicalSolver(players);
        int positions = 0;
        for (String line : Corpus.puzzles("magictour_top1465.txt").subList(0, puzzles)) {
            Grid puzzle = PuzzleReader.parse(line);
            Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
            CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
            while (!grid.isSolved()) {
                Optional<Step> next = solver.nextStep(grid);
                if (next.isEmpty()) {
                    break;
                }
                int entry = players.entries()
                        .indexOf(players.entry(next.get().technique()).orElseThrow());
                if (entry >= first) {
                    positions++;
                    visit.accept(new Position(line, puzzle, solution, grid, next.get()));
                }
                LogicalSolver.apply(grid, next.get());
            }
        }
        return positions;
    }
}
