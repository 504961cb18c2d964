package dev.sudoku.logic.fish;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.KrakenFishStep;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.chains.PremiseChains;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Checks one finned fish of a fish source ({@link KrakenFishSearch} for basic fish, {@link
 * ComplexFishSearch} for Franken and Mutant ones) for Kraken eliminations and turns each into a step.
 * Working state of one call: the chains' walks are kept across the fish of the call.
 */
final class KrakenFishSteps {
    private static final TechniqueId[] FINNED = {
        TechniqueId.FINNED_X_WING, TechniqueId.FINNED_SWORDFISH, TechniqueId.FINNED_JELLYFISH
    };
    private static final TechniqueId[] SASHIMI = {
        TechniqueId.SASHIMI_X_WING, TechniqueId.SASHIMI_SWORDFISH, TechniqueId.SASHIMI_JELLYFISH
    };

    private final KrakenGrid grid;
    private final int n;
    private final PremiseChains chains;
    private final CappedCount counter;
    /** The types searched. */
    private final boolean typeOne;

    private final boolean typeTwo;
    /** The premises walked so far, as candidate indices. */
    private final Set<Integer> walked = new HashSet<>();
    /**
     * The candidates offered so far ({@link CellBits} over candidate indices): a step is built only for a
     * new one, as many fish of a position share their eliminations and each chain costs a walk.
     */
    private final long[] offered;

    KrakenFishSteps(KrakenGrid grid, PremiseChains chains, CappedCount counter, List<TechniqueId> kinds) {
        this.grid = grid;
        this.typeOne = kinds.contains(TechniqueId.KRAKEN_FISH_TYPE_1);
        this.typeTwo = kinds.contains(TechniqueId.KRAKEN_FISH_TYPE_2);
        this.n = grid.size();
        this.chains = chains;
        this.counter = counter;
        this.offered = CellBits.empty(grid.cellCount() * n);
    }

    long walks() {
        return walked.size();
    }

    /** Offers the fish's Kraken steps; false when the sink or the cap stopped the search. */
    boolean offer(FinnedShape fish, StepSink sink) {
        int digit = fish.digit();
        List<Integer> targets = new ArrayList<>();
        Set<Integer> covered = new HashSet<>();
        for (int house : fish.covers()) {
            for (int cell : grid.cellsOf(house)) {
                if (!grid.has(cell, digit)) {
                    continue;
                }
                boolean base = inBases(fish, cell);
                // Outside the base sets, or (cannibalism) a base candidate in two cover sets: the fish
                // without fins removes it.
                boolean removed = !base || !covered.add(cell);
                if (removed && seesAll(cell, fish.fins())) {
                    // An ordinary finned fish: it removes this place itself.
                    return true;
                }
                if (!base && !targets.contains(cell)) {
                    targets.add(cell);
                }
            }
        }
        targets.sort(null);
        for (int target : typeOne ? targets : List.<Integer>of()) {
            boolean all = true;
            for (int fin : fish.fins()) {
                long[] offs = offs(fin, digit);
                if (offs == null) {
                    return false;
                }
                all &= CellBits.has(offs, target * n + digit - 1);
            }
            if (all && !offer(fish, -1, fish.fins(), new Candidate(target, digit), sink)) {
                return false;
            }
        }
        for (int house : typeTwo ? fish.covers() : List.<Integer>of()) {
            if (!typeTwo(fish, house, targets, sink)) {
                return false;
            }
        }
        return true;
    }

    /** The type 2 eliminations of one cover line; false when the sink or the cap stopped the search. */
    private boolean typeTwo(FinnedShape fish, int house, List<Integer> typeOne, StepSink sink) {
        int digit = fish.digit();
        List<Integer> premises = new ArrayList<>();
        boolean outside = false;
        for (int cell : grid.cellsOf(house)) {
            if (grid.has(cell, digit)) {
                if (inBases(fish, cell)) {
                    premises.add(cell);
                } else {
                    outside = true;
                }
            }
        }
        if (!outside) {
            return true;
        }
        premises.addAll(fish.fins());
        long[] common = null;
        for (int premise : premises) {
            long[] offs = offs(premise, digit);
            if (offs == null) {
                return false;
            }
            if (common == null) {
                common = offs.clone();
            } else {
                CellBits.and(common, offs);
            }
        }
        CellBits.andNot(common, offered);
        for (int index = CellBits.next(common, 0); index >= 0; index = CellBits.next(common, index + 1)) {
            Candidate target = new Candidate(index / n, index % n + 1);
            boolean premise = target.digit() == digit && premises.contains(target.cell());
            // The fish digit in a cover line outside the base lines is type 1's.
            boolean covered = target.digit() == digit && typeOne.contains(target.cell());
            if (!premise && !covered && !offer(fish, house, premises, target, sink)) {
                return false;
            }
        }
        return true;
    }

    /** Offers the step removing {@code target} unless one was offered; false when the sink says stop. */
    private boolean offer(FinnedShape fish, int house, List<Integer> premises, Candidate target, StepSink sink) {
        int index = target.cell() * n + target.digit() - 1;
        if (CellBits.has(offered, index)) {
            return true;
        }
        CellBits.add(offered, index);
        return sink.offer(step(fish, house, premises, target));
    }

    /** What a premise turns off; null when the cap stops the walk. */
    private long[] offs(int cell, int digit) {
        if (walked.add(cell * n + digit - 1) && !counter.tick()) {
            return null;
        }
        return chains.offs(cell, digit);
    }

    private KrakenFishStep step(FinnedShape fish, int house, List<Integer> premises, Candidate target) {
        FishStep body = body(fish);
        List<List<ChainLink>> links = new ArrayList<>();
        for (int premise : premises) {
            links.add(chains.chain(premise, fish.digit(), target.cell(), target.digit()));
        }
        // First role wins: the elimination, the fish, then the chains.
        Map<Long, Highlight> highlights = new LinkedHashMap<>();
        put(highlights, new Highlight(target.cell(), target.digit(), Role.ELIMINATED));
        body.highlights().forEach(h -> put(highlights, h));
        for (List<ChainLink> chain : links) {
            for (ChainLink link : chain) {
                mark(highlights, link.from(), link.strong() ? Role.STRONG_LINK : Role.WEAK_LINK);
                mark(highlights, link.to(), link.strong() ? Role.STRONG_LINK : Role.WEAK_LINK);
            }
        }
        TechniqueId id = house < 0 ? TechniqueId.KRAKEN_FISH_TYPE_1 : TechniqueId.KRAKEN_FISH_TYPE_2;
        return new KrakenFishStep(id, body, house, links, List.of(target), new ArrayList<>(highlights.values()));
    }

    private void mark(Map<Long, Highlight> highlights, ChainNode node, Role role) {
        for (int cell : node.cells()) {
            if (grid.has(cell, node.digit())) {
                put(highlights, new Highlight(cell, node.digit(), role));
            }
        }
    }

    private static void put(Map<Long, Highlight> highlights, Highlight highlight) {
        highlights.putIfAbsent((long) highlight.cell() << 8 | highlight.digit(), highlight);
    }

    /**
     * The finned fish as a step of its own kind, without eliminations: a basic fish is Finned or Sashimi
     * (a base line with one covered place at most), a Franken or Mutant fish Finned, as {@link ComplexFish}
     * names them.
     */
    private FishStep body(FinnedShape fish) {
        int k = fish.bases().size();
        boolean sashimi = false;
        List<Highlight> highlights = new ArrayList<>();
        for (int house : fish.bases()) {
            int covered = 0;
            for (int cell : grid.cellsOf(house)) {
                if (grid.has(cell, fish.digit())) {
                    boolean fin = fish.fins().contains(cell);
                    covered += fin ? 0 : 1;
                    highlights.add(new Highlight(cell, fish.digit(), fin ? Role.FIN : Role.DEFINING));
                }
            }
            sashimi |= covered <= 1;
        }
        TechniqueId id =
                fish.kind() == null ? (sashimi ? SASHIMI : FINNED)[k - 2] : ComplexFish.id(fish.kind(), k, true);
        return new FishStep(id, fish.digit(), fish.bases(), fish.covers(), fish.fins(), List.of(), highlights);
    }

    /** Whether the cell lies in a base set: one of its houses is one. */
    private boolean inBases(FinnedShape fish, int cell) {
        for (int house : grid.housesOf(cell)) {
            if (fish.bases().contains(house)) {
                return true;
            }
        }
        return false;
    }

    private boolean seesAll(int cell, List<Integer> fins) {
        for (int fin : fins) {
            if (!grid.sees(cell, fin)) {
                return false;
            }
        }
        return true;
    }
}
