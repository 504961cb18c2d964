package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantMade;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Variants played on the page: the rules chosen, a puzzle made, its houses drawn (a jigsaw's regions
 * read back from the cells' thick borders, an X's diagonals, windoku's windows, odd/even marks,
 * samurai's five grids on one canvas), solved, and played with conflicts flagged by the variant's houses.
 */
@ExtendWith(BrowserExtension.class)
class VariantPlayTest {
    @Test
    void a_jigsaw_is_drawn_by_its_regions_and_its_solution_keeps_them(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "jigsaw")).startsWith("New jigsaw puzzle");
        assertThat(page.find("body").getAttribute("data-variant")).isEqualTo("jigsaw");
        List<Set<Integer>> regions = regionsByBorders(page, 9);
        assertThat(regions).hasSize(9).allSatisfy(region -> assertThat(region).hasSize(9));
        assertThat(regions).as("a jigsaw's regions are not the boxes").isNotEqualTo(boxes());

        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        String solution = page.digits();
        assertThat(solution).matches("[1-9]{81}");
        for (Set<Integer> house : houses(regions)) {
            Set<Character> digits = new HashSet<>();
            house.forEach(cell -> digits.add(solution.charAt(cell)));
            assertThat(digits).as("house %s", house).hasSize(9);
        }
        assertThat(page.findAll("#board .cell.given .digit")).isNotEmpty().allSatisfy(digit -> assertThat(
                        digit.getCssValue("font-weight"))
                .isEqualTo("800"));
    }

    @Test
    void rules_chosen_while_the_page_still_loads_make_a_puzzle_of_them(Page page) {
        page.openActingEarly("const rules = document.getElementById('variant');"
                + " document.body.dataset.choseEarly = String(document.body.dataset.ready !== 'true');"
                + " rules.value = 'jigsaw'; rules.dispatchEvent(new Event('change', { bubbles: true }));");
        assertThat(page.find("body").getAttribute("data-chose-early"))
                .as("the rules were chosen before the page was ready")
                .isEqualTo("true");
        String said = page.until("the jigsaw board", GENERATION, () -> {
            String text = page.message();
            return text.startsWith("New jigsaw puzzle") ? text : null;
        });
        assertThat(said).startsWith("New jigsaw puzzle");
        assertThat(page.byId("variant").getAttribute("value")).isEqualTo("jigsaw");
        assertThat(page.find("body").getAttribute("data-variant")).isEqualTo("jigsaw");
        List<Set<Integer>> regions = regionsByBorders(page, 9);
        assertThat(regions).hasSize(9).allSatisfy(region -> assertThat(region).hasSize(9));
        assertThat(regions).as("a jigsaw's regions are not the boxes").isNotEqualTo(boxes());
        // The Level menu stays with variants, at Any until the player chooses a level.
        assertThat(page.byId("level").isDisplayed()).isTrue();
        assertThat(page.byId("level").getAttribute("value")).isEmpty();
        assertThat(page.byId("symmetry").isDisplayed()).isFalse();
    }

    @Test
    void a_digit_repeated_in_a_jigsaw_region_is_flagged_on_both_cells(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "jigsaw")).startsWith("New jigsaw puzzle");
        List<Set<Integer>> regions = regionsByBorders(page, 9);
        String puzzle = page.digits();
        int[] pair = sameRegionOnly(regions, puzzle);
        int given = pair[0];
        int empty = pair[1];
        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type(String.valueOf(puzzle.charAt(given)));
        String name = "r" + (empty / 9 + 1) + "c" + (empty % 9 + 1);
        assertThat(page.message()).contains("in region").contains(name);
        assertThat(page.cell(given / 9 + 1, given % 9 + 1).getAttribute("class"))
                .contains("conflict");
        assertThat(page.cell(empty / 9 + 1, empty % 9 + 1).getAttribute("class"))
                .contains("conflict");
    }

    @Test
    void a_jigsaw_typed_as_givens_and_region_map_loads_with_its_borders(Page page) {
        VariantMade made = new VariantGenerator(Set.of(Variant.JIGSAW), 9).make(3);
        String map = made.puzzle().rules().regionMap().orElseThrow().line();
        page.open();
        assertThat(chooseAndRate(page, "jigsaw")).startsWith("New jigsaw puzzle");
        page.byId("puzzle-text").clear();
        page.byId("puzzle-text").sendKeys(made.puzzle().line() + "\n" + map);
        assertThat(page.clickAndWait("load-text"))
                .startsWith("Loaded a jigsaw puzzle with " + made.clues() + " givens");
        assertThat(page.digits()).isEqualTo(made.puzzle().line());
        List<Set<Integer>> drawn = regionsByBorders(page, 9);
        for (Set<Integer> region : drawn) {
            Set<Character> labels = new HashSet<>();
            region.forEach(cell -> labels.add(map.charAt(cell)));
            assertThat(labels).as("one label per drawn region").hasSize(1);
        }
        page.click("reveal");
        page.until("the solution shown", () -> page.digits().indexOf('.') < 0);
        assertThat(page.digits()).isEqualTo(dev.sudoku.core.rules.VariantText.line(made.solution()));
    }

    @Test
    void samurai_draws_369_cells_in_five_grids_and_solves(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "samurai")).startsWith("New samurai puzzle");
        assertThat(page.findAll("#board .cell")).hasSize(21 * 21);
        @SuppressWarnings("unchecked")
        List<String> blank = (List<String>)
                page.js("return [...document.querySelectorAll('#board .cell.void')].map((c) => c.dataset.cell);");
        Set<String> expected = new HashSet<>();
        for (int row = 0; row < 21; row++) {
            for (int col = 0; col < 21; col++) {
                if (!covered(row, col)) {
                    expected.add("r" + (row + 1) + "c" + (col + 1));
                }
            }
        }
        assertThat(new HashSet<>(blank)).hasSize(21 * 21 - 369).isEqualTo(expected);
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        String digits = page.digits();
        for (int[] corner : new int[][] {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}) {
            for (int i = 0; i < 9; i++) {
                Set<Character> row = new HashSet<>();
                Set<Character> col = new HashSet<>();
                for (int j = 0; j < 9; j++) {
                    row.add(digits.charAt((corner[0] + i) * 21 + corner[1] + j));
                    col.add(digits.charAt((corner[0] + j) * 21 + corner[1] + i));
                }
                assertThat(row).doesNotContain('.').hasSize(9);
                assertThat(col).doesNotContain('.').hasSize(9);
            }
        }
    }

    @Test
    void x_shades_both_diagonals_and_draws_their_lines(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "x")).startsWith("New X puzzle");
        assertThat(cellsWith(page, "diagonal")).isEqualTo(cellsWhere(9, (r, c) -> r == c || r + c == 8));
        assertThat(page.findAll(".layers line.diagonal-line")).hasSize(2);
    }

    @Test
    void guessing_on_an_x_puzzle_draws_its_tree_and_solves_it_by_both_diagonals(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "x")).startsWith("New X puzzle");
        page.byId("puzzle-text").clear();
        page.byId("puzzle-text").sendKeys(X_NEEDING_GUESSES);
        assertThat(page.clickAndWait("load-text")).startsWith("Loaded an X puzzle");
        page.choose("mode", "logic-only");
        assertThat(page.clickAndWait("solve")).startsWith("Logic is stuck after");

        page.choose("mode", "guess");
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        String digits = page.digits();
        assertThat(digits).matches("[1-9]{81}");
        for (int cell = 0; cell < 81; cell++) {
            char given = X_NEEDING_GUESSES.charAt(cell);
            assertThat(given == '.' || given == digits.charAt(cell))
                    .as("given kept at %d", cell)
                    .isTrue();
        }
        assertThat(cellsWhere(9, (r, c) -> r == c).stream().map(digits::charAt).distinct())
                .hasSize(9);
        assertThat(cellsWhere(9, (r, c) -> r + c == 8).stream()
                        .map(digits::charAt)
                        .distinct())
                .hasSize(9);
        assertThat(page.byId("guess-tree").isDisplayed()).isTrue();
        assertThat(page.findAll("#guess-tree g.node[data-guess]")).hasSizeGreaterThan(1);
        assertThat(Integer.parseInt(
                        page.find("#work [data-work=\"guesses\"] dd").getText()))
                .isPositive();
    }

    @Test
    void a_killer_shows_each_cage_sum_once_and_its_solution_fills_every_cage(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "killer")).startsWith("New killer puzzle");
        String cages = (String) page.js("return import('/controller.js').then((m) => m.state.layout.cages);");
        String sums = (String) page.js("return import('/controller.js')"
                + ".then((m) => [...m.state.layout.cageSums].map(([label, sum]) => label + '=' + sum).join(' '));");
        java.util.Map<Character, Integer> sumOf = new java.util.HashMap<>();
        for (String pair : sums.split(" ")) {
            sumOf.put(pair.charAt(0), Integer.parseInt(pair.substring(2)));
        }
        assertThat(sumOf.keySet()).isEqualTo(labels(cages));
        assertThat(page.findAll(".layers .cage-sum")).hasSize(sumOf.size());
        assertThat(cellsWith(page, "caged"))
                .hasSize((int) cages.chars().filter(c -> c != '.').count());

        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        String digits = page.digits();
        for (char label : sumOf.keySet()) {
            List<Integer> cells = cellsWhere(9, (r, c) -> cages.charAt(r * 9 + c) == label);
            int total =
                    cells.stream().mapToInt(cell -> digits.charAt(cell) - '0').sum();
            assertThat(total).as("cage %s", label).isEqualTo(sumOf.get(label));
            assertThat(cells.stream().map(digits::charAt).distinct())
                    .as("cage %s", label)
                    .hasSize(cells.size());
        }
    }

    @Test
    void consecutive_bars_join_exactly_the_neighbours_that_differ_by_one(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "consecutive")).startsWith("New consecutive puzzle");
        int bars = page.findAll(".layers rect.bar").size();
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        int differByOne = consecutivePairs(page.digits());
        assertThat(bars).isPositive().isEqualTo(differByOne);
    }

    @Test
    void partial_consecutive_bars_join_only_neighbours_that_differ_by_one_and_not_all_of_them(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "partial-consecutive")).startsWith("New partial consecutive puzzle");
        int bars = page.findAll(".layers rect.bar").size();
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        int differByOne = consecutivePairs(page.digits());
        assertThat(bars).isPositive().isLessThan(differByOne);
    }

    /** How many pairs of side-neighbours of a solved 9x9 board differ by 1. */
    private static int consecutivePairs(String digits) {
        int pairs = 0;
        for (int cell = 0; cell < 81; cell++) {
            if (cell % 9 < 8 && Math.abs(digits.charAt(cell) - digits.charAt(cell + 1)) == 1) {
                pairs++;
            }
            if (cell < 72 && Math.abs(digits.charAt(cell) - digits.charAt(cell + 9)) == 1) {
                pairs++;
            }
        }
        return pairs;
    }

    private static Set<Character> labels(String cages) {
        Set<Character> labels = new HashSet<>();
        cages.chars().filter(c -> c != '.').forEach(c -> labels.add((char) c));
        return labels;
    }

    /** An X puzzle that logic with locked candidates does not finish: guessing is needed. */
    private static final String X_NEEDING_GUESSES =
            "2..8......3....2....91.....57......3......6.....56.....5......99....4.........3..";

    @Test
    void windoku_shades_its_four_windows(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "windoku")).startsWith("New windoku puzzle");
        assertThat(cellsWith(page, "window")).isEqualTo(cellsWhere(9, (r, c) -> r % 4 != 0 && c % 4 != 0));
    }

    @Test
    void odd_even_marks_agree_with_the_solved_digits(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "oddeven")).startsWith("New odd/even puzzle");
        List<Integer> odd = cellsWith(page, "odd");
        List<Integer> even = cellsWith(page, "even");
        assertThat(odd.size() + even.size()).isPositive();
        assertThat(page.clickAndWait("solve")).isEqualTo("Solved.");
        String digits = page.digits();
        odd.forEach(cell -> assertThat((digits.charAt(cell) - '0') % 2).isEqualTo(1));
        even.forEach(cell -> assertThat((digits.charAt(cell) - '0') % 2).isZero());
    }

    @Test
    void a_killer_loaded_while_jigsaw_is_chosen_is_refused_in_the_words_of_the_page_not_the_api(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "jigsaw")).startsWith("New jigsaw puzzle");
        page.byId("puzzle-text").clear();
        page.byId("puzzle-text").sendKeys(VariantExplainTest.KILLER);
        String said = page.clickAndWait("load-text");
        assertThat(said).startsWith("Nothing loaded from the text box as a jigsaw puzzle: ");
        assertThat(said).doesNotContain("'puzzle'").doesNotContain("a request");
        assertThat(page.messageKind()).isEqualTo("error");
    }

    @Test
    void choosing_classic_again_gives_the_classic_board_back(Page page) {
        page.open();
        assertThat(chooseAndRate(page, "samurai")).startsWith("New samurai puzzle");
        chooseAndWait(page, "classic");
        assertThat(page.findAll("#board .cell")).hasSize(81);
        assertThat(page.findAll("#board .cell.void")).isEmpty();
        assertThat(page.find("body").getAttribute("data-variant")).isNull();
        assertThat(regionsByBorders(page, 9)).isEqualTo(boxes());
    }

    @Test
    void a_new_killer_is_rated_as_the_api_rates_it_in_the_words_of_a_classic_rating(Page page)
            throws java.io.IOException {
        page.open();
        recordRatings(page);
        assertThat(chooseAndRate(page, "killer")).startsWith("New killer puzzle");
        String cages = (String) page.js("return import('/controller.js').then((m) => m.state.layout.cages);");
        String sums = (String) page.js("return import('/controller.js')"
                + ".then((m) => [...m.state.layout.cageSums].map(([label, sum]) => label + '=' + sum).join(' '));");
        String puzzle = String.join("\n", page.digits(), cages, sums);
        assertThat(shownRating(page)).isEqualTo(expectedRating(page, Map.of("variant", "killer", "puzzle", puzzle)));
    }

    @Test
    void a_new_jigsaw_is_rated_as_the_api_rates_it_with_the_regions_drawn(Page page) throws java.io.IOException {
        page.open();
        recordRatings(page);
        assertThat(chooseAndRate(page, "jigsaw")).startsWith("New jigsaw puzzle");
        String shown = shownRating(page);
        assertThat(shown).isEqualTo(expectedJigsawRating(page));
        assertThat(shown).matches("(ER \\d+\\.\\d · \\w+ · )?\\d+ clues( · not rated: .+)?");
    }

    /** The rating line of the jigsaw on the board (no digit played), made from /api/variant/rate's answer. */
    static String expectedJigsawRating(Page page) throws java.io.IOException {
        char[] map = new char[81];
        List<Set<Integer>> regions = regionsByBorders(page, 9);
        for (int r = 0; r < regions.size(); r++) {
            for (int cell : regions.get(r)) {
                map[cell] = (char) ('A' + r);
            }
        }
        return expectedRating(page, Map.of("variant", "jigsaw", "puzzle", page.digits(), "regions", new String(map)));
    }

    /** The rating line of the page once the rating has arrived. */
    static String shownRating(Page page) {
        return page.until("the rating", GENERATION, () -> {
            String text = page.text("rating");
            return text.isEmpty() || text.endsWith("\u2026") ? null : text;
        });
    }

    /**
     * From now until the page is loaded again, keeps each of the page's own /api/variant/rate requests as it is
     * made, with its body and, once it came and was not an error, its answer's text ({@code window.rated}), for
     * {@link #expectedRating}.
     */
    static void recordRatings(Page page) {
        page.js(RECORD_RATINGS);
    }

    /** What {@link #recordRatings} runs; also run before a page's own scripts, as a new document's. */
    static final String RECORD_RATINGS = "window.rated = []; { const fetchNow = window.fetch;"
            + " window.fetch = (path, init) => { const answer = fetchNow(path, init);"
            + " if (String(path).endsWith('/api/variant/rate')) { const asked = { body: init.body, text: null };"
            + " window.rated.push(asked); answer.then((r) => r.ok ? r.clone().text() : null)"
            + ".then((text) => { asked.text = text; }, () => {}); }"
            + " return answer; }; }";

    /**
     * The rating line of a new classic puzzle, made from /api/variant/rate's answer for the puzzle drawn: the
     * answer the page itself was given for exactly that request when {@link #recordRatings} kept one (a second
     * rating could run the server's time out where the page's did not, on a busy machine), else a new one.
     */
    static String expectedRating(Page page, Map<String, Object> request) throws java.io.IOException {
        com.fasterxml.jackson.databind.JsonNode answer = pageAnswer(page, request);
        return ratingLine(page, answer != null ? answer : VariantExplainTest.ask(page, "/api/variant/rate", request));
    }

    /** The rating line the page writes for a /api/variant/rate answer about the puzzle on its board. */
    static String ratingLine(Page page, com.fasterxml.jackson.databind.JsonNode answer) {
        long count = page.digits().chars().filter(Character::isDigit).count();
        // The page writes "1 clue" for a killer with one given digit, which random killers sometimes have.
        String clues = count + (count == 1 ? " clue" : " clues");
        if (answer.get("status").asText().equals("RATED")) {
            return String.format(
                    java.util.Locale.ROOT,
                    "ER %.1f · %s · %s",
                    answer.get("er").asDouble(),
                    answer.get("level").asText(),
                    clues);
        }
        return clues + " · not rated: " + answer.get("error").asText();
    }

    /**
     * The last answer {@link #recordRatings} kept for a request with this body; null when none were recorded
     * (no recorder on this load of the page). A region map names the same regions whatever its letters: maps
     * are compared by the cells they put together.
     */
    @SuppressWarnings("unchecked")
    private static com.fasterxml.jackson.databind.JsonNode pageAnswer(Page page, Map<String, Object> request)
            throws java.io.IOException {
        com.fasterxml.jackson.databind.ObjectMapper json = VariantExplainTest.JSON;
        List<Map<String, String>> rated = (List<Map<String, String>>) page.js("return window.rated ?? null;");
        if (rated == null) {
            return null;
        }
        com.fasterxml.jackson.databind.JsonNode wanted = withRegionsByFirstUse(json.valueToTree(request));
        com.fasterxml.jackson.databind.JsonNode found = null;
        for (Map<String, String> entry : rated) {
            if (entry.get("text") != null
                    && withRegionsByFirstUse(json.readTree(entry.get("body"))).equals(wanted)) {
                found = json.readTree(entry.get("text"));
            }
        }
        assertThat(found)
                .as("the page's own rating of %s among the requests it made: %s", request, rated)
                .isNotNull();
        return found;
    }

    /** The body with its region map's labels renamed in order of first use (a, b, c...). */
    private static com.fasterxml.jackson.databind.JsonNode withRegionsByFirstUse(
            com.fasterxml.jackson.databind.JsonNode body) {
        if (!body.hasNonNull("regions")) {
            return body;
        }
        String map = body.get("regions").asText();
        Map<Character, Character> renamed = new java.util.HashMap<>();
        StringBuilder labels = new StringBuilder();
        for (char label : map.toCharArray()) {
            labels.append(renamed.computeIfAbsent(label, l -> (char) ('a' + renamed.size())));
        }
        com.fasterxml.jackson.databind.node.ObjectNode copy = body.deepCopy();
        copy.put("regions", labels.toString());
        return copy;
    }

    private static final java.time.Duration GENERATION = java.time.Duration.ofSeconds(120);

    /** Chooses the rules and returns the status line once the board of the choice is there. */
    /**
     * As {@link #chooseAndWait}, then waits for the new puzzle's rating, which the page asks the server for once the
     * board is shown: the server is then computing nothing for this page, so what the test asks next finds a
     * worker free. The test classes share a server of two workers, one class after another, and a rating left
     * running (a test that ends right after its choice) holds one of them for up to 20 s; with this page's own
     * rating still running too, a solve was turned away as busy.
     */
    static String chooseAndRate(Page page, String words) {
        String said = chooseAndWait(page, words);
        if (said.startsWith("New ")) {
            shownRating(page);
        }
        return said;
    }

    static String chooseAndWait(Page page, String words) {
        // The server shared by every browser test may still be computing what an earlier test's page left (a
        // samurai's rating takes up to 20 s): a choice it turns away as busy (the page asks three times over
        // about 8 s) leaves the board and the Rules selector as they were, and a test going on from there
        // plays classic ("Loaded a 9x9 puzzle" where an X was meant). The choice is made again, as a player
        // told to try again would: three attempts outlast the 20 s.
        for (int attempt = 1; ; attempt++) {
            String said = chooseOnce(page, words);
            if (!said.contains("busy; try again") || attempt == 3) return said;
        }
    }

    private static String chooseOnce(Page page, String words) {
        page.js("const line = document.getElementById('message'); line.textContent = ''; delete line.dataset.kind;");
        page.choose("variant", words);
        // A samurai is made on the server first: a few seconds, more on a loaded machine.
        return page.until("the " + words + " board", GENERATION, () -> {
            String text = page.message();
            return text.isEmpty() || text.endsWith("\u2026") ? null : text;
        });
    }

    /** The regions the thick borders enclose: cells joined wherever the edge between them is thin. */
    static List<Set<Integer>> regionsByBorders(Page page, int n) {
        @SuppressWarnings("unchecked")
        List<String> classes = (List<String>)
                page.js("return [...document.querySelectorAll('#board .cell')].map((c) => c.className);");
        int[] region = new int[n * n];
        java.util.Arrays.fill(region, -1);
        List<Set<Integer>> regions = new ArrayList<>();
        for (int start = 0; start < n * n; start++) {
            if (region[start] >= 0) {
                continue;
            }
            Set<Integer> cells = new HashSet<>();
            java.util.ArrayDeque<Integer> todo = new java.util.ArrayDeque<>(List.of(start));
            region[start] = regions.size();
            while (!todo.isEmpty()) {
                int cell = todo.pop();
                cells.add(cell);
                int row = cell / n;
                int col = cell % n;
                List<Integer> open = new ArrayList<>();
                if (col < n - 1 && !classes.get(cell).contains("thick-right")) open.add(cell + 1);
                if (row < n - 1 && !classes.get(cell).contains("thick-bottom")) open.add(cell + n);
                if (col > 0 && !classes.get(cell - 1).contains("thick-right")) open.add(cell - 1);
                if (row > 0 && !classes.get(cell - n).contains("thick-bottom")) open.add(cell - n);
                for (int next : open) {
                    if (region[next] < 0) {
                        region[next] = region[start];
                        todo.push(next);
                    }
                }
            }
            regions.add(cells);
        }
        return regions;
    }

    private static List<Set<Integer>> boxes() {
        List<Set<Integer>> boxes = new ArrayList<>();
        for (int box = 0; box < 9; box++) {
            Set<Integer> cells = new HashSet<>();
            for (int i = 0; i < 9; i++) {
                cells.add((box / 3 * 3 + i / 3) * 9 + box % 3 * 3 + i % 3);
            }
            boxes.add(cells);
        }
        return boxes;
    }

    /** Rows, columns and the regions. */
    private static List<Set<Integer>> houses(List<Set<Integer>> regions) {
        List<Set<Integer>> houses = new ArrayList<>(regions);
        for (int i = 0; i < 9; i++) {
            Set<Integer> row = new HashSet<>();
            Set<Integer> col = new HashSet<>();
            for (int j = 0; j < 9; j++) {
                row.add(i * 9 + j);
                col.add(j * 9 + i);
            }
            houses.add(row);
            houses.add(col);
        }
        return houses;
    }

    /** A given and an empty cell of one region that share no row or column. */
    private static int[] sameRegionOnly(List<Set<Integer>> regions, String puzzle) {
        for (Set<Integer> region : regions) {
            for (int given : region) {
                for (int empty : region) {
                    if (puzzle.charAt(given) != '.'
                            && puzzle.charAt(empty) == '.'
                            && given / 9 != empty / 9
                            && given % 9 != empty % 9) {
                        return new int[] {given, empty};
                    }
                }
            }
        }
        throw new AssertionError("no such pair in " + puzzle);
    }

    private static List<Integer> cellsWith(Page page, String name) {
        @SuppressWarnings("unchecked")
        List<Long> found = (List<Long>) page.js(
                "return [...document.querySelectorAll('#board .cell')].flatMap((c, i) => c.classList.contains(arguments[0]) ? [i] : []);",
                name);
        return found.stream().map(Long::intValue).toList();
    }

    private static List<Integer> cellsWhere(int n, java.util.function.BiPredicate<Integer, Integer> test) {
        List<Integer> cells = new ArrayList<>();
        for (int cell = 0; cell < n * n; cell++) {
            if (test.test(cell / n, cell % n)) {
                cells.add(cell);
            }
        }
        return cells;
    }

    private static boolean covered(int row, int col) {
        for (int[] corner : new int[][] {{0, 0}, {0, 12}, {6, 6}, {12, 0}, {12, 12}}) {
            if (row >= corner[0] && row < corner[0] + 9 && col >= corner[1] && col < corner[1] + 9) {
                return true;
            }
        }
        return false;
    }
}
