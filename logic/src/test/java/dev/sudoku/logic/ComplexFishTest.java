package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.fish.ComplexFish;
import org.junit.jupiter.api.Test;

/**
 * Constructed single-digit positions: the digit is a candidate only in the cells named. (A sparse grid
 * holds many degenerate fish besides the one built, so the fixtures look for theirs among the steps; the
 * published examples are in {@link ComplexFishLibraryTest}.) Definitions as on HoDoKu's "Franken and Mutant Fish" pages: base sets rows
 * (or columns) and boxes, cover sets columns (or rows) and boxes, for a Franken fish; any houses for a
 * Mutant fish; fins are base candidates outside the cover sets, and a finned fish removes only what
 * sees every fin.
 */
class ComplexFishTest {
    private static final ComplexFish FRANKEN_SWORDFISH = new ComplexFish(ComplexFish.Kind.FRANKEN, 3, false);
    private static final ComplexFish FINNED_FRANKEN_SWORDFISH = new ComplexFish(ComplexFish.Kind.FRANKEN, 3, true);

    /**
     * Digit 1 only at r4c1, r4c4 (row 4), r5c2, r5c4 (row 5), r7c1, r8c2 (box 7), the cells that the fish
     * clears (r2c1, r6c2, r9c4), a few bystanders (r2c7, r6c9, r9c8) and the extra places given.
     */
    private static LinePencilmarks swordfish(String... more) {
        java.util.List<String> cells = new java.util.ArrayList<>(java.util.List.of(
                "r4c1", "r4c4", "r5c2", "r5c4", "r7c1", "r8c2", "r2c1", "r6c2", "r9c4", "r2c7", "r6c9", "r9c8"));
        cells.addAll(java.util.List.of(more));
        return new LinePencilmarks(BoxShape.CLASSIC).only(1, cells.toArray(String[]::new));
    }

    @Test
    void franken_swordfish_with_a_box_base_set_clears_the_rest_of_its_cover_columns() {
        assertThat(swordfish().texts(FRANKEN_SWORDFISH))
                .contains("Franken Swordfish: 1 in r4,r5,b7 / c1,c2,c4 => r2c1,r6c2,r9c4<>1");
    }

    @Test
    void a_plain_swordfish_of_rows_and_columns_is_left_to_the_basic_fish() {
        // Must not fire: r1, r4, r7 confined to c1, c2, c4 is a basic Swordfish.
        LinePencilmarks marks = new LinePencilmarks(BoxShape.CLASSIC)
                .only(1, "r1c1", "r1c2", "r4c2", "r4c4", "r7c1", "r7c4", "r2c1", "r2c8", "r9c4", "r9c9");
        assertThat(new LinePencilmarks(BoxShape.CLASSIC)
                        .only(1, "r1c1", "r1c2", "r4c2", "r4c4", "r7c1", "r7c4", "r2c1", "r2c8", "r9c4", "r9c9")
                        .texts(new dev.sudoku.logic.fish.BasicFish(3)))
                .isNotEmpty();
        assertThat(marks.texts(FRANKEN_SWORDFISH))
                .noneMatch(text -> text.contains(" in r1,r4,r7 / c1,c2,c4 "))
                .noneMatch(text -> text.contains(" in c1,c2,c4 / r1,r4,r7 "));
        assertThat(marks.texts(new ComplexFish(ComplexFish.Kind.MUTANT, 3, false)))
                .noneMatch(text -> text.contains(" in r1,r4,r7 / c1,c2,c4 "))
                .noneMatch(text -> text.contains(" in c1,c2,c4 / r1,r4,r7 "));
    }

    @Test
    void fins_that_no_place_sees_all_at_once_make_no_fish() {
        // Must not fire: the fins r9c3 (box 7) and r4c9 (row 4) have no place of the digit in sight of both.
        assertThat(swordfish("r9c3", "r4c9").texts(FINNED_FRANKEN_SWORDFISH))
                .isNotEmpty()
                .noneMatch(text -> text.startsWith("Finned Franken Swordfish: 1 in r4,r5,b7 / c1,c2,c4"));
    }

    @Test
    void a_capped_search_stops_and_says_so() {
        ComplexFish capped = new ComplexFish(ComplexFish.Kind.MUTANT, 4, true, 100);
        ComplexFish.Report report = capped.search(swordfish("r9c3").grid(), step -> true);
        assertThat(report.capReached()).isTrue();
        assertThat(report.combinations()).isLessThanOrEqualTo(100 + 9);
        ComplexFish.Report full =
                FINNED_FRANKEN_SWORDFISH.search(swordfish("r9c3").grid(), step -> true);
        assertThat(full.capReached()).isFalse();
        assertThat(full.combinations()).isPositive();
    }

    @Test
    void the_players_profile_lists_them_in_hodokus_order_before_the_kraken_fish_and_se_has_none() {
        java.util.List<TechniqueId> players =
                Catalogue.players().entries().stream().map(CatalogueEntry::id).toList();
        int first = players.indexOf(TechniqueId.FRANKEN_X_WING);
        assertThat(players.subList(first - 1, first + 13))
                .containsExactly(
                        TechniqueId.ALIGNED_TRIPLET_EXCLUSION,
                        TechniqueId.FRANKEN_X_WING,
                        TechniqueId.FRANKEN_SWORDFISH,
                        TechniqueId.FRANKEN_JELLYFISH,
                        TechniqueId.FINNED_FRANKEN_X_WING,
                        TechniqueId.FINNED_FRANKEN_SWORDFISH,
                        TechniqueId.FINNED_FRANKEN_JELLYFISH,
                        TechniqueId.MUTANT_X_WING,
                        TechniqueId.MUTANT_SWORDFISH,
                        TechniqueId.MUTANT_JELLYFISH,
                        TechniqueId.FINNED_MUTANT_X_WING,
                        TechniqueId.FINNED_MUTANT_SWORDFISH,
                        TechniqueId.FINNED_MUTANT_JELLYFISH,
                        TechniqueId.KRAKEN_FISH_TYPE_1);
        assertThat(Catalogue.players().rating(TechniqueId.FRANKEN_X_WING)).isEqualTo(6.6);
        assertThat(Catalogue.players().rating(TechniqueId.FINNED_FRANKEN_SWORDFISH))
                .isEqualTo(6.8);
        assertThat(Catalogue.players().rating(TechniqueId.MUTANT_JELLYFISH)).isEqualTo(6.9);
        assertThat(Catalogue.players().rating(TechniqueId.FINNED_MUTANT_JELLYFISH))
                .isEqualTo(7.0);
        assertThat(Catalogue.se().entries())
                .noneMatch(entry -> entry.id().name().contains("FRANKEN")
                        || entry.id().name().contains("MUTANT"));
    }

    @Test
    void ids_follow_kind_size_and_fins() {
        assertThat(ComplexFish.id(ComplexFish.Kind.FRANKEN, 2, false)).isEqualTo(TechniqueId.FRANKEN_X_WING);
        assertThat(ComplexFish.id(ComplexFish.Kind.MUTANT, 6, true)).isEqualTo(TechniqueId.FINNED_MUTANT_WHALE);
        assertThat(ComplexFish.id(ComplexFish.Kind.FRANKEN, 7, true)).isEqualTo(TechniqueId.FINNED_FRANKEN_LEVIATHAN);
    }
}
