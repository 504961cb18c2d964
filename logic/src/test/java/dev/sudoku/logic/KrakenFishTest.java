package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.logic.fish.KrakenFish;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Kraken fish on published positions, on the constructed shapes of Sudopedia's "Kraken Fish" page, and on
 * shapes that must not fire. Definitions as in HoDoKu's fish solver: a finned fish removing nothing by
 * sight, whose fins (type 1), or whose fins and the base candidates of one cover set (type 2), each turn
 * the same candidate off by a chain.
 */
class KrakenFishTest {
    private static final List<TechniqueId> BOTH =
            List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);

    /**
     * The position hobiwan (HoDoKu's author) posted in the Sudoku Players' Forum thread "Where do I go from
     * here?" (forum.enjoysudoku.com, t6638), with HoDoKu's step: "Kraken Fish Type 1: => r4c2<>9, Sashimi
     * X-Wing: 9 r16 c27 fr1c5 fr6c3, r1c5 -9- r23c6 =9= r4c6 -9- r4c2, r6c3 -9- r4c2".
     */
    private static CandidateGrid hobiwan() {
        return PencilmarkGrid.of(
                ".".repeat(81),
                "4   159 2   6     159   3    159  7   8",
                "8   159 19  12459 7     1249 3    6   145",
                "6   3   7   1459  8     149  2    49  145",
                "37  19  6   13459 13459 149  1579 8   2",
                "37  2   8   1359  1359  6    1579 49  145",
                "5   4   19  8     2     7    19   3   6",
                "9   6   45  1234  134   124  8    15  7",
                "1   8   3   7     6     5    4    2   9",
                "2   7   45  149   149   8    6    15  3");
    }

    private static List<String> texts(CandidateGrid grid, TechniqueId id) {
        return Pencilmarks.all(new KrakenFish(), grid).stream()
                .filter(step -> step.technique() == id)
                .map(Pencilmarks::text)
                .toList();
    }

    @Test
    void hobiwans_sashimi_x_wing_removes_9_from_r4c2_by_a_chain_from_each_fin() {
        assertThat(texts(hobiwan(), TechniqueId.KRAKEN_FISH_TYPE_1))
                .containsExactly("Kraken Fish Type 1: Sashimi X-Wing 9 in r1,r6 / c2,c7 fins r1c5,r6c3;"
                        + " chains from the fins: (9)r1c5-(9)r23c6=(9)r4c6-(9)r4c2 | (9)r6c3-(9)r4c2 => r4c2<>9");
    }

    @Test
    void every_kraken_step_of_hobiwans_position_agrees_with_its_solution() {
        CandidateGrid grid = hobiwan();
        Grid solution = Solvers.create("auto").solve(grid.toGrid()).solution().orElseThrow();
        List<Step> steps = Pencilmarks.all(new KrakenFish(), grid);
        assertThat(steps).extracting(Step::technique).contains(TechniqueId.KRAKEN_FISH_TYPE_2);
        for (Step step : steps) {
            SoundnessCheck.assertSound(step, solution, grid, grid.toGrid());
        }
    }

    @Test
    void each_chain_starts_at_a_premise_and_ends_at_the_eliminated_candidate() {
        for (Step step : Pencilmarks.all(new KrakenFish(), hobiwan())) {
            KrakenFishStep kraken = (KrakenFishStep) step;
            Candidate target = kraken.eliminations().get(0);
            for (List<ChainLink> chain : kraken.chains()) {
                ChainLink last = chain.get(chain.size() - 1);
                assertThat(last.strong()).isFalse();
                assertThat(last.to()).isEqualTo(ChainNode.of(target.cell(), target.digit()));
                assertThat(chain.get(0).from().digit()).isEqualTo(kraken.fish().digit());
            }
            int premises = kraken.fish().fins().size();
            if (kraken.technique() == TechniqueId.KRAKEN_FISH_TYPE_2) {
                assertThat(kraken.coverHouse()).isIn(kraken.fish().coverHouses());
                assertThat(kraken.chains()).hasSizeGreaterThan(premises);
            } else {
                assertThat(kraken.coverHouse()).isEqualTo(-1);
                assertThat(kraken.chains()).hasSize(premises);
            }
        }
    }

    @Test
    void every_link_of_every_chain_holds_on_the_position() {
        CandidateGrid grid = hobiwan();
        List<Step> steps = Pencilmarks.all(new KrakenFish(), grid);
        assertThat(steps).isNotEmpty();
        for (Step step : steps) {
            for (List<ChainLink> chain : ((KrakenFishStep) step).chains()) {
                for (int i = 0; i < chain.size(); i++) {
                    ChainLink link = chain.get(i);
                    assertThat(link.strong()).as("%s alternates", chain).isEqualTo(i % 2 == 1);
                    if (i > 0) {
                        assertThat(link.from()).isEqualTo(chain.get(i - 1).to());
                    }
                    assertThat(link.strong() ? strong(grid, link) : weak(grid, link))
                            .as("%s in %s", link, Pencilmarks.text(step))
                            .isTrue();
                }
            }
        }
    }

    /** Both nodes true together is impossible: one cell, two digits; or one digit, every cell pair seeing. */
    static boolean weak(CandidateGrid grid, ChainLink link) {
        ChainNode a = link.from();
        ChainNode b = link.to();
        if (a.digit() != b.digit()) {
            return a.cells().size() == 1 && a.cells().equals(b.cells());
        }
        for (int x : a.cells()) {
            for (int y : b.cells()) {
                if (!dev.sudoku.logic.singledigit.ChainSteps.sees(grid.geometry(), x, y)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Both nodes false together is impossible: a bivalue cell, or the only places of a digit in a house. */
    static boolean strong(CandidateGrid grid, ChainLink link) {
        ChainNode a = link.from();
        ChainNode b = link.to();
        if (a.digit() != b.digit()) {
            int cell = a.cells().get(0);
            return a.cells().size() == 1
                    && a.cells().equals(b.cells())
                    && grid.candidates(cell) == (Masks.bit(a.digit()) | Masks.bit(b.digit()));
        }
        java.util.Set<Integer> both = new java.util.HashSet<>(a.cells());
        both.addAll(b.cells());
        for (int house = 0; house < 3 * grid.size(); house++) {
            java.util.Set<Integer> places = new java.util.HashSet<>();
            for (int cell : grid.geometry().cellsOf(house)) {
                if (grid.has(cell, a.digit())) {
                    places.add(cell);
                }
            }
            if (places.equals(both)) {
                return true;
            }
        }
        return false;
    }

    /** Sudopedia's Kraken X-Wing: 3 in c2,c5 / r2,r5 with the fin r8c2, and a conjugate pair r9c3, r9c8. */
    private static LinePencilmarks sudopediaXWing() {
        return new LinePencilmarks(BoxShape.CLASSIC)
                .confine(3, "c2", 2, 5, 8)
                .confine(3, "c5", 2, 5)
                .confine(3, "r9", 3, 8);
    }

    @Test
    void a_fin_seeing_the_other_end_of_a_conjugate_pair_removes_the_cover_places_in_its_column() {
        // Sudopedia, "Kraken Fish": r8c2 true turns r9c3 off, so r9c8 on, which sees r2c8 and r5c8.
        assertThat(sudopediaXWing().texts(new KrakenFish()))
                .containsExactly(
                        "Kraken Fish Type 1: Finned X-Wing 3 in c2,c5 / r2,r5 fin r8c2;"
                                + " chains from the fins: (3)r8c2-(3)r9c3=(3)r9c8-(3)r2c8 => r2c8<>3",
                        "Kraken Fish Type 1: Finned X-Wing 3 in c2,c5 / r2,r5 fin r8c2;"
                                + " chains from the fins: (3)r8c2-(3)r9c3=(3)r9c8-(3)r5c8 => r5c8<>3");
    }

    @Test
    void bivalue_cells_let_the_fish_remove_another_digit() {
        // Sudopedia, "Kraken Fish", second diagram: r2c8 and r9c3 hold only 3 and 4. Every 3 of the cover row
        // r2 in the base columns turns r2c8 to 4, the fin r8c2 turns r9c3 to 4: r9c8 loses its 4.
        LinePencilmarks marks =
                new LinePencilmarks(BoxShape.CLASSIC).confine(3, "c2", 2, 5, 8).confine(3, "c5", 2, 5);
        Pencilmarks.keepOnly(marks.grid(), "r2c8", 3, 4);
        Pencilmarks.keepOnly(marks.grid(), "r9c3", 3, 4);
        assertThat(marks.texts(new KrakenFish()))
                .contains("Kraken Fish Type 2: Finned X-Wing 3 in c2,c5 / r2,r5 fin r8c2; chains from the base"
                        + " candidates in r2 and the fins: (3)r2c2-(3)r2c8=(4)r2c8-(4)r9c8"
                        + " | (3)r2c5-(3)r2c8=(4)r2c8-(4)r9c8 | (3)r8c2-(3)r9c3=(4)r9c3-(4)r9c8 => r9c8<>4");
    }

    @Test
    void a_fin_without_chains_to_the_cover_places_removes_nothing() {
        // Must not fire: without the conjugate pair in r9 nothing joins the fin r8c2 to r2 or r5.
        LinePencilmarks marks =
                new LinePencilmarks(BoxShape.CLASSIC).confine(3, "c2", 2, 5, 8).confine(3, "c5", 2, 5);
        assertThat(marks.texts(new KrakenFish())).isEmpty();
    }

    @Test
    void a_finned_fish_that_removes_candidates_by_sight_is_no_kraken_fish() {
        // Must not fire: the finned X-Wing of HoDoKu's "Finned/Sashimi Fish" page (3 in r2,r7 / c4,c8, fin
        // r7c9) removes r8c8 and r9c8 itself, so it is left to FinnedFish. (Other fish of the position,
        // such as the Sashimi X-Wing r2,r7 / c4,c9 with fins r2c8 and r7c8, may still be Kraken fish.)
        LinePencilmarks marks =
                new LinePencilmarks(BoxShape.CLASSIC).confine(3, "r2", 4, 8).confine(3, "r7", 4, 8, 9);
        assertThat(marks.texts(new KrakenFish())).noneMatch(text -> text.contains("r2,r7 / c4,c8"));
    }

    @Test
    void a_basic_fish_without_fins_is_no_kraken_fish() {
        // Must not fire: an X-Wing and a conjugate pair; a fish without fins is BasicFish's. (Fish over
        // boxes of the position are Kraken fish: the X-Wing's lines make their chains.)
        LinePencilmarks marks = new LinePencilmarks(BoxShape.CLASSIC)
                .confine(3, "c2", 2, 5)
                .confine(3, "c5", 2, 5)
                .confine(3, "r9", 3, 8);
        assertThat(marks.texts(new KrakenFish(KrakenFish.DEFAULT_CAP, BOTH, KrakenFish.Fish.BASIC)))
                .isEmpty();
    }

    @Test
    void a_search_that_reaches_its_cap_stops_and_says_so() {
        KrakenFish.Report full = new KrakenFish().search(hobiwan(), step -> true);
        assertThat(full.capReached()).isFalse();
        assertThat(full.covers()).isPositive();
        assertThat(full.walks()).isPositive();
        KrakenFish.Report capped = new KrakenFish(10, BOTH).search(hobiwan(), step -> true);
        assertThat(capped.capReached()).isTrue();
        assertThat(capped.covers() + capped.walks()).isEqualTo(10);
    }

    @Test
    void a_search_for_one_type_offers_every_step_of_that_type_that_a_search_for_both_offers() {
        // And maybe more: a search for both offers a candidate once, whichever type finds it first.
        List<Step> both = Pencilmarks.all(new KrakenFish(), hobiwan());
        for (TechniqueId type : BOTH) {
            List<String> alone =
                    Pencilmarks.all(new KrakenFish(KrakenFish.DEFAULT_CAP, List.of(type)), hobiwan()).stream()
                            .map(Pencilmarks::text)
                            .toList();
            assertThat(alone)
                    .isNotEmpty()
                    .containsAll(both.stream()
                            .filter(step -> step.technique() == type)
                            .map(Pencilmarks::text)
                            .toList());
        }
    }

    @Test
    void kraken_fish_come_after_the_fish_over_boxes_and_before_the_forcing_chains_for_players_only() {
        Catalogue players = Catalogue.players();
        List<TechniqueId> order =
                players.entries().stream().map(CatalogueEntry::id).toList();
        int type1 = order.indexOf(TechniqueId.KRAKEN_FISH_TYPE_1);
        assertThat(order.get(type1 - 1)).isEqualTo(TechniqueId.FINNED_MUTANT_JELLYFISH);
        assertThat(order.get(type1 + 1)).isEqualTo(TechniqueId.KRAKEN_FISH_TYPE_2);
        assertThat(order.get(type1 + 2)).isEqualTo(TechniqueId.MULTIPLE_FORCING_CHAIN);
        assertThat(Catalogue.se().entry(TechniqueId.KRAKEN_FISH_TYPE_1)).isEmpty();
        assertThat(Catalogue.se().entry(TechniqueId.KRAKEN_FISH_TYPE_2)).isEmpty();
    }

    @Test
    void a_hint_points_at_the_base_lines_then_the_fish_and_chain_cells() {
        Step step = Pencilmarks.all(new KrakenFish(), sudopediaXWing().grid()).get(0);
        HintText hints = new HintText(dev.sudoku.core.Geometry.of(BoxShape.CLASSIC));
        assertThat(hints.describe(step, 1)).isEqualTo("Technique: Kraken Fish Type 1. Look in c2,c5.");
        assertThat(hints.describe(step, 2))
                .isEqualTo("Kraken Fish Type 1: look at 3 in r2c2,r2c5,r5c2,r5c5,r8c2,r9c3,r9c8.");
    }
}
