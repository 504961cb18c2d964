package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.fish.KrakenFish;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Kraken fish at the positions of top1465 where the players' path gets as far as them: the profile's cap
 * ({@link KrakenFish#PROFILE_CAP}) never stops a search there, and every step of both types agrees with the
 * solution. The corpus soundness walk checks them at every position of its paths.
 */
@Tag(Corpus.TAG)
class KrakenFishSoundnessTest {
    private static final int PUZZLES = 40;

    @Test
    void the_capped_kraken_search_is_complete_and_sound_where_the_players_path_reaches_it() {
        Catalogue players = Catalogue.players();
        int firstKraken = players.entries()
                .indexOf(players.entry(TechniqueId.KRAKEN_FISH_TYPE_1).orElseThrow());
        List<TechniqueId> both = List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);
        // The profile's search: from basic fish (the search over boxes would reach the cap).
        KrakenFish kraken = new KrakenFish(KrakenFish.PROFILE_CAP, both, KrakenFish.Fish.BASIC);
        LogicalSolver solver = new LogicalSolver(players);
        int positions = 0;
        int steps = 0;
        int taken = 0;
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
                if (entry >= firstKraken) {
                    positions++;
                    taken += both.contains(next.get().technique()) ? 1 : 0;
                    CandidateGrid position = grid;
                    List<Step> found = new ArrayList<>();
                    KrakenFish.Report report = kraken.search(grid, found::add);
                    assertThat(report.capReached()).as("capped at %s", line).isFalse();
                    found.forEach(step -> SoundnessCheck.assertSound(step, solution, position, puzzle));
                    steps += found.size();
                }
                LogicalSolver.apply(grid, next.get());
            }
        }
        System.out.printf(
                "%d positions, %d taken by a Kraken fish, %d Kraken steps checked%n", positions, taken, steps);
        assertThat(taken).isPositive();
        assertThat(steps).isGreaterThan(taken);
    }
}
