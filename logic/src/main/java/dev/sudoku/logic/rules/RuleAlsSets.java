package dev.sudoku.logic.rules;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What the rule-set ALS techniques share: the almost locked sets of a position ({@link RuleAlsSet}), the
 * restricted commons of two of them, the cells a digit leaves, and the step that shows them.
 */
final class RuleAlsSets {
    private RuleAlsSets() {}

    /** Every almost locked set of every house, each cell set once (the first house it was found in). */
    static List<RuleAlsSet> sets(RuleGrid grid) {
        RuleIndex index = grid.index();
        List<RuleAlsSet> sets = new ArrayList<>();
        Set<List<Integer>> seen = new HashSet<>();
        for (int house = 0; house < index.houseCells.length; house++) {
            List<Integer> empty = new ArrayList<>();
            for (int cell : index.houseCells[house]) {
                if (grid.value(cell) == 0) {
                    empty.add(cell);
                }
            }
            walk(grid, house, empty, 0, new ArrayList<>(), 0, seen, sets);
        }
        return sets;
    }

    /**
     * The sets among the empty cells from {@code next} on added to {@code chosen}. All the empty cells of a
     * house hold exactly its missing digits, never one more, so a set leaves one out at least; and once
     * the digits outnumber what the largest such set could hold, no more cells can help.
     */
    private static void walk(
            RuleGrid grid,
            int house,
            List<Integer> empty,
            int next,
            List<Integer> chosen,
            int digits,
            Set<List<Integer>> seen,
            List<RuleAlsSet> sets) {
        for (int i = next; i < empty.size(); i++) {
            int union = digits | grid.candidates(empty.get(i));
            if (Integer.bitCount(union) > empty.size()) {
                continue;
            }
            chosen.add(empty.get(i));
            if (chosen.size() < empty.size()) {
                if (Integer.bitCount(union) == chosen.size() + 1 && seen.add(List.copyOf(chosen))) {
                    sets.add(als(grid, house, chosen, union));
                }
                walk(grid, house, empty, i + 1, chosen, union, seen, sets);
            }
            chosen.remove(chosen.size() - 1);
        }
    }

    private static RuleAlsSet als(RuleGrid grid, int house, List<Integer> cells, int digits) {
        RuleIndex index = grid.index();
        int words = (grid.cellCount() + 63) / 64;
        long[] cellBits = new long[words];
        long[][] places = new long[grid.rules().digits() + 1][];
        long[][] seen = new long[grid.rules().digits() + 1][];
        for (int cell : cells) {
            CellBits.add(cellBits, cell);
        }
        for (int rest = digits; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            places[digit] = new long[words];
            seen[digit] = new long[words];
            Arrays.fill(seen[digit], -1L);
            for (int cell : cells) {
                if ((grid.candidates(cell) & (1 << (digit - 1))) != 0) {
                    CellBits.add(places[digit], cell);
                    CellBits.and(seen[digit], index.peerBits(cell));
                }
            }
        }
        int[] array = cells.stream().mapToInt(Integer::intValue).toArray();
        return new RuleAlsSet(house, array, digits, cellBits, places, seen);
    }

    /** Each digit's cells on the grid, as bit sets over the cells. */
    static long[][] holding(RuleGrid grid) {
        int words = (grid.cellCount() + 63) / 64;
        long[][] holding = new long[grid.rules().digits() + 1][words];
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                holding[Integer.numberOfTrailingZeros(rest) + 1][cell >>> 6] |= 1L << cell;
            }
        }
        return holding;
    }

    /**
     * The restricted common digits of two sets without a common cell: the digits of both all of whose places
     * in one see all of those in the other. 0 when the sets share a cell or no such digit.
     */
    static int restricted(RuleAlsSet a, RuleAlsSet b) {
        int common = a.digits() & b.digits();
        if (common == 0 || CellBits.intersects(a.cellBits(), b.cellBits())) {
            return 0;
        }
        int restricted = 0;
        for (int rest = common; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            if (CellBits.within(b.places()[digit], a.seen()[digit])) {
                restricted |= 1 << (digit - 1);
            }
        }
        return restricted;
    }

    /** The candidates noted as removed, in cell order. */
    static List<Candidate> eliminations(RuleGrid grid, long[][] removed) {
        long[] cells = new long[(grid.cellCount() + 63) / 64];
        for (long[] digitCells : removed) {
            if (digitCells != null) {
                CellBits.or(cells, digitCells);
            }
        }
        List<Candidate> eliminations = new ArrayList<>();
        for (int word = 0; word < cells.length; word++) {
            for (long bits = cells[word]; bits != 0; bits &= bits - 1) {
                int cell = word * 64 + Long.numberOfTrailingZeros(bits);
                for (int digit = 1; digit < removed.length; digit++) {
                    if (removed[digit] != null && (removed[digit][word] & (bits & -bits)) != 0) {
                        eliminations.add(new Candidate(cell, digit));
                    }
                }
            }
        }
        return eliminations;
    }

    /**
     * Notes as removed the digit's cells outside both sets that see everything in {@code seeing} (and in
     * {@code alsoSeeing} when given); whether there were any.
     */
    static boolean remove(
            long[][] removed,
            int digit,
            int words,
            long[] holding,
            RuleAlsSet a,
            RuleAlsSet b,
            long[] seeing,
            long[] alsoSeeing) {
        boolean any = false;
        for (int w = 0; w < words; w++) {
            long cells = holding[w] & seeing[w] & ~a.cellBits()[w] & ~b.cellBits()[w];
            if (alsoSeeing != null) {
                cells &= alsoSeeing[w];
            }
            if (cells != 0) {
                if (removed[digit] == null) {
                    removed[digit] = new long[words];
                }
                removed[digit][w] |= cells;
                any = true;
            }
        }
        return any;
    }

    /**
     * The step: each set's restricted commons weak links, its digits removed elsewhere pincers, the rest
     * defining; {@code links} are the restricted commons of each link, as masks ({@link AlsStep}'s order).
     */
    static Step step(
            RuleGrid grid, TechniqueId id, List<RuleAlsSet> sets, List<Integer> links, List<Candidate> eliminations) {
        return step(grid, id, sets, links, -1, eliminations);
    }

    static Step step(
            RuleGrid grid,
            TechniqueId id,
            List<RuleAlsSet> sets,
            List<Integer> links,
            int stem,
            List<Candidate> eliminations) {
        int restricted = 0;
        for (int link : links) {
            restricted |= link;
        }
        int[] weak = new int[sets.size()];
        Arrays.fill(weak, restricted);
        return step(grid, id, sets, weak, links, stem, eliminations);
    }

    /** The step, with {@code weak[i]} the digits shown as weak links in set i (a chain's set: its two links'). */
    static Step step(
            RuleGrid grid,
            TechniqueId id,
            List<RuleAlsSet> sets,
            int[] weak,
            List<Integer> links,
            int stem,
            List<Candidate> eliminations) {
        int removedDigits = 0;
        for (Candidate candidate : eliminations) {
            removedDigits |= 1 << (candidate.digit() - 1);
        }
        List<Highlight> highlights = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            for (int cell : sets.get(i).cells()) {
                for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int bit = rest & -rest;
                    Role role = (weak[i] & bit) != 0
                            ? Role.WEAK_LINK
                            : (removedDigits & bit) != 0 ? Role.PINCER : Role.DEFINING;
                    highlights.add(new Highlight(cell, Integer.numberOfTrailingZeros(bit) + 1, role));
                }
            }
        }
        for (Candidate candidate : eliminations) {
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
        }
        return new AlsStep(
                id,
                sets.stream().map(RuleAlsSets::record).toList(),
                links.stream().map(Masks::digits).toList(),
                Masks.digits(removedDigits),
                stem,
                eliminations,
                highlights);
    }

    private static AlmostLockedSet record(RuleAlsSet set) {
        return new AlmostLockedSet(
                set.house(), Arrays.stream(set.cells()).boxed().toList(), set.digits());
    }
}
