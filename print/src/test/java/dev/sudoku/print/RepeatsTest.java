package dev.sudoku.print;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import org.junit.jupiter.api.Test;

class RepeatsTest {
    @Test
    void a_puzzle_given_twice_and_one_transposed_and_relabelled_are_named_after_the_first() {
        List<BookletEntry> made = Entries.generated(BoxShape.CLASSIC, 3, 2);
        BookletEntry first = made.get(0);
        BookletEntry other = made.get(1);
        BookletEntry again = renumbered(first, 3);
        BookletEntry disguised = new BookletEntry(
                4,
                transposedAndRelabelled(first.puzzle()),
                transposedAndRelabelled(first.solution()),
                first.level(),
                first.rating());
        assertThat(Repeats.of(List.of(first, other, again, disguised)))
                .containsExactly(new Repeats.Repeat(3, 1, true), new Repeats.Repeat(4, 1, false));
    }

    @Test
    void different_puzzles_are_no_repeats() {
        assertThat(Repeats.of(Entries.generated(BoxShape.CLASSIC, 5, 4))).isEmpty();
    }

    private static BookletEntry renumbered(BookletEntry entry, int number) {
        return new BookletEntry(number, entry.puzzle(), entry.solution(), entry.level(), entry.rating());
    }

    /** The grid mirrored in its main diagonal, digit d written as 10 - d: the same puzzle to a solver. */
    private static Grid transposedAndRelabelled(Grid grid) {
        int[] values = new int[81];
        for (int row = 0; row < 9; row++) {
            for (int col = 0; col < 9; col++) {
                int value = grid.get(row, col);
                values[col * 9 + row] = value == 0 ? 0 : 10 - value;
            }
        }
        return Grid.of(BoxShape.CLASSIC, values);
    }
}
