package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.sudoku.api.GeneratedVariantReport;
import dev.sudoku.api.json.Field;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.generator.Seeds;
import dev.sudoku.generator.ShapeReach;
import dev.sudoku.generator.variant.VariantGenerator;
import dev.sudoku.generator.variant.VariantLevelSearch;
import dev.sudoku.generator.variant.VariantReach;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Levels of new puzzles over HTTP: {@code level} on {@code POST /api/variant/generate}, as {@code generate
 * --variant --level} makes them, and {@code GET /api/levels}, the levels the page offers.
 */
class VariantLevelApiTest extends ServerTest {
    @Test
    void a_variant_puzzle_asked_at_a_level_is_the_command_lines_puzzle_of_that_seed_and_rates_at_it() {
        JsonNode made = server.post("/api/variant/generate", "variant", "x", "level", "moderate", "seed", 7)
                .json()
                .get(0);

        assertThat(made.get("status").asText()).as(made.toString()).isEqualTo("GENERATED");
        assertThat(made.get("level").asText()).isEqualTo("Moderate");
        JsonNode rated = server.post(
                        "/api/variant/rate",
                        "variant",
                        "x",
                        "puzzle",
                        made.get("puzzle").asText())
                .json();
        assertThat(rated.get("level").asText()).isEqualTo("Moderate");
        // The library search the command line runs, on the first puzzle's seed, finds the same puzzle.
        VariantLevelSearch search = new VariantLevelSearch(
                new VariantGenerator(Set.of(Variant.X), 9),
                LevelScale.DEFAULT,
                VariantLevelSearch.ATTEMPTS,
                Duration.ofMinutes(1));
        VariantLevelSearch.Leveled found =
                search.find(Seeds.of(7, 0), Level.MODERATE).leveled().orElseThrow();
        assertThat(made.get("puzzle").asText()).isEqualTo(found.made().puzzle().line());
        assertThat(made.get("seed").asLong()).isEqualTo(found.made().seed());
    }

    @Test
    void an_unknown_level_is_refused_naming_the_field() {
        TestServer.Answer answer = server.post("/api/variant/generate", "variant", "x", "level", "tricky");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).isEqualTo("level");
        assertThat(answer.json().get("error").asText()).contains("'tricky'").contains("fiendish");
    }

    @Test
    void a_level_no_variant_puzzle_rates_at_on_the_scale_asked_for_is_refused_at_once_with_the_reason() {
        TestServer.Answer answer =
                server.post("/api/variant/generate", "variant", "x", "level", "diabolical", "levels", "fiendish=8.6");

        assertThat(answer.status()).isEqualTo(400);
        assertThat(answer.json().get("field").asText()).isEqualTo("level");
        assertThat(answer.json().get("error").asText()).contains("starts at 8.5, below this level's band");
    }

    @Test
    void a_level_not_met_in_the_budget_is_reported_in_the_command_lines_words_and_ends_the_array() {
        // Odd/even puzzles mark every cell, so Fiendish seldom comes up: never in a few tenths of a second.
        WebLimits hurried = WebLimits.defaults().withGenerateTime(Duration.ofMillis(300));
        try (TestServer small = new TestServer(hurried)) {
            JsonNode array = small.post(
                            "/api/variant/generate", "variant", "oddeven", "level", "fiendish", "count", 3, "seed", 2)
                    .json();

            assertThat(array.size()).isLessThan(3);
            JsonNode first = array.get(0);
            assertThat(first.get("status").asText()).isEqualTo("TIMEOUT");
            String error = first.get("error").asText();
            Matcher grids = Pattern.compile("from (\\d+) complete grids?:").matcher(error);
            assertThat(grids.find()).as(error).isTrue();
            String words = GeneratedVariantReport.notFound(
                            Set.of(Variant.ODDEVEN),
                            1,
                            Level.FIENDISH,
                            Integer.parseInt(grids.group(1)),
                            VariantGenerateEndpoint.LEVEL_NOT_FOUND_ADVICE)
                    .get(Field.ERROR)
                    .toString();
            assertThat(error).isEqualTo(words).doesNotContain("--");
            assertThat(array.get(array.size() - 1).get("status").asText()).isEqualTo("TIMEOUT");
        }
    }

    @Test
    void a_samurai_asked_at_diabolical_answers_timeout_within_the_generate_budget() {
        // Seed 5's first samurai grid takes over a minute to empty under a Diabolical rater: the request's
        // budget must end that work, not only the search between grids.
        WebLimits hurried = WebLimits.defaults().withGenerateTime(Duration.ofSeconds(2));
        try (TestServer small = new TestServer(hurried)) {
            long start = System.nanoTime();
            JsonNode array = small.post("/api/variant/generate", "variant", "samurai", "level", "diabolical", "seed", 5)
                    .json();
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

            assertThat(elapsed).isLessThanOrEqualTo(Duration.ofMillis(2000 + 1500));
            assertThat(array.size()).isEqualTo(1);
            assertThat(array.get(0).get("status").asText()).isEqualTo("TIMEOUT");
            assertThat(array.get(0).get("error").asText()).contains("no Diabolical puzzle from 1 complete grid");
        }
    }

    @Test
    void a_samurai_without_a_level_not_made_within_the_budget_is_a_timeout_report() {
        // A budget spent before the first check, so how fast the machine makes a samurai does not matter.
        WebLimits hurried = WebLimits.defaults().withGenerateTime(Duration.ofNanos(1));
        try (TestServer small = new TestServer(hurried)) {
            long start = System.nanoTime();
            JsonNode array = small.post("/api/variant/generate", "variant", "samurai", "seed", 5, "count", 3)
                    .json();
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);

            assertThat(elapsed).isLessThanOrEqualTo(Duration.ofMillis(1500));
            assertThat(array.size()).as(array.toString()).isEqualTo(1);
            assertThat(array.get(0).get("status").asText()).isEqualTo("TIMEOUT");
            assertThat(array.get(0).get("error").asText()).contains("the request's ");
        }
    }

    @Test
    void the_levels_route_offers_only_easy_at_4x4_and_every_level_it_lists_is_one_generate_takes() {
        JsonNode levels = server.get("/api/levels").json();

        assertThat(names(levels.get("classic").get("4"))).containsExactly("easy");
        assertThat(names(levels.get("classic").get("9"))).hasSize(Level.values().length);
        assertThat(names(levels.get("variant"))).contains("easy", "extreme");
        for (Level level : Level.values()) {
            String name = level.name().toLowerCase(Locale.ROOT);
            boolean listed = names(levels.get("classic").get("4")).contains(name);
            assertThat(listed)
                    .as(name)
                    .isEqualTo(ShapeReach.of(BoxShape.defaultFor(4)).reaches(level, LevelScale.DEFAULT));
            if (!listed) {
                assertThat(server.post("/api/generate", "size", 4, "level", name)
                                .status())
                        .as(name)
                        .isEqualTo(400);
            }
        }
        for (int size = BoxShape.MIN_SIZE; size <= WebLimits.defaults().maxSize(); size++) {
            assertThat(levels.get("classic").has(Integer.toString(size)))
                    .as("size " + size)
                    .isTrue();
        }
    }

    @Test
    void a_6x6_extreme_is_listed_as_not_found_and_generate_refuses_it_at_once_with_the_reason() {
        JsonNode levels = server.get("/api/levels").json();

        assertThat(names(levels.get("classic").get("6")))
                .containsExactly("easy", "moderate", "difficult", "fiendish", "diabolical");
        assertThat(names(levels.get("notFound").get("6"))).containsExactly("extreme");
        assertThat(levels.get("notFound").has("9")).isFalse();
        assertThat(levels.get("notFound").has("4"))
                .as("a 4x4 is proven Easy: not a search's finding")
                .isFalse();

        long start = System.nanoTime();
        TestServer.Answer refused = server.post("/api/generate", "size", 6, "level", "extreme");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().get("field").asText()).isEqualTo("level");
        assertThat(refused.json().get("error").asText())
                .contains("no 6x6 puzzle rating 9.0..", "has been found so far", "--time-limit");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(5));
        assertThat(server.post("/api/generate", "size", 6, "rating", "9.0..9.5")
                        .json()
                        .get("field")
                        .asText())
                .isEqualTo("rating");
    }

    @Test
    void the_levels_route_gives_4x4_x_windoku_and_jigsaw_their_own_lists_and_generate_refuses_the_rest() {
        JsonNode levels = server.get("/api/levels").json();
        JsonNode four = levels.get("variants").get("4");

        assertThat(names(four.get("x"))).containsExactly("easy");
        assertThat(names(four.get("windoku"))).containsExactly("easy");
        assertThat(names(four.get("jigsaw"))).containsExactly("easy", "moderate", "difficult");
        assertThat(four.has("killer")).as("no bound for a killer").isFalse();
        assertThat(levels.get("variants").has("9")).isFalse();
        for (String words : List.of("x", "windoku", "x,windoku", "jigsaw", "jigsaw,x")) {
            Set<Variant> variants = EnumSet.noneOf(Variant.class);
            Arrays.stream(words.split(",")).map(Variant::parse).forEach(variants::add);
            VariantReach reach = VariantReach.of(variants, 4);
            for (Level level : Level.values()) {
                String name = level.name().toLowerCase(Locale.ROOT);
                boolean listed = names(four.get(words)).contains(name);
                assertThat(listed).as(words + " " + name).isEqualTo(reach.reaches(level, LevelScale.DEFAULT));
                if (!listed) {
                    TestServer.Answer refused =
                            server.post("/api/variant/generate", "variant", words, "size", 4, "level", name);
                    assertThat(refused.status()).as(words + " " + name).isEqualTo(400);
                    assertThat(refused.json().get("field").asText()).isEqualTo("level");
                    assertThat(refused.json().get("error").asText()).contains("no 4x4 " + words + " puzzle is");
                }
            }
        }
    }

    private static List<String> names(JsonNode array) {
        List<String> names = new ArrayList<>();
        array.forEach(name -> names.add(name.asText()));
        return names;
    }
}
