package dev.sudoku.logic;

import java.util.Set;

/** Catalogues for tests that walk whole solve paths and must stay quick. */
final class TestCatalogues {
    /** SE's chaining entries whose searches run rules and chains inside every propagation: 9.0 and up. */
    static final Set<TechniqueId> NESTING = Set.of(
            TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS,
            TechniqueId.NESTED_FORCING_CHAIN,
            TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN,
            TechniqueId.NESTED_DYNAMIC_FORCING_CHAIN);

    private TestCatalogues() {}

    /**
     * SE's catalogue without Dynamic (+) and the nested levels (9.0 and up): their searches run other rules
     * and chains inside every propagation and cost seconds to minutes per step, so the default suite leaves
     * them to the corpus suite.
     */
    static Catalogue seWithoutNesting() {
        return withoutNesting(Catalogue.se());
    }

    /** The players' catalogue without the same entries. */
    static Catalogue playersWithoutNesting() {
        return withoutNesting(Catalogue.players());
    }

    private static Catalogue withoutNesting(Catalogue catalogue) {
        return catalogue.withDisabled(NESTING.toArray(TechniqueId[]::new));
    }
}
