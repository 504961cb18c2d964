package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.logic.fish.KrakenFish;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kraken fish grown from Franken and Mutant fish (HoDoKu's "Kraken fish type" option): a finned fish with
 * boxes among its base or cover sets, at most two fins and no endo fins, whose fins (type 1), or fins and
 * the base candidates of one cover set (type 2), each turn the same candidate off by a chain. The published
 * Kraken examples (hobiwan's and Sudopedia's, in {@link KrakenFishTest}) are basic fish; the positions here
 * are the opening of the first top1465 puzzle, checked against its solution, and constructed shapes.
 */
class KrakenFishOverBoxesTest {
    private static final List<TechniqueId> BOTH =
            List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);
    private static final KrakenFish FRANKEN = new KrakenFish(KrakenFish.DEFAULT_CAP, BOTH, KrakenFish.Fish.FRANKEN);
    private static final KrakenFish MUTANT = new KrakenFish(KrakenFish.DEFAULT_CAP, BOTH, KrakenFish.Fish.MUTANT);
    /** magictour_top1465.txt, first puzzle. */
    private static final String PUZZLE =
            "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

    private static CandidateGrid opening() {
        return CandidateGrid.fromPuzzle(PuzzleReader.parse(PUZZLE));
    }

    /** The steps of each search at the opening, listed once: a complete Mutant search takes seconds there. */
    private static final java.util.Map<KrakenFish, List<KrakenFishStep>> OPENING =
            new java.util.concurrent.ConcurrentHashMap<>();

    private static List<KrakenFishStep> overBoxes(KrakenFish search) {
        return OPENING.computeIfAbsent(search, s -> overBoxes(s, opening()));
    }

    private static List<KrakenFishStep> overBoxes(KrakenFish search, CandidateGrid grid) {
        List<KrakenFishStep> steps = new ArrayList<>();
        for (Step step : Pencilmarks.all(search, grid)) {
            KrakenFishStep kraken = (KrakenFishStep) step;
            if (kraken.fish().technique().name().contains("FRANKEN")
                    || kraken.fish().technique().name().contains("MUTANT")) {
                steps.add(kraken);
            }
        }
        return steps;
    }

    @Test
    void a_finned_franken_x_wing_over_a_box_forces_r9c4_off_4_from_its_cover_column_and_its_fin() {
        // Without the fin r9c6, 3 of r9 lies in c4 or b9, and r7's only in b9: so r9c4 is 3. With the fin,
        // r9c6 is 3, and box 8's only other 5 moves to r9c4. Either way r9c4 is not 4.
        assertThat(overBoxes(FRANKEN))
                .extracting(Pencilmarks::text)
                .contains("Kraken Fish Type 2: Finned Franken X-Wing 3 in r7,r9 / c4,b9 fin r9c6; chains from the base"
                        + " candidates in c4 and the fins: (3)r9c4-(4)r9c4 | (3)r9c6-(5)r9c6=(5)r9c4-(4)r9c4"
                        + " => r9c4<>4");
    }

    @Test
    void every_kraken_step_over_boxes_agrees_with_the_solution_and_names_its_kind_and_houses() {
        CandidateGrid grid = opening();
        Grid puzzle = PuzzleReader.parse(PUZZLE);
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        for (KrakenFish search : List.of(FRANKEN, MUTANT)) {
            List<KrakenFishStep> steps = overBoxes(search);
            assertThat(steps).isNotEmpty();
            for (KrakenFishStep step : steps) {
                SoundnessCheck.assertSound(step, solution, grid, puzzle);
                FishStep fish = step.fish();
                List<Integer> houses = new ArrayList<>(fish.baseHouses());
                houses.addAll(fish.coverHouses());
                assertThat(houses).as(Pencilmarks.text(step)).anyMatch(house -> house >= 18);
                assertThat(fish.fins()).hasSizeBetween(1, KrakenFish.MAX_FINS);
                assertThat(fish.endoFins()).isEmpty();
                assertThat(Pencilmarks.text(step)).contains(fish.technique().displayName());
            }
        }
        assertThat(overBoxes(FRANKEN))
                .noneMatch(step -> step.fish().technique().name().contains("MUTANT"));
    }

    @Test
    void every_link_of_every_chain_over_boxes_holds_on_the_position() {
        CandidateGrid grid = opening();
        for (KrakenFishStep step : overBoxes(MUTANT)) {
            Candidate target = step.eliminations().get(0);
            for (List<ChainLink> chain : step.chains()) {
                assertThat(chain.get(0).from().digit()).isEqualTo(step.fish().digit());
                assertThat(chain.get(chain.size() - 1).to()).isEqualTo(ChainNode.of(target.cell(), target.digit()));
                for (int i = 0; i < chain.size(); i++) {
                    ChainLink link = chain.get(i);
                    assertThat(link.strong()).as("%s alternates", chain).isEqualTo(i % 2 == 1);
                    if (i > 0) {
                        assertThat(link.from()).isEqualTo(chain.get(i - 1).to());
                    }
                    assertThat(link.strong() ? KrakenFishTest.strong(grid, link) : KrakenFishTest.weak(grid, link))
                            .as("%s in %s", link, Pencilmarks.text(step))
                            .isTrue();
                }
            }
            if (step.technique() == TechniqueId.KRAKEN_FISH_TYPE_2) {
                assertThat(step.coverHouse()).isIn(step.fish().coverHouses());
            }
        }
    }

    /**
     * Digit 1 only at the Franken Swordfish r4,r5,b7 / c1,c2,c4 of {@link ComplexFishTest} (r4c1, r4c4,
     * r5c2, r5c4, r7c1, r8c2), the places it clears (r2c1, r6c2, r9c4), bystanders (r2c7, r6c9, r9c8) and
     * the fins given.
     */
    private static LinePencilmarks swordfish(String... fins) {
        List<String> cells = new ArrayList<>(List.of(
                "r4c1", "r4c4", "r5c2", "r5c4", "r7c1", "r8c2", "r2c1", "r6c2", "r9c4", "r2c7", "r6c9", "r9c8"));
        cells.addAll(List.of(fins));
        return new LinePencilmarks(BoxShape.CLASSIC).only(1, cells.toArray(String[]::new));
    }

    @Test
    void a_franken_fish_whose_fins_no_chain_joins_to_a_cover_place_is_no_kraken_fish() {
        // Must not fire: with the fins r9c3 and r4c9 no place sees both (no finned fish), and neither the
        // fins nor the cover columns' base candidates turn one candidate off together.
        assertThat(swordfish("r9c3", "r4c9").texts(MUTANT))
                .isNotEmpty()
                .noneMatch(text -> text.contains(" 1 in r4,r5,b7 / c1,c2,c4 "));
    }

    @Test
    void a_finned_fish_the_plain_franken_and_mutant_search_finds_is_no_kraken_fish() {
        // Must not fire: each finned fish over boxes that removes a place by sight is ComplexFish's.
        LinePencilmarks marks = swordfish("r9c3", "r4c9");
        List<String> plain = new ArrayList<>();
        for (ComplexFish.Kind kind : ComplexFish.Kind.values()) {
            for (int size = 2; size <= KrakenFish.MAX_SIZE; size++) {
                for (String text : marks.texts(new ComplexFish(kind, size, true))) {
                    plain.add(text.substring(text.indexOf(": ") + 2, text.indexOf(" =>")));
                }
            }
        }
        assertThat(plain).anyMatch(fish -> fish.startsWith("1 in r2,r7,r8 / c1,c2,b1 fin r2c7"));
        List<String> kraken = marks.texts(MUTANT);
        for (String fish : plain) {
            assertThat(kraken).noneMatch(text -> text.contains(" " + fish + ";"));
        }
    }

    @Test
    void the_players_profile_grows_kraken_fish_from_basic_fish_only() {
        // The search over boxes costs some 150 ms (Franken) and 500 ms (Mutant) a position of top1465 that
        // reaches the Kraken fish; the profile leaves it out (see Catalogue.players()).
        Catalogue players = Catalogue.players();
        List<Step> steps = new ArrayList<>();
        for (TechniqueId id : BOTH) {
            steps.addAll(Pencilmarks.all(players.entry(id).orElseThrow().technique(), opening()));
        }
        assertThat(steps).isNotEmpty().allMatch(step -> {
            String name = ((KrakenFishStep) step).fish().technique().name();
            return !name.contains("FRANKEN") && !name.contains("MUTANT");
        });
    }

    @Test
    void a_search_over_boxes_that_reaches_its_cap_stops_and_says_so() {
        KrakenFish.Report basic =
                new KrakenFish(KrakenFish.DEFAULT_CAP, BOTH, KrakenFish.Fish.BASIC).search(opening(), step -> true);
        KrakenFish.Report franken = FRANKEN.search(opening(), step -> true);
        assertThat(franken.capReached()).isFalse();
        assertThat(franken.covers()).isGreaterThan(basic.covers());
        long cap = basic.covers() + basic.walks() + 1_000;
        KrakenFish.Report capped = new KrakenFish(cap, BOTH, KrakenFish.Fish.FRANKEN).search(opening(), step -> true);
        assertThat(capped.capReached()).isTrue();
        assertThat(capped.covers() + capped.walks()).isEqualTo(cap);
    }
}
