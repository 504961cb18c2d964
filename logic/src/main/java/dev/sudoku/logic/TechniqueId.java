package dev.sudoku.logic;

/**
 * Every technique the solver knows by name, implemented or not yet. Ratings and order are not here: they
 * belong to a {@link Catalogue}.
 */
public enum TechniqueId {
    FULL_HOUSE("Full House"),
    HIDDEN_SINGLE_BOX("Hidden Single"),
    /**
     * Rule sets: a hidden single in an extra house (a jigsaw region, an X diagonal, a windoku window), so a
     * reader of the id knows the house is none of the classic ones; the same name as the others for players.
     */
    HIDDEN_SINGLE_EXTRA_HOUSE("Hidden Single"),
    HIDDEN_SINGLE_LINE("Hidden Single"),
    DIRECT_POINTING("Direct Pointing"),
    DIRECT_CLAIMING("Direct Claiming"),
    DIRECT_HIDDEN_PAIR("Direct Hidden Pair"),
    NAKED_SINGLE("Naked Single"),
    DIRECT_HIDDEN_TRIPLE("Direct Hidden Triple"),
    POINTING("Pointing"),
    CLAIMING("Claiming"),
    NAKED_PAIR("Naked Pair"),
    NAKED_TRIPLE("Naked Triple"),
    NAKED_QUAD("Naked Quad"),
    HIDDEN_PAIR("Hidden Pair"),
    HIDDEN_TRIPLE("Hidden Triple"),
    HIDDEN_QUAD("Hidden Quad"),
    X_WING("X-Wing"),
    SWORDFISH("Swordfish"),
    JELLYFISH("Jellyfish"),
    XY_WING("XY-Wing"),
    XYZ_WING("XYZ-Wing"),
    UNIQUE_RECTANGLE_TYPE_1("Unique Rectangle Type 1"),
    UNIQUE_RECTANGLE_TYPE_2("Unique Rectangle Type 2"),
    UNIQUE_RECTANGLE_TYPE_3("Unique Rectangle Type 3"),
    UNIQUE_RECTANGLE_TYPE_4("Unique Rectangle Type 4"),
    UNIQUE_RECTANGLE_TYPE_5("Unique Rectangle Type 5"),
    UNIQUE_RECTANGLE_TYPE_6("Unique Rectangle Type 6"),
    UNIQUE_LOOP_TYPE_1("Unique Loop Type 1"),
    UNIQUE_LOOP_TYPE_2("Unique Loop Type 2"),
    UNIQUE_LOOP_TYPE_3("Unique Loop Type 3"),
    UNIQUE_LOOP_TYPE_4("Unique Loop Type 4"),
    BUG_TYPE_1("BUG Type 1"),
    BUG_TYPE_2("BUG Type 2"),
    BUG_TYPE_3("BUG Type 3"),
    BUG_TYPE_4("BUG Type 4"),
    SKYSCRAPER("Skyscraper"),
    TWO_STRING_KITE("2-String Kite"),
    TURBOT_FISH("Turbot Fish"),
    EMPTY_RECTANGLE("Empty Rectangle"),
    W_WING("W-Wing"),
    REMOTE_PAIRS("Remote Pairs"),
    X_CHAIN("X-Chain"),
    XY_CHAIN("XY-Chain"),
    AIC("AIC"),
    CONTINUOUS_NICE_LOOP("Continuous Nice Loop"),
    DISCONTINUOUS_NICE_LOOP("Discontinuous Nice Loop"),
    GROUPED_AIC("Grouped AIC"),
    GROUPED_CONTINUOUS_NICE_LOOP("Grouped Continuous Nice Loop"),
    GROUPED_DISCONTINUOUS_NICE_LOOP("Grouped Discontinuous Nice Loop"),
    ALS_AIC("AIC with ALS nodes"),
    ALS_CONTINUOUS_NICE_LOOP("Continuous Nice Loop with ALS nodes"),
    ALS_DISCONTINUOUS_NICE_LOOP("Discontinuous Nice Loop with ALS nodes"),
    SIMPLE_COLOURING("Simple Colouring"),
    MULTI_COLOURING("Multi-Colouring"),
    FINNED_X_WING("Finned X-Wing"),
    SASHIMI_X_WING("Sashimi X-Wing"),
    FINNED_SWORDFISH("Finned Swordfish"),
    SASHIMI_SWORDFISH("Sashimi Swordfish"),
    FINNED_JELLYFISH("Finned Jellyfish"),
    SASHIMI_JELLYFISH("Sashimi Jellyfish"),
    HIDDEN_RECTANGLE("Hidden Rectangle"),
    AVOIDABLE_RECTANGLE_TYPE_1("Avoidable Rectangle Type 1"),
    AVOIDABLE_RECTANGLE_TYPE_2("Avoidable Rectangle Type 2"),
    ALIGNED_PAIR_EXCLUSION("Aligned Pair Exclusion"),
    ALIGNED_TRIPLET_EXCLUSION("Aligned Triplet Exclusion"),
    BIDIRECTIONAL_X_CYCLE("Bidirectional X-Cycle"),
    BIDIRECTIONAL_Y_CYCLE("Bidirectional Y-Cycle"),
    BIDIRECTIONAL_XY_CYCLE("Bidirectional XY-Cycle"),
    FORCING_X_CHAIN("Forcing X-Chain"),
    FORCING_CHAIN("Forcing Chain"),
    NISHIO_FORCING_CHAIN("Nishio Forcing Chain"),
    MULTIPLE_FORCING_CHAIN("Multiple Forcing Chains"),
    DYNAMIC_FORCING_CHAIN("Dynamic Forcing Chains"),
    DYNAMIC_FORCING_CHAIN_PLUS("Dynamic Forcing Chains (+)"),
    NESTED_FORCING_CHAIN("Nested Forcing Chains"),
    NESTED_MULTIPLE_FORCING_CHAIN("Nested Multiple Forcing Chains"),
    NESTED_DYNAMIC_FORCING_CHAIN("Nested Dynamic Forcing Chains"),
    SUE_DE_COQ("Sue de Coq"),
    ALS_XZ("ALS-XZ"),
    ALS_XY_WING("ALS-XY-Wing"),
    ALS_XY_CHAIN("ALS-XY-Chain"),
    DEATH_BLOSSOM("Death Blossom"),
    FRANKEN_X_WING("Franken X-Wing"),
    FRANKEN_SWORDFISH("Franken Swordfish"),
    FRANKEN_JELLYFISH("Franken Jellyfish"),
    FRANKEN_SQUIRMBAG("Franken Squirmbag"),
    FRANKEN_WHALE("Franken Whale"),
    FRANKEN_LEVIATHAN("Franken Leviathan"),
    FINNED_FRANKEN_X_WING("Finned Franken X-Wing"),
    FINNED_FRANKEN_SWORDFISH("Finned Franken Swordfish"),
    FINNED_FRANKEN_JELLYFISH("Finned Franken Jellyfish"),
    FINNED_FRANKEN_SQUIRMBAG("Finned Franken Squirmbag"),
    FINNED_FRANKEN_WHALE("Finned Franken Whale"),
    FINNED_FRANKEN_LEVIATHAN("Finned Franken Leviathan"),
    MUTANT_X_WING("Mutant X-Wing"),
    MUTANT_SWORDFISH("Mutant Swordfish"),
    MUTANT_JELLYFISH("Mutant Jellyfish"),
    MUTANT_SQUIRMBAG("Mutant Squirmbag"),
    MUTANT_WHALE("Mutant Whale"),
    MUTANT_LEVIATHAN("Mutant Leviathan"),
    FINNED_MUTANT_X_WING("Finned Mutant X-Wing"),
    FINNED_MUTANT_SWORDFISH("Finned Mutant Swordfish"),
    FINNED_MUTANT_JELLYFISH("Finned Mutant Jellyfish"),
    FINNED_MUTANT_SQUIRMBAG("Finned Mutant Squirmbag"),
    FINNED_MUTANT_WHALE("Finned Mutant Whale"),
    FINNED_MUTANT_LEVIATHAN("Finned Mutant Leviathan"),
    KRAKEN_FISH_TYPE_1("Kraken Fish Type 1"),
    KRAKEN_FISH_TYPE_2("Kraken Fish Type 2"),
    TEMPLATE_SET("Template Set"),
    TEMPLATE_DELETE("Template Delete"),
    /** Killer: the digits a cage's sum leaves its cells. */
    CAGE_COMBINATION("Cage Combination"),
    /** Killer: the sum the 45 rule gives the cells a house's cages leave in or out of it. */
    INNIES_OUTIES("Innies and Outies"),
    /** Consecutive: what a bar, or (strict form) its absence, leaves a neighbour of a cell. */
    CONSECUTIVE_NEIGHBOURS("Consecutive Neighbours"),
    /**
     * Rule sets: a digit's places in a house all see one cell outside it, which loses the digit (an X
     * diagonal's places r1c1 and r5c5 both see r1c5 and r5c1).
     */
    COMMON_PEER("Common Peer");

    private final String displayName;

    TechniqueId(String displayName) {
        this.displayName = displayName;
    }

    /** The techniques that are sound only when the puzzle has exactly one solution. */
    public static java.util.Set<TechniqueId> uniquenessBased() {
        java.util.Set<TechniqueId> ids = java.util.EnumSet.noneOf(TechniqueId.class);
        for (TechniqueId id : values()) {
            String name = id.name();
            if (name.startsWith("UNIQUE_")
                    || name.startsWith("BUG_")
                    || name.startsWith("AVOIDABLE_")
                    || id == HIDDEN_RECTANGLE) {
                ids.add(id);
            }
        }
        return java.util.Collections.unmodifiableSet(ids);
    }

    /**
     * Sudoku Explainer's chaining techniques (its producers 21 to 31): cycles and forcing chains of every
     * kind. They amount to trying a candidate and following the consequences, so the classic modes leave
     * them out by default and guess instead.
     */
    public static java.util.Set<TechniqueId> chaining() {
        return java.util.Collections.unmodifiableSet(
                java.util.EnumSet.range(BIDIRECTIONAL_X_CYCLE, NESTED_DYNAMIC_FORCING_CHAIN));
    }

    /** The name players use; ids may share one (hidden singles in a box, a line or an extra house). */
    public String displayName() {
        return displayName;
    }
}
