package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.TechniqueId;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The dynamic filter may skip a branch, or a group of branches, only when following it in full concludes
 * nothing: checked against SE's propagation itself, assumption by assumption and group by group, and by
 * whole searches with and without the filter, which must hand over the same hints.
 */
class DynamicReachTest {

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "2,2", "2,4", "2,5"})
    void what_the_filter_skips_concludes_nothing_on_random_positions(int rows, int cols) {
        BoxShape shape = new BoxShape(rows, cols);
        Counts counts = new Counts();
        for (long seed = 1; seed <= 40; seed++) {
            double density = 0.25 + 0.7 * (seed % 10) / 9.0;
            CandidateGrid grid = RandomPositions.grid(shape, density, new SplittableRandom(seed * 31 + rows));
            checkEveryBranch(grid, "seed " + seed, counts);
        }
        counts.assertBothAnswers();
    }

    @Test
    void what_the_filter_skips_concludes_nothing_on_puzzles() throws IOException {
        Counts counts = new Counts();
        List<CandidateGrid> grids = puzzles(12);
        for (int i = 0; i < grids.size(); i++) {
            checkEveryBranch(grids.get(i), "puzzle " + i, counts);
        }
        counts.assertBothAnswers();
    }

    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "2,2", "2,4", "2,5"})
    void a_search_finds_the_same_hints_with_the_filter_as_without(int rows, int cols) throws IOException {
        List<CandidateGrid> grids = searchGrids(new BoxShape(rows, cols), 17 + cols);
        int hints = 0;
        for (int i = 0; i < grids.size(); i++) {
            CandidateGrid grid = grids.get(i);
            List<String> plain = hints(grid, false);
            assertThat(hints(grid, true)).as("grid %d", i).isEqualTo(plain);
            hints += plain.size();
        }
        assertThat(hints).as("hints compared").isGreaterThan(100);
    }

    /**
     * A collector that keeps only some hints lets the filter skip groups whose shared nodes could not give a
     * hint it would keep, counting the least complexity each branch can have: what it keeps must be what a
     * search without the filter keeps.
     */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3", "2,4"})
    void a_search_keeps_the_same_hints_with_the_filter_for_every_collector(int rows, int cols) throws IOException {
        BoxShape shape = new BoxShape(rows, cols);
        List<CandidateGrid> grids = searchGrids(shape, 31 + rows);
        List<Supplier<HintCollector>> collectors = List.of(
                () -> HintCollector.firstPerRemoval(shape.size() * shape.size(), shape.size()),
                HintCollector::bestOnly,
                () -> HintCollector.firstBelow(9.0));
        int kept = 0;
        for (int i = 0; i < grids.size(); i++) {
            for (int mode = 0; mode < collectors.size(); mode++) {
                CandidateGrid grid = grids.get(i);
                List<String> plain = hints(grid, false, collectors.get(mode).get());
                assertThat(hints(grid, true, collectors.get(mode).get()))
                        .as("grid %d, collector %d", i, mode)
                        .isEqualTo(plain);
                kept += plain.size();
            }
        }
        assertThat(kept).as("hints compared").isGreaterThan(100);
    }

    /** Twelve random positions of ever fewer candidates, and on 9x9 six puzzles as given. */
    private static List<CandidateGrid> searchGrids(BoxShape shape, int salt) throws IOException {
        List<CandidateGrid> grids = new ArrayList<>();
        for (long seed = 1; seed <= 12; seed++) {
            grids.add(RandomPositions.grid(shape, 0.3 + 0.05 * seed, new SplittableRandom(seed * salt)));
        }
        if (shape.size() == 9) {
            grids.addAll(puzzles(6));
        }
        return grids;
    }

    /**
     * The least ancestry a node of an assumption's fixed point can have, which the filter counts for a clean
     * branch, is at most the ancestry SE's propagation gives it, and exactly that for some "on" and "off" of
     * each bound: checked on every node of every clean propagation of random positions, of digits assumed on
     * and (past what an off implies directly) of digits assumed off.
     */
    @ParameterizedTest(name = "{0}x{1} boxes")
    @CsvSource({"3,3", "2,3"})
    void the_least_ancestry_of_a_node_bounds_its_ancestry_and_is_met(int rows, int cols) throws IOException {
        BoxShape shape = new BoxShape(rows, cols);
        int[][] met = new int[2][5];
        int[] metFromOff = new int[2];
        int nodes = 0;
        for (CandidateGrid grid : searchGrids(shape, 7 + cols)) {
            Links links = LinkTables.of(grid.geometry());
            DynamicReach reach = DynamicReach.of(grid, links, null);
            Propagation exact = new Propagation(links, true, true, null);
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int digit = Long.numberOfTrailingZeros(rest) + 1;
                    int candidate = cell * shape.size() + digit - 1;
                    if (Long.bitCount(grid.candidates(cell)) < 2) {
                        continue;
                    }
                    Propagation.Result off = exact.from(grid, Potential.assume(cell, digit, false));
                    for (PotentialSet set :
                            off.contradicts() ? List.<PotentialSet>of() : List.of(off.toOn(), off.toOff())) {
                        for (int i = 0; i < set.size(); i++) {
                            Potential node = set.at(i);
                            if (node == off.assumption() || node.firstParent() == off.assumption()) {
                                continue;
                            }
                            int least = DynamicReach.leastAncestryFromOff(node.on);
                            int ancestry = Ancestry.count(node, shape.size());
                            assertThat(ancestry)
                                    .as("ancestry of %s, %d assumed off", node, candidate)
                                    .isGreaterThanOrEqualTo(least);
                            metFromOff[node.on ? 1 : 0] += ancestry == least ? 1 : 0;
                        }
                    }
                    Propagation.Result result = exact.from(grid, Potential.assume(cell, digit, true));
                    if (result.contradicts()) {
                        continue;
                    }
                    for (PotentialSet set : List.of(result.toOn(), result.toOff())) {
                        for (int i = 0; i < set.size(); i++) {
                            Potential node = set.at(i);
                            int least = reach.leastAncestry(candidate, node.cell, node.digit, node.on);
                            int ancestry = Ancestry.count(node, shape.size());
                            assertThat(ancestry)
                                    .as("ancestry of %s, %d assumed on", node, candidate)
                                    .isGreaterThanOrEqualTo(least);
                            if (ancestry == least) {
                                met[node.on ? 1 : 0][least]++;
                            }
                            nodes++;
                        }
                    }
                }
            }
        }
        assertThat(nodes).isGreaterThan(1000);
        assertThat(met[1][1]).as("assumptions").isPositive();
        assertThat(met[0][2]).as("offs implied directly").isPositive();
        assertThat(met[1][3]).as("other ons with three ancestors").isPositive();
        assertThat(met[0][4]).as("other offs with four ancestors").isPositive();
        assertThat(metFromOff[1]).as("ons an off implies with four ancestors").isPositive();
        assertThat(metFromOff[0]).as("offs an off implies with three ancestors").isPositive();
    }

    @Test
    void grids_of_more_than_128_cells_have_no_filter() {
        CandidateGrid grid = RandomPositions.grid(new BoxShape(3, 4), 0.5, new SplittableRandom(3));
        assertThat(DynamicReach.of(grid, LinkTables.of(grid.geometry()), null)).isNull();
    }

    /** How often the filter said "nothing" and "maybe": a check is worth something only if both occur. */
    private static final class Counts {
        int skipped;
        int followed;

        void count(boolean follow) {
            if (follow) {
                followed++;
            } else {
                skipped++;
            }
        }

        void assertBothAnswers() {
            assertThat(skipped).as("branches and groups skipped").isPositive();
            assertThat(followed).as("branches and groups followed").isPositive();
        }
    }

    private static void checkEveryBranch(CandidateGrid grid, String where, Counts counts) {
        Links links = LinkTables.of(grid.geometry());
        Propagation exact = new Propagation(links, true, true, null);
        DynamicReach reach = DynamicReach.of(grid, links, null);
        int size = grid.size();
        Propagation.Result[] ons = new Propagation.Result[grid.cellCount() * size];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Long.numberOfTrailingZeros(rest) + 1;
                int candidate = cell * size + digit - 1;
                ons[candidate] = exact.from(grid, Potential.assume(cell, digit, true));
                boolean onFollowed = reach.onConflicts(candidate);
                counts.count(onFollowed);
                if (!onFollowed) {
                    assertThat(ons[candidate].contradicts())
                            .as("%s: %s on", where, candidate)
                            .isFalse();
                }
            }
        }
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            long mask = grid.candidates(cell);
            List<Integer> cellBranches = new ArrayList<>();
            for (long rest = mask; rest != 0; rest &= rest - 1) {
                int digit = Long.numberOfTrailingZeros(rest) + 1;
                int candidate = cell * size + digit - 1;
                cellBranches.add(candidate);
                Propagation.Result off = exact.from(grid, Potential.assume(cell, digit, false));
                boolean offFollowed = reach.offMayConclude(candidate, true);
                counts.count(offFollowed);
                if (!offFollowed) {
                    assertThat(off.contradicts())
                            .as("%s: %s off", where, candidate)
                            .isFalse();
                    assertThat(changingCommon(grid, List.of(ons[candidate], off)))
                            .as("%s: %s on and off", where, candidate)
                            .isFalse();
                }
                // Without double chains, only a contradiction of the off counts.
                if (!reach.offMayConclude(candidate, false)) {
                    assertThat(off.contradicts())
                            .as("%s: %s off alone", where, candidate)
                            .isFalse();
                }
            }
            if (cellBranches.size() > 1) {
                checkGroup(grid, reach, ons, cellBranches, where + ", cell " + cell, counts);
            }
        }
        for (int house = 0; house < 3 * size; house++) {
            int[] cells = grid.geometry().cellsOf(house);
            for (int digit = 1; digit <= size; digit++) {
                List<Integer> places = new ArrayList<>();
                for (long rest = grid.positions(house, digit); rest != 0; rest &= rest - 1) {
                    places.add(cells[Long.numberOfTrailingZeros(rest)] * size + digit - 1);
                }
                if (places.size() > 1) {
                    checkGroup(grid, reach, ons, places, where + ", house " + house + " digit " + digit, counts);
                }
            }
        }
    }

    private static void checkGroup(
            CandidateGrid grid,
            DynamicReach reach,
            Propagation.Result[] ons,
            List<Integer> branches,
            String where,
            Counts counts) {
        int[] array = branches.stream().mapToInt(Integer::intValue).toArray();
        boolean followed = reach.mayShare(array, array.length);
        counts.count(followed);
        if (!followed) {
            List<Propagation.Result> results =
                    branches.stream().map(b -> ons[b]).toList();
            assertThat(results).as(where).noneMatch(Propagation.Result::contradicts);
            assertThat(changingCommon(grid, results)).as(where).isFalse();
        }
    }

    /** Whether every result reaches some node, "on" or "off", that would change the grid. */
    private static boolean changingCommon(CandidateGrid grid, List<Propagation.Result> results) {
        for (boolean on : new boolean[] {true, false}) {
            PotentialSet first = on ? results.get(0).toOn() : results.get(0).toOff();
            for (int i = 0; i < first.size(); i++) {
                Potential p = first.at(i);
                boolean everywhere =
                        results.stream().allMatch(r -> (on ? r.toOn() : r.toOff()).contains(p.cell, p.digit, p.on));
                if (everywhere && Conclusions.changes(grid, p)) {
                    return true;
                }
            }
        }
        return false;
    }

    /**
     * The hints of a whole dynamic search, each as its measures and the whole ancestry of its branches: a
     * search as it runs (with the filter), or cell by cell without any filter.
     */
    private static List<String> hints(CandidateGrid grid, boolean filtered) {
        return hints(grid, filtered, HintCollector.all());
    }

    /** As {@link #hints(CandidateGrid, boolean)}, the hints that {@code all} keeps. */
    private static List<String> hints(CandidateGrid grid, boolean filtered, HintCollector all) {
        Links links = LinkTables.of(grid.geometry());
        BranchChaining search = new BranchChaining(
                TechniqueId.DYNAMIC_FORCING_CHAIN, 8.5, false, true, new Propagation(links, true, true, null));
        if (filtered) {
            assertThat(search.filter(grid, links)).isInstanceOf(DynamicReach.class);
            search.search(grid, links, all);
        } else {
            OnPropagations ons = OnPropagations.ofOneThread(grid);
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                search.searchCell(grid, links, all, ons, null, cell);
            }
        }
        return all.sorted().stream()
                .map(hint -> hint.kind() + " " + hint.difficulty() + " " + hint.complexity() + " "
                        + hint.eliminations() + " " + hint.placement() + " " + hint.regionHouse() + " "
                        + hint.branches().stream()
                                .map(DynamicReachTest::ancestry)
                                .collect(Collectors.joining(",")))
                .toList();
    }

    /** A branch target and every ancestor's triple, in walk order: the chain itself, not just its end. */
    private static String ancestry(Potential target) {
        StringBuilder text = new StringBuilder();
        List<Potential> queue = new ArrayList<>(List.of(target));
        Set<Potential> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        seen.add(target);
        for (int i = 0; i < queue.size(); i++) {
            Potential p = queue.get(i);
            text.append('r')
                    .append(p.cell)
                    .append('d')
                    .append(p.digit)
                    .append(p.on ? "on" : "off")
                    .append(' ');
            for (int k = 0; k < p.parentCount(); k++) {
                if (seen.add(p.parent(k))) {
                    queue.add(p.parent(k));
                }
            }
        }
        return text.toString();
    }

    /** Hard puzzles' starting grids, from the exact solver's golden sample. */
    static List<CandidateGrid> puzzles(int count) throws IOException {
        List<CandidateGrid> grids = new ArrayList<>();
        try (InputStream in = DynamicReachTest.class.getResourceAsStream("/soundness-9x9.txt")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            for (String line : text.split("\n")) {
                if (line.startsWith("#") || line.isBlank() || grids.size() == count) {
                    continue;
                }
                int[] values = new int[81];
                for (int i = 0; i < 81; i++) {
                    char c = line.charAt(i);
                    values[i] = c >= '1' && c <= '9' ? c - '0' : 0;
                }
                grids.add(CandidateGrid.fromPuzzle(Grid.of(values)));
            }
        }
        return grids;
    }
}
