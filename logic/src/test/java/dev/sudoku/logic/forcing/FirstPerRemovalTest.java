package dev.sudoku.logic.forcing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiConsumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A nested chain takes from the rules it runs on its grid only the first step removing each candidate, so
 * its rules ask their engines for each removal's first hint alone. The nodes the chain makes from those
 * steps must be the ones SE's whole list gives: for every candidate, in the order the candidates are first
 * removed, the same removals, the same rule parents and the same nested chain.
 */
class FirstPerRemovalTest {
    private static final Comparator<Candidate> BY_CELL =
            Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    @ParameterizedTest(name = "{0}x{1} boxes, density {2}, engine of level {3}")
    @CsvSource({"3,3,0.5,2", "3,3,0.4,3", "3,3,0.5,4", "3,3,0.35,4", "2,3,0.6,4", "2,2,0.7,4", "3,3,0.4,4"})
    void each_removal_rests_on_the_step_se_lists_first_for_it(int rows, int cols, double density, int level) {
        BoxShape shape = new BoxShape(rows, cols);
        Links links = LinkTables.of(Geometry.of(shape));
        BiConsumer<CandidateGrid, HintCollector> engine = AdvancedRules.engine(level, 0, links);
        SplittableRandom random = new SplittableRandom(rows * 1009L + cols * 31L + level * 7L + (long) (density * 100));
        int removals = 0;
        int unchangedGrids = 0;
        for (int round = 0; round < 40; round++) {
            CandidateGrid initial = RandomPositions.grid(shape, density, random);
            // The chain's grid: the grid it began from less a few deletions, none on some rounds (whose
            // hints then all lack rule parents, so the whole list is made).
            CandidateGrid work = initial.copy();
            int deletions = round % 5 == 0 ? 0 : 1 + random.nextInt(6);
            for (int i = 0; i < deletions; i++) {
                int cell = random.nextInt(work.cellCount());
                long mask = work.candidates(cell);
                if (Long.bitCount(mask) > 1) {
                    work.eliminate(cell, Long.numberOfTrailingZeros(mask) + 1);
                }
            }
            unchangedGrids += Arrays.equals(work.candidateMasks(), initial.candidateMasks()) ? 1 : 0;
            String where = "round " + round;
            List<String> expected = firstRemovals(AdvancedRules.allChainSteps(links, engine, work, initial), work);
            assertThat(firstRemovals(AdvancedRules.chainSteps(links, engine, work, initial), work))
                    .as(where)
                    .isEqualTo(expected);
            removals += expected.size();
        }
        assertThat(removals).as("removals compared").isGreaterThan(10);
        assertThat(unchangedGrids).as("grids the chain has not changed").isGreaterThan(0);
    }

    @Test
    void a_hint_counts_only_while_it_comes_first_for_one_of_its_removals() {
        Candidate x = new Candidate(0, 1);
        Candidate y = new Candidate(1, 2);
        HintCollector collector = HintCollector.firstPerRemoval(81, 9);
        ChainHint a = hint(9.0, 10, List.of(x));
        ChainHint tiedLater = hint(9.0, 10, List.of(x, y));
        ChainHint better = hint(8.9, 12, List.of(x));
        assertThat(collector.worthSearching(20.0, 999, ChainHint.CONTRADICTION_KEY, List.of(x)))
                .as("nothing removes x yet")
                .isTrue();
        collector.add(a);
        // A tie goes to the hint found first, as in SE's stable sort.
        assertThat(collector.worthSearching(9.0, 10, ChainHint.CONTRADICTION_KEY, List.of(x)))
                .isFalse();
        assertThat(collector.worthSearching(9.0, 9, ChainHint.CONTRADICTION_KEY, List.of(x)))
                .isTrue();
        collector.add(hint(9.0, 10, List.of(x)));
        assertThat(collector.sorted()).containsExactly(a);
        assertThat(collector.firstForSomeRemoval(a)).isTrue();
        collector.add(tiedLater);
        collector.add(better);
        assertThat(collector.sorted()).containsExactly(better, a, tiedLater);
        assertThat(collector.firstForSomeRemoval(better)).isTrue();
        assertThat(collector.firstForSomeRemoval(a)).as("replaced for x").isFalse();
        assertThat(collector.firstForSomeRemoval(tiedLater)).as("first for y").isTrue();
        // A hint found later that removes only x and cannot come before the better one is not kept.
        collector.add(hint(9.0, 5, List.of(x)));
        assertThat(collector.sorted()).hasSize(3);
    }

    private static ChainHint hint(double difficulty, int complexity, List<Candidate> eliminations) {
        return new ChainHint(
                TechniqueId.DYNAMIC_FORCING_CHAIN,
                ForcingChainKind.CONTRADICTION,
                difficulty,
                complexity,
                ChainHint.CONTRADICTION_KEY,
                List.of(Potential.assume(0, 1, true)),
                eliminations,
                Optional.empty(),
                -1);
    }

    /**
     * What a chain makes of the steps ({@link AdvancedRules#potentials}): steps without rule parents are
     * dropped; then each candidate, the first time a step removes it, with that step's removals, rule parents
     * and nested chain (its measures and each branch's ancestors).
     */
    static List<String> firstRemovals(List<AdvancedRules.RuleStep> steps, CandidateGrid work) {
        List<String> firsts = new ArrayList<>();
        Set<Candidate> removed = new HashSet<>();
        for (AdvancedRules.RuleStep step : steps) {
            if (step.parents().isEmpty()) {
                continue;
            }
            List<Candidate> removable = new ArrayList<>(step.eliminations());
            removable.sort(BY_CELL);
            for (Candidate candidate : removable) {
                if (removed.add(candidate)) {
                    firsts.add(candidate + " by " + describe(step, work.size()));
                }
            }
        }
        return firsts;
    }

    private static String describe(AdvancedRules.RuleStep step, int size) {
        StringBuilder text = new StringBuilder();
        text.append(step.eliminations()).append(" parents");
        step.parents().forEach(parent -> text.append(' ').append(Arrays.toString(parent)));
        ChainHint nested = step.nested();
        text.append(" chain ")
                .append(nested.technique())
                .append(' ')
                .append(nested.kind())
                .append(' ')
                .append(nested.difficulty())
                .append(' ')
                .append(nested.complexity());
        for (Potential branch : nested.branches()) {
            text.append(" |");
            Ancestry.forEachReached(
                    branch, size, p -> text.append(' ').append(p.key(size)).append(p.cause));
        }
        return text.toString();
    }
}
