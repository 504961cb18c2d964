package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Cells;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Steps on 16x16 and 25x25 grids write their digits with the grid's symbols, over the whole path of a few
 * generated puzzles (fixed seeds): minimal 16x16 puzzles, whose paths with the players' techniques less
 * the forcing chains take subsets, fish, wings, nice loops and almost locked sets; 25x25 puzzles with 315
 * clues left, which stay quick.
 */
class StepSymbolsTest {
    private static final Pattern CELLS = Pattern.compile("r\\d+c\\d+");
    private static final Pattern HOUSES = Pattern.compile("\\b[rcb]\\d+\\b");
    private static final Pattern COMPLEXITY = Pattern.compile("complexity \\d+");
    private static final Pattern SET_LABELS = Pattern.compile("\\b[A-Z] = ");
    private static final Map<String, List<Step>> PATHS = new ConcurrentHashMap<>();

    static Stream<Arguments> paths() {
        return Stream.of(
                Arguments.of(new BoxShape(4, 4), 1L, 0),
                Arguments.of(new BoxShape(4, 4), 2L, 0),
                Arguments.of(new BoxShape(4, 4), 3L, 0),
                Arguments.of(new BoxShape(5, 5), 2L, 315),
                Arguments.of(new BoxShape(5, 5), 3L, 315));
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("paths")
    void with_letters_every_digit_of_every_step_and_hint_is_a_letter(BoxShape shape, long seed, int minClues) {
        Symbols letters = new Symbols(Symbols.Style.LETTERS, shape.size());
        StepText words = new StepText(letters);
        HintText hints = new HintText(Geometry.of(shape), letters);
        for (Step step : path(shape, seed, minClues)) {
            String name = step.technique().displayName();
            for (String text : List.of(words.describe(step), hints.describe(step, 1), hints.describe(step, 2))) {
                String rest = SET_LABELS
                        .matcher(COMPLEXITY
                                .matcher(HOUSES.matcher(CELLS.matcher(text.replace(name, ""))
                                                .replaceAll(""))
                                        .replaceAll(""))
                                .replaceAll(""))
                        .replaceAll("");
                assertThat(rest).as("%s (seed %d): %s", shape, seed, text).doesNotContainPattern("\\d");
            }
        }
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("paths")
    void the_result_of_every_step_reads_back_as_its_placements_and_eliminations(
            BoxShape shape, long seed, int minClues) {
        List<Symbols> styles = shape.size() <= 16
                ? List.of(Symbols.defaultFor(shape.size()), new Symbols(Symbols.Style.HEX, shape.size()))
                : List.of(Symbols.defaultFor(shape.size()), new Symbols(Symbols.Style.LETTERS, shape.size()));
        for (Step step : path(shape, seed, minClues)) {
            for (Symbols symbols : styles) {
                String text = new StepText(symbols).describe(step);
                String result = text.substring(text.lastIndexOf(" => ") + 4);
                assertThat(readBack(result, symbols, shape.size()))
                        .as("%s with %s symbols (seed %d): %s", shape, symbols.style(), seed, text)
                        .isEqualTo(effects(step, shape.size()));
            }
        }
    }

    @ParameterizedTest(name = "{0} seed {1}")
    @MethodSource("paths")
    void a_placement_and_an_elimination_are_written_as_the_step_text_writes_them(
            BoxShape shape, long seed, int minClues) {
        StepText words = new StepText(new Symbols(Symbols.Style.LETTERS, shape.size()));
        for (Step step : path(shape, seed, minClues)) {
            String text = words.describe(step);
            step.placements().forEach(p -> assertThat(text).contains(words.placement(p)));
            step.eliminations().forEach(e -> assertThat(text)
                    .containsPattern(Pattern.quote(Cells.name(e.cell(), shape.size())) + "[^ ]*<>"
                            + Pattern.quote(words.digit(e.digit())) + "\\b"));
        }
    }

    @Test
    void on_a_16x16_grid_digit_12_is_written_c_and_with_hex_symbols_b() {
        int cell = 3 * 16 + 8;
        Placement placement = new Placement(cell, 12);
        Candidate elimination = new Candidate(cell, 12);

        assertThat(new StepText(16).placement(placement)).isEqualTo("r4c9=C");
        assertThat(new StepText(new Symbols(Symbols.Style.HEX, 16)).placement(placement))
                .isEqualTo("r4c9=B");
        assertThat(new StepText(16).elimination(elimination)).isEqualTo("r4c9<>C");
        assertThat(new StepText(9).placement(new Placement(1 * 9 + 6, 5))).isEqualTo("r2c7=5");
    }

    /** Each path is found once for the three properties. */
    private static List<Step> path(BoxShape shape, long seed, int minClues) {
        return PATHS.computeIfAbsent(shape + "/" + seed + "/" + minClues, key -> explain(shape, seed, minClues));
    }

    private static List<Step> explain(BoxShape shape, long seed, int minClues) {
        Grid puzzle = TestPuzzles.generate(shape, seed, minClues);
        List<Step> steps = new Explainer(Catalogue.players().withoutChaining())
                .explain(puzzle)
                .solution()
                .orElseThrow()
                .steps();
        assertThat(steps).as("%s seed %d has a path", shape, seed).isNotEmpty();
        return steps;
    }

    /** The placements ({@code cell=d}) and eliminations ({@code cell<>d}) as the text says them. */
    private static Set<String> readBack(String result, Symbols symbols, int size) {
        Set<String> effects = new HashSet<>();
        Matcher part = Pattern.compile("([r\\dc,]+)(=|<>)([^, ]+)").matcher(result);
        while (part.find()) {
            String written = part.group(3);
            int digit;
            if (symbols.singleCharacter()) {
                digit = written.length() == 1 ? symbols.valueOf(written.charAt(0)) : -1;
            } else {
                digit = symbols.valueOfNumber(written);
            }
            for (String cell : part.group(1).split(",")) {
                effects.add(cell + part.group(2) + digit);
            }
        }
        return effects;
    }

    private static Set<String> effects(Step step, int size) {
        Set<String> effects = new HashSet<>();
        step.placements().forEach(p -> effects.add(Cells.name(p.cell(), size) + "=" + p.digit()));
        step.eliminations().forEach(e -> effects.add(Cells.name(e.cell(), size) + "<>" + e.digit()));
        return effects;
    }
}
