package dev.sudoku.logic.rating;

import dev.sudoku.logic.TechniqueId;

/**
 * HoDoKu's cumulative difficulty score: each step of the solve path adds its technique's score, and a
 * puzzle the techniques cannot finish adds HoDoKu's brute-force score. The values are HoDoKu 2.2's defaults
 * (Full House 4, Hidden Single 14, Locked Candidates 50, X-Wing 140, ...). Where HoDoKu has no technique of
 * the same name, the step takes the score of HoDoKu's technique that finds the same eliminations: SE's
 * direct variants score as the plain technique, unique loops and BUG types as unique rectangles and BUG+1,
 * aligned pair and triplet exclusion as ALS-XZ and ALS-XY-Wing, SE's cycles and XY forcing chains as nice
 * loops, the Forcing X-Chain as an X-Chain, Nishio and static multiple chains as forcing chains, and the
 * dynamic and nested chains as forcing nets. HoDoKu plays no killer or consecutive: their steps score as
 * the classic step a player finds as readily, a cage combination or neighbour rule as a hidden single, innies
 * and outies as locked candidates. A hidden single in an extra house (a jigsaw region, a diagonal, a window)
 * is HoDoKu's Hidden Single, whatever the house.
 */
public final class HodokuScore {
    /** What HoDoKu adds when logic stops and it falls back on brute force. */
    public static final int BRUTE_FORCE = 10000;

    private HodokuScore() {}

    /** The score one step of this kind adds. */
    public static int of(TechniqueId id) {
        return switch (id) {
            case FULL_HOUSE, NAKED_SINGLE -> 4;
            case HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_EXTRA_HOUSE, HIDDEN_SINGLE_LINE -> 14;
            case DIRECT_POINTING, DIRECT_CLAIMING, POINTING, CLAIMING, COMMON_PEER -> 50;
            case NAKED_PAIR -> 60;
            case DIRECT_HIDDEN_PAIR, HIDDEN_PAIR -> 70;
            case NAKED_TRIPLE -> 80;
            case DIRECT_HIDDEN_TRIPLE, HIDDEN_TRIPLE -> 100;
            case NAKED_QUAD -> 120;
            case HIDDEN_QUAD -> 150;
            case X_WING -> 140;
            case SWORDFISH -> 150;
            case JELLYFISH -> 160;
            case XY_WING -> 160;
            case XYZ_WING -> 180;
            case W_WING -> 150;
            case REMOTE_PAIRS -> 110;
            case SKYSCRAPER -> 130;
            case TWO_STRING_KITE -> 150;
            case TURBOT_FISH, EMPTY_RECTANGLE -> 120;
            case SIMPLE_COLOURING -> 150;
            case MULTI_COLOURING -> 200;
            case FINNED_X_WING -> 130;
            case SASHIMI_X_WING -> 150;
            case FINNED_SWORDFISH -> 200;
            case SASHIMI_SWORDFISH -> 240;
            case FINNED_JELLYFISH -> 250;
            case SASHIMI_JELLYFISH -> 260;
            case FRANKEN_X_WING -> 300;
            case FRANKEN_SWORDFISH -> 350;
            case FRANKEN_JELLYFISH -> 370;
            case FINNED_FRANKEN_X_WING -> 390;
            case FINNED_FRANKEN_SWORDFISH -> 410;
            case FINNED_FRANKEN_JELLYFISH -> 430;
            case MUTANT_X_WING, MUTANT_SWORDFISH, MUTANT_JELLYFISH -> 450;
            case FRANKEN_SQUIRMBAG,
                    FRANKEN_WHALE,
                    FRANKEN_LEVIATHAN,
                    FINNED_FRANKEN_SQUIRMBAG,
                    FINNED_FRANKEN_WHALE,
                    FINNED_FRANKEN_LEVIATHAN,
                    MUTANT_SQUIRMBAG,
                    MUTANT_WHALE,
                    MUTANT_LEVIATHAN,
                    FINNED_MUTANT_X_WING,
                    FINNED_MUTANT_SWORDFISH,
                    FINNED_MUTANT_JELLYFISH,
                    FINNED_MUTANT_SQUIRMBAG,
                    FINNED_MUTANT_WHALE,
                    FINNED_MUTANT_LEVIATHAN -> 470;
            case KRAKEN_FISH_TYPE_1, KRAKEN_FISH_TYPE_2 -> 500;
            case UNIQUE_RECTANGLE_TYPE_1,
                    UNIQUE_RECTANGLE_TYPE_2,
                    UNIQUE_RECTANGLE_TYPE_3,
                    UNIQUE_RECTANGLE_TYPE_4,
                    UNIQUE_RECTANGLE_TYPE_5,
                    UNIQUE_RECTANGLE_TYPE_6,
                    UNIQUE_LOOP_TYPE_1,
                    UNIQUE_LOOP_TYPE_2,
                    UNIQUE_LOOP_TYPE_3,
                    UNIQUE_LOOP_TYPE_4,
                    HIDDEN_RECTANGLE,
                    AVOIDABLE_RECTANGLE_TYPE_1,
                    AVOIDABLE_RECTANGLE_TYPE_2,
                    BUG_TYPE_1,
                    BUG_TYPE_2,
                    BUG_TYPE_3,
                    BUG_TYPE_4 -> 100;
            case X_CHAIN, XY_CHAIN, FORCING_X_CHAIN -> 260;
            case BIDIRECTIONAL_X_CYCLE, BIDIRECTIONAL_Y_CYCLE, BIDIRECTIONAL_XY_CYCLE, FORCING_CHAIN -> 280;
            case AIC, CONTINUOUS_NICE_LOOP, DISCONTINUOUS_NICE_LOOP -> 280;
            case GROUPED_AIC,
                    GROUPED_CONTINUOUS_NICE_LOOP,
                    GROUPED_DISCONTINUOUS_NICE_LOOP,
                    ALS_AIC,
                    ALS_CONTINUOUS_NICE_LOOP,
                    ALS_DISCONTINUOUS_NICE_LOOP -> 300;
            case SUE_DE_COQ -> 250;
            case ALS_XZ -> 300;
            case ALS_XY_WING -> 320;
            case ALS_XY_CHAIN -> 340;
            case DEATH_BLOSSOM -> 360;
            case ALIGNED_PAIR_EXCLUSION -> 300;
            case ALIGNED_TRIPLET_EXCLUSION -> 320;
            case NISHIO_FORCING_CHAIN, MULTIPLE_FORCING_CHAIN -> 500;
            case DYNAMIC_FORCING_CHAIN,
                    DYNAMIC_FORCING_CHAIN_PLUS,
                    NESTED_FORCING_CHAIN,
                    NESTED_MULTIPLE_FORCING_CHAIN,
                    NESTED_DYNAMIC_FORCING_CHAIN -> 700;
            case TEMPLATE_SET, TEMPLATE_DELETE -> 10000;
            case CAGE_COMBINATION, CONSECUTIVE_NEIGHBOURS -> 14;
            case INNIES_OUTIES -> 50;
        };
    }
}
