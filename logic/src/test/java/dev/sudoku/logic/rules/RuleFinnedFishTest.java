package dev.sudoku.logic.rules;

import static dev.sudoku.logic.rules.RulePositions.all;
import static dev.sudoku.logic.rules.RulePositions.cell;
import static dev.sudoku.logic.rules.RulePositions.empty;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A finned X-Wing whose fin sits at the centre, where both of X's diagonals cross: an empty grid where 1
 * is left in rows 1 and 5 only at the fish's places, so that is the only fish of 1 on rows.
 */
class RuleFinnedFishTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final RuleSet X = RuleSets.of(Set.of(Variant.X), 9, Optional.empty());

    /** 1 in row 1 at c2 and c6, in row 5 at c2, c5 and c6: an X-Wing on columns 2 and 6 with the fin r5c5. */
    private static RuleGrid centreFin(RuleSet rules) {
        int[] candidates = all(rules);
        for (int column = 1; column <= 9; column++) {
            if (column != 2 && column != 6) {
                candidates[cell(1, column)] &= ~1;
            }
            if (column != 2 && column != 5 && column != 6) {
                candidates[cell(5, column)] &= ~1;
            }
        }
        return RuleGrid.ofPosition(empty(rules), new int[81], candidates);
    }

    @Test
    void on_x_the_cells_of_the_covers_on_the_fins_diagonals_lose_the_digit_too() {
        FishStep step =
                (FishStep) RuleFinnedFish.ofSize(2, false).find(centreFin(X)).orElseThrow();

        assertThat(step.technique()).isEqualTo(TechniqueId.FINNED_X_WING);
        assertThat(step.fins()).containsExactly(cell(5, 5));
        // Box 5's r4c6 and r6c6, as on a classic grid; r2c2 on the main diagonal, r8c2 and r4c6 on the other.
        assertThat(step.eliminations())
                .containsExactly(
                        new Candidate(cell(2, 2), 1),
                        new Candidate(cell(4, 6), 1),
                        new Candidate(cell(6, 6), 1),
                        new Candidate(cell(8, 2), 1));
        assertThat(RuleStepText.describe(step, X))
                .isEqualTo("Finned X-Wing: 1 in r1,r5 / c2,c6 fin r5c5 => r2c2,r4c6,r6c6,r8c2<>1");
        assertThat(RuleCatalogue.DEFAULT.difficulty(step)).isEqualTo(6.6);
        assertThat(RuleFinnedFish.ofSize(2, true).find(centreFin(X))).isEmpty();
    }

    @Test
    void on_a_classic_grid_only_the_fins_box_is_reached() {
        FishStep step = (FishStep)
                RuleFinnedFish.ofSize(2, false).find(centreFin(CLASSIC)).orElseThrow();

        assertThat(step.eliminations()).containsExactly(new Candidate(cell(4, 6), 1), new Candidate(cell(6, 6), 1));
    }

    /** Minimal X puzzles whose logical paths meet finned and sashimi fish. */
    private static final List<String> X_PUZZLES = List.of(
            "..9.6.....6...3.52...4....6.....4......3..14..15.......2.....1......18...........",
            ".......26.....2......1.........678..5.9.....4...49......3.7.6..7...4...1..1......",
            "..4....1.6...1.4........7.8.......8......52..2.......197......3.6...3..9...8.....",
            "..82....61...8...5...1...8..4...2.....6...35.2......7...5...9............2...5...");

    @Test
    void a_kind_read_from_what_the_other_kinds_search_learnt_is_what_its_own_search_finds() throws Exception {
        RuleLogicalSolver solver = new RuleLogicalSolver(RuleCatalogue.DEFAULT);
        int fish = 0;
        for (String line : X_PUZZLES) {
            VariantEntry entry =
                    new VariantReader(Set.of(Variant.X)).read(line + "\n").get(0);
            RuleGrid grid = RuleGrid.fromPuzzle(((VariantEntry.Puzzle) entry).puzzle());
            while (!grid.isSolved()) {
                for (int k = 2; k <= 4; k++) {
                    for (boolean sashimiFirst : new boolean[] {false, true}) {
                        RuleTechnique first = RuleFinnedFish.ofSize(k, sashimiFirst);
                        RuleTechnique second = RuleFinnedFish.ofSize(k, !sashimiFirst);
                        first.find(grid);
                        Optional<Step> read = second.find(grid);
                        Optional<Step> searched = alone(second, grid.copy());
                        assertThat(read.map(Step::eliminations))
                                .as("%s at %s", second.id(), line)
                                .isEqualTo(searched.map(Step::eliminations));
                        assertThat(read.map(Step::technique)).isEqualTo(searched.map(Step::technique));
                        fish += read.isPresent() ? 1 : 0;
                    }
                }
                Optional<Step> step = solver.nextStep(grid);
                if (step.isEmpty()) {
                    break;
                }
                grid.apply(step.get());
            }
        }
        assertThat(fish).as("fish read from the other kind's search").isGreaterThan(10);
    }

    /** The technique's step on a thread of its own, which has learnt nothing. */
    private static Optional<Step> alone(RuleTechnique technique, RuleGrid grid) throws Exception {
        AtomicReference<Optional<Step>> found = new AtomicReference<>();
        Thread thread = new Thread(() -> found.set(technique.find(grid)));
        thread.start();
        thread.join();
        return found.get();
    }
}
