package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.read;
import static dev.sudoku.core.format.SpacedRowsFixtures.oneLine;
import static dev.sudoku.core.format.SpacedRowsFixtures.puzzle;
import static dev.sudoku.core.format.SpacedRowsFixtures.separatedRows;
import static dev.sudoku.core.format.SpacedRowsFixtures.spacedRows;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Grids typed as N rows with spaces as blanks ({@code 53  7    }) read as their one-line form does. */
class SpacedRowsTest {
    private static final long SEED = 20261203L;
    private static final Symbols NINE = Symbols.defaultFor(9);

    @Test
    void the_classic_grid_typed_with_spaces_is_its_puzzle() {
        String typed =
                "53  7    \n6  195   \n 98    6 \n8   6   3\n4  8 3  1\n7   2   6\n 6    28 \n   419  5\n    8  79\n";

        List<Entry> entries = read(typed);

        assertThat(entries).hasSize(1);
        assertThat(entries.get(0)).isInstanceOfSatisfying(Entry.Puzzle.class, p -> {
            assertThat(p.grid()).isEqualTo(FormatFixtures.grid(FormatFixtures.PUZZLE));
            assertThat(p.line()).isEqualTo(1);
        });
    }

    @Test
    void the_readme_example_reads_as_the_puzzle_it_names() throws IOException {
        String readme = Files.readString(Path.of("..", "README.md"));
        String item = readme.substring(readme.indexOf("- **Rows with spaces as blanks**"));
        String named = item.substring(item.indexOf("`", item.indexOf("the puzzle")) + 1);
        String example = item.substring(item.indexOf("```text\n") + 8, item.indexOf("  ```\n"));

        String typed = example.replaceAll("(?m)^  ", "");

        assertThat(typed.lines()).hasSize(9);
        assertThat(read(typed)).containsExactly(Entry.Puzzle.of(1, FormatFixtures.grid(named.substring(0, 81))));
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "2x4", "3x3", "3x4", "4x4", "3x5", "5x5"})
    void generated_grids_typed_with_spaces_read_as_their_one_line_form_every_way_they_are_written(String box) {
        BoxShape shape = BoxShape.parse(box);
        Symbols symbols = Symbols.defaultFor(shape.size());
        Random random = new Random(SEED + shape.size());
        System.out.println("seed " + (SEED + shape.size()) + " for " + box);
        for (int trial = 0; trial < 20; trial++) {
            List<Grid> puzzles = new ArrayList<>();
            for (int i = 0; i < 1 + random.nextInt(4); i++) {
                puzzles.add(puzzle(shape, random));
            }
            boolean trailing = random.nextBoolean();
            String gap = random.nextBoolean() ? "\n" : "";
            String newline = random.nextBoolean() ? "\r\n" : "\n";
            StringBuilder typed = new StringBuilder();
            StringBuilder lines = new StringBuilder();
            for (Grid puzzle : puzzles) {
                typed.append(String.join(newline, spacedRows(puzzle, symbols, trailing)))
                        .append(newline)
                        .append(gap.isEmpty() ? "" : newline);
                lines.append(oneLine(puzzle, symbols)).append('\n');
            }
            String what = box + (trailing ? " with" : " without") + " trailing spaces, " + (gap.isEmpty() ? "no" : "a")
                    + " blank line between grids, " + (newline.length() == 2 ? "CRLF" : "LF") + ":\n" + typed;

            assertThat(grids(read(typed.toString()))).as(what).isEqualTo(grids(read(lines.toString())));
            assertThat(grids(read(typed.toString()))).as(what).isEqualTo(puzzles);
        }
    }

    @Test
    void a_sixteen_by_sixteen_grid_in_hex_typed_with_spaces_reads_with_the_hex_symbols() {
        BoxShape shape = BoxShape.parse("4x4");
        Symbols hex = new Symbols(Symbols.Style.HEX, 16);
        ReadOptions options = ReadOptions.DEFAULT.withStyle(Symbols.Style.HEX);
        Random random = new Random(SEED);
        for (int trial = 0; trial < 10; trial++) {
            Grid puzzle = puzzle(shape, random);
            String typed = String.join("\n", spacedRows(puzzle, hex, trial % 2 == 0)) + "\n";

            assertThat(grids(read(typed, options))).as(typed).containsExactly(puzzle);
            assertThat(grids(read(oneLine(puzzle, hex) + "\n", options))).containsExactly(puzzle);
        }
    }

    @Test
    void a_title_line_above_a_typed_grid_is_reported_alone_and_metadata_goes_with_the_grid() {
        String typed =
                "53  7    \n6  195   \n 98    6 \n8   6   3\n4  8 3  1\n7   2   6\n 6    28 \n   419  5\n    8  79\n";

        List<Entry> entries = read("Grid 0001\n" + typed + "#AA typist\n" + typed);

        assertThat(entries).hasSize(3);
        assertThat(FormatFixtures.message(entries.get(0))).startsWith("line 1");
        assertThat(entries.get(1)).isEqualTo(Entry.Puzzle.of(2, FormatFixtures.grid(FormatFixtures.PUZZLE)));
        assertThat(entries.get(2)).isInstanceOfSatisfying(Entry.Puzzle.class, p -> {
            assertThat(p.line()).isEqualTo(12);
            assertThat(p.metadata()).containsEntry("A", "A typist");
        });
    }

    @ParameterizedTest
    @ValueSource(strings = {"2x2", "2x3", "3x3", "4x4"})
    void grids_of_cells_separated_by_spaces_read_as_before(String box) {
        BoxShape shape = BoxShape.parse(box);
        Symbols symbols = Symbols.defaultFor(shape.size());
        Random random = new Random(SEED);
        for (String gap : List.of("", "\n")) {
            List<Grid> puzzles = List.of(puzzle(shape, random), puzzle(shape, random), puzzle(shape, random));
            StringBuilder typed = new StringBuilder();
            for (Grid puzzle : puzzles) {
                typed.append(String.join("\n", separatedRows(puzzle, symbols)))
                        .append('\n')
                        .append(gap);
            }

            assertThat(grids(read(typed.toString()))).as(typed.toString()).isEqualTo(puzzles);
        }
    }

    @Test
    void four_small_puzzles_on_lines_of_their_own_stay_four_puzzles() {
        String small = FormatFixtures.SMALL;
        String text = small + "\n" + small + "\n" + small + "\n" + small + "\n";

        assertThat(read(text))
                .hasSize(4)
                .allMatch(e -> e instanceof Entry.Puzzle p && p.grid().size() == 4);
    }

    @Test
    void a_grid_a_row_short_is_one_problem_naming_its_lines_and_the_next_grid_reads() {
        Random random = new Random(SEED);
        for (int missing = 0; missing < 9; missing++) {
            List<String> rows = new ArrayList<>(spacedRows(puzzle(BoxShape.CLASSIC, random), NINE, true));
            rows.remove(missing);

            assertOneProblemThenTheNextGrid(
                    rows, "\n", "line 1: 8 rows with spaces as blanks (lines 1 to 8), but a 9x9 grid has 9", random);
        }
    }

    @Test
    void a_character_that_is_no_digit_is_one_problem_at_its_line_and_column_and_the_next_grid_reads() {
        Random random = new Random(SEED);
        for (int row = 0; row < 9; row++) {
            List<String> rows = new ArrayList<>(spacedRows(puzzle(BoxShape.CLASSIC, random), NINE, true));
            int column = rows.get(row).indexOf(' ');
            rows.set(
                    row,
                    rows.get(row).substring(0, column) + "Z" + rows.get(row).substring(column + 1));

            assertOneProblemThenTheNextGrid(
                    rows,
                    "",
                    "line " + (row + 1) + ", column " + (column + 1)
                            + ": 'Z' is not a digit or a blank for a 9x9 grid (digits 1-9)",
                    random);
        }
    }

    /** The damaged rows, then {@code gap} and a good grid: one problem starting so, then the good grid. */
    private static void assertOneProblemThenTheNextGrid(
            List<String> damaged, String gap, String problem, Random random) {
        Grid next = puzzle(BoxShape.CLASSIC, random);
        String typed =
                String.join("\n", damaged) + "\n" + gap + String.join("\n", spacedRows(next, NINE, false)) + "\n";

        List<Entry> entries = read(typed);

        assertThat(entries).as(typed).hasSize(2);
        assertThat(FormatFixtures.message(entries.get(0))).startsWith(problem);
        assertThat(entries.get(1)).isInstanceOfSatisfying(Entry.Puzzle.class, p -> {
            assertThat(p.grid()).isEqualTo(next);
            assertThat(p.line()).isEqualTo(10);
        });
    }

    private static List<Grid> grids(List<Entry> entries) {
        List<Grid> grids = new ArrayList<>();
        for (Entry entry : entries) {
            if (!(entry instanceof Entry.Puzzle puzzle)) {
                throw new AssertionError("expected puzzles only, got " + entry);
            }
            grids.add(puzzle.grid());
        }
        return grids;
    }
}
