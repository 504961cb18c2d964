package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.ReadOptions;
import java.util.Optional;

/**
 * One-line puzzles of sides 10 to 64 written as decimal numbers between spaces, commas or tabs
 * ({@code 10 11 . 3 ...}), the only one-line form for sides above 35: each reads back as written;
 * damaged, each still reads as entries that say where.
 */
class NumbersLineFuzzTest {
    private static final String[] BLANKS = {".", "0", "_", "x"};

    @FuzzTest(maxDuration = "5s")
    void numbers_lines_of_sides_above_nine_read_back_as_written(FuzzedDataProvider data) {
        // Mostly sides 10 to 16: a 64x64 line is 4,096 numbers, slow under the fuzzer's instrumentation.
        BoxShape shape = FuzzGrids.shape(data, 10, data.consumeInt(0, 3) == 3 ? BoxShape.MAX_SIZE : 16);
        boolean forceStyle = data.consumeBoolean();
        boolean forceBox = !shape.equals(BoxShape.defaultFor(shape.size())) || data.consumeBoolean();
        ReadOptions options = new ReadOptions(
                forceBox ? Optional.of(shape) : Optional.empty(),
                forceStyle ? Optional.of(Symbols.Style.NUMBERS) : Optional.empty());

        PuzzleFile file = new PuzzleFile(data);
        int puzzles = data.consumeInt(1, 2);
        for (int i = 0; i < puzzles; i++) {
            file.filler(data);
            boolean canonical = data.consumeBoolean();
            // X is the digit 33 of the default symbols, which a line without two-digit numbers is read with.
            String blank = data.pickValue(BLANKS);
            if (blank.equals("x") && shape.size() >= 33 && !forceStyle) {
                blank = ".";
            }
            String indent = data.consumeBoolean() ? "" : "  ";
            Grid grid = FuzzGrids.grid(data, shape);
            String cells = canonical
                    ? LineFormat.write(grid, new Symbols(Symbols.Style.NUMBERS, shape.size()))
                    : OneLineText.numbers(data, grid, blank);
            file.expect(file.line(indent + cells), grid);
        }

        assertThat(EntryChecks.readAndCheck(file.text(), options))
                .as("%s read with %s", file.text(), options)
                .containsExactlyElementsOf(file.expected());
        EntryChecks.readAndCheck(Mutations.damage(data, file.text()), options);
    }
}
