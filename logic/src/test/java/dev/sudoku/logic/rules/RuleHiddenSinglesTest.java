package dev.sudoku.logic.rules;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.rulesearch.RulePuzzles;
import java.util.EnumSet;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A hidden single names the kind of house it was found in: a box, a line, or an extra house (a jigsaw
 * region, an X diagonal, a window), each with its own id, and the single agrees with the solution.
 */
class RuleHiddenSinglesTest {
    private static final long SEED = 11;
    private static final Set<Variant> X_JIGSAW = EnumSet.of(Variant.X, Variant.JIGSAW);

    @Test
    void singles_in_a_diagonal_and_a_jigsaw_region_are_extra_house_singles_that_agree_with_the_solution() {
        Random random = new Random(SEED);
        Set<HouseKind> seen = EnumSet.noneOf(HouseKind.class);
        int puzzles = 0;
        for (int draw = 0; draw < 200 && !seen.containsAll(EnumSet.of(HouseKind.DIAGONAL, HouseKind.REGION)); draw++) {
            RulePuzzles.Drawn drawn = RulePuzzles.draw(X_JIGSAW, 9, 0.45, random);
            if (drawn == null || !unique(drawn.puzzle())) {
                continue;
            }
            puzzles++;
            RuleSet rules = drawn.puzzle().rules();
            for (Step step : new RuleLogicalSolver(RuleCatalogue.DEFAULT)
                    .solve(drawn.puzzle())
                    .steps()) {
                if (step instanceof SingleStep single && single.technique() == TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE) {
                    HouseKind kind =
                            HouseKind.of(rules.houses().get(single.house()).name());
                    seen.add(kind);
                    assertThat(kind).as("seed %d, %s", SEED, single).isIn(HouseKind.DIAGONAL, HouseKind.REGION);
                    assertThat(drawn.solution()[single.cell()])
                            .as("seed %d, %s", SEED, single)
                            .isEqualTo(single.digit());
                }
            }
        }

        assertThat(seen)
                .as("seed %d: extra-house singles over %d unique puzzles", SEED, puzzles)
                .contains(HouseKind.DIAGONAL, HouseKind.REGION);
    }

    @Test
    void every_hidden_single_of_a_path_is_named_after_its_house_and_written_with_its_short_name() {
        Random random = new Random(SEED);
        for (Set<Variant> variants : Set.of(X_JIGSAW, EnumSet.of(Variant.X, Variant.WINDOKU))) {
            for (int draw = 0; draw < 10; draw++) {
                RulePuzzles.Drawn drawn = RulePuzzles.draw(variants, 9, 0.5, random);
                if (drawn == null) {
                    continue;
                }
                RuleSet rules = drawn.puzzle().rules();
                for (Step step : new RuleLogicalSolver(RuleCatalogue.DEFAULT)
                        .solve(drawn.puzzle())
                        .steps()) {
                    if (step instanceof SingleStep single
                            && single.technique().name().startsWith("HIDDEN_SINGLE")) {
                        String house = rules.houses().get(single.house()).name();
                        assertThat(single.technique())
                                .as("seed %d, %s in %s", SEED, single, house)
                                .isEqualTo(idFor(HouseKind.of(house)));
                        assertThat(RuleStepText.describe(step, rules))
                                .startsWith("Hidden Single: ")
                                .contains(" in " + RuleNames.shortName(house) + " => ");
                    }
                }
            }
        }
    }

    @Test
    void on_rows_columns_and_boxes_alone_the_extra_house_single_finds_nothing() {
        RuleSet classic = RuleSets.classic(BoxShape.defaultFor(9));
        RuleGrid grid = RuleGrid.fromPuzzle(RulePositions.empty(classic));
        int[] candidates = RulePositions.all(classic);
        // 5 has one place left in box 1 (r1c1): a box single, not an extra house's.
        for (int cell : new int[] {1, 2, 9, 10, 11, 18, 19, 20}) {
            candidates[cell] &= ~RulePositions.bits(5);
        }
        grid = RuleGrid.ofPosition(RulePositions.empty(classic), new int[classic.cellCount()], candidates);

        assertThat(RuleSingles.hiddenSingleInExtraHouse().find(grid)).isEmpty();
        assertThat(RuleSingles.hiddenSingleInBox().find(grid))
                .hasValue(new SingleStep(TechniqueId.HIDDEN_SINGLE_BOX, 0, 5, 18));
    }

    private static TechniqueId idFor(HouseKind kind) {
        if (kind.isLine()) {
            return TechniqueId.HIDDEN_SINGLE_LINE;
        }
        return kind == HouseKind.BOX ? TechniqueId.HIDDEN_SINGLE_BOX : TechniqueId.HIDDEN_SINGLE_EXTRA_HOUSE;
    }

    private static boolean unique(VariantPuzzle puzzle) {
        return new RuleSolver()
                        .solve(puzzle, SolveLimits.countUpTo(2).withMaxNodes(200_000))
                        .status()
                == Status.SOLVED;
    }
}
