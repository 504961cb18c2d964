package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Catalogue entries that accept several step kinds, as SE's sorted producers need. */
class CatalogueEntryTest {
    private static final TechniqueId RECTANGLE = TechniqueId.UNIQUE_RECTANGLE_TYPE_1;
    private static final TechniqueId LOOP = TechniqueId.UNIQUE_LOOP_TYPE_1;

    /** Offers a loop step, then a rectangle step, each eliminating something from an empty 4x4 grid. */
    private static final class LoopThenRectangle implements Technique {
        @Override
        public List<TechniqueId> ids() {
            return List.of(RECTANGLE, LOOP);
        }

        @Override
        public void find(CandidateGrid grid, StepSink sink) {
            if (sink.offer(step(LOOP, 0))) {
                sink.offer(step(RECTANGLE, 1));
            }
        }

        private static Step step(TechniqueId id, int cell) {
            return new UniquenessStep(
                    id,
                    List.of(1, 2),
                    List.of(),
                    List.of(),
                    Optional.empty(),
                    List.of(),
                    List.of(new Candidate(cell, 1)),
                    List.of());
        }
    }

    @Test
    void entry_with_several_kinds_takes_the_first_step_in_the_techniques_order() {
        CatalogueEntry entry =
                new CatalogueEntry(List.of(RECTANGLE, LOOP), List.of(4.5, 4.6), true, new LoopThenRectangle());
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(2, 2)));
        Step step = new LogicalSolver(new Catalogue("t", List.of(entry)))
                .nextStep(grid)
                .orElseThrow();
        assertThat(step.technique()).isEqualTo(LOOP);
    }

    @Test
    void entries_for_one_kind_each_keep_the_catalogue_order() {
        Technique technique = new LoopThenRectangle();
        Catalogue catalogue = new Catalogue(
                "t",
                List.of(
                        new CatalogueEntry(RECTANGLE, 4.5, true, technique),
                        new CatalogueEntry(LOOP, 4.6, true, technique)));
        CandidateGrid grid = CandidateGrid.fromPuzzle(Grid.empty(new BoxShape(2, 2)));
        assertThat(new LogicalSolver(catalogue).nextStep(grid).orElseThrow().technique())
                .isEqualTo(RECTANGLE);
    }

    @Test
    void ratings_are_answered_per_kind() {
        Catalogue se = Catalogue.se();
        assertThat(se.rating(TechniqueId.UNIQUE_RECTANGLE_TYPE_3)).isEqualTo(4.5);
        assertThat(se.rating(TechniqueId.UNIQUE_LOOP_TYPE_2)).isEqualTo(4.6);
        CatalogueEntry loops = se.entry(TechniqueId.UNIQUE_LOOP_TYPE_4).orElseThrow();
        assertThat(loops.id()).isEqualTo(TechniqueId.UNIQUE_RECTANGLE_TYPE_1);
        assertThat(loops.ids()).hasSize(8);
        assertThat(loops.rating(TechniqueId.UNIQUE_LOOP_TYPE_4)).isEqualTo(4.6);
    }

    @Test
    void se_consults_unique_loops_after_the_wings_and_before_naked_quads() {
        // SE_RATING_SPEC §2.1, producers 14, 15 and 16.
        List<TechniqueId> order =
                Catalogue.se().entries().stream().map(CatalogueEntry::id).toList();
        int loops = order.indexOf(TechniqueId.UNIQUE_RECTANGLE_TYPE_1);
        assertThat(order.get(loops - 1)).isEqualTo(TechniqueId.XYZ_WING);
        assertThat(order.get(loops + 1)).isEqualTo(TechniqueId.NAKED_QUAD);
    }

    @Test
    void disabling_one_kind_switches_off_the_whole_entry() {
        Catalogue se = Catalogue.se().withDisabled(TechniqueId.UNIQUE_LOOP_TYPE_3);
        assertThat(se.entry(TechniqueId.UNIQUE_RECTANGLE_TYPE_1).orElseThrow().enabled())
                .isFalse();
        assertThat(se.entry(TechniqueId.NAKED_QUAD).orElseThrow().enabled()).isTrue();
    }

    @Test
    void a_kind_listed_twice_or_without_rating_is_refused() {
        Technique technique = new LoopThenRectangle();
        assertThatThrownBy(() -> new CatalogueEntry(List.of(LOOP, LOOP), List.of(4.6, 4.6), true, technique))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new CatalogueEntry(List.of(LOOP, RECTANGLE), List.of(4.6), true, technique))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Catalogue(
                        "t",
                        List.of(
                                new CatalogueEntry(List.of(LOOP, RECTANGLE), List.of(4.6, 4.5), true, technique),
                                new CatalogueEntry(RECTANGLE, 4.5, true, technique))))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
