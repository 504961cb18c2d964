package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * SE's producer 21, Forcing Chains and Cycles (SE rating spec §5.1): static chains that never change the
 * grid. Three passes (X-links only, Y-links only, both) look, from every candidate, for a cycle through it
 * and for a chain that leads from the candidate to its own opposite.
 *
 * <p>Cost: per candidate and pass, a breadth-first walk over at most {@code 2 * cells * size} nodes of
 * O(N) links each.
 */
final class CyclesAndChains {
    /** One pass: which links it uses, and what its conclusions are called and cost. */
    private enum Pass {
        X(false, true, ChainHint.X_KEY, TechniqueId.BIDIRECTIONAL_X_CYCLE, 6.5, TechniqueId.FORCING_X_CHAIN, 6.6),
        Y(true, false, ChainHint.Y_KEY, TechniqueId.BIDIRECTIONAL_Y_CYCLE, 6.5, null, 0),
        XY(true, true, ChainHint.XY_KEY, TechniqueId.BIDIRECTIONAL_XY_CYCLE, 7.0, TechniqueId.FORCING_CHAIN, 7.0);

        final boolean y;
        final boolean x;
        final int sortKey;
        final TechniqueId cycle;
        final double cycleBase;
        final TechniqueId chain;
        final double chainBase;

        Pass(
                boolean y,
                boolean x,
                int sortKey,
                TechniqueId cycle,
                double cycleBase,
                TechniqueId chain,
                double chainBase) {
            this.y = y;
            this.x = x;
            this.sortKey = sortKey;
            this.cycle = cycle;
            this.cycleBase = cycleBase;
            this.chain = chain;
            this.chainBase = chainBase;
        }
    }

    private final Links links;

    CyclesAndChains(Links links) {
        this.links = links;
    }

    /** Every hint of the three passes, in SE's order before sorting. */
    List<ChainHint> hints(CandidateGrid grid) {
        List<ChainHint> hints = new ArrayList<>();
        for (Pass pass : Pass.values()) {
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                long mask = grid.candidates(cell);
                int count = Long.bitCount(mask);
                if (count < 2 || (pass == Pass.Y && count > 2)) {
                    continue;
                }
                for (long rest = mask; rest != 0; rest &= rest - 1) {
                    int digit = Long.numberOfTrailingZeros(rest) + 1;
                    cycles(grid, pass, Potential.assume(cell, digit, true), hints);
                    if (pass.x) {
                        forcingChain(grid, pass, Potential.assume(cell, digit, true), hints);
                        forcingChain(grid, pass, Potential.assume(cell, digit, false), hints);
                    }
                }
            }
        }
        return hints;
    }

    /** SE's {@code doCycles}: a layered walk that records every return to the starting "on". */
    private void cycles(CandidateGrid grid, Pass pass, Potential start, List<ChainHint> hints) {
        int size = grid.size();
        PotentialSet toOn = new PotentialSet(grid.cellCount(), size);
        toOn.add(start);
        ArrayDeque<Potential> pendingOn = new ArrayDeque<>();
        ArrayDeque<Potential> pendingOff = new ArrayDeque<>();
        pendingOn.add(start);
        List<Potential> found = new ArrayList<>();
        int length = 0;
        while (!pendingOn.isEmpty() || !pendingOff.isEmpty()) {
            length++;
            while (!pendingOn.isEmpty()) {
                Potential p = pendingOn.removeFirst();
                for (Potential q : links.onToOff(grid, p, pass.y)) {
                    // Offs are not deduplicated here (SE keeps no known-set check), only kept off p's own path.
                    if (!onPath(p, q)) {
                        pendingOff.add(q);
                    }
                }
            }
            length++;
            while (!pendingOff.isEmpty()) {
                Potential p = pendingOff.removeFirst();
                for (Potential q : links.offToOn(grid, p, null, null, pass.y, pass.x)) {
                    if (length >= 4 && q.sameTriple(start)) {
                        found.add(q);
                    }
                    if (toOn.add(q)) {
                        pendingOn.add(q);
                    }
                }
            }
        }
        for (Potential closing : found) {
            cycleHint(grid, pass, closing).ifPresent(hints::add);
        }
    }

    /** Whether q's triple is among p's first-parent ancestors (p itself excluded). */
    private static boolean onPath(Potential p, Potential q) {
        for (Potential a = p.firstParent(); a != null; a = a.firstParent()) {
            if (a.sameTriple(q)) {
                return true;
            }
        }
        return false;
    }

    /** Eliminates what sees both an "on" and an "off" node of the same digit on the cycle. */
    private Optional<ChainHint> cycleHint(CandidateGrid grid, Pass pass, Potential closing) {
        Set<Integer> cycleCells = new HashSet<>();
        for (Potential p = closing; p.parents.length > 0; p = p.firstParent()) {
            cycleCells.add(p.cell);
        }
        int size = grid.size();
        Set<Integer> forward = new HashSet<>();
        Set<Integer> backward = new HashSet<>();
        for (Potential p = closing; p.parents.length > 0; p = p.firstParent()) {
            for (int peer : links.peersOf(p.cell)) {
                if (!cycleCells.contains(peer) && grid.has(peer, p.digit)) {
                    (p.on ? forward : backward).add(peer * size + p.digit - 1);
                }
            }
        }
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int digit = 1; digit <= size; digit++) {
                int key = cell * size + digit - 1;
                if (forward.contains(key) && backward.contains(key)) {
                    eliminations.add(new Candidate(cell, digit));
                }
            }
        }
        if (eliminations.isEmpty()) {
            return Optional.empty();
        }
        int complexity = Ancestry.count(closing, size);
        return Optional.of(new ChainHint(
                pass.cycle,
                ForcingChainKind.CYCLE,
                pass.cycleBase + ChainLength.bonus(complexity),
                complexity,
                pass.sortKey,
                List.of(closing),
                eliminations,
                Optional.empty()));
    }

    /**
     * SE's {@code doForcingChains}: a layered walk from an assumption that stops at nothing, recording the
     * first node that is the assumption's opposite. From "on" that removes the digit; from "off" it places it.
     */
    private void forcingChain(CandidateGrid grid, Pass pass, Potential start, List<ChainHint> hints) {
        int size = grid.size();
        PotentialSet toOn = new PotentialSet(grid.cellCount(), size);
        PotentialSet toOff = new PotentialSet(grid.cellCount(), size);
        ArrayDeque<Potential> pendingOn = new ArrayDeque<>();
        ArrayDeque<Potential> pendingOff = new ArrayDeque<>();
        (start.on ? toOn : toOff).add(start);
        (start.on ? pendingOn : pendingOff).add(start);
        Potential target = null;
        while (!pendingOn.isEmpty() || !pendingOff.isEmpty()) {
            while (!pendingOn.isEmpty()) {
                Potential p = pendingOn.removeFirst();
                for (Potential q : links.onToOff(grid, p, pass.y)) {
                    if (target == null && start.on && q.cell == start.cell && q.digit == start.digit) {
                        target = q;
                    }
                    if (toOff.add(q)) {
                        pendingOff.add(q);
                    }
                }
            }
            while (!pendingOff.isEmpty()) {
                Potential p = pendingOff.removeFirst();
                for (Potential q : links.offToOn(grid, p, null, null, pass.y, true)) {
                    if (target == null && !start.on && q.cell == start.cell && q.digit == start.digit) {
                        target = q;
                    }
                    if (toOn.add(q)) {
                        pendingOn.add(q);
                    }
                }
            }
        }
        if (target != null) {
            hints.add(chainHint(grid, pass, target));
        }
    }

    private ChainHint chainHint(CandidateGrid grid, Pass pass, Potential target) {
        int complexity = Ancestry.count(target, grid.size());
        return new ChainHint(
                pass.chain,
                ForcingChainKind.FORCING,
                pass.chainBase + ChainLength.bonus(complexity),
                complexity,
                pass.sortKey,
                List.of(target),
                Conclusions.eliminations(grid, target),
                Conclusions.placement(target));
    }
}
