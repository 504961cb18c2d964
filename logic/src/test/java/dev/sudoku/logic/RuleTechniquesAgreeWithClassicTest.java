package dev.sudoku.logic;

import static dev.sudoku.logic.Pencilmarks.all;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.rating.StepDifficulty;
import dev.sudoku.logic.rules.RuleBug;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleTechnique;
import dev.sudoku.logic.rules.RuleUniqueLoops;
import dev.sudoku.logic.rules.RuleUniqueRectangles;
import dev.sudoku.logic.uniqueness.BugTypes;
import dev.sudoku.logic.uniqueness.UniqueLoops;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The rule-set BUG types, type 3 rectangles and unique loops against the classic ones on the classic rule set: on each
 * position, a rule-set type finds a step exactly when the classic producer offers one of that type, and
 * removes what one of the classic steps removes (the two scan the houses in different orders, so where
 * the classic producer offers one step per house, the rule set's may be any of them). The positions are
 * constructed graves with extra candidates ({@link BugGraves}) and rectangles whose extra corners complete
 * naked and hidden sets, and loops of six cells. (The rule-set ALS-XY-Wing is checked against the classic
 * one on HoDoKu's library positions: {@code RuleAlsLibraryTest}.)
 */
class RuleTechniquesAgreeWithClassicTest {
    private static final BoxShape CLASSIC_SHAPE = new BoxShape(3, 3);
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    private static final Map<TechniqueId, RuleTechnique> BUG_TYPES = Map.of(
            TechniqueId.BUG_TYPE_1, RuleBug.type1(),
            TechniqueId.BUG_TYPE_2, RuleBug.type2(),
            TechniqueId.BUG_TYPE_3, RuleBug.type3(),
            TechniqueId.BUG_TYPE_4, RuleBug.type4());

    private static RuleGrid ruleGrid(RuleSet rules, CandidateGrid grid) {
        int[] values = grid.toGrid().toArray();
        int[] candidates = new int[values.length];
        for (int cell = 0; cell < values.length; cell++) {
            candidates[cell] = (int) grid.candidates(cell);
        }
        return RuleGrid.ofPosition(new VariantPuzzle(rules, new int[values.length]), values, candidates);
    }

    private static void agree(Technique classic, Map<TechniqueId, RuleTechnique> types, CandidateGrid grid) {
        String where = grid.toString();
        List<Step> offered = all(classic, grid);
        Catalogue se = Catalogue.se();
        RuleGrid rules = ruleGrid(CLASSIC, grid);
        for (Map.Entry<TechniqueId, RuleTechnique> type : types.entrySet()) {
            List<String> classicSteps = offered.stream()
                    .filter(step -> step.technique() == type.getKey())
                    .map(step -> signature(step, StepDifficulty.of(step, se)))
                    .toList();
            Optional<Step> found = type.getValue().find(rules);
            assertThat(found.isPresent())
                    .as(type.getKey() + " found on " + where + " " + found)
                    .isEqualTo(!classicSteps.isEmpty());
            found.ifPresent(step -> assertThat(classicSteps)
                    .as(type.getKey() + " removals, pattern and rating")
                    .contains(signature(step, RuleCatalogue.DEFAULT.difficulty(step))));
        }
    }

    /** What the two must share: the removals, a loop's cells (whatever their order) and the rating. */
    private static String signature(Step step, double difficulty) {
        List<Candidate> removals = step.eliminations().stream()
                .sorted(RuleTechniquesAgreeWithClassicTest::byCell)
                .toList();
        List<Integer> loop = step instanceof UniquenessStep unique
                ? unique.loop().stream().sorted().toList()
                : List.of();
        return removals + " loop " + loop + " rated " + difficulty;
    }

    private static int byCell(Candidate a, Candidate b) {
        return a.cell() != b.cell() ? Integer.compare(a.cell(), b.cell()) : Integer.compare(a.digit(), b.digit());
    }

    @Test
    void bug_types_agree_on_constructed_graves() {
        List<CandidateGrid> graves = List.of(
                BugGraves.withExtras(CLASSIC_SHAPE, 3, "r1c1+3"),
                BugGraves.withExtras(CLASSIC_SHAPE, 3, "r1c1+3", "r9c2+3"),
                BugGraves.withExtras(CLASSIC_SHAPE, 3, "r1c1+3", "r5c6+3"),
                BugGraves.withExtras(CLASSIC_SHAPE, 3, "r1c1+3", "r1c3+2"),
                BugGraves.withExtras(CLASSIC_SHAPE, 4, "r1c1+4", "r1c2+1"),
                BugGraves.withExtras(CLASSIC_SHAPE, 9, "r1c1+8", "r1c2+8", "r2c1+8", "r2c2+8"),
                BugGraves.withExtras(CLASSIC_SHAPE, 5, "r1c1+5", "r1c2+4", "r1c3+5"),
                BugGraves.withExtras(CLASSIC_SHAPE, 5, "r1c1+4", "r2c1+5"),
                BugGraves.cyclic(CLASSIC_SHAPE, 3));
        int stepsSeen = 0;
        for (CandidateGrid grave : graves) {
            agree(new BugTypes(), BUG_TYPES, grave);
            stepsSeen += all(new BugTypes(), grave).size();
        }
        // The positions hold steps of every type, so the agreement is not about empty lists alone.
        assertThat(stepsSeen).isGreaterThanOrEqualTo(8);
    }

    @Test
    void the_rule_sets_houses_decide_the_grave() {
        // The classic grave has three places for some digits in some windows and diagonals: no BUG there.
        CandidateGrid grave = BugGraves.withExtras(CLASSIC_SHAPE, 3, "r1c1+3", "r9c2+3");
        assertThat(RuleBug.type2().find(ruleGrid(CLASSIC, grave))).isPresent();
        for (Variant variant : List.of(Variant.WINDOKU, Variant.X)) {
            RuleSet rules = RuleSets.of(Set.of(variant), 9, Optional.empty());
            for (RuleTechnique type : BUG_TYPES.values()) {
                assertThat(type.find(ruleGrid(rules, grave)))
                        .as(variant + " " + type.id())
                        .isEmpty();
            }
        }
    }

    /**
     * The rectangle r1c1, r1c2, r4c2, r4c1 on 1/2, the two digits gone from the rest of rows 1 and 4 and
     * columns 1 and 2: r4c1 and r4c2 hold {@code extraOfR4c1} and {@code extraOfR4c2} too, and the cells
     * {@code keep} names keep only the digits it gives them.
     */
    private static CandidateGrid rectangle(int extraOfR4c1, int extraOfR4c2, Map<String, int[]> keep) {
        CandidateGrid grid = Pencilmarks.empty();
        // 1 and 2 leave every other cell of rows 1 and 4 and columns 1 and 2, so no other rectangle forms.
        for (int cell = 0; cell < 81; cell++) {
            int row = cell / 9;
            int column = cell % 9;
            boolean corner = (row == 0 || row == 3) && column < 2;
            if (!corner && (row == 0 || row == 3 || column < 2)) {
                grid.eliminate(cell, 1);
                grid.eliminate(cell, 2);
            }
        }
        Pencilmarks.keepOnly(grid, "r1c1", 1, 2);
        Pencilmarks.keepOnly(grid, "r1c2", 1, 2);
        Pencilmarks.keepOnly(grid, "r4c1", 1, 2, extraOfR4c1);
        Pencilmarks.keepOnly(grid, "r4c2", 1, 2, extraOfR4c2);
        keep.forEach((cell, digits) -> Pencilmarks.keepOnly(grid, cell, digits));
        return grid;
    }

    @Test
    void type_3_rectangles_agree_on_naked_and_hidden_sets() {
        Map<TechniqueId, RuleTechnique> type3 =
                Map.of(TechniqueId.UNIQUE_RECTANGLE_TYPE_3, RuleUniqueRectangles.type3());
        List<CandidateGrid> positions = List.of(
                rectangle(7, 8, Map.of("r4c5", new int[] {7, 8})),
                rectangle(7, 8, Map.of("r5c3", new int[] {7, 8})),
                rectangle(7, 8, Map.of("r4c5", new int[] {3, 7}, "r4c7", new int[] {3, 8})),
                rectangle(7, 7, Map.of("r4c5", new int[] {7, 8})),
                // 1 and 2 left in box 4 at r4c1, r4c2 and r5c3 alone: a hidden pair with r5c3.
                rectangle(7, 8, Map.of("r6c3", new int[] {3, 4, 5, 6, 7, 8, 9})),
                rectangle(7, 8, Map.of()));
        int stepsSeen = 0;
        for (CandidateGrid position : positions) {
            agree(new UniqueLoops(), type3, position);
            stepsSeen += (int) all(new UniqueLoops(), position).stream()
                    .filter(step -> step.technique() == TechniqueId.UNIQUE_RECTANGLE_TYPE_3)
                    .count();
        }
        assertThat(stepsSeen).isGreaterThanOrEqualTo(3);
    }

    /** The six-cell loop of {@code UniqueLoopsTest} on 1/2 in the top band, its cells holding what {@code keep} says. */
    private static CandidateGrid loop(Map<String, int[]> keep) {
        List<String> cells = List.of("r1c1", "r1c4", "r2c4", "r2c7", "r3c7", "r3c1");
        CandidateGrid grid = Pencilmarks.empty();
        for (int cell = 0; cell < 27; cell++) {
            if (!cells.contains(Pencilmarks.name(cell))) {
                grid.eliminate(cell, 1);
                grid.eliminate(cell, 2);
            }
        }
        for (String cell : cells) {
            Pencilmarks.keepOnly(grid, cell, keep.getOrDefault(cell, new int[] {1, 2}));
        }
        keep.forEach((cell, digits) -> Pencilmarks.keepOnly(grid, cell, digits));
        return grid;
    }

    @Test
    void unique_loops_agree_on_each_type() {
        Map<TechniqueId, RuleTechnique> loops = Map.of(
                TechniqueId.UNIQUE_LOOP_TYPE_1, RuleUniqueLoops.type1(),
                TechniqueId.UNIQUE_LOOP_TYPE_2, RuleUniqueLoops.type2(),
                TechniqueId.UNIQUE_LOOP_TYPE_3, RuleUniqueLoops.type3(),
                TechniqueId.UNIQUE_LOOP_TYPE_4, RuleUniqueLoops.type4());
        List<CandidateGrid> positions = List.of(
                loop(Map.of("r3c7", new int[] {1, 2, 5})),
                loop(Map.of("r3c7", new int[] {1, 2, 5}, "r2c7", new int[] {1, 2, 5})),
                // 1 is theirs alone in box 3 (type 4); with r1c8 {5,6} a naked pair there (type 3).
                loop(Map.of("r3c7", new int[] {1, 2, 5}, "r2c7", new int[] {1, 2, 6})),
                loop(Map.of("r3c7", new int[] {1, 2, 5}, "r2c7", new int[] {1, 2, 6}, "r1c8", new int[] {5, 6})),
                loop(Map.of()));
        Set<TechniqueId> seen = new HashSet<>();
        for (CandidateGrid position : positions) {
            agree(new UniqueLoops(), loops, position);
            all(new UniqueLoops(), position).forEach(step -> seen.add(step.technique()));
        }
        assertThat(seen).containsAll(loops.keySet());
    }

    @Test
    void a_diagonal_through_one_cell_of_the_loop_rules_it_out() {
        // On X, r1c1 is the main diagonal's only cell of the loop: swapping would leave the diagonal short.
        CandidateGrid position = loop(Map.of("r3c7", new int[] {1, 2, 5}));
        assertThat(RuleUniqueLoops.type1().find(ruleGrid(CLASSIC, position))).isPresent();
        RuleSet x = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());
        assertThat(RuleUniqueLoops.type1().find(ruleGrid(x, position))).isEmpty();
    }
}
