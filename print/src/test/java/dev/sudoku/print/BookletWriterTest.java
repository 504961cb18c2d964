package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Rating;
import java.util.List;
import org.junit.jupiter.api.Test;

class BookletWriterTest {
    private static final List<BookletEntry> FOURTEEN = Entries.generated(BoxShape.CLASSIC, 2024, 14);

    @Test
    void a_negative_number_of_puzzles_is_refused_naming_it() {
        assertThatThrownBy(() -> BookletWriter.pageCount(Paper.A4, -1))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("entries must not be negative, got -1");
        assertThatThrownBy(() -> PageLayout.puzzles(Paper.A4, 9).pagesFor(-7))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("count must not be negative, got -7");
    }

    @Test
    void fourteen_puzzles_take_three_puzzle_pages_and_two_solution_pages() throws Exception {
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(FOURTEEN)))) {
            assertThat(pages.count()).isEqualTo(3 + 2).isEqualTo(BookletWriter.pageCount(Paper.A4, 14));
            assertThat(pages.text(4)).contains("Solutions");
            assertThat(pages.text(3)).doesNotContain("Solutions");
        }
    }

    @Test
    void page_counts_round_up_to_whole_pages() {
        assertThat(BookletWriter.pageCount(Paper.A4, 1)).isEqualTo(2);
        assertThat(BookletWriter.pageCount(Paper.A4, 6)).isEqualTo(2);
        assertThat(BookletWriter.pageCount(Paper.LETTER, 7)).isEqualTo(3);
        assertThat(BookletWriter.pageCount(Paper.A4, 12)).isEqualTo(3);
        assertThat(BookletWriter.pageCount(Paper.A4, 13)).isEqualTo(5);
    }

    @Test
    void every_puzzle_shows_its_number_and_level_on_its_page_and_its_givens_in_its_grid() throws Exception {
        Booklet booklet = Booklet.of(FOURTEEN);
        PageLayout layout = PageLayout.puzzles(Paper.A4);
        try (PdfPages pages = PdfPages.read(Entries.pdf(booklet))) {
            for (BookletEntry entry : FOURTEEN) {
                int index = entry.number() - 1;
                int page = index / 6 + 1;
                PageLayout.Slot slot = layout.slot(index % 6);
                assertThat(pages.inside(page, slot.label()))
                        .as("label of No. %d", entry.number())
                        .isEqualTo("No." + entry.number() + entry.level().displayName());
                assertThat(pages.inside(page, slot.grid()))
                        .as("givens of No. %d", entry.number())
                        .isEqualTo(Entries.digits(entry.puzzle()));
            }
        }
    }

    @Test
    void solutions_at_the_back_carry_their_numbers_and_every_digit() throws Exception {
        PageLayout layout = PageLayout.solutions(Paper.A4);
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(FOURTEEN)))) {
            for (BookletEntry entry : FOURTEEN) {
                int index = entry.number() - 1;
                int page = 3 + index / 12 + 1;
                PageLayout.Slot slot = layout.slot(index % 12);
                assertThat(pages.inside(page, slot.label())).isEqualTo("No." + entry.number());
                assertThat(pages.inside(page, slot.grid()))
                        .as("solution of No. %d", entry.number())
                        .isEqualTo(Entries.digits(entry.solution()))
                        .hasSize(81);
            }
        }
    }

    @Test
    void the_title_heads_and_the_source_line_and_page_number_foot_every_page() throws Exception {
        Booklet booklet = Booklet.of(FOURTEEN.subList(0, 7))
                .withTitle("Summer Puzzles")
                .withSource("(c) 2025 Example Press, puzzles.example.org");
        try (PdfPages pages = PdfPages.read(Entries.pdf(booklet))) {
            assertThat(pages.count()).isEqualTo(3);
            for (int page = 1; page <= pages.count(); page++) {
                assertThat(pages.text(page))
                        .contains("Summer Puzzles")
                        .contains("(c) 2025 Example Press, puzzles.example.org")
                        .contains("Page " + page + " of 3");
            }
        }
    }

    @Test
    void ratings_are_printed_beside_the_level_only_when_asked_for() throws Exception {
        BookletEntry first = FOURTEEN.get(0);
        String er = "(ER " + Rating.format(first.rating().getAsDouble()) + ")";
        try (PdfPages plain = PdfPages.read(Entries.pdf(Booklet.of(List.of(first))));
                PdfPages rated =
                        PdfPages.read(Entries.pdf(Booklet.of(List.of(first)).withRatings(true)))) {
            assertThat(plain.text(1)).doesNotContain("ER ");
            assertThat(rated.text(1)).contains(first.level().displayName() + " " + er);
        }
    }

    @Test
    void letter_paper_gives_letter_pages() throws Exception {
        try (PdfPages pages = PdfPages.read(Entries.pdf(Booklet.of(FOURTEEN).withPaper(Paper.LETTER)))) {
            assertThat(pages.count()).isEqualTo(5);
        }
        PageLayout letter = PageLayout.puzzles(Paper.LETTER);
        assertThat(letter.slot(5).grid().right()).isLessThanOrEqualTo(612f - PageLayout.MARGIN);
    }

    @Test
    void the_same_booklet_gives_the_same_bytes_and_another_title_other_bytes() {
        Booklet booklet = Booklet.of(FOURTEEN).withTitle("Book 1").withSource("Example Press");
        byte[] first = Entries.pdf(booklet);
        byte[] second = Entries.pdf(booklet);
        assertThat(second).isEqualTo(first);
        assertThat(Entries.pdf(booklet.withTitle("Book 2"))).isNotEqualTo(first);
    }

    @Test
    void characters_helvetica_cannot_show_become_question_marks_instead_of_failing() throws Exception {
        Booklet booklet = Booklet.of(FOURTEEN.subList(0, 1)).withTitle("Sudoku 数独 für Café");
        try (PdfPages pages = PdfPages.read(Entries.pdf(booklet))) {
            assertThat(pages.text(1)).contains("Sudoku ?? für Café");
        }
    }

    @Test
    void a_source_line_too_long_for_the_footer_is_cut_with_an_ellipsis() throws Exception {
        String longSource = "A very long source line ".repeat(20);
        try (PdfPages pages =
                PdfPages.read(Entries.pdf(Booklet.of(FOURTEEN.subList(0, 1)).withSource(longSource)))) {
            assertThat(pages.text(1))
                    .contains("A very long source line")
                    .contains("...")
                    .contains("Page 1 of 2");
        }
    }
}
