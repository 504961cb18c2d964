package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.sudoku.core.rules.RuleSolver;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantReader;
import dev.sudoku.core.rules.VariantText;
import dev.sudoku.core.solve.SolveLimits;
import dev.sudoku.logic.rules.RuleGrid;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Explanations and hints on a variant: a killer's path stepped through on its own board, each step's
 * sentence shown and its cells marked where the step names them, "solve up to here" on the last step
 * giving the solution, and a level-3 hint applied as the step says.
 */
@ExtendWith(BrowserExtension.class)
class VariantExplainTest {
    static final ObjectMapper JSON = new ObjectMapper();

    /** A killer the rule-set techniques finish (cage combinations, the 45 rule, singles), generated with seed 7. */
    static final String KILLER = String.join(
            "\n",
            "....................................7............5..1....................9.......",
            "AABCCDDDEABBFGDHHEAIIFGGHHEJJJKGLHMMJJNKGLLMMONNKPPQQROOSKPPQQRTSSSUUVVWTXXXUUUVW",
            "A=24 B=11 C=7 D=25 E=9 F=15 G=26 H=25 I=10 J=23 K=14 L=20 M=25 N=18 O=16 P=15 Q=19 R=9 S=19 T=4"
                    + " U=28 V=9 W=12 X=22");

    @Test
    void a_killers_path_is_drawn_step_by_step_on_its_cells_and_solves_the_board(Page page) throws IOException {
        openKiller(page);
        assertThat(page.byId("explain").isDisplayed()).isTrue();
        assertThat(page.byId("profile").isDisplayed())
                .as("technique profiles are classic only")
                .isFalse();
        assertThat(page.clickAndWait("explain")).matches("\\d+ steps; the path solves the puzzle\\.");
        JsonNode steps = ask(page, "/api/variant/explain", Map.of("variant", "killer", "puzzle", KILLER))
                .get("steps");
        int total = steps.size();
        assertThat(page.findAll("#step-list .step-item")).hasSize(total);
        assertThat(page.text("step-text"))
                .isEqualTo(
                        "Step 1 of " + total + ": " + steps.get(0).get("text").asText());

        Set<String> techniques = new TreeSet<>();
        for (int k = 0; k < 30; k++) {
            JsonNode step = steps.get(k);
            techniques.add(step.get("technique").asText());
            assertThat(page.text("step-text"))
                    .isEqualTo("Step " + (k + 1) + " of " + total + ": "
                            + step.get("text").asText());
            assertThat(markedCells(page)).as("step %d: %s", k + 1, step).isEqualTo(namedCells(step));
            page.click("step-next");
        }
        assertThat(techniques).as("the first steps use the cages").contains("CAGE_COMBINATION");
        assertThat(replayMisses(page))
                .as("moves on candidates the page does not show")
                .isEmpty();

        page.byId("step-jump").sendKeys(String.valueOf(total));
        page.click("step-go");
        assertThat(page.text("step-text")).startsWith("Step " + total + " of " + total + ":");
        assertThat(markedCells(page)).isEqualTo(namedCells(steps.get(total - 1)));
        assertThat(page.clickAndWait("step-apply")).isEqualTo("Steps 1 to " + total + " applied to the board.");
        assertThat(page.digits()).isEqualTo(solution());
    }

    @Test
    void a_level_3_hint_on_a_killer_draws_its_step_and_apply_changes_the_board_as_it_says(Page page)
            throws IOException {
        openKiller(page);
        assertThat(page.clickAndWait("hint-1")).isEqualTo("Hint level 1.");
        String technique = page.text("hint-text");
        assertThat(page.clickAndWait("hint-3")).isEqualTo("Hint level 3.");
        JsonNode hint = ask(page, "/api/variant/hint", Map.of("variant", "killer", "puzzle", KILLER, "level", 3));
        assertThat(page.text("hint-text")).isEqualTo(hint.get("hint").asText()).isNotEqualTo(technique);
        JsonNode step = hint.get("step");
        assertThat(markedCells(page)).isEqualTo(namedCells(step));

        assertThat(page.clickAndWait("hint-apply")).isEqualTo("Hint applied.");
        assertThat(markedCells(page)).isEmpty();
        for (JsonNode placement : step.get("placements")) {
            String[] parts = placement.asText().split("=");
            assertThat(cellOf(page, parts[0])
                            .findElement(org.openqa.selenium.By.cssSelector(".digit"))
                            .getText())
                    .isEqualTo(parts[1]);
        }
        for (JsonNode elimination : step.get("eliminations")) {
            String[] parts = elimination.asText().split("<>");
            for (String name : parts[0].split(",")) {
                String shown = cellOf(page, name)
                        .findElement(org.openqa.selenium.By.cssSelector(".cands"))
                        .getText();
                assertThat(shown).as(name).isNotBlank().doesNotContain(parts[1]);
            }
        }
        assertThat(step.get("placements").size() + step.get("eliminations").size())
                .isPositive();
    }

    /** Killer chosen from the rules, then the known puzzle typed in: its cages and sums with the givens. */
    @Test
    void once_a_hint_was_asked_on_a_killer_a_position_the_player_pauses_on_is_asked_ahead(Page page) {
        openKiller(page);
        ExplainAndHintTest.askedAheadOnceAHintWasAsked(page, page::variantHintRequests);
    }

    private static void openKiller(Page page) {
        page.open();
        assertThat(VariantPlayTest.chooseAndWait(page, "killer")).startsWith("New killer puzzle");
        page.byId("puzzle-text").clear();
        page.byId("puzzle-text").sendKeys(KILLER);
        assertThat(page.clickAndWait("load-text")).startsWith("Loaded a killer puzzle with 4 givens");
        assertThat(page.digits()).isEqualTo(KILLER.substring(0, 81));
    }

    /** The route's answer, asked by the test itself (not through the page's code). */
    static JsonNode ask(Page page, String path, Map<String, Object> body) throws IOException {
        String text = (String) page.js(
                "return fetch(arguments[0], { method: 'POST', headers: { 'Content-Type': 'application/json' },"
                        + " body: arguments[1] }).then((r) => r.text());",
                path,
                JSON.writeValueAsString(body));
        return JSON.readTree(text);
    }

    /** The cells the board marks: a role of their own, or a candidate with one. */
    @SuppressWarnings("unchecked")
    private static Set<String> markedCells(Page page) {
        return new TreeSet<>((List<String>) page.js("return [...document.querySelectorAll('#board .cell')]"
                + ".filter((c) => c.dataset.role || c.querySelector('.cand[data-role]')).map((c) => c.dataset.cell);"));
    }

    /** The cells a step names: in its highlights, placements and eliminations. */
    private static Set<String> namedCells(JsonNode step) {
        Set<String> names = new TreeSet<>();
        step.get("highlights").forEach(h -> names.add(h.get("cell").asText()));
        for (String list : List.of("placements", "eliminations")) {
            for (JsonNode move : step.get(list)) {
                names.addAll(List.of(move.asText().split("=|<>")[0].split(",")));
            }
        }
        return names;
    }

    /**
     * The moves of the page's explanation that fall on no candidate of the position it draws them on:
     * none when the page's replay starts where the server's path does.
     */
    @SuppressWarnings("unchecked")
    private static List<String> replayMisses(Page page) {
        return new ArrayList<>(
                (List<String>) page.js("return Promise.all([import('/controller.js'), import('/steps/replay.js')])"
                        + ".then(([app, replay]) => { const view = app.state.view; const misses = [];"
                        + " view.steps.forEach((step, k) => { const { placements, eliminations } = replay.movesOf(step, app.size());"
                        + " for (const { cell, digit } of [...placements, ...eliminations]) {"
                        + " if (!(view.positions[k].cands[cell] & (1 << (digit - 1)))) misses.push(`step ${k + 1}: ${cell}/${digit}`); } });"
                        + " return misses; });"));
    }

    /** The candidates of each cell where the page's explanation starts. */
    @SuppressWarnings("unchecked")
    private static List<Long> pageStart(Page page) {
        return (List<Long>)
                page.js("return import('/controller.js').then((app) => [...app.state.view.positions[0].cands]);");
    }

    /** The candidates of each cell where the server's path starts: a given leaves its cage mates too. */
    private static List<Long> serverStart() {
        RuleGrid grid = RuleGrid.fromPuzzle(puzzle());
        List<Long> masks = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            masks.add((long) grid.candidates(cell));
        }
        return masks;
    }

    private static org.openqa.selenium.WebElement cellOf(Page page, String name) {
        return page.find("#board .cell[data-cell=\"" + name + "\"]");
    }

    /** The killer's solution, from the exact solver. */
    private static String solution() {
        return VariantText.line(new RuleSolver()
                .solve(puzzle(), SolveLimits.UNIQUENESS)
                .solution()
                .orElseThrow());
    }

    private static VariantPuzzle puzzle() {
        return ((VariantEntry.Puzzle) new VariantReader(Set.of(Variant.KILLER))
                        .read(KILLER + "\n")
                        .get(0))
                .puzzle();
    }
}
