package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.ReadOptions;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * {@code puzzle:count:solution} lines (tdoku's golden files), with count and solution each optional, in
 * single characters or decimal numbers, for every side: each reads back with its count and solution;
 * damaged, each still reads as entries that say where.
 */
class AnswerLineFuzzTest {
    @FuzzTest(maxDuration = "5s")
    void puzzle_count_solution_lines_read_back_with_their_count_and_solution(FuzzedDataProvider data) {
        BoxShape shape = FuzzGrids.shape(data, BoxShape.MAX_SIZE);
        int size = shape.size();
        Symbols symbols = new Symbols(FuzzGrids.style(data, size, true), size);
        boolean forceStyle = (symbols.style() != Symbols.Style.DEFAULT && symbols.style() != Symbols.Style.NUMBERS)
                || data.consumeBoolean();
        boolean forceBox = !shape.equals(BoxShape.defaultFor(size)) || data.consumeBoolean();
        ReadOptions options = new ReadOptions(
                forceBox ? Optional.of(shape) : Optional.empty(),
                forceStyle ? Optional.of(symbols.style()) : Optional.empty());

        PuzzleFile file = new PuzzleFile(data);
        int lines = data.consumeInt(1, 3);
        for (int i = 0; i < lines; i++) {
            file.filler(data);
            String colon = data.pickValue(new String[] {":", " : ", ": "});
            OptionalLong count = data.consumeBoolean()
                    ? OptionalLong.of(data.consumeLong(0, 999_999_999_999_999_999L))
                    : OptionalLong.empty();
            boolean withSolution = data.consumeBoolean();
            String rest = withSolution && symbols.singleCharacter() && data.consumeBoolean() ? "7.2" : null;
            Grid puzzle = FuzzGrids.grid(data, shape);
            Grid solution = withSolution ? FuzzGrids.grid(data, shape) : null;

            StringBuilder line = new StringBuilder(cells(data, puzzle, symbols)).append(colon);
            count.ifPresent(line::append);
            if (withSolution) {
                line.append(colon).append(cells(data, solution, symbols));
                if (rest != null) {
                    line.append(' ').append(rest);
                }
            } else if (data.consumeBoolean()) {
                line.append(':');
            }
            file.expect(file.line(line.toString()), puzzle, Optional.ofNullable(solution), count, rest);
        }

        assertThat(EntryChecks.readAndCheck(file.text(), options))
                .as("%s read with %s", file.text(), options)
                .containsExactlyElementsOf(file.expected());
        EntryChecks.readAndCheck(Mutations.damage(data, file.text()), options);
    }

    private static String cells(FuzzedDataProvider data, Grid grid, Symbols symbols) {
        return symbols.singleCharacter()
                ? OneLineText.cells(grid, symbols, OneLineText.blank(data, symbols), data.consumeBoolean())
                : OneLineText.numbers(data, grid, data.pickValue(new String[] {".", "0"}));
    }
}
