package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Grids of every box shape a publisher might print are drawn and read back digit for digit. */
class EveryShapeTest {
    @ParameterizedTest(name = "boxes {0}")
    @ValueSource(strings = {"2x2", "2x3", "3x2", "2x4", "3x3", "3x4", "4x4", "4x5", "5x5"})
    void puzzle_and_solution_read_back_in_order(String box) throws Exception {
        BoxShape shape = BoxShape.parse(box);
        BookletEntry entry = Entries.patterned(1, shape, 17);
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(List.of(entry))))) {
            assertThat(pages.count()).isEqualTo(2);
            assertThat(pages.inside(
                            1,
                            PageLayout.puzzles(Paper.A4, shape.size()).slot(0).grid()))
                    .isEqualTo(Entries.digits(entry.puzzle()));
            assertThat(pages.inside(
                            2,
                            PageLayout.solutions(Paper.A4, shape.size()).slot(0).grid()))
                    .isEqualTo(Entries.digits(entry.solution()))
                    .hasSize(shape.cellCount());
        }
    }

    @Test
    void sixteen_by_sixteen_grids_use_the_project_symbols_one_to_nine_then_a_to_g() throws Exception {
        BookletEntry entry = Entries.patterned(1, new BoxShape(4, 4), 3);
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(List.of(entry))))) {
            String solution =
                    pages.inside(2, PageLayout.solutions(Paper.A4, 16).slot(0).grid());
            assertThat(solution).startsWith("123456789ABCDEFG").matches("[1-9A-G]{256}");
        }
    }

    @Test
    void a_booklet_asking_for_hex_draws_a_sixteen_by_sixteen_grid_in_zero_to_f() throws Exception {
        assertThat(solutionDrawn(new BoxShape(4, 4), Symbols.Style.HEX))
                .startsWith("0123456789ABCDEF")
                .matches("[0-9A-F]{256}");
    }

    @Test
    void a_booklet_asking_for_numbers_draws_ten_to_twelve_as_numbers() throws Exception {
        assertThat(solutionDrawn(new BoxShape(3, 4), Symbols.Style.NUMBERS))
                .startsWith("123456789101112")
                .doesNotContain("A", "B", "C");
    }

    /** The text of the solution of a patterned grid of {@code shape} drawn in {@code style}. */
    private static String solutionDrawn(BoxShape shape, Symbols.Style style) throws Exception {
        BookletEntry entry = Entries.patterned(1, shape, 3);
        try (PdfPages pages =
                PdfPages.read(Entries.pdf(Booklet.of(List.of(entry)).withSymbols(style)))) {
            return pages.inside(
                    2, PageLayout.solutions(Paper.A4, shape.size()).slot(0).grid());
        }
    }

    @Test
    void a_style_that_cannot_write_the_grid_is_refused_before_drawing() {
        BookletEntry entry = Entries.patterned(1, new BoxShape(5, 5), 3);
        assertThatThrownBy(() -> Booklet.of(List.of(entry)).withSymbols(Symbols.Style.HEX))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("16");
    }

    @Test
    void a_booklet_may_mix_shapes() throws Exception {
        List<BookletEntry> entries = new ArrayList<>();
        String[] boxes = {"3x3", "2x3", "4x4", "2x4", "3x4", "3x3", "2x2"};
        for (int i = 0; i < boxes.length; i++) {
            entries.add(Entries.patterned(i + 1, BoxShape.parse(boxes[i]), i));
        }
        // The 16x16 grid sets the layout: two a page, so that its cells stay writable.
        PageLayout layout = PageLayout.puzzles(Paper.LETTER, 16);
        assertThat(layout.perPage()).isEqualTo(2);
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(entries).withPaper(Paper.LETTER)))) {
            assertThat(pages.count())
                    .isEqualTo(4 + PageLayout.solutions(Paper.LETTER, 16).pagesFor(7));
            for (BookletEntry entry : entries) {
                int index = entry.number() - 1;
                assertThat(pages.inside(index / 2 + 1, layout.slot(index % 2).grid()))
                        .isEqualTo(Entries.digits(entry.puzzle()));
            }
        }
    }
}
