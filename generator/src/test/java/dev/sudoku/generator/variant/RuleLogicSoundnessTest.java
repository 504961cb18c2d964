package dev.sudoku.generator.variant;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSolveResult;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.SumStep;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleLogicalSolver;
import dev.sudoku.logic.rules.RuleStepText;
import dev.sudoku.testkit.CorpusScale;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The soundness walk of the rule-set logic: over generated puzzles of every variant (about 340 in CI, 6,000
 * in the exhaustive suite; seeds printed in the failure message), every placement of every step is the unique solution's digit and no elimination
 * removes it; the cells of a cage or 45-rule step hold digits adding up to the step's sum. The solution comes from the exact rule-set solver, which also proves it unique.
 */
// The variants' walks are independent and together the longest test of the module: they share the cores.
@Execution(ExecutionMode.CONCURRENT)
class RuleLogicSoundnessTest {
    /**
     * CI walks with the techniques up to Dynamic (+): a nested step takes seconds (up to 8 s on a consecutive
     * puzzle of one given, whose walk took 156 s with them), so the nested levels are walked in CI on one
     * puzzle ({@code RuleForcingNestedTest}) and here in the exhaustive suite.
     */
    private final RuleLogicalSolver solver = new RuleLogicalSolver(
            CorpusScale.exhaustive()
                    ? RuleCatalogue.DEFAULT
                    : new RuleCatalogue(RuleCatalogue.DEFAULT.entries().stream()
                            .filter(entry -> entry.difficulty() < 10.0)
                            .toList()));

    @ParameterizedTest(name = "{0}: from seed {1}, {2} puzzles ({3} in the exhaustive suite)")
    @CsvSource({
        "jigsaw,1000,50,1000,POINTING;COMMON_PEER;XY_WING;UNIQUE_RECTANGLE_TYPE_1;UNIQUE_RECTANGLE_TYPE_3;UNIQUE_RECTANGLE_TYPE_4;HIDDEN_RECTANGLE;AVOIDABLE_RECTANGLE_TYPE_1;BUG_TYPE_4;FINNED_X_WING;SASHIMI_X_WING;FINNED_SWORDFISH;FINNED_JELLYFISH;X_CHAIN;AIC;ALS_XZ;ALS_XY_WING;ALS_XY_CHAIN;FRANKEN_SWORDFISH;FRANKEN_JELLYFISH;FINNED_FRANKEN_X_WING;FINNED_FRANKEN_SWORDFISH;MUTANT_JELLYFISH;NISHIO_FORCING_CHAIN;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS",
        "x,2000,50,1000,POINTING;COMMON_PEER;XY_WING;XYZ_WING;UNIQUE_RECTANGLE_TYPE_1;UNIQUE_RECTANGLE_TYPE_3;UNIQUE_RECTANGLE_TYPE_4;UNIQUE_RECTANGLE_TYPE_6;HIDDEN_RECTANGLE;BUG_TYPE_1;FINNED_X_WING;SASHIMI_X_WING;FINNED_SWORDFISH;SASHIMI_SWORDFISH;X_CHAIN;XY_CHAIN;AIC;ALS_XZ;ALS_XY_WING;ALS_XY_CHAIN;MUTANT_SWORDFISH;FINNED_MUTANT_SWORDFISH;NISHIO_FORCING_CHAIN;KRAKEN_FISH_TYPE_1;KRAKEN_FISH_TYPE_2;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS",
        "windoku,3000,50,1000,POINTING;COMMON_PEER;XY_WING;UNIQUE_RECTANGLE_TYPE_1;UNIQUE_RECTANGLE_TYPE_4;UNIQUE_RECTANGLE_TYPE_6;HIDDEN_RECTANGLE;FINNED_X_WING;SASHIMI_X_WING;FINNED_SWORDFISH;SASHIMI_JELLYFISH;X_CHAIN;AIC;ALS_XZ;ALS_XY_WING;ALS_XY_CHAIN;FRANKEN_SWORDFISH;MUTANT_JELLYFISH;NISHIO_FORCING_CHAIN;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN",
        "oddeven,4000,100,1000,POINTING;XY_WING;UNIQUE_RECTANGLE_TYPE_1;UNIQUE_RECTANGLE_TYPE_2;HIDDEN_RECTANGLE;UNIQUE_LOOP_TYPE_1;BUG_TYPE_1;BUG_TYPE_2;FINNED_X_WING;SASHIMI_X_WING;X_CHAIN;NISHIO_FORCING_CHAIN",
        "samurai,5000,6,100,POINTING;UNIQUE_RECTANGLE_TYPE_1;UNIQUE_RECTANGLE_TYPE_4;HIDDEN_RECTANGLE;FINNED_X_WING;X_CHAIN;AIC;ALS_XZ;ALS_XY_WING;ALS_XY_CHAIN;NISHIO_FORCING_CHAIN;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN",
        "x;windoku,6000,20,600,POINTING;COMMON_PEER;X_CHAIN;ALS_XZ;ALS_XY_WING;ALS_XY_CHAIN;NISHIO_FORCING_CHAIN;MULTIPLE_FORCING_CHAIN;DEATH_BLOSSOM;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS",
        "killer,7000,20,400,CAGE_COMBINATION;INNIES_OUTIES;COMMON_PEER;ALS_XZ;SUE_DE_COQ;ALS_XY_CHAIN;FINNED_X_WING;NISHIO_FORCING_CHAIN;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS",
        "consecutive,8000,15,600,CONSECUTIVE_NEIGHBOURS;ALIGNED_PAIR_EXCLUSION;ALS_XZ;FINNED_X_WING;NISHIO_FORCING_CHAIN;KRAKEN_FISH_TYPE_2;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS",
        "killer;consecutive,9000,20,200,CAGE_COMBINATION;CONSECUTIVE_NEIGHBOURS",
        "partial-consecutive,9500,5,80,CONSECUTIVE_NEIGHBOURS;ALIGNED_PAIR_EXCLUSION;MULTIPLE_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN;DYNAMIC_FORCING_CHAIN_PLUS"
    })
    void every_step_agrees_with_the_unique_solution(
            String names, long firstSeed, int sample, int exhaustive, String expected) {
        // CI walks the sample; the exhaustive suite ten to twenty times as many (about 6,000 puzzles in all).
        // Each sample is about twice the puzzles its variant needs to reach every technique expected (the
        // first 3 to 15 seeds do; odd-even's 31, and its walks are cheap), so the expectation guards it. The
        // forcing chains' variants (consecutive, X-windoku, killer) take seconds a puzzle.
        int count = CorpusScale.count("sudoku.variantWalk", sample, exhaustive);
        Set<Variant> variants = VariantNames.parse(names);
        VariantGenerator generator = new VariantGenerator(variants, 9);
        Map<TechniqueId, Integer> used = new EnumMap<>(TechniqueId.class);
        int solved = 0;
        for (long seed = firstSeed; seed < firstSeed + count; seed++) {
            VariantMade made = generator.make(seed);
            RuleSolveResult exact = new RuleSolver().solve(made.puzzle());
            assertThat(exact.solutionCount()).as("seed %d is unique", seed).isEqualTo(1);
            int[] solution = exact.solution().orElseThrow();
            RuleGrid grid = RuleGrid.fromPuzzle(made.puzzle());
            Optional<Step> next;
            while ((next = solver.nextStep(grid)).isPresent()) {
                Step step = next.get();
                String where = "seed " + seed + ": " + RuleStepText.describe(step, grid.rules());
                for (Placement placement : step.placements()) {
                    assertThat(placement.digit()).as(where).isEqualTo(solution[placement.cell()]);
                }
                for (Candidate candidate : step.eliminations()) {
                    assertThat(candidate.digit()).as(where).isNotEqualTo(solution[candidate.cell()]);
                }
                if (step instanceof SumStep sum) {
                    int total = sum.cells().stream()
                            .mapToInt(cell -> solution[cell])
                            .sum();
                    assertThat(total)
                            .as(where + ": the solution's digits add up to the sum")
                            .isEqualTo(sum.sum());
                }
                assertThat(grid.apply(step)).as(where + " changes the grid").isTrue();
                used.merge(step.technique(), 1, Integer::sum);
            }
            solved += grid.isSolved() ? 1 : 0;
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                int value = grid.value(cell);
                boolean kept = value == solution[cell]
                        || (value == 0 && (grid.candidates(cell) & (1 << (solution[cell] - 1))) != 0);
                assertThat(kept)
                        .as(
                                "seed %d keeps the solution's digit at %s",
                                seed, grid.rules().name(cell))
                        .isTrue();
            }
        }
        System.out.println(names + ": " + solved + " of " + count + " solved by logic; steps by technique: " + used);
        for (String id : expected.split(";")) {
            assertThat(used).as("the walk reached " + id).containsKey(TechniqueId.valueOf(id));
        }
    }
}
