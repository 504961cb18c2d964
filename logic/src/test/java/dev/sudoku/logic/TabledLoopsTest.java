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
 * (9x9, and generated 6x6 and 12x12) to their solutions, plain, grouped and through almost locked sets:
 * each link is a real strong or weak link of the position, strong and weak links alternate, no node lies
 * in the cell of a node two or more places before it (a loop's start cell excepted; a set counts all its
 * cells), and the step removes no solution digit.
 */
class TabledLoopsTest {
    private static final List<Technique> LOOPS =
            List.of(new NiceLoops(false), new NiceLoops(true), new NiceLoops(true, true));

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
        for (ChainLink link : links.subList(0, loop ? links.size() - 1 : links.size())) {
            ChainNode last = nodes.get(nodes.size() - 1);
            // A set is written twice, entered on one digit and left on another: one node of the chain.
            if (link.to().cells().size() == 1 || !link.to().cells().equals(last.cells())) {
                nodes.add(link.to());
            }
        }
        int start = cellOf(nodes.get(0), grid);
        boolean aic = step.technique().name().endsWith("AIC");
        for (int i = 2; i < nodes.size(); i++) {
            int cell = cellOf(nodes.get(i), grid);
            for (int j = 0; j + 2 <= i; j++) {
                boolean exempt = !aic && cellOf(nodes.get(j), grid) == start;
                assertThat(exempt || !nodes.get(j).cells().contains(cell))
                        .as("%s: node %d lies in the cell of node %d", step, i, j)
                        .isTrue();
            }
        }
    }

    /** A node's cell as HoDoKu compares it: its first cell holding its digit. */
    private static int cellOf(ChainNode node, CandidateGrid grid) {
        return node.cells().stream()
                .filter(cell -> grid.has(cell, node.digit()))
                .findFirst()
                .orElseThrow();
    }

    /**
     * A strong link: the only two digits of a cell or places of a digit in a house, or through an almost
     * locked set; weak: not both true.
     */
    private static boolean real(ChainLink link, CandidateGrid grid) {
        ChainNode a = link.from();
        ChainNode b = link.to();
        if (link.strong() && a.cells().size() > 1 && b.cells().size() == 1 && forces(a, b, grid)) {
            return true;
        }
        if (a.digit() != b.digit()) {
            if (a.cells().size() > 1) {
                return link.strong()
                        && (a.cells().equals(b.cells()) ? almostLocked(a.cells(), grid) : forces(a, b, grid));
            }
            boolean oneCell = a.cells().size() == 1 && a.cells().equals(b.cells());
            return oneCell
                    && (!link.strong()
                            || Long.bitCount(grid.candidates(a.cells().get(0))) == 2);
        }
        if (a.cells().stream().anyMatch(b.cells()::contains)) {
            return false;
        }
        if (!link.strong()) {
            // Every place of the digit in one node sees every place of it in the other (a set's node shows
            // all the set's cells).
            for (int x : a.cells()) {
                for (int y : b.cells()) {
                    if (grid.has(x, a.digit()) && grid.has(y, a.digit()) && !sees(grid, x, y)) {
                        return false;
                    }
                }
            }
            return true;
        }
        Geometry geometry = grid.geometry();
        for (int house = 0; house < 3 * grid.size(); house++) {
            List<Integer> cells = new ArrayList<>();
            for (int cell : geometry.cellsOf(house)) {
                cells.add(cell);
            }
            if (!cells.containsAll(a.cells()) || !cells.containsAll(b.cells())) {
                continue;
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

    /** n empty cells of one house holding n + 1 digits. */
    private static boolean almostLocked(List<Integer> cells, CandidateGrid grid) {
        long digits = 0;
        for (int cell : cells) {
            digits |= grid.candidates(cell);
        }
        return Long.bitCount(digits) == cells.size() + 1 && oneHouse(cells, grid);
    }

    /**
     * The set without the link's first digit is locked, and clears from the forced cell every digit but
     * the second: each lies in the set, and every place of it there sees the cell.
     */
    private static boolean forces(ChainNode set, ChainNode forced, CandidateGrid grid) {
        if (forced.cells().size() != 1
                || set.cells().contains(forced.cells().get(0))
                || !almostLocked(set.cells(), grid)) {
            return false;
        }
        int cell = forced.cells().get(0);
        for (long rest = grid.candidates(cell) & ~Masks.bit(forced.digit()); rest != 0; rest &= rest - 1) {
            int digit = Masks.firstDigit(rest);
            if (digit == set.digit()) {
                return false;
            }
            boolean cleared = false;
            for (int place : set.cells()) {
                if (grid.has(place, digit)) {
                    if (!sees(grid, place, cell)) {
                        return false;
                    }
                    cleared = true;
                }
            }
            if (!cleared) {
                return false;
            }
        }
        return true;
    }

    private static boolean oneHouse(List<Integer> cells, CandidateGrid grid) {
        Geometry geometry = grid.geometry();
        for (int house = 0; house < 3 * grid.size(); house++) {
            List<Integer> members = new ArrayList<>();
            for (int cell : geometry.cellsOf(house)) {
                members.add(cell);
            }
            if (members.containsAll(cells)) {
                return true;
            }
        }
        return false;
    }

    private static boolean sees(CandidateGrid grid, int x, int y) {
        Geometry geometry = grid.geometry();
        return x != y
                && (geometry.row(x) == geometry.row(y)
                        || geometry.col(x) == geometry.col(y)
                        || geometry.box(x) == geometry.box(y));
    }
}
