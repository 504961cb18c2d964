package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.fish.KrakenFish;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleKrakenFish;
import dev.sudoku.logic.rules.RuleTechnique;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The rule-set Kraken fish on the classic rule set, at the positions of top1465 where the players' path
 * gets as far as the Kraken fish: each step it takes removes what one of the classic search's steps of the
 * same type removes (the classic chains have group nodes as well, so they reach at least as far), never the
 * solution's digit, and both types take steps there.
 */
@Tag(Corpus.TAG)
class RuleKrakenFishAgreementTest {
    private static final int PUZZLES = 40;
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());
    private static final List<TechniqueId> TYPES =
            List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);

    @Test
    void each_rule_set_kraken_step_is_one_of_the_classic_search_and_agrees_with_the_solution() {
        Map<TechniqueId, Integer> found = new EnumMap<>(TechniqueId.class);
        Top1465Path.walk(PUZZLES, TechniqueId.KRAKEN_FISH_TYPE_1, at -> {
            RuleGrid rules = ruleGrid(at.grid());
            int[] solution = at.solution().toArray();
            for (TechniqueId type : TYPES) {
                RuleTechnique technique = RuleKrakenFish.of(type, KrakenFish.DEFAULT_CAP);
                Optional<Step> step = technique.find(rules);
                if (step.isEmpty()) {
                    continue;
                }
                assertThat(step.get().technique()).isEqualTo(type);
                List<Step> classic = new ArrayList<>();
                new KrakenFish(KrakenFish.DEFAULT_CAP, List.of(type), KrakenFish.Fish.BASIC)
                        .find(at.grid(), classic::add);
                assertThat(classic.stream().map(s -> sorted(s.eliminations())))
                        .as("%s at %s", type, at.line())
                        .contains(sorted(step.get().eliminations()));
                for (Candidate removed : step.get().eliminations()) {
                    assertThat(removed.digit()).as(at.line() + " " + removed).isNotEqualTo(solution[removed.cell()]);
                }
                found.merge(type, 1, Integer::sum);
            }
        });
        System.out.println("rule-set Kraken steps: " + found);
        assertThat(found).containsKeys(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);
    }

    private static RuleGrid ruleGrid(CandidateGrid grid) {
        int[] values = grid.toGrid().toArray();
        int[] candidates = new int[values.length];
        int[] givens = values.clone();
        for (int cell = 0; cell < values.length; cell++) {
            candidates[cell] = (int) grid.candidates(cell);
            givens[cell] = grid.isGiven(cell) ? givens[cell] : 0;
        }
        return RuleGrid.ofPosition(new VariantPuzzle(CLASSIC, givens), values, candidates);
    }

    private static List<Candidate> sorted(List<Candidate> candidates) {
        return candidates.stream()
                .sorted(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit))
                .toList();
    }
}
