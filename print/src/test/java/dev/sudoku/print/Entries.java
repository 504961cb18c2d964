package dev.sudoku.print;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.logic.rating.Level;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;
import java.util.SplittableRandom;

/** Booklet entries made by the seeded generator, and the text a grid should read back as. */
final class Entries {
    static {
        PdfLogging.quiet();
    }

    private Entries() {}

    /** {@code count} unique puzzles of {@code shape} from {@code seed}, numbered from 1, with their ratings. */
    static List<BookletEntry> generated(BoxShape shape, long seed, int count) {
        Generator generator = new Generator(GeneratorOptions.of(shape, seed));
        List<BookletEntry> entries = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Generated made = generator.generate(i);
            entries.add(new BookletEntry(
                    i + 1,
                    made.puzzle(),
                    made.solution(),
                    made.rating().level(),
                    OptionalDouble.of(made.rating().er())));
        }
        return entries;
    }

    /**
     * A full grid of any shape by the shifted-rows pattern, and a puzzle keeping about a third of its cells
     * chosen by {@code seed}: enough to draw and read back every shape without the cost of generating.
     */
    static BookletEntry patterned(int number, BoxShape shape, long seed) {
        int n = shape.size();
        int[] full = new int[n * n];
        int[] givens = new int[n * n];
        SplittableRandom random = new SplittableRandom(seed);
        for (int row = 0; row < n; row++) {
            int shift = (row % shape.boxRows()) * shape.boxCols() + row / shape.boxRows();
            for (int col = 0; col < n; col++) {
                full[row * n + col] = (shift + col) % n + 1;
                givens[row * n + col] = random.nextInt(3) == 0 ? full[row * n + col] : 0;
            }
        }
        return new BookletEntry(
                number, Grid.of(shape, givens), Grid.of(shape, full), Level.FIENDISH, OptionalDouble.empty());
    }

    /** The filled cells' symbols, row by row: what the text of a drawn grid must read. */
    static String digits(Grid grid) {
        Symbols symbols = Symbols.defaultFor(grid.size());
        StringBuilder text = new StringBuilder();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            if (grid.get(cell) != 0) {
                text.append(symbols.textOf(grid.get(cell)));
            }
        }
        return text.toString();
    }

    static byte[] pdf(Booklet booklet) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            BookletWriter.write(booklet, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }
}
