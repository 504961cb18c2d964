package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rulesearch.RulePuzzles;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The cycles of a rule-set path (the glossary's cycle), read over the rule set's own houses. */
class RuleCyclesTest {
    private static final long SEED = 23;
    /** Up to ALS-XZ: a draw may have several solutions, and forcing chains would spend seconds where logic stops. */
    private static final RuleCatalogue WITHOUT_FORCING_CHAINS =
            new RuleCatalogue(RuleCatalogue.DEFAULT.entries().stream()
                    .filter(entry -> entry.difficulty() < 7.5)
                    .toList());

    static Stream<Set<Variant>> variants() {
        return Stream.of(
                EnumSet.of(Variant.X),
                EnumSet.of(Variant.JIGSAW),
                EnumSet.of(Variant.WINDOKU),
                EnumSet.of(Variant.X, Variant.JIGSAW),
                EnumSet.of(Variant.KILLER));
    }

    @ParameterizedTest
    @MethodSource("variants")
    void the_count_lies_between_one_and_the_steps_and_equals_a_replay_of_the_runs(Set<Variant> variants) {
        Random random = new Random(SEED);
        int paths = 0;
        for (int draw = 0; draw < 20 && paths < 4; draw++) {
            RulePuzzles.Drawn drawn = RulePuzzles.draw(variants, 9, 0.5, random);
            if (drawn == null) {
                continue;
            }
            List<Step> steps = new RuleLogicalSolver(WITHOUT_FORCING_CHAINS)
                    .solve(drawn.puzzle())
                    .steps();
            if (steps.isEmpty()) {
                continue;
            }
            paths++;
            RuleGrid start = RuleGrid.fromPuzzle(drawn.puzzle());

            int cycles = RuleCycles.count(start, steps);

            String as = "seed " + SEED + ", " + variants + ", draw " + draw;
            assertThat(cycles).as(as).isBetween(1, steps.size());
            assertThat(cycles).as(as).isEqualTo(runsOfStartingSingles(start, steps));
        }
        assertThat(paths).as("seed %d, %s: paths read", SEED, variants).isPositive();
    }

    /**
     * On X, r5c5=1 and r9c9=2 are singles of the start only through the main diagonal (each digit has one
     * place left there, and others in the cell's row, column and box); r1c5 holds 1 or 3, so it is a single
     * only once r5c5=1 takes 1 from column 5. Two cycles: the diagonal's two singles, then r1c5.
     */
    @Test
    void singles_of_a_diagonal_share_the_first_cycle_and_a_single_they_make_opens_the_second() {
        RuleSet x = RuleSets.of(EnumSet.of(Variant.X), 9, Optional.empty());
        VariantPuzzle empty = RulePositions.empty(x);
        int[] candidates = RulePositions.all(x);
        int diagonal = houseNamed(x, "main diagonal");
        for (int cell : x.houses().get(diagonal).cells()) {
            if (cell != RulePositions.cell(5, 5)) {
                candidates[cell] &= ~RulePositions.bits(1);
            }
            if (cell != RulePositions.cell(9, 9)) {
                candidates[cell] &= ~RulePositions.bits(2);
            }
        }
        candidates[RulePositions.cell(1, 5)] = RulePositions.bits(1, 3);
        RuleGrid start = RuleGrid.ofPosition(empty, new int[x.cellCount()], candidates);
        List<Step> steps = List.of(
                new SingleStep(TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE, RulePositions.cell(5, 5), 1, diagonal),
                new SingleStep(TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE, RulePositions.cell(9, 9), 2, diagonal),
                new SingleStep(TechniqueId.NAKED_SINGLE, RulePositions.cell(1, 5), 3, -1));

        assertThat(RuleCycles.count(start, steps)).isEqualTo(2);
        assertThat(RuleCycles.count(start, steps.subList(0, 2))).isEqualTo(1);
    }

    /**
     * The count replayed directly: at the start of each run, every single of that position (each open
     * cell's last candidate, each digit's last place in a house of the rules) is listed once; a single
     * step outside the list, or after a stronger step, begins a new run.
     */
    private static int runsOfStartingSingles(RuleGrid start, List<Step> steps) {
        RuleGrid grid = start.copy();
        Set<Long> runSingles = null;
        int runs = 0;
        for (Step step : steps) {
            if (step instanceof SingleStep single) {
                long key = (long) single.cell() << 8 | single.digit();
                if (runSingles == null || !runSingles.contains(key)) {
                    runs++;
                    runSingles = singlesOf(grid);
                }
            } else {
                runSingles = null;
            }
            grid.apply(step);
        }
        return runs;
    }

    private static Set<Long> singlesOf(RuleGrid grid) {
        Set<Long> singles = new HashSet<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (Integer.bitCount(grid.candidates(cell)) == 1) {
                singles.add((long) cell << 8 | (Integer.numberOfTrailingZeros(grid.candidates(cell)) + 1));
            }
        }
        for (RuleHouse house : grid.rules().houses()) {
            for (int digit = 1; digit <= grid.rules().digits(); digit++) {
                List<Integer> places = new ArrayList<>();
                for (int cell : house.cells()) {
                    if ((grid.candidates(cell) & (1 << (digit - 1))) != 0) {
                        places.add(cell);
                    }
                }
                if (places.size() == 1) {
                    singles.add((long) places.get(0) << 8 | digit);
                }
            }
        }
        return singles;
    }

    private static int houseNamed(RuleSet rules, String name) {
        for (int h = 0; h < rules.houses().size(); h++) {
            if (rules.houses().get(h).name().equals(name)) {
                return h;
            }
        }
        throw new IllegalArgumentException("no house " + name);
    }
}
