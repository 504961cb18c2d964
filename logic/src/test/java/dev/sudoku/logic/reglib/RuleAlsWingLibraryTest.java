package dev.sudoku.logic.reglib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.als.AlmostLockedSets;
import dev.sudoku.logic.rules.RuleAls;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.testkit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The rule-set ALS-XY-Wing on the classic rule set, at every ALS-XY-Wing position of HoDoKu's regression
 * library (code 0902, sets without a common cell): it finds a wing there, the wing removes what one of the classic producer's wings
 * removes, and no removal is the solution's digit.
 */
@Tag(Corpus.TAG)
class RuleAlsWingLibraryTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @Test
    void the_rule_set_wing_agrees_with_the_classic_one_on_every_library_position() throws IOException {
        List<String> lines = Files.readAllLines(Corpus.file(HodokuReglibTest.FILE), StandardCharsets.UTF_8);
        int cases = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            // Variant 1: sets without a common cell (variant 2 lets them overlap; the rule-set wing does not).
            if (!line.startsWith(":0902-1:")) {
                continue;
            }
            ReglibCase testCase = ReglibCase.parse(i + 1, line);
            CandidateGrid grid = testCase.grid();
            int[] values = grid.toGrid().toArray();
            int[] candidates = new int[values.length];
            for (int cell = 0; cell < values.length; cell++) {
                candidates[cell] = (int) grid.candidates(cell);
            }
            VariantPuzzle puzzle = new VariantPuzzle(CLASSIC, values.clone());
            RuleGrid rules = RuleGrid.ofPosition(puzzle, values, candidates);
            Step step = RuleAls.xyWing().find(rules).orElseThrow(() -> new AssertionError("no wing on " + line));

            List<Step> offered = new ArrayList<>();
            new AlmostLockedSets().find(grid, offered::add);
            List<List<Candidate>> classic = offered.stream()
                    .filter(s -> s.technique() == TechniqueId.ALS_XY_WING)
                    .map(s -> sorted(s.eliminations()))
                    .toList();
            assertThat(classic).as(line).contains(sorted(step.eliminations()));
            int[] solution = new RuleSolver().solve(puzzle).solution().orElseThrow();
            for (Candidate removed : step.eliminations()) {
                assertThat(removed.digit()).as(line + " " + removed).isNotEqualTo(solution[removed.cell()]);
            }
            cases++;
        }
        assertThat(cases).isEqualTo(9);
    }

    private static List<Candidate> sorted(List<Candidate> candidates) {
        return candidates.stream()
                .sorted(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit))
                .toList();
    }
}
