package dev.sudoku.logic.rules;

import dev.sudoku.logic.TechniqueId;

/**
 * The forcing-chain techniques of the rule-set solver, as Sudoku Explainer's producers 23 to 26 and the
 * nested level 3 (SE rating spec §5.2 to §5.5) differ: which links a propagation follows, whether it works
 * on a copy of the grid that loses each candidate it turns off, which other rules it runs there, and which
 * conclusions are drawn.
 *
 * @param yLinks whether a cell's other digits and naked singles are followed (and, with them, the variant's
 *     own rules, which tie different digits); Nishio follows one digit through its houses only
 * @param dynamic whether a propagation removes what it turns off from its working grid, so later links,
 *     singles, cage sums and bars see the reduced grid; else links are read off the grid as it is
 * @param least the fewest candidates of a cell whose digits are assumed (SE's static chains need three)
 * @param contradictions whether an assumption that leads to a digit both true and false is refuted
 * @param branches whether the cell, region (and, dynamic, double) chains are drawn: what every branch implies
 * @param basics whether the working grid is also searched for locked candidates, hidden and naked pairs and
 *     X-Wings when nothing else follows (SE's level 1, Dynamic (+); {@link RuleForcingBasics})
 * @param nested the forcing chains run on the working grid when even the basic rules add nothing (SE's
 *     nested level 3; {@link RuleForcingNested}), or null for none
 */
record RuleForcingMode(
        TechniqueId id,
        boolean yLinks,
        boolean dynamic,
        int least,
        boolean contradictions,
        boolean branches,
        boolean basics,
        RuleForcingMode nested) {
    /** Producer 23, 7.5: one digit at a time, an assumption on or off that contradicts itself. */
    static final RuleForcingMode NISHIO =
            new RuleForcingMode(TechniqueId.NISHIO_FORCING_CHAIN, false, true, 2, true, false, false, null);

    /** Producer 24, 8.0: static cell and region chains over the grid's links, from cells of three digits. */
    static final RuleForcingMode MULTIPLE =
            new RuleForcingMode(TechniqueId.MULTIPLE_FORCING_CHAIN, true, false, 3, false, true, false, null);

    /** Producer 25, 8.5: dynamic contradiction, double, cell and region chains. */
    static final RuleForcingMode DYNAMIC =
            new RuleForcingMode(TechniqueId.DYNAMIC_FORCING_CHAIN, true, true, 2, true, true, false, null);

    /** Producer 26, 9.0: the dynamic chains, with the basic rules run on the working grid where they stall. */
    static final RuleForcingMode DYNAMIC_PLUS =
            new RuleForcingMode(TechniqueId.DYNAMIC_FORCING_CHAIN_PLUS, true, true, 2, true, true, true, null);

    /**
     * SE's nested level 3, 10.0: Dynamic (+), whose stalled branches also run the static Multiple forcing
     * chains on their working grid.
     */
    static final RuleForcingMode NESTED_MULTIPLE =
            new RuleForcingMode(TechniqueId.NESTED_MULTIPLE_FORCING_CHAIN, true, true, 2, true, true, true, MULTIPLE);
}
