package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.GridFormat;
import dev.sudoku.core.format.ReadOptions;
import java.util.List;
import java.util.Optional;

/**
 * Multi-line grids of every box shape: {@link GridFormat}'s own output, Simple Sudoku's {@code .ss}, framed
 * boxes and bare {@code .sdk} rows with {@code #A} metadata before them, in every style. Each reads back as
 * written, box shape included wherever the drawing shows it; damaged, each still reads as entries that
 * say where.
 */
class MultiLineGridFuzzTest {
    @FuzzTest(maxDuration = "5s")
    void multi_line_grids_read_back_with_the_box_shape_they_draw(FuzzedDataProvider data) {
        BoxShape shape = FuzzGrids.shape(data, BoxShape.MAX_SIZE);
        int size = shape.size();
        Symbols symbols = new Symbols(FuzzGrids.style(data, size, true), size);
        boolean forceStyle = (symbols.style() != Symbols.Style.DEFAULT && symbols.style() != Symbols.Style.NUMBERS)
                || data.consumeBoolean();
        GridText.Layout layout = data.pickValue(GridText.Layout.values());
        boolean canonical = data.consumeBoolean();
        boolean drawn = canonical || layout != GridText.Layout.BARE;
        boolean forceBox = (!drawn && !shape.equals(BoxShape.defaultFor(size))) || data.consumeBoolean();
        ReadOptions options = new ReadOptions(
                forceBox ? Optional.of(shape) : Optional.empty(),
                forceStyle ? Optional.of(symbols.style()) : Optional.empty());

        PuzzleFile file = new PuzzleFile(data);
        int grids = data.consumeInt(1, 2);
        boolean exact = true;
        for (int i = 0; i < grids; i++) {
            file.filler(data);
            String blank = symbols.singleCharacter()
                    ? String.valueOf(OneLineText.blank(data, symbols))
                    : data.pickValue(new String[] {".", "0", "_"});
            boolean spaced = data.consumeBoolean();
            Grid grid = FuzzGrids.grid(data, shape);
            List<String> lines = canonical
                    ? GridFormat.write(grid, symbols).lines().toList()
                    : GridText.rows(grid, symbols, blank, layout, spaced);
            int first = -1;
            for (String line : lines) {
                int number = file.line(line);
                if (first < 0 && !line.startsWith("+")) {
                    first = number;
                }
            }
            file.expect(first, grid);
            boolean framed = !canonical && layout == GridText.Layout.FRAMED;
            boolean bars = shape.boxCols() < size && drawn;
            // Without bars or a border, a rule under every row (boxes one row high) is how files of small
            // puzzles are ruled too, and the reader reads them so whatever the digits.
            exact &= forceBox || framed || bars || (!drawn && !looksLikeSmallPuzzles(grid)) || !squareSide(size);
            file.line("");
        }

        if (exact) {
            assertThat(EntryChecks.readAndCheck(file.text(), options))
                    .as("%s read with %s", file.text(), options)
                    .containsExactlyElementsOf(file.expected());
        }
        EntryChecks.readAndCheck(Mutations.damage(data, file.text()), options);
    }

    /** 16, 25, 36, 49 or 64: a row of that many cells is also a whole smaller puzzle. */
    private static boolean squareSide(int size) {
        int root = (int) Math.round(Math.sqrt(size));
        return root * root == size && size >= 16;
    }

    /**
     * Rows of 16, 25, 36, 49 or 64 cells without bars or a border above, whose digits all fit the smaller
     * side, read as one small puzzle a line, as the reader documents: nothing in them says they are rows (a
     * rule under every row, as boxes one row high draw, is how a file of small puzzles is ruled too).
     */
    private static boolean looksLikeSmallPuzzles(Grid grid) {
        int root = (int) Math.round(Math.sqrt(grid.size()));
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (grid.get(cell) > root) {
                return false;
            }
        }
        return true;
    }
}
