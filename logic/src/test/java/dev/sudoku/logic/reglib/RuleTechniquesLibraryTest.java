package dev.sudoku.logic.reglib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.als.AlmostLockedSets;
import dev.sudoku.logic.als.SueDeCoq;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.logic.fish.FinnedFish;
import dev.sudoku.logic.rules.RuleCatalogue;
import dev.sudoku.logic.rules.RuleComplexFish;
import dev.sudoku.logic.rules.RuleGrid;
import dev.sudoku.logic.rules.RuleTechnique;
import dev.sudoku.logic.uniqueness.AvoidableRectangles;
import dev.sudoku.logic.uniqueness.HiddenRectangle;
import dev.sudoku.logic.uniqueness.UniqueLoops;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rule-set finned and sashimi fish, Franken and Mutant fish, unique rectangle type 6, Hidden Rectangle,
 * Avoidable Rectangles, ALS-XY-Wing, ALS-XY-Chain, Death Blossom and Sue de Coq on the classic rule set, at
 * every position HoDoKu's regression library has for them (codes 0310-0322; 0331-0342 and 0362, the Franken
 * and Mutant fish searched to the end, without the catalogue's cap, and not the Siamese ones of two fish
 * at once; 0605 and 0606 variant 1 (every corner holding both
 * digits), 0607 and 0608 (the library's placed digits are not givens), 0902-0904 and 1101; for
 * the ALS techniques variant 1, sets without a common cell: variant 2 lets them overlap, which
 * the rule-set techniques do not): the technique finds a step there, it removes what one of the classic
 * producer's steps of that kind removes, and no removal is the solution's digit. The classic producer lists
 * its chains with links both ways (every chain the forward search meets, and more).
 */
@Tag(Corpus.TAG)
class RuleTechniquesLibraryTest {
    private static final RuleSet CLASSIC = RuleSets.of(Set.of(), 9, Optional.empty());

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "0310,FINNED_X_WING,10",
        "0311,FINNED_SWORDFISH,11",
        "0312,FINNED_JELLYFISH,10",
        "0320,SASHIMI_X_WING,9",
        "0321,SASHIMI_SWORDFISH,9",
        "0322,SASHIMI_JELLYFISH,7",
        "0331,FRANKEN_SWORDFISH,3",
        "0332,FRANKEN_JELLYFISH,4",
        "0340,FINNED_FRANKEN_X_WING,4",
        "0341,FINNED_FRANKEN_SWORDFISH,6",
        "0342,FINNED_FRANKEN_JELLYFISH,10",
        "0362,FINNED_MUTANT_JELLYFISH,3",
        "0605-1,UNIQUE_RECTANGLE_TYPE_6,11",
        "0606-1,HIDDEN_RECTANGLE,12",
        "0607-1,AVOIDABLE_RECTANGLE_TYPE_1,10",
        "0608-1,AVOIDABLE_RECTANGLE_TYPE_2,15",
        "0902-1,ALS_XY_WING,9",
        "0903-1,ALS_XY_CHAIN,14",
        "0904-1,DEATH_BLOSSOM,8",
        "1101,SUE_DE_COQ,30"
    })
    void the_rule_set_technique_agrees_with_the_classic_one_on_every_library_position(
            String code, TechniqueId id, int expected) throws IOException {
        RuleTechnique technique = classicProducer(id) instanceof ComplexFish fish
                ? RuleComplexFish.of(fish)
                : RuleCatalogue.DEFAULT.entries().stream()
                        .map(RuleCatalogue.Entry::technique)
                        .filter(t -> t.id() == id)
                        .findFirst()
                        .orElseThrow();
        List<String> lines = Files.readAllLines(Corpus.file(HodokuReglibTest.FILE), StandardCharsets.UTF_8);
        int cases = 0;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (!line.startsWith(":" + code + ":")) {
                continue;
            }
            ReglibCase testCase = ReglibCase.parse(i + 1, line);
            CandidateGrid grid = testCase.grid();
            int[] values = grid.toGrid().toArray();
            int[] candidates = new int[values.length];
            for (int cell = 0; cell < values.length; cell++) {
                candidates[cell] = (int) grid.candidates(cell);
            }
            // The library's givens alone are the puzzle's: the digits it marks as placed are not givens.
            int[] givens = values.clone();
            for (int cell = 0; cell < givens.length; cell++) {
                givens[cell] = grid.isGiven(cell) ? givens[cell] : 0;
            }
            VariantPuzzle puzzle = new VariantPuzzle(CLASSIC, givens);
            RuleGrid rules = RuleGrid.ofPosition(puzzle, values, candidates);
            Step step = technique.find(rules).orElseThrow(() -> new AssertionError("no step on " + line));

            List<Step> offered = new ArrayList<>();
            classicProducer(id).find(grid, offered::add);
            List<List<Candidate>> classic = offered.stream()
                    .filter(s -> s.technique() == id)
                    .map(s -> sorted(s.eliminations()))
                    .toList();
            assertThat(classic).as(line).contains(sorted(step.eliminations()));
            int[] solution = new RuleSolver()
                    .solve(new VariantPuzzle(CLASSIC, values.clone()))
                    .solution()
                    .orElseThrow();
            for (Candidate removed : step.eliminations()) {
                assertThat(removed.digit()).as(line + " " + removed).isNotEqualTo(solution[removed.cell()]);
            }
            cases++;
        }
        assertThat(cases).isEqualTo(expected);
    }

    /** The classic technique that finds the steps of {@code id}: each lists all it finds. */
    private static Technique classicProducer(TechniqueId id) {
        return switch (id) {
            case FINNED_X_WING, SASHIMI_X_WING -> new FinnedFish(2);
            case FINNED_SWORDFISH, SASHIMI_SWORDFISH -> new FinnedFish(3);
            case FINNED_JELLYFISH, SASHIMI_JELLYFISH -> new FinnedFish(4);
            case FRANKEN_SWORDFISH -> new ComplexFish(ComplexFish.Kind.FRANKEN, 3, false);
            case FRANKEN_JELLYFISH -> new ComplexFish(ComplexFish.Kind.FRANKEN, 4, false);
            case FINNED_FRANKEN_X_WING -> new ComplexFish(ComplexFish.Kind.FRANKEN, 2, true);
            case FINNED_FRANKEN_SWORDFISH -> new ComplexFish(ComplexFish.Kind.FRANKEN, 3, true);
            case FINNED_FRANKEN_JELLYFISH -> new ComplexFish(ComplexFish.Kind.FRANKEN, 4, true);
            case FINNED_MUTANT_JELLYFISH -> new ComplexFish(ComplexFish.Kind.MUTANT, 4, true);
            case SUE_DE_COQ -> new SueDeCoq();
            case UNIQUE_RECTANGLE_TYPE_6 -> UniqueLoops.hodoku(true);
            case HIDDEN_RECTANGLE -> new HiddenRectangle(true);
            case AVOIDABLE_RECTANGLE_TYPE_1, AVOIDABLE_RECTANGLE_TYPE_2 -> new AvoidableRectangles();
            default -> new AlmostLockedSets(false, true);
        };
    }

    private static List<Candidate> sorted(List<Candidate> candidates) {
        return candidates.stream()
                .sorted(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit))
                .toList();
    }
}
