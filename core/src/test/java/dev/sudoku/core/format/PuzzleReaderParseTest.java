package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.grid;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.sudoku.core.BoxShape;
import org.junit.jupiter.api.Test;

class PuzzleReaderParseTest {

    @Test
    void parse_reads_one_puzzle_in_any_format() {
        assertThat(PuzzleReader.parse(PUZZLE)).isEqualTo(grid(PUZZLE));
        assertThat(PuzzleReader.parse(GridFormat.write(grid(PUZZLE)))).isEqualTo(grid(PUZZLE));
        assertThat(PuzzleReader.parse("# mine\n" + PUZZLE + "   \n\n")).isEqualTo(grid(PUZZLE));
    }

    @Test
    void parse_with_options_uses_the_forced_shape() {
        String six = "123456" + "......".repeat(5);

        assertThat(PuzzleReader.parse(six, ReadOptions.DEFAULT.withBox(new BoxShape(3, 2)))
                        .shape())
                .isEqualTo(new BoxShape(3, 2));
    }

    @Test
    void parse_throws_a_format_exception_with_line_and_column() {
        FormatException e =
                catchThrowableOfType(FormatException.class, () -> PuzzleReader.parse("\n" + PUZZLE.replace('7', 'w')));

        assertThat(e.line()).isEqualTo(2);
        assertThat(e.column()).isEqualTo(5);
        assertThat(e.getMessage()).startsWith("line 2, column 5: 'w' is not a digit or a blank for a 9x9 grid");
    }

    @Test
    void parse_refuses_text_with_two_puzzles() {
        FormatException e =
                catchThrowableOfType(FormatException.class, () -> PuzzleReader.parse(PUZZLE + "\n" + PUZZLE));

        assertThat(e.line()).isEqualTo(2);
        assertThat(e.getMessage()).isEqualTo("line 2: a second puzzle; the text should hold only the one at line 1");
    }

    @Test
    void parse_refuses_text_without_a_puzzle() {
        FormatException e = catchThrowableOfType(FormatException.class, () -> PuzzleReader.parse("# nothing\n\n"));

        assertThat(e.line()).isZero();
        assertThat(e.getMessage()).isEqualTo("no puzzle in the text");
    }

    @Test
    void parse_puzzle_keeps_the_answer_and_metadata() {
        Entry.Puzzle puzzle = new PuzzleReader().parsePuzzle("#SNewspaper\n" + PUZZLE + ":1:");

        assertThat(puzzle.expectedCount()).hasValue(1);
        assertThat(puzzle.metadata()).containsEntry("S", "Newspaper");
    }
}
