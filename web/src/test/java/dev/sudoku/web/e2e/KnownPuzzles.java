package dev.sudoku.web.e2e;

/**
 * Puzzles the browser tests enter, each with its unique solution where a test compares against it.
 * The generated ones were made by this project's generator (seed noted) and are fixed here so the
 * tests need not wait for it: a 16x16 takes about twenty seconds to generate.
 */
final class KnownPuzzles {
    /** Moderate (ER 2.0), generated with seed 3: logic alone solves it. */
    static final String MODERATE = "37.......8......26..9...4...8..........6.1.7...1.78..9......83..1.2...4...4.95..2";

    static final String MODERATE_SOLUTION =
            "372486591845139726169527483687952314953641278421378659296714835518263947734895162";

    /** Diabolical (ER 7.1): its explanation has chain steps (a two-string kite, W-wings). */
    static final String WITH_CHAINS =
            "7.9....2...6...........8..15..4...9.......6.32..9.5....2..14.3.61......5..4.2...8";

    /** Easter Monster: needs guessing after every technique without chains. */
    static final String EASTER_MONSTER =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";

    /** A 6x6 (boxes of 2 rows by 3 columns) with ten givens. */
    static final String SIX = "....4......2..2.1....6.3..5..46.3...";

    static final String SIX_SOLUTION = "231546456132362415514623125364643251";

    /** A 16x16 (4x4 boxes, digits 1-9 then A-G). */
    static final String SIXTEEN = "4......A5.3.6..2.C...79....8.DG52.3G...1...A..8.8.1..C.....4....7.B..3F..8....E..6"
            + "....7.4.....58G.24.5....691....95....B..AG3C..64..C....D..A.....C.1.5....B..27.7F..93D.......6...."
            + "....9.2.E..C......4..F..2...52.E6..FB.....34DF..8B2.7A.5G..9.....AC.69......";

    static final String SIXTEEN_SOLUTION =
            "4BD9FE8A5G3C6172AC6F37921EB84DG5253GB4D1F67AC98E8E17GC65D294FBA37DBCA3F6285194EGE6A19G7C43DFB258"
                    + "G324D5E8CB6917FAF958421BE7AG3C6D64E2C8BG3DF7A5919AC3165E84GBDF27B7F5293DA1CE8G461G8D7FA49526E3BC"
                    + "C87A5D49GFE3261B529E61GFBC8D7A34DF468B237A15GEC931GBEAC7694258DF";

    private KnownPuzzles() {}
}
