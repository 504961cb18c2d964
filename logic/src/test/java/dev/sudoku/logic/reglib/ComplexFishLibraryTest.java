package dev.sudoku.logic.reglib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.testkit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Published Franken and Mutant fish: positions of HoDoKu's regression library whose fish HoDoKu's own
 * sources describe (the examples in its fish solver), read from the library file at run time. Each step
 * must be the one HoDoKu names, in our notation: same base and cover sets, fins, endo fins and
 * eliminations.
 */
@Tag(Corpus.TAG)
class ComplexFishLibraryTest {
    private static List<Step> steps(int line, ComplexFish fish) throws IOException {
        List<String> lines = Files.readAllLines(Corpus.file(HodokuReglibTest.FILE), StandardCharsets.UTF_8);
        ReglibCase testCase = ReglibCase.parse(line, lines.get(line - 1).trim());
        List<Step> steps = new ArrayList<>();
        fish.find(testCase.grid(), step -> steps.add(step));
        return steps;
    }

    private static List<String> texts(int line, ComplexFish fish) throws IOException {
        StepText text = new StepText(9);
        return steps(line, fish).stream().map(text::describe).toList();
    }

    @Test
    void franken_swordfish_r236_c24b3_removes_8_from_r7c2() throws IOException {
        // HoDoKu: "Franken Swordfish: 8 r236 c24b3 => r7c2<>8" (library line 673).
        assertThat(texts(673, new ComplexFish(ComplexFish.Kind.FRANKEN, 3, false)))
                .containsExactly("Franken Swordfish: 8 in r2,r3,r6 / c2,c4,b3 => r7c2<>8");
    }

    @Test
    void finned_franken_jellyfish_r348b1_c3459_with_two_fins() throws IOException {
        // HoDoKu: "Finned Franken Jellyfish: 3 r348b1 c3459 fr1c1 fr3c8 => r1c9<>3" (library line 711). The
        // same base sets also fit covers c3, c4, c5, b3 with fins r1c1, r4c9, which the search meets first;
        // one step is offered per set of eliminations, as in HoDoKu.
        assertThat(texts(711, new ComplexFish(ComplexFish.Kind.FRANKEN, 4, true)))
                .containsExactly("Finned Franken Jellyfish: 3 in r3,r4,r8,b1 / c3,c4,c5,b3 fins r1c1,r4c9 => r1c9<>3");
    }

    @Test
    void finned_franken_jellyfish_r169b3_c2679_with_an_endo_fin() throws IOException {
        // HoDoKu: "Finned Franken Jellyfish: 7 r169b3 c2679 fr6c8 efr1c9 => r5c9<>7" (library line 716):
        // r1c9 lies in row 1 and box 3, both base sets.
        List<Step> steps = steps(716, new ComplexFish(ComplexFish.Kind.FRANKEN, 4, true));
        assertThat(steps.stream().map(new StepText(9)::describe))
                .contains("Finned Franken Jellyfish: 7 in r1,r6,r9,b3 / c2,c6,c7,c9 fin r6c8 endo fin r1c9 => r5c9<>7");
        FishStep fish = (FishStep) steps.stream()
                .filter(s -> ((FishStep) s).endoFins().equals(List.of(8)))
                .findFirst()
                .orElseThrow();
        assertThat(fish.highlights())
                .filteredOn(h -> h.role() == Role.ENDO_FIN)
                .extracting(h -> h.cell())
                .containsExactly(8);
        assertThat(fish.highlights())
                .filteredOn(h -> h.role() == Role.FIN)
                .extracting(h -> h.cell())
                .containsExactly(5 * 9 + 7);
    }

    @Test
    void finned_mutant_jellyfish_r36c15_r18c6b4() throws IOException {
        // HoDoKu: "Finned Mutant Jellyfish: 4 r36c15 r18c6b4 fr3c9 => r1c9<>4" (library line 749).
        assertThat(texts(749, new ComplexFish(ComplexFish.Kind.MUTANT, 4, true)))
                .contains("Finned Mutant Jellyfish: 4 in r3,r6,c1,c5 / r1,r8,c6,b4 fin r3c9 => r1c9<>4");
    }

    @Test
    void the_players_path_of_hodokus_franken_jellyfish_exemplar_uses_one() throws IOException {
        // HoDoKu's exemplars file, section #0332 (Franken Jellyfish), first puzzle.
        List<String> lines = Files.readAllLines(Corpus.file("hodoku_exemplars-1.0.utf8.txt"), StandardCharsets.UTF_8);
        int section = lines.indexOf("#0332: Franken Jellyfish");
        String puzzle = lines.get(section + 1).split(" ")[0];
        List<String> fish = new dev.sudoku.logic.LogicalSolver(dev.sudoku.logic.Catalogue.players())
                .solve(dev.sudoku.core.format.PuzzleReader.parse(puzzle)).steps().stream()
                        .filter(step -> step.technique() == dev.sudoku.logic.TechniqueId.FRANKEN_JELLYFISH)
                        .map(new StepText(9)::describe)
                        .toList();
        assertThat(fish)
                .containsExactly("Franken Jellyfish: 8 in r1,r2,r5,b7 / c1,c2,c5,c7 =>"
                        + " r3c2,r3c5,r3c7,r4c1,r4c2,r6c2,r6c5,r6c7<>8");
    }

    @Test
    void the_franken_search_does_not_report_the_mutant_one() throws IOException {
        // Must not fire as a Franken fish: its base sets mix rows and columns.
        assertThat(texts(749, new ComplexFish(ComplexFish.Kind.FRANKEN, 4, true)))
                .noneMatch(text -> text.contains(" in r3,r6,c1,c5 / "));
    }
}
