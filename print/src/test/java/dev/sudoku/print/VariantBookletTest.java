package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.rules.RuleSets;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantMade;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Variant puzzles are printed with their label and read back digit for digit, puzzles and solutions. */
class VariantBookletTest {
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"jigsaw", "x", "windoku", "oddeven", "jigsaw,x", "samurai", "killer", "consecutive"})
    void puzzles_and_solutions_read_back_in_order(String names) throws Exception {
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String name : names.split(",")) {
            variants.add(Variant.parse(name));
        }
        VariantGenerator generator = new VariantGenerator(variants, 9);
        List<VariantBookletEntry> entries = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            VariantMade made = generator.make(100 + i);
            entries.add(new VariantBookletEntry(i + 1, made.puzzle(), made.solution()));
        }
        Booklet booklet = Booklet.of(entries);
        boolean samurai = variants.contains(Variant.SAMURAI);
        PageLayout puzzles = PageLayout.puzzles(Paper.A4, booklet.largestSide());
        PageLayout solutions = PageLayout.solutions(Paper.A4, booklet.largestSide());
        assertThat(puzzles.perPage()).isEqualTo(samurai ? 1 : 6);
        try (PdfPages pages = PdfPages.read(Entries.pdf(booklet))) {
            assertThat(pages.count())
                    .isEqualTo(BookletWriter.pageCount(booklet))
                    .isEqualTo(samurai ? 3 : 2);
            for (VariantBookletEntry entry : entries) {
                int index = entry.number() - 1;
                int page = index / puzzles.perPage() + 1;
                String inside = pages.inside(
                        page, puzzles.slot(index % puzzles.perPage()).grid());
                if (variants.contains(Variant.KILLER)) {
                    // The cage sums are printed inside the grid too, each once, wherever they fall in the text.
                    StringBuilder expected =
                            new StringBuilder(digits(entry.puzzle().givens()));
                    entry.puzzle().rules().cages().orElseThrow().cages().forEach(cage -> expected.append(cage.sum()));
                    assertThat(sorted(inside)).isEqualTo(sorted(expected.toString()));
                } else {
                    assertThat(inside).isEqualTo(digits(entry.puzzle().givens()));
                }
                assertThat(pages.text(page)).contains(entry.label());
                int solutionPage = puzzles.pagesFor(entries.size()) + index / solutions.perPage() + 1;
                assertThat(pages.inside(
                                solutionPage,
                                solutions.slot(index % solutions.perPage()).grid()))
                        .isEqualTo(digits(entry.solution()))
                        .hasSize(entry.puzzle().rules().cellCount());
            }
        }
    }

    @Test
    void labels_name_the_variants_as_players_read_them() {
        assertThat(entry(EnumSet.of(Variant.X, Variant.ODDEVEN)).label()).isEqualTo("X Odd/even");
        assertThat(entry(EnumSet.of(Variant.WINDOKU)).label()).isEqualTo("Windoku");
    }

    @Test
    void a_solution_that_drops_a_given_is_refused_naming_the_cell() {
        VariantMade made = new VariantGenerator(EnumSet.of(Variant.X), 6).make(7);
        int[] solution = made.solution();
        int given = firstGiven(made.puzzle());
        solution[given] = solution[given] % 6 + 1;
        assertThatThrownBy(() -> new VariantBookletEntry(1, made.puzzle(), solution))
                .hasMessageContaining(made.puzzle().rules().name(given));
    }

    @Test
    void the_preparer_refuses_a_puzzle_with_two_solutions() {
        VariantPuzzle empty = new VariantPuzzle(RuleSets.of(EnumSet.of(Variant.X), 4, Optional.empty()), new int[16]);
        assertThat(new VariantPreparer().prepare(empty)).isEqualTo(new Preparation.Refused("more than one solution"));
    }

    private static VariantBookletEntry entry(Set<Variant> variants) {
        VariantMade made = new VariantGenerator(variants, 9).make(1);
        return new VariantBookletEntry(1, made.puzzle(), made.solution());
    }

    private static int firstGiven(VariantPuzzle puzzle) {
        int cell = 0;
        while (puzzle.given(cell) == 0) {
            cell++;
        }
        return cell;
    }

    /** The filled cells' digits in cell order, which is the canvas's reading order. */
    private static String digits(int[] values) {
        StringBuilder text = new StringBuilder();
        for (int value : values) {
            if (value != 0) {
                text.append(value);
            }
        }
        return text.toString();
    }

    private static String sorted(String text) {
        char[] chars = text.replaceAll("\\s", "").toCharArray();
        java.util.Arrays.sort(chars);
        return new String(chars);
    }
}
