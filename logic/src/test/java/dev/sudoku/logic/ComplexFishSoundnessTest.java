package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Franken and Mutant fish searched to the end (the players' profile caps them), at the positions of
 * top1465 where the players' path gets as far as them: every step must agree with the solution. The
 * corpus soundness walk checks the capped ones of the profile on every collection.
 */
@Tag(Corpus.TAG)
class ComplexFishSoundnessTest {
    private static final int PUZZLES = 3;

    @Test
    void every_uncapped_franken_and_mutant_fish_at_the_hard_positions_of_top1465_is_sound() {
        List<ComplexFish> fish = new ArrayList<>();
        for (ComplexFish.Kind kind : ComplexFish.Kind.values()) {
            for (boolean finned : new boolean[] {false, true}) {
                for (int size = 2; size <= 4; size++) {
                    fish.add(new ComplexFish(kind, size, finned));
                }
            }
        }
        Catalogue players = Catalogue.players();
        int firstFish = players.entries()
                .indexOf(players.entry(TechniqueId.FRANKEN_X_WING).orElseThrow());
        LogicalSolver solver = new LogicalSolver(players);
        int positions = 0;
        int steps = 0;
        for (String line : Corpus.puzzles("magictour_top1465.txt").subList(0, PUZZLES)) {
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
                if (entry >= firstFish) {
                    positions++;
                    for (ComplexFish technique : fish) {
                        CandidateGrid position = grid;
                        List<Step> found = new ArrayList<>();
                        ComplexFish.Report report = technique.search(grid, found::add);
                        assertThat(report.capReached())
                                .as("%s capped", technique.ids())
                                .isFalse();
                        found.forEach(step -> SoundnessCheck.assertSound(step, solution, position, puzzle));
                        steps += found.size();
                    }
                }
                LogicalSolver.apply(grid, next.get());
            }
        }
        System.out.printf("%d positions, %d Franken and Mutant fish checked%n", positions, steps);
        assertThat(positions).isPositive();
    }
}
