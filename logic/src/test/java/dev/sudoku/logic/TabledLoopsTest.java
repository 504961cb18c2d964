package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.chains.NiceLoops;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Properties of the nice loops and AICs read from tables, at positions on the way from fixture puzzles
 * (9x9, and generated 6x6 and 12x12) to their solutions: each link is a real strong or weak link of the
 * position, strong and weak links alternate, no node lies in the cell of a node two or more places before
 * it (a loop's start cell excepted), and the step removes no solution digit.
 */
class TabledLoopsTest {
    private static final List<Technique> LOOPS = List.of(new NiceLoops(false), new NiceLoops(true));

    @Test
    void every_tabled_chain_on_the_way_to_the_solution_is_a_sound_alternating_chain_of_real_links() {
        List<Grid> puzzles = new ArrayList<>();
        // Every fourth fixture puzzle: listing every chain of an open position takes tens of milliseconds.
        List<String> lines = TestPuzzles.nineByNine();
        for (int i = 0; i < lines.size(); i += 4) {
            puzzles.add(TestPuzzles.parse(lines.get(i)));
        }
        for (long seed = 1; seed <= 3; seed++) {
            puzzles.add(TestPuzzles.generate(new BoxShape(2, 3), seed));
        }
        puzzles.add(TestPuzzles.generate(new BoxShape(3, 4), 1));
        int[] checked = {0};
        for (Grid puzzle : puzzles) {
            Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
            CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
            // Positions on the way to the solution: three more solution digits placed each time, so the
            // early ones are open (many chains) and the late ones nearly solved.
            for (int cell = 0; !grid.isSolved(); ) {
                CandidateGrid position = grid;
                for (Technique technique : LOOPS) {
                    technique.find(position, step -> {
                        check((ChainStep) step, position);
                        SoundnessCheck.assertSound(step, solution, position, puzzle);
                        checked[0]++;
                        return true;
                    });
                }
                for (int placed = 0; placed < 3 && cell < grid.cellCount(); cell++) {
                    if (grid.isEmpty(cell)) {
                        grid.place(cell, solution.get(cell));
                        placed++;
                    }
                }
            }
        }
        System.out.printf("tabled chains: %d puzzles, %,d chains checked%n", puzzles.size(), checked[0]);
        assertThat(checked[0]).as("chains checked").isGreaterThan(100);
    }

    private static void check(ChainStep step, CandidateGrid grid) {
        List<ChainLink> links = step.links();
        boolean loop = links.get(0).from().equals(links.get(links.size() - 1).to());
        for (int i = 0; i < links.size(); i++) {
            ChainLink link = links.get(i);
            assertThat(real(link, grid)).as("%s: link %d is real", step, i).isTrue();
            if (i > 0 && !(loop && i == links.size() - 1)) {
                assertThat(link.strong())
                        .as("%s: links alternate at %d", step, i)
                        .isNotEqualTo(links.get(i - 1).strong());
            }
        }
        List<ChainNode> nodes = new ArrayList<>();
        nodes.add(links.get(0).from());
        links.stream().limit(loop ? links.size() - 1 : links.size()).forEach(l -> nodes.add(l.to()));
        int start = nodes.get(0).cells().get(0);
        boolean aic = step.technique().name().endsWith("AIC");
        for (int i = 2; i < nodes.size(); i++) {
            int cell = nodes.get(i).cells().get(0);
            for (int j = 0; j + 2 <= i; j++) {
                boolean exempt = !aic && nodes.get(j).cells().get(0) == start;
                assertThat(exempt || !nodes.get(j).cells().contains(cell))
                        .as("%s: node %d lies in the cell of node %d", step, i, j)
                        .isTrue();
            }
        }
    }

    /** A strong link: the only two digits of a cell or places of a digit in a house; weak: not both true. */
    private static boolean real(ChainLink link, CandidateGrid grid) {
        ChainNode a = link.from();
        ChainNode b = link.to();
        Geometry geometry = grid.geometry();
        if (a.digit() != b.digit()) {
            boolean oneCell = a.cells().size() == 1 && a.cells().equals(b.cells());
            return oneCell
                    && (!link.strong()
                            || Long.bitCount(grid.candidates(a.cells().get(0))) == 2);
        }
        if (a.cells().stream().anyMatch(b.cells()::contains)) {
            return false;
        }
        for (int house = 0; house < 3 * grid.size(); house++) {
            List<Integer> cells = new ArrayList<>();
            for (int cell : geometry.cellsOf(house)) {
                cells.add(cell);
            }
            if (!cells.containsAll(a.cells()) || !cells.containsAll(b.cells())) {
                continue;
            }
            if (!link.strong()) {
                return true;
            }
            boolean onlyThese = true;
            for (int cell : cells) {
                if (grid.has(cell, a.digit())
                        && !a.cells().contains(cell)
                        && !b.cells().contains(cell)) {
                    onlyThese = false;
                }
            }
            if (onlyThese) {
                return true;
            }
        }
        return false;
    }
}
