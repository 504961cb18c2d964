package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** A catalogue and its entries print what a developer looks for: techniques and ratings, not object hashes. */
class CatalogueTextTest {
    @Test
    void a_catalogue_prints_its_name_its_size_and_its_first_and_last_techniques_with_their_ratings() {
        Catalogue se = Catalogue.se();

        assertThat(se.toString())
                .isEqualTo("Catalogue se (" + se.entries().size()
                        + " entries): FULL_HOUSE 1.0 ... NESTED_DYNAMIC_FORCING_CHAIN 10.5")
                .doesNotContain("@");
    }

    @Test
    void a_catalogue_counts_the_entries_switched_off() {
        Catalogue se = Catalogue.se();

        assertThat(se.withDisabled(TechniqueId.X_WING, TechniqueId.SWORDFISH).toString())
                .startsWith("Catalogue se (" + se.entries().size() + " entries, 2 off): ");
    }

    @Test
    void an_entry_prints_its_step_kinds_with_their_ratings_and_the_technique_that_finds_them() {
        CatalogueEntry fullHouse = Catalogue.se().entry(TechniqueId.FULL_HOUSE).orElseThrow();

        assertThat(fullHouse.toString()).isEqualTo("FULL_HOUSE 1.0 by HiddenSingles");
        assertThat(fullHouse.withEnabled(false).toString()).isEqualTo("FULL_HOUSE 1.0 by HiddenSingles, off");
        assertThat(new Catalogue("one", List.of(fullHouse)).toString())
                .isEqualTo("Catalogue one (1 entry): FULL_HOUSE 1.0");
    }

    @Test
    void a_missing_name_or_entry_list_is_named() {
        assertThatThrownBy(() -> new Catalogue(null, List.of()))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("name");
        assertThatThrownBy(() -> new Catalogue("mine", null))
                .isInstanceOf(NullPointerException.class)
                .hasMessage("entries");
    }
}
