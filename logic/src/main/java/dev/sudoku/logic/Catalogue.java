package dev.sudoku.logic;

import dev.sudoku.logic.colouring.MultiColouring;
import dev.sudoku.logic.colouring.SimpleColouring;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.fish.FinnedFish;
import dev.sudoku.logic.intersections.LockedCandidates;
import dev.sudoku.logic.singles.HiddenSingles;
import dev.sudoku.logic.singles.NakedSingles;
import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The techniques a solver may use, in the order it consults them, with their ratings. A plain value:
 * build one, pass it to the solver; nothing reads a global setting.
 */
public record Catalogue(String name, List<CatalogueEntry> entries) {
    public Catalogue {
        entries = List.copyOf(entries);
        Set<TechniqueId> seen = EnumSet.noneOf(TechniqueId.class);
        for (CatalogueEntry entry : entries) {
            if (!seen.add(entry.id())) {
                throw new IllegalArgumentException("catalogue '" + name + "' lists " + entry.id() + " twice");
            }
        }
    }

    /**
     * Sudoku Explainer 1.2.1's producer order and ratings, for the techniques implemented so far. The
     * direct variants are SE's: a locking or hidden set that leads at once to a hidden single.
     */
    public static Catalogue se() {
        Technique hiddenSingles = new HiddenSingles();
        Technique directLocking = new LockedCandidates(true);
        Technique locking = new LockedCandidates(false);
        return new Catalogue(
                "se",
                List.of(
                        entry(TechniqueId.FULL_HOUSE, 1.0, hiddenSingles),
                        entry(TechniqueId.HIDDEN_SINGLE_BOX, 1.2, hiddenSingles),
                        entry(TechniqueId.HIDDEN_SINGLE_LINE, 1.5, hiddenSingles),
                        entry(TechniqueId.DIRECT_POINTING, 1.7, directLocking),
                        entry(TechniqueId.DIRECT_CLAIMING, 1.9, directLocking),
                        entry(TechniqueId.DIRECT_HIDDEN_PAIR, 2.0, new HiddenSubsets(2, true)),
                        entry(TechniqueId.NAKED_SINGLE, 2.3, new NakedSingles()),
                        entry(TechniqueId.DIRECT_HIDDEN_TRIPLE, 2.5, new HiddenSubsets(3, true)),
                        entry(TechniqueId.POINTING, 2.6, locking),
                        entry(TechniqueId.CLAIMING, 2.8, locking),
                        entry(TechniqueId.NAKED_PAIR, 3.0, new NakedSubsets(2)),
                        entry(TechniqueId.X_WING, 3.2, new BasicFish(2)),
                        entry(TechniqueId.HIDDEN_PAIR, 3.4, new HiddenSubsets(2, false)),
                        entry(TechniqueId.NAKED_TRIPLE, 3.6, new NakedSubsets(3)),
                        entry(TechniqueId.SWORDFISH, 3.8, new BasicFish(3)),
                        entry(TechniqueId.HIDDEN_TRIPLE, 4.0, new HiddenSubsets(3, false)),
                        entry(TechniqueId.NAKED_QUAD, 5.0, new NakedSubsets(4)),
                        entry(TechniqueId.JELLYFISH, 5.2, new BasicFish(4)),
                        entry(TechniqueId.HIDDEN_QUAD, 5.4, new HiddenSubsets(4, false))));
    }

    /**
     * The order most players learn the techniques in: singles, intersections, then each subset and fish
     * size from small to large, each finned and sashimi fish right after the basic fish of its size, then
     * colouring. No direct variants; SE's ratings where SE has the technique.
     *
     * <p>SE has no finned fish and no colouring: it finds their eliminations as X-chains (Forcing X-Chain,
     * 6.6 + length bonus, SE rating spec §5.1 and §5.6) or X-cycles (6.5 + bonus). The ratings given here
     * are the SE value of the shortest such chain each pattern usually reduces to:
     *
     * <ul>
     *   <li>Finned and Sashimi X-Wing 6.6: a four-link X-chain (a Turbot Fish, 6 ancestors, no bonus);
     *   <li>Finned and Sashimi Swordfish 6.7: two more links (7-8 ancestors, bonus 0.1);
     *   <li>Finned and Sashimi Jellyfish 6.8: two more again (bonus 0.2);
     *   <li>Simple Colouring 6.6: a colour trap is a Forcing X-Chain between two opposite colours and a
     *       wrap a contradiction of one colour; most clusters give chains of 4-6 links, no bonus;
     *   <li>Multi-Colouring 6.7: the weak link between two clusters adds at least two links (bonus 0.1).
     * </ul>
     *
     * Sashimi fish get the rating of the finned fish of their size: the chain has the same length.
     */
    public static Catalogue players() {
        Technique hiddenSingles = new HiddenSingles();
        Technique locking = new LockedCandidates(false);
        Technique finnedXWing = new FinnedFish(2);
        Technique finnedSwordfish = new FinnedFish(3);
        Technique finnedJellyfish = new FinnedFish(4);
        return new Catalogue(
                "players",
                List.of(
                        entry(TechniqueId.FULL_HOUSE, 1.0, hiddenSingles),
                        entry(TechniqueId.NAKED_SINGLE, 2.3, new NakedSingles()),
                        entry(TechniqueId.HIDDEN_SINGLE_BOX, 1.2, hiddenSingles),
                        entry(TechniqueId.HIDDEN_SINGLE_LINE, 1.5, hiddenSingles),
                        entry(TechniqueId.POINTING, 2.6, locking),
                        entry(TechniqueId.CLAIMING, 2.8, locking),
                        entry(TechniqueId.NAKED_PAIR, 3.0, new NakedSubsets(2)),
                        entry(TechniqueId.HIDDEN_PAIR, 3.4, new HiddenSubsets(2, false)),
                        entry(TechniqueId.NAKED_TRIPLE, 3.6, new NakedSubsets(3)),
                        entry(TechniqueId.HIDDEN_TRIPLE, 4.0, new HiddenSubsets(3, false)),
                        entry(TechniqueId.X_WING, 3.2, new BasicFish(2)),
                        entry(TechniqueId.FINNED_X_WING, 6.6, finnedXWing),
                        entry(TechniqueId.SASHIMI_X_WING, 6.6, finnedXWing),
                        entry(TechniqueId.SWORDFISH, 3.8, new BasicFish(3)),
                        entry(TechniqueId.FINNED_SWORDFISH, 6.7, finnedSwordfish),
                        entry(TechniqueId.SASHIMI_SWORDFISH, 6.7, finnedSwordfish),
                        entry(TechniqueId.NAKED_QUAD, 5.0, new NakedSubsets(4)),
                        entry(TechniqueId.HIDDEN_QUAD, 5.4, new HiddenSubsets(4, false)),
                        entry(TechniqueId.JELLYFISH, 5.2, new BasicFish(4)),
                        entry(TechniqueId.FINNED_JELLYFISH, 6.8, finnedJellyfish),
                        entry(TechniqueId.SASHIMI_JELLYFISH, 6.8, finnedJellyfish),
                        entry(TechniqueId.SIMPLE_COLOURING, 6.6, new SimpleColouring()),
                        entry(TechniqueId.MULTI_COLOURING, 6.7, new MultiColouring())));
    }

    private static CatalogueEntry entry(TechniqueId id, double rating, Technique technique) {
        return new CatalogueEntry(id, rating, true, technique);
    }

    /** A copy with the given step kinds switched off (kept in place, so re-enabling restores the order). */
    public Catalogue withDisabled(TechniqueId... ids) {
        List<TechniqueId> off = Arrays.asList(ids);
        List<CatalogueEntry> changed = new ArrayList<>();
        for (CatalogueEntry entry : entries) {
            changed.add(off.contains(entry.id()) ? entry.withEnabled(false) : entry);
        }
        return new Catalogue(name, changed);
    }

    /** The entry of a step kind, if listed. */
    public Optional<CatalogueEntry> entry(TechniqueId id) {
        return entries.stream().filter(e -> e.id() == id).findFirst();
    }

    /** The rating of a step kind; throws for a kind not listed. */
    public double rating(TechniqueId id) {
        return entry(id)
                .orElseThrow(() -> new IllegalArgumentException(id + " is not in catalogue '" + name + "'"))
                .rating();
    }
}
