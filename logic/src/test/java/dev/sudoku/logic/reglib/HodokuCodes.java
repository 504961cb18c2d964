package dev.sudoku.logic.reglib;

import static dev.sudoku.logic.TechniqueId.*;

import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.als.AlmostLockedSets;
import dev.sudoku.logic.fish.ComplexFish;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;

/**
 * HoDoKu's technique codes (the header of its regression library) and the {@link TechniqueId}s that
 * find the same thing here. The mapping is data: it names ids whether or not their technique exists
 * yet, so a technique added to a catalogue is picked up without touching this table.
 *
 * <p>Choices worth knowing:
 *
 * <ul>
 *   <li>Locked candidates type 1/2 and hidden pairs/triples also map to SE's direct variants, which are
 *       the same pattern plus the hidden single it leaves; their placement is not compared (see {@link
 *       #PLACEMENT_IGNORED}).
 *   <li>Locked pairs/triples, Siamese fish and dual kites/empty rectangles are two instances of one
 *       pattern that HoDoKu reports as one step; here each instance is its own step, so these codes are
 *       {@code combined}: the instances together must make HoDoKu's eliminations.
 *   <li>Codes without an id (Franken and Mutant fish, forcing chains, ALS chains, ...) have an empty list.
 * </ul>
 */
final class HodokuCodes {
    /** One code: HoDoKu's name, our ids, and whether HoDoKu's step combines several of ours. */
    record Code(String code, String name, List<TechniqueId> ids, boolean combined) {}

    /**
     * HoDoKu tells apart, by code, kinds that share one id here: a colour wrap (Simple Colors Wrap,
     * Multi-Colors 2) removes the digit from cells of a colour, a trap (Simple Colors Trap, Multi-Colors 1)
     * from cells outside the colours or seeing both far colours. A step of ours is a wrap when every cell it
     * clears is coloured.
     */
    static boolean matchesKind(String code, dev.sudoku.logic.Step step) {
        if (!(step instanceof dev.sudoku.logic.ColouringStep colouring)) {
            return true;
        }
        Set<Integer> coloured = new java.util.HashSet<>();
        colouring.colours().forEach(coloured::addAll);
        boolean wrap = colouring.eliminations().stream().allMatch(c -> coloured.contains(c.cell()));
        return switch (code) {
            case "0500", "0502" -> !wrap;
            case "0501", "0503" -> wrap;
            default -> true;
        };
    }

    /** Ids whose steps add the hidden single that follows; only their eliminations are compared. */
    static final Set<TechniqueId> PLACEMENT_IGNORED = EnumSet.of(
            DIRECT_POINTING,
            DIRECT_CLAIMING,
            DIRECT_HIDDEN_PAIR,
            DIRECT_HIDDEN_TRIPLE,
            // A wrap places the true colour too; HoDoKu leaves those singles for later steps.
            SIMPLE_COLOURING,
            MULTI_COLOURING);

    /**
     * Codes whose candidates field holds the eliminated digits (HoDoKu's {@code
     * useCandToDelInLibraryFormat}): nice loops, AICs, forcing-chain contradictions, ALS, Sue de Coq.
     * XY-Chain (0702) is listed too: its field is the one digit at both ends, which is the digit it
     * eliminates, while our chain's digits are those of every cell, so keying by the chain's digits would
     * compare no other step. An X-Chain's chain digit and eliminated digit are the same.
     */
    static final Set<String> KEYED_BY_ELIMINATIONS = Set.of(
            "0702", "0706", "0707", "0708", "0709", "0710", "0711", "1301", "1303", "0901", "0902", "0903", "0904",
            "1101");

    /**
     * Codes whose library lines write a placement as the elimination of every other candidate of the
     * cell (HoDoKu's discontinuous nice loops "set value"); our steps place the digit, so a step's
     * placement is compared in that form.
     */
    static final Set<String> PLACEMENT_AS_ELIMINATIONS = Set.of("0707", "0710");

    /**
     * Variants HoDoKu's checker runs with another option than its default, and the technique configured
     * the same way: ALS-XY-Wing and Death Blossom variant 2 allow overlapping sets; ALS-XY-Chains are
     * checked as HoDoKu lists all steps, with links to earlier sets too (its solving search follows links
     * forward only, and misses five of the fifteen library chains in our set order). Franken and Mutant
     * fish run without the players' profile's cap ({@code ComplexFish.PROFILE_CAP}), as HoDoKu's checker
     * lists every fish; the Finned Mutant Squirmbag and Whale (sizes 5 and 6) are in no catalogue at all,
     * as in HoDoKu's default configuration.
     */
    static final Map<String, Supplier<Technique>> VARIANT_TECHNIQUES = variantTechniques();

    private static Map<String, Supplier<Technique>> variantTechniques() {
        Map<String, Supplier<Technique>> variants = new LinkedHashMap<>();
        variants.put("0902-2", () -> new AlmostLockedSets(true));
        variants.put("0904-2", () -> new AlmostLockedSets(true));
        variants.put("0903", () -> new AlmostLockedSets(false, true));
        variants.put("0903-1", () -> new AlmostLockedSets(false, true));
        fish(variants, ComplexFish.Kind.FRANKEN, false, 3, "0331");
        fish(variants, ComplexFish.Kind.FRANKEN, false, 4, "0332");
        fish(variants, ComplexFish.Kind.FRANKEN, true, 2, "0340");
        fish(variants, ComplexFish.Kind.FRANKEN, true, 3, "0341", "03411");
        fish(variants, ComplexFish.Kind.FRANKEN, true, 4, "0342", "03421");
        fish(variants, ComplexFish.Kind.MUTANT, true, 4, "0362", "03621");
        fish(variants, ComplexFish.Kind.MUTANT, true, 5, "0363");
        fish(variants, ComplexFish.Kind.MUTANT, true, 6, "0364");
        return Map.copyOf(variants);
    }

    /** Franken and Mutant fish searched to the end, as HoDoKu's checker searches them. */
    private static void fish(
            Map<String, Supplier<Technique>> variants,
            ComplexFish.Kind kind,
            boolean finned,
            int size,
            String... codes) {
        for (String code : codes) {
            variants.put(code, () -> new ComplexFish(kind, size, finned));
        }
    }

    private static final Map<String, Code> CODES = new LinkedHashMap<>();

    static {
        add("0000", "Full House", FULL_HOUSE);
        add("0001", "Last Digit");
        add("0002", "Hidden Single", HIDDEN_SINGLE_BOX, HIDDEN_SINGLE_LINE);
        add("0003", "Naked Single", NAKED_SINGLE);
        add("0100", "Locked Candidates Type 1 (Pointing)", POINTING, DIRECT_POINTING);
        add("0101", "Locked Candidates Type 2 (Claiming)", CLAIMING, DIRECT_CLAIMING);
        combined("0110", "Locked Pair", NAKED_PAIR);
        combined("0111", "Locked Triple", NAKED_TRIPLE);
        add("0200", "Naked Pair", NAKED_PAIR);
        add("0201", "Naked Triple", NAKED_TRIPLE);
        add("0202", "Naked Quadruple", NAKED_QUAD);
        add("0210", "Hidden Pair", HIDDEN_PAIR, DIRECT_HIDDEN_PAIR);
        add("0211", "Hidden Triple", HIDDEN_TRIPLE, DIRECT_HIDDEN_TRIPLE);
        add("0212", "Hidden Quadruple", HIDDEN_QUAD);
        add("0300", "X-Wing", X_WING);
        add("0301", "Swordfish", SWORDFISH);
        add("0302", "Jellyfish", JELLYFISH);
        add("0310", "Finned X-Wing", FINNED_X_WING);
        add("0311", "Finned Swordfish", FINNED_SWORDFISH);
        // A Siamese fish may pair a finned fish with a sashimi one on the same base lines.
        combined("03111", "Siamese Finned Swordfish", FINNED_SWORDFISH, SASHIMI_SWORDFISH);
        add("0312", "Finned Jellyfish", FINNED_JELLYFISH);
        combined("03121", "Siamese Finned Jellyfish", FINNED_JELLYFISH, SASHIMI_JELLYFISH);
        add("0320", "Sashimi X-Wing", SASHIMI_X_WING);
        add("0321", "Sashimi Swordfish", SASHIMI_SWORDFISH);
        combined("03211", "Siamese Sashimi Swordfish", SASHIMI_SWORDFISH, FINNED_SWORDFISH);
        add("0322", "Sashimi Jellyfish", SASHIMI_JELLYFISH);
        combined("03221", "Siamese Sashimi Jellyfish", SASHIMI_JELLYFISH, FINNED_JELLYFISH);
        for (String[] fish : new String[][] {
            {"0303", "Squirmbag"},
            {"0304", "Whale"},
            {"0305", "Leviathan"},
            {"0313", "Finned Squirmbag"},
            {"0314", "Finned Whale"},
            {"0315", "Finned Leviathan"},
            {"0323", "Sashimi Squirmbag"},
            {"0324", "Sashimi Whale"},
            {"0325", "Sashimi Leviathan"}
        }) {
            add(fish[0], fish[1]);
        }
        add("0330", "Franken X-Wing", FRANKEN_X_WING);
        add("0331", "Franken Swordfish", FRANKEN_SWORDFISH);
        add("0332", "Franken Jellyfish", FRANKEN_JELLYFISH);
        add("0333", "Franken Squirmbag", FRANKEN_SQUIRMBAG);
        add("0334", "Franken Whale", FRANKEN_WHALE);
        add("0335", "Franken Leviathan", FRANKEN_LEVIATHAN);
        add("0340", "Finned Franken X-Wing", FINNED_FRANKEN_X_WING);
        add("0341", "Finned Franken Swordfish", FINNED_FRANKEN_SWORDFISH);
        combined("03411", "Siamese Finned Franken Swordfish", FINNED_FRANKEN_SWORDFISH);
        add("0342", "Finned Franken Jellyfish", FINNED_FRANKEN_JELLYFISH);
        combined("03421", "Siamese Finned Franken Jellyfish", FINNED_FRANKEN_JELLYFISH);
        add("0343", "Finned Franken Squirmbag", FINNED_FRANKEN_SQUIRMBAG);
        add("0344", "Finned Franken Whale", FINNED_FRANKEN_WHALE);
        add("0345", "Finned Franken Leviathan", FINNED_FRANKEN_LEVIATHAN);
        add("0350", "Mutant X-Wing", MUTANT_X_WING);
        add("0351", "Mutant Swordfish", MUTANT_SWORDFISH);
        add("0352", "Mutant Jellyfish", MUTANT_JELLYFISH);
        add("0353", "Mutant Squirmbag", MUTANT_SQUIRMBAG);
        add("0354", "Mutant Whale", MUTANT_WHALE);
        add("0355", "Mutant Leviathan", MUTANT_LEVIATHAN);
        add("0360", "Finned Mutant X-Wing", FINNED_MUTANT_X_WING);
        add("0361", "Finned Mutant Swordfish", FINNED_MUTANT_SWORDFISH);
        add("0362", "Finned Mutant Jellyfish", FINNED_MUTANT_JELLYFISH);
        combined("03621", "Siamese Finned Mutant Jellyfish", FINNED_MUTANT_JELLYFISH);
        add("0363", "Finned Mutant Squirmbag", FINNED_MUTANT_SQUIRMBAG);
        add("0364", "Finned Mutant Whale", FINNED_MUTANT_WHALE);
        add("0365", "Finned Mutant Leviathan", FINNED_MUTANT_LEVIATHAN);
        add("0371", "Kraken Fish Type 1", KRAKEN_FISH_TYPE_1);
        add("0372", "Kraken Fish Type 2", KRAKEN_FISH_TYPE_2);
        add("0400", "Skyscraper", SKYSCRAPER);
        add("0401", "2-String Kite", TWO_STRING_KITE);
        add("0402", "Empty Rectangle", EMPTY_RECTANGLE);
        add("0403", "Turbot Fish", TURBOT_FISH);
        combined("0404", "Dual 2-String Kite", TWO_STRING_KITE);
        combined("0405", "Dual Empty Rectangle", EMPTY_RECTANGLE);
        add("0500", "Simple Colors Trap", SIMPLE_COLOURING);
        add("0501", "Simple Colors Wrap", SIMPLE_COLOURING);
        add("0502", "Multi-Colors 1", MULTI_COLOURING);
        add("0503", "Multi-Colors 2", MULTI_COLOURING);
        add("0504", "Weak Colors");
        add("0505", "X-Colors");
        add("0507", "3D Medusa Coloring");
        add("0600", "Uniqueness Test Type 1", UNIQUE_RECTANGLE_TYPE_1);
        add("0601", "Uniqueness Test Type 2", UNIQUE_RECTANGLE_TYPE_2);
        add("0602", "Uniqueness Test Type 3", UNIQUE_RECTANGLE_TYPE_3);
        add("0603", "Uniqueness Test Type 4", UNIQUE_RECTANGLE_TYPE_4);
        add("0604", "Uniqueness Test Type 5", UNIQUE_RECTANGLE_TYPE_5);
        add("0605", "Uniqueness Test Type 6", UNIQUE_RECTANGLE_TYPE_6);
        add("0606", "Hidden Rectangle", HIDDEN_RECTANGLE);
        add("0607", "Avoidable Rectangle Type 1", AVOIDABLE_RECTANGLE_TYPE_1);
        add("0608", "Avoidable Rectangle Type 2", AVOIDABLE_RECTANGLE_TYPE_2);
        combined("0602-1", "Uniqueness Test Type 3", UNIQUE_RECTANGLE_TYPE_3);
        // HoDoKu's rectangles "with missing candidates" (a corner lacks a rectangle digit that an earlier
        // step removed): the players' rectangles allow them, as HoDoKu does by default, so these variants
        // map to the same ids; type 3 combines its line and box sets as in 0602-1.
        for (String variant : List.of("0600-2", "0601-2", "0602-2", "0603-2", "0604-2", "0605-2", "0606-2")) {
            Code base = CODES.get(variant.startsWith("0602") ? "0602-1" : variant.substring(0, 4));
            CODES.put(
                    variant,
                    new Code(
                            variant,
                            CODES.get(variant.substring(0, 4)).name() + ", missing candidates",
                            base.ids(),
                            base.combined()));
        }
        add("0610", "Bivalue Universal Grave + 1", BUG_TYPE_1);
        add("0620", "BUG Lite");
        add("0701", "X-Chain", X_CHAIN);
        add("0702", "XY-Chain", XY_CHAIN);
        add("0703", "Remote Pairs", REMOTE_PAIRS);
        add("0704", "Fishy Cycle");
        add("0705", "Broken Wing");
        add("0706", "Continuous Nice Loop", CONTINUOUS_NICE_LOOP);
        add("0707", "Discontinuous Nice Loop", DISCONTINUOUS_NICE_LOOP);
        add("0708", "AIC", AIC);
        add("0709", "Grouped Continuous Nice Loop", GROUPED_CONTINUOUS_NICE_LOOP);
        add("0710", "Grouped Discontinuous Nice Loop", GROUPED_DISCONTINUOUS_NICE_LOOP);
        add("0711", "Grouped AIC", GROUPED_AIC);
        // The grouped variants whose chains run through almost locked sets: our chains with ALS nodes.
        add("0709-2", "Grouped Continuous Nice Loop, ALS nodes", ALS_CONTINUOUS_NICE_LOOP);
        add("0710-3", "Grouped Discontinuous Nice Loop, ALS nodes", ALS_DISCONTINUOUS_NICE_LOOP);
        add("0710-4", "Grouped Discontinuous Nice Loop, ALS nodes", ALS_DISCONTINUOUS_NICE_LOOP);
        add("0711-3", "Grouped AIC, ALS nodes", ALS_AIC);
        add("0711-4", "Grouped AIC, ALS nodes", ALS_AIC);
        add("0800", "XY-Wing", XY_WING);
        add("0801", "XYZ-Wing", XYZ_WING);
        add("0802", "WXYZ-Wing");
        add("0803", "W-Wing", W_WING);
        add("0901", "ALS-XZ", ALS_XZ);
        add("0902", "ALS-XY-Wing", ALS_XY_WING);
        add("0903", "ALS-XY-Chain", ALS_XY_CHAIN);
        add("0904", "Death Blossom", DEATH_BLOSSOM);
        add("1000", "Aligned Pair Exclusion", ALIGNED_PAIR_EXCLUSION);
        add("1001", "Aligned Triple Exclusion", ALIGNED_TRIPLET_EXCLUSION);
        add("1002", "Subset Exclusion");
        add("1101", "Sue de Coq", SUE_DE_COQ);
        add("1201", "Template Set", TEMPLATE_SET);
        add("1202", "Template Delete", TEMPLATE_DELETE);
        add("1301", "Forcing Chain Contradiction");
        add("1302", "Forcing Chain Verity");
        add("1303", "Forcing Net Contradiction");
        add("1304", "Forcing Net Verity");
    }

    private HodokuCodes() {}

    private static void add(String code, String name, TechniqueId... ids) {
        CODES.put(code, new Code(code, name, List.of(ids), false));
    }

    private static void combined(String code, String name, TechniqueId... ids) {
        CODES.put(code, new Code(code, name, List.of(ids), true));
    }

    /** The entry of a variant ({@code 0600-2}) when it has its own, else that of its code. */
    static Code forVariant(String variant) {
        int dash = variant.indexOf('-');
        return CODES.containsKey(variant) ? CODES.get(variant) : of(dash < 0 ? variant : variant.substring(0, dash));
    }

    /** The code's entry; an unknown code gets an entry without ids, named after itself. */
    static Code of(String code) {
        return CODES.getOrDefault(code, new Code(code, "unknown code " + code, List.of(), false));
    }

    /** Every id some code maps to. */
    static Set<TechniqueId> mappedIds() {
        Set<TechniqueId> ids = EnumSet.noneOf(TechniqueId.class);
        CODES.values().forEach(code -> ids.addAll(code.ids()));
        return ids;
    }
}
