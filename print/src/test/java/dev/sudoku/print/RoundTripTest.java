package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seeded generated puzzles go through the PDF and come back: every grid's text, read from where the
 * layout put it, is its givens (puzzle pages) or its solution (solution pages), in order.
 */
class RoundTripTest {
    @ParameterizedTest(name = "{1} puzzles of boxes {0}, seed {2}")
    @CsvSource({"3x3, 13, 7", "3x3, 25, 1234", "2x3, 9, 99", "2x2, 8, 5"})
    void generated_puzzles_round_trip_through_the_pdf_text(String box, int count, long seed) throws Exception {
        List<BookletEntry> entries = Entries.generated(BoxShape.parse(box), seed, count);
        Booklet booklet = Booklet.of(entries).withTitle("Seed " + seed);
        PageLayout puzzles = PageLayout.puzzles(Paper.A4);
        PageLayout solutions = PageLayout.solutions(Paper.A4);
        int puzzlePages = puzzles.pagesFor(count);
        try (PdfPages pages = PdfPages.read(Entries.pdf(booklet))) {
            assertThat(pages.count()).isEqualTo(puzzlePages + solutions.pagesFor(count));
            for (BookletEntry entry : entries) {
                int index = entry.number() - 1;
                int puzzlePage = index / puzzles.perPage() + 1;
                int solutionPage = puzzlePages + index / solutions.perPage() + 1;
                assertThat(pages.inside(
                                puzzlePage,
                                puzzles.slot(index % puzzles.perPage()).grid()))
                        .as("seed %d, puzzle %d", seed, entry.number())
                        .isEqualTo(Entries.digits(entry.puzzle()));
                assertThat(pages.inside(
                                solutionPage,
                                solutions.slot(index % solutions.perPage()).grid()))
                        .as("seed %d, solution %d", seed, entry.number())
                        .isEqualTo(Entries.digits(entry.solution()));
                assertThat(pages.text(puzzlePage))
                        .contains("No. " + entry.number() + " " + entry.level().displayName());
            }
        }
    }
}
