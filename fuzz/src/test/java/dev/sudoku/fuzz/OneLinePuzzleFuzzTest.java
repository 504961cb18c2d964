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
import java.util.OptionalLong;

/**
 * Files of one-line puzzles ({@code .sdm} and most collections) of every side up to 35, in every
 * single-character style, with blanks, ratings after the puzzle, comments and {@code .sdk} metadata between
 * them: each reads back as written; damaged, each still reads as entries that say where.
 */
class OneLinePuzzleFuzzTest {
    @FuzzTest(maxDuration = "5s")
    void one_line_puzzles_of_every_size_read_back_as_written(FuzzedDataProvider data) {
        BoxShape shape = FuzzGrids.shape(data, 35);
        int size = shape.size();
        Symbols symbols = new Symbols(FuzzGrids.style(data, size, false), size);
        // Without options the reader takes the default style and box for the side: force what differs.
        boolean forceStyle = symbols.style() != Symbols.Style.DEFAULT || data.consumeBoolean();
        boolean forceBox = !shape.equals(BoxShape.defaultFor(size)) || data.consumeBoolean();
        ReadOptions options = new ReadOptions(
                forceBox ? Optional.of(shape) : Optional.empty(),
                forceStyle ? Optional.of(symbols.style()) : Optional.empty());

        PuzzleFile file = new PuzzleFile(data);
        int puzzles = data.consumeInt(1, 3);
        for (int i = 0; i < puzzles; i++) {
            file.filler(data);
            char blank = OneLineText.blank(data, symbols);
            if (Character.toUpperCase(blank) == 'X' && size <= 8) {
                // A line of 16 to 64 cells is also a row of a grid from 16x16 up, where X may be a digit
                // (letters from 24x24) and so the evidence that the lines are rows, as documented.
                blank = '.';
            }
            boolean lowerCase = data.consumeBoolean();
            String indent = data.consumeBoolean() ? "" : " \t".substring(0, data.consumeInt(1, 2));
            String rest = data.consumeBoolean() ? null : rating(data);
            boolean spaceBlanks = rest == null && indent.isEmpty() && data.consumeInt(0, 3) == 3;
            Grid grid = FuzzGrids.grid(data, shape);
            String cells = i == 0 && symbols.style() == Symbols.Style.DEFAULT && !lowerCase && blank == '.'
                    ? LineFormat.write(grid)
                    : OneLineText.cells(grid, symbols, blank, lowerCase);
            if (spaceBlanks && SpaceBlanks.readable(cells, blank, forceBox ? size : 0)) {
                cells = cells.replace(blank, ' ');
            }
            String line = indent + cells + (rest == null ? "" : " " + rest);
            file.expect(file.line(line), grid, Optional.empty(), OptionalLong.empty(), rest);
        }

        assertThat(EntryChecks.readAndCheck(file.text(), options))
                .as("%s read with %s", file.text(), options)
                .containsExactlyElementsOf(file.expected());
        EntryChecks.readAndCheck(Mutations.damage(data, file.text()), options);
    }

    /**
     * What collections write after a puzzle: a rating, a time, a word; never with ':', which makes the line
     * a {@code puzzle:count} line whenever the text before it happens to hold a whole puzzle's cells.
     */
    private static String rating(FuzzedDataProvider data) {
        return switch (data.consumeInt(0, 3)) {
            case 0 -> "7.2";
            case 1 -> "4.2/1.2/1.2 0.17s";
            case 2 -> "# from the forum";
            default -> {
                String text = PuzzleFile.printable(data, 16).strip();
                yield "x" + text.replace(':', '.');
            }
        };
    }
}
