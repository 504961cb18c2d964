package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Explainer;
import dev.sudoku.logic.Hinter;
import dev.sudoku.logic.TechniqueId;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the README's logical-solver section says the library prints, figures included ({@code 36 entries},
 * {@code 69 steps}), is what it prints: a catalogue grown by a technique, or a path a step longer, fails
 * here until the README says so. The puzzle is the quickstart's, as the README's examples take it.
 */
class ReadmeLibraryFiguresTest {
    private static final Path ROOT = Path.of("..").toAbsolutePath().normalize();
    private static final Grid PUZZLE =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    /** The section's prose up to its list of profiles, its line breaks read as spaces. */
    private static String section;

    @BeforeAll
    static void readSection() throws Exception {
        String readme = Files.readString(ROOT.resolve("README.md"));
        int from = readme.indexOf("## Logical solver");
        int to = readme.indexOf("Two profiles:", from);
        assertThat(from).as("the README's logical-solver section").isNotNegative();
        assertThat(to).as("the end of its first paragraph").isPositive();
        section = readme.substring(from, to).replaceAll("\\s+", " ");
    }

    /** The README's code span that starts with {@code prefix}, whole. */
    private static String shown(String prefix) {
        Matcher span = Pattern.compile("`(" + Pattern.quote(prefix) + "[^`]*)`").matcher(section);
        assertThat(span.find())
                .as("a code span starting %s in the README", prefix)
                .isTrue();
        return span.group(1);
    }

    @Test
    void the_catalogue_the_readme_prints_has_the_entries_and_ends_it_names() {
        assertThat(shown("Catalogue se (")).isEqualTo(Catalogue.se().toString());
    }

    @Test
    void the_catalogue_entry_the_readme_prints_is_the_full_house_entry() {
        assertThat(shown("FULL_HOUSE 1.0 by"))
                .isEqualTo(Catalogue.se()
                        .entry(TechniqueId.FULL_HOUSE)
                        .orElseThrow()
                        .toString());
    }

    @Test
    void the_explanation_the_readme_prints_has_the_steps_it_states() {
        String shown = shown("LogicalSolution[");
        assertThat(shown).endsWith("...]");

        String printed = new Explainer(Catalogue.players())
                .explain(PUZZLE)
                .solution()
                .orElseThrow()
                .toString();

        assertThat(printed).startsWith(shown.substring(0, shown.length() - "...]".length()));
    }

    @Test
    void the_hint_geometry_and_candidate_grid_the_readme_prints_are_the_quickstart_puzzle_s() {
        CandidateGrid start = CandidateGrid.fromPuzzle(PUZZLE);

        assertThat(shown("Geometry["))
                .isEqualTo(new Hinter(Catalogue.players())
                        .hint(PUZZLE, start)
                        .geometry()
                        .toString());
        assertThat(shown("CandidateGrid["))
                .isEqualTo(start.toString().lines().findFirst().orElseThrow());
    }
}
