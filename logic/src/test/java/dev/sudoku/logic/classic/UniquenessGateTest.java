package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.solve.Status;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.TechniqueId;
import org.junit.jupiter.api.Test;

class UniquenessGateTest {
    private final Catalogue withLoop = new CountingTechnique(TechniqueId.UNIQUE_LOOP_TYPE_2)
            .appendedTo(Catalogue.se().withoutChaining());

    @Test
    void unique_puzzle_keeps_the_catalogue() {
        UniquenessGate.Check check = UniquenessGate.check(parse(ClassicFixtures.EASY), withLoop);
        assertThat(check.status()).isEqualTo(Status.SOLVED);
        assertThat(check.uniqueness()).isEqualTo(Uniqueness.UNIQUE);
        assertThat(check.catalogue()).isSameAs(withLoop);
    }

    @Test
    void puzzle_with_several_solutions_loses_its_uniqueness_entries_only() {
        UniquenessGate.Check check = UniquenessGate.check(parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4), withLoop);
        assertThat(check.status()).isEqualTo(Status.MULTIPLE);
        assertThat(check.uniqueness()).isEqualTo(Uniqueness.NOT_UNIQUE);
        assertThat(check.catalogue()
                        .entry(TechniqueId.UNIQUE_LOOP_TYPE_2)
                        .orElseThrow()
                        .enabled())
                .isFalse();
        assertThat(check.catalogue().entries()).hasSameSizeAs(withLoop.entries());
        for (int i = 0; i < withLoop.entries().size(); i++) {
            CatalogueEntry before = withLoop.entries().get(i);
            if (before.id() != TechniqueId.UNIQUE_LOOP_TYPE_2) {
                assertThat(check.catalogue().entries().get(i).enabled())
                        .as("%s keeps its switch", before.id())
                        .isEqualTo(before.enabled());
            }
        }
    }

    @Test
    void puzzle_with_several_solutions_loses_the_chains_as_well() {
        // SE's chains would search every candidate at every nesting level without finding an end.
        UniquenessGate.Check check = UniquenessGate.check(parse(ClassicFixtures.SEVERAL_NEEDS_DEPTH_4), Catalogue.se());
        for (CatalogueEntry entry : check.catalogue().entries()) {
            boolean chain = TechniqueId.chaining().contains(entry.id());
            boolean unique = TechniqueId.uniquenessBased().contains(entry.id());
            assertThat(entry.enabled()).as("%s", entry.id()).isEqualTo(!chain && !unique);
        }
    }

    @Test
    void puzzle_without_solution_is_not_known_unique() {
        UniquenessGate.Check check = UniquenessGate.check(parse(ClassicFixtures.NONE_AFTER_GUESSES), withLoop);
        assertThat(check.status()).isEqualTo(Status.NONE);
        assertThat(check.uniqueness()).isEqualTo(Uniqueness.UNKNOWN);
        assertThat(UniquenessGate.enabledUniquenessIds(check.catalogue())).isEmpty();
    }

    @Test
    void every_uniqueness_family_is_listed() {
        assertThat(UniquenessGate.UNIQUENESS_IDS).hasSize(17).allSatisfy(id -> assertThat(id.name())
                .matches("UNIQUE_RECTANGLE_.*|UNIQUE_LOOP_.*|BUG_.*|HIDDEN_RECTANGLE|AVOIDABLE_RECTANGLE_.*"));
        for (TechniqueId id : TechniqueId.values()) {
            if (id.name().matches("UNIQUE_.*|BUG_.*|.*_RECTANGLE.*") && id != TechniqueId.EMPTY_RECTANGLE) {
                assertThat(UniquenessGate.UNIQUENESS_IDS).contains(id);
            }
        }
    }
}
