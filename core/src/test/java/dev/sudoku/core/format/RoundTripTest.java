package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.randomGrid;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Writing then reading gives the same grids, for every shape and every symbol style that fits it. */
class RoundTripTest {
    private static final long SEED = 20_240_611L;
    private static final int GRIDS = 12;

    static Stream<Arguments> shapesAndStyles() {
        List<Arguments> cases = new ArrayList<>();
        List<String> shapes =
                List.of("2x2", "2x3", "2x4", "3x3", "2x5", "3x4", "3x5", "4x4", "4x5", "5x5", "3x2", "5x2");
        for (String shape : shapes) {
            BoxShape box = BoxShape.parse(shape);
            for (Symbols.Style style : Symbols.Style.values()) {
                if (fits(style, box.size())) {
                    cases.add(Arguments.of(box, style));
                }
            }
        }
        return cases.stream();
    }

    private static boolean fits(Symbols.Style style, int size) {
        try {
            new Symbols(style, size);
            return true;
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** The seed of one case, printed so a failure can be replayed. */
    private static Random random(BoxShape box, Symbols.Style style, String writer) {
        long seed = SEED + 31L * box.hashCode() + 7L * style.ordinal() + writer.hashCode();
        System.out.println("round trip " + writer + " " + box + " " + style + " seed " + seed);
        return new Random(seed);
    }

    private static List<Grid> grids(BoxShape box, Random random) {
        List<Grid> grids = new ArrayList<>();
        grids.add(Grid.empty(box));
        for (int i = 0; i < GRIDS; i++) {
            grids.add(randomGrid(box, random));
        }
        return grids;
    }

    @ParameterizedTest(name = "grid format {0} {1}")
    @MethodSource("shapesAndStyles")
    void grids_written_with_box_borders_read_back_equal_shape_included(BoxShape box, Symbols.Style style) {
        Symbols symbols = new Symbols(style, box.size());
        List<Grid> grids = grids(box, random(box, style, "grid"));
        StringBuilder text = new StringBuilder();
        grids.forEach(g -> text.append(GridFormat.write(g, symbols)));

        List<Entry> entries = FormatFixtures.read(text.toString(), options(style));

        assertThat(entries).allMatch(e -> e instanceof Entry.Puzzle, "no malformed entries");
        assertThat(entries).extracting(e -> ((Entry.Puzzle) e).grid()).containsExactlyElementsOf(grids);
        assertThat(entries).extracting(e -> ((Entry.Puzzle) e).grid().shape()).containsOnly(box);
    }

    @ParameterizedTest(name = "line format {0} {1}")
    @MethodSource("shapesAndStyles")
    void grids_written_one_a_line_read_back_equal(BoxShape box, Symbols.Style style) {
        Symbols symbols = new Symbols(style, box.size());
        List<Grid> grids = grids(box, random(box, style, "line"));
        StringBuilder text = new StringBuilder();
        grids.forEach(g -> text.append(LineFormat.write(g, symbols)).append('\n'));
        // The line carries no box drawing, so a shape other than the default has to be told.
        ReadOptions options = box.equals(BoxShape.defaultFor(box.size()))
                ? options(style)
                : options(style).withBox(box);

        List<Entry> entries = FormatFixtures.read(text.toString(), options);

        assertThat(entries).allMatch(e -> e instanceof Entry.Puzzle, "no malformed entries");
        assertThat(entries).extracting(e -> ((Entry.Puzzle) e).grid()).containsExactlyElementsOf(grids);
    }

    @ParameterizedTest(name = "single grid {0} {1}")
    @MethodSource("shapesAndStyles")
    void a_single_grid_parses_back_through_the_java_api(BoxShape box, Symbols.Style style) {
        Grid grid = randomGrid(box, random(box, style, "parse"));
        Symbols symbols = new Symbols(style, box.size());

        assertThat(PuzzleReader.parse(GridFormat.write(grid, symbols), options(style)))
                .isEqualTo(grid);
    }

    /** Styles that cannot be told from the text (hex, letters) are named; the default and numbers are detected. */
    private static ReadOptions options(Symbols.Style style) {
        return style == Symbols.Style.HEX || style == Symbols.Style.LETTERS
                ? ReadOptions.DEFAULT.withStyle(style)
                : ReadOptions.DEFAULT;
    }
}
