package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.chains.NiceLoops;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu docs, "Grouped Nice Loops" with ALS nodes: an almost locked set of n cells and n + 1 digits holds
 * every digit but one, so "x is in the set" or "z is in the set" for any two of its digits, a strong link a
 * chain can pass through (the links and the loop rule are tested on the graph in {@code AlsNodesTest}).
 */
class AlsNiceLoopsTest {
    private static final NiceLoops WITH_SETS = new NiceLoops(true, true);

    /** Row 1 has four empty cells, the set r1c123 {1,2,3,7} and r1c7 {1,7}; r2c2 {2,3,5} shares box 1. */
    private static CandidateGrid loopThroughSet() {
        return AlsPositions.of(BoxShape.CLASSIC, "r1c1=1,2", "r1c2=2,3,7", "r1c3=3,7", "r1c7=1,7", "r2c2=2,3,5");
    }

    @Test
    void every_step_uses_a_set_and_highlights_only_candidates() {
        CandidateGrid grid = loopThroughSet();
        List<Step> steps = Pencilmarks.all(WITH_SETS, grid);
        assertThat(steps).isNotEmpty();
        for (Step step : steps) {
            ChainStep chain = (ChainStep) step;
            // Only a set links two digits strongly out of a node of several cells: to another digit of the
            // set, or straight to the digit it forces in a cell seeing it.
            assertThat(chain.links())
                    .as(Pencilmarks.text(step))
                    .anyMatch(link -> link.strong()
                            && link.from().digit() != link.to().digit()
                            && link.from().cells().size() > 1);
            assertThat(chain.highlights()).allMatch(h -> grid.has(h.cell(), h.digit()) || h.role() == Role.PLACED);
        }
    }

    /**
     * On the project's puzzles, wherever the players' path gets as far as these chains, every step they
     * offer agrees with the solution; and they do offer some.
     */
    @Test
    void chains_through_sets_agree_with_the_solution_along_the_players_path() {
        Catalogue players = TestCatalogues.playersWithoutNesting();
        LogicalSolver solver = new LogicalSolver(players);
        Set<TechniqueId> fromHere = Set.copyOf(players.entries().stream()
                .dropWhile(e -> !e.ids().contains(TechniqueId.ALS_AIC))
                .flatMap(e -> e.ids().stream())
                .toList());
        int checked = 0;
        for (String line : TestPuzzles.nineByNine()) {
            Grid puzzle = TestPuzzles.parse(line);
            Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
            CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
            while (!grid.isSolved()) {
                Optional<Step> next = solver.nextStep(grid);
                if (next.isEmpty() || fromHere.contains(next.get().technique())) {
                    for (Step step : Pencilmarks.all(WITH_SETS, grid)) {
                        checked++;
                        assertThat(step.eliminations())
                                .as(line + ": " + Pencilmarks.text(step))
                                .allMatch(c -> solution.get(c.cell()) != c.digit());
                        assertThat(step.placements())
                                .as(line + ": " + Pencilmarks.text(step))
                                .allMatch(p -> solution.get(p.cell()) == p.digit());
                    }
                }
                if (next.isEmpty()) {
                    break;
                }
                LogicalSolver.apply(grid, next.get());
            }
        }
        assertThat(checked).as("steps checked").isPositive();
    }
}
