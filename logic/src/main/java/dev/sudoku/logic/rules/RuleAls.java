package dev.sudoku.logic.rules;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * ALS-XZ, ALS-XY-Wing and Death Blossom on any rule set, as HoDoKu finds them on classic grids: an almost locked set is n empty cells of one
 * house holding n + 1 digits between them. Two sets without a common cell are linked by a restricted
 * common digit x when every place of x in one sees every place of x in the other ("sees": peers under the
 * rules, a shared house or killer cage), so at most one of them holds x; the other is then locked and
 * holds all its other digits. A digit z of both sets is therefore in one of them, and leaves every cell
 * that sees all its places in both. Doubly linked (two restricted commons): each set is locked on its
 * other digits, which leave the cells outside both sets that see all their places in that set, and each
 * restricted common leaves the cells seeing all its places in both.
 *
 * <p>Sound on every variant: it relies only on the houses and on peers never sharing a digit. The first
 * pair with an elimination is taken, sets in the order of their houses and, within a house, of their
 * cells. Cost: the sets of each house (a walk over the subsets of its empty cells, few of them almost
 * locked), then for each pair of sets a few operations on bit sets over the cells per common digit; the
 * {@link SearchBudget} is checked per set.
 */
public final class RuleAls {
    private RuleAls() {}

    /** ALS-XZ, singly and doubly linked. */
    public static RuleTechnique xz() {
        return RuleSingles.technique(TechniqueId.ALS_XZ, RuleAls::find);
    }

    /**
     * ALS-XY-Wing: sets A and B each linked to a set C, by restricted commons x (A-C) and y (B-C), not
     * both the same one digit. C cannot lack both x and y (its n cells would hold n - 1 digits), so A
     * lacks x or B lacks y, and that set is locked: a digit z of A and B that is no restricted common of
     * either link is in one of them, and leaves every cell outside them that sees all its places in both.
     * The three sets share no cell, as in HoDoKu. 7.4, the players' profile's.
     */
    public static RuleTechnique xyWing() {
        return RuleSingles.technique(TechniqueId.ALS_XY_WING, RuleAls::findWing);
    }

    /**
     * Death Blossom: a stem cell and, for each of its digits d, a petal: a set holding d, without the stem,
     * whose every d sees the stem. Whatever the stem holds, that digit's petal loses it and is locked, so a
     * digit z of every petal that is no stem digit is in some petal, and leaves every cell seeing all its
     * places in all petals. The petals share no cell, as in HoDoKu. 8.2, the players' profile's.
     */
    public static RuleTechnique deathBlossom() {
        return RuleSingles.technique(TechniqueId.DEATH_BLOSSOM, RuleAls::findBlossom);
    }

    /**
     * One almost locked set, with bit sets over the grid's cells: its cells, each digit's places in it, and
     * the cells that see every one of those places (null for a digit it lacks).
     */
    private record Als(int house, int[] cells, int digits, long[] cellBits, long[][] places, long[][] seen) {}

    private static Optional<Step> find(RuleGrid grid) {
        List<Als> sets = sets(grid);
        long[][] holding = holding(grid);
        for (int i = 0; i < sets.size(); i++) {
            SearchBudget.check();
            for (int j = i + 1; j < sets.size(); j++) {
                Optional<Step> step = pair(grid, holding, sets.get(i), sets.get(j));
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The first wing with an elimination: C in the order of the sets, then A and B among the sets linked to
     * C, in that order.
     */
    private static Optional<Step> findWing(RuleGrid grid) {
        List<Als> sets = sets(grid);
        long[][] holding = holding(grid);
        int words = (grid.cellCount() + 63) / 64;
        for (Als c : sets) {
            SearchBudget.check();
            List<Als> linked = new ArrayList<>();
            List<Integer> links = new ArrayList<>();
            for (Als other : sets) {
                int link = other == c ? 0 : restricted(other, c);
                if (link != 0) {
                    linked.add(other);
                    links.add(link);
                }
            }
            for (int i = 0; i < linked.size(); i++) {
                for (int j = i + 1; j < linked.size(); j++) {
                    Als a = linked.get(i);
                    Als b = linked.get(j);
                    int common = a.digits() & b.digits();
                    if (common == 0 || CellBits.intersects(a.cellBits(), b.cellBits())) {
                        continue;
                    }
                    int x = links.get(i);
                    int y = links.get(j);
                    if (x == y && Integer.bitCount(x) == 1) {
                        continue;
                    }
                    long[][] removed = new long[holding.length][];
                    boolean any = false;
                    for (int rest = common & ~(x | y); rest != 0; rest &= rest - 1) {
                        int z = Integer.numberOfTrailingZeros(rest) + 1;
                        any |= remove(removed, z, words, holding[z], a, b, a.seen()[z], b.seen()[z]);
                    }
                    if (any) {
                        return Optional.of(step(
                                grid,
                                TechniqueId.ALS_XY_WING,
                                List.of(a, b, c),
                                List.of(x, y),
                                eliminations(grid, removed)));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The first blossom with an elimination: stems in cell order, petals digit by digit in the order of the sets. */
    private static Optional<Step> findBlossom(RuleGrid grid) {
        List<Als> sets = sets(grid);
        long[][] holding = holding(grid);
        int digits = grid.rules().digits();
        List<List<List<Als>>> petals = petals(grid, sets);
        for (int stem = 0; stem < grid.cellCount(); stem++) {
            int stemDigits = grid.candidates(stem);
            if (grid.value(stem) != 0 || Integer.bitCount(stemDigits) < 2) {
                continue;
            }
            SearchBudget.check();
            List<List<Als>> options = new ArrayList<>();
            for (int rest = stemDigits; rest != 0; rest &= rest - 1) {
                List<Als> list = petals.get(stem).get(Integer.numberOfTrailingZeros(rest));
                if (list.isEmpty()) {
                    break;
                }
                options.add(list);
            }
            if (options.size() == Integer.bitCount(stemDigits)) {
                Blossom blossom = new Blossom(grid, holding, stem, options);
                int others = ((1 << digits) - 1) & ~stemDigits;
                if (blossom.choose(0, others)) {
                    return Optional.of(blossom.found);
                }
            }
        }
        return Optional.empty();
    }

    /** For each cell and digit (0-based), the sets without the cell holding the digit whose every place the cell sees. */
    private static List<List<List<Als>>> petals(RuleGrid grid, List<Als> sets) {
        int digits = grid.rules().digits();
        List<List<List<Als>>> petals = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            List<List<Als>> byDigit = new ArrayList<>();
            for (int digit = 0; digit < digits; digit++) {
                byDigit.add(new ArrayList<>());
            }
            petals.add(byDigit);
        }
        for (Als set : sets) {
            for (int rest = set.digits(); rest != 0; rest &= rest - 1) {
                int digit = Integer.numberOfTrailingZeros(rest) + 1;
                long[] seers = set.seen()[digit];
                for (int word = 0; word < seers.length; word++) {
                    for (long bits = seers[word] & ~set.cellBits()[word]; bits != 0; bits &= bits - 1) {
                        int cell = word * 64 + Long.numberOfTrailingZeros(bits);
                        if (grid.value(cell) == 0) {
                            petals.get(cell).get(digit - 1).add(set);
                        }
                    }
                }
            }
        }
        return petals;
    }

    /** The choice of one petal per stem digit, depth first. */
    private static final class Blossom {
        private final RuleGrid grid;
        private final long[][] holding;
        private final int stem;
        private final List<List<Als>> options;
        private final Als[] chosen;
        /** targets[level][z]: the cells holding z that see every z of the petals chosen before that level. */
        private final long[][][] targets;

        private Step found;

        Blossom(RuleGrid grid, long[][] holding, int stem, List<List<Als>> options) {
            this.grid = grid;
            this.holding = holding;
            this.stem = stem;
            this.options = options;
            this.chosen = new Als[options.size()];
            this.targets = new long[options.size() + 1][holding.length][];
        }

        /**
         * Chooses the petal of the level's stem digit; {@code common} holds the non-stem digits of every petal
         * chosen so far that still have a cell to leave. True once a blossom with an elimination is found.
         */
        boolean choose(int level, int common) {
            if (level == chosen.length) {
                return finish(common);
            }
            for (Als petal : options.get(level)) {
                if ((common & petal.digits()) == 0 || overlapsChosen(petal, level)) {
                    continue;
                }
                int next = narrow(level, common & petal.digits(), petal);
                if (next != 0) {
                    chosen[level] = petal;
                    if (choose(level + 1, next)) {
                        return true;
                    }
                }
            }
            return false;
        }

        /** Keeps the digits z whose cells seeing all z so far also see the petal's z; fills the next level. */
        private int narrow(int level, int candidates, Als petal) {
            int kept = 0;
            for (int rest = candidates; rest != 0; rest &= rest - 1) {
                int z = Integer.numberOfTrailingZeros(rest) + 1;
                long[] before = level == 0 ? holding[z] : targets[level][z];
                long[] after = before.clone();
                CellBits.and(after, petal.seen()[z]);
                targets[level + 1][z] = after;
                if (!CellBits.isEmpty(after)) {
                    kept |= rest & -rest;
                }
            }
            return kept;
        }

        private boolean overlapsChosen(Als petal, int level) {
            for (int i = 0; i < level; i++) {
                if (CellBits.intersects(chosen[i].cellBits(), petal.cellBits())) {
                    return true;
                }
            }
            return false;
        }

        private boolean finish(int zDigits) {
            long[][] removed = new long[holding.length][];
            for (int rest = zDigits; rest != 0; rest &= rest - 1) {
                int z = Integer.numberOfTrailingZeros(rest) + 1;
                removed[z] = targets[chosen.length][z];
            }
            List<Candidate> eliminations = eliminations(grid, removed);
            if (eliminations.isEmpty()) {
                return false;
            }
            List<Integer> links = new ArrayList<>();
            for (int rest = grid.candidates(stem); rest != 0; rest &= rest - 1) {
                links.add(rest & -rest);
            }
            found = step(grid, TechniqueId.DEATH_BLOSSOM, List.of(chosen), links, stem, eliminations);
            return true;
        }
    }

    /** Every almost locked set of every house, each cell set once (the first house it was found in). */
    private static List<Als> sets(RuleGrid grid) {
        RuleIndex index = grid.index();
        List<Als> sets = new ArrayList<>();
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
            List<Als> sets) {
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

    private static Als als(RuleGrid grid, int house, List<Integer> cells, int digits) {
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
        return new Als(house, array, digits, cellBits, places, seen);
    }

    /** Each digit's cells on the grid, as bit sets over the cells. */
    private static long[][] holding(RuleGrid grid) {
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
    private static int restricted(Als a, Als b) {
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

    private static Optional<Step> pair(RuleGrid grid, long[][] holding, Als a, Als b) {
        int common = a.digits() & b.digits();
        int restricted = restricted(a, b);
        if (restricted == 0) {
            return Optional.empty();
        }
        boolean doubly = Integer.bitCount(restricted) >= 2;
        int words = a.cellBits().length;
        long[][] removed = new long[holding.length][];
        boolean any = false;
        for (int rest = doubly ? common : common & ~restricted; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            any |= remove(removed, digit, words, holding[digit], a, b, a.seen()[digit], b.seen()[digit]);
        }
        if (doubly) {
            for (Als set : List.of(a, b)) {
                for (int rest = set.digits() & ~restricted; rest != 0; rest &= rest - 1) {
                    int digit = Integer.numberOfTrailingZeros(rest) + 1;
                    any |= remove(removed, digit, words, holding[digit], a, b, set.seen()[digit], null);
                }
            }
        }
        if (!any) {
            return Optional.empty();
        }
        return Optional.of(
                step(grid, TechniqueId.ALS_XZ, List.of(a, b), List.of(restricted), eliminations(grid, removed)));
    }

    /** The candidates noted as removed, in cell order. */
    private static List<Candidate> eliminations(RuleGrid grid, long[][] removed) {
        List<Candidate> eliminations = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            for (int digit = 1; digit < removed.length; digit++) {
                if (removed[digit] != null && (removed[digit][cell >>> 6] & (1L << cell)) != 0) {
                    eliminations.add(new Candidate(cell, digit));
                }
            }
        }
        return eliminations;
    }

    /**
     * Notes as removed the digit's cells outside both sets that see everything in {@code seeing} (and in
     * {@code alsoSeeing} when given); whether there were any.
     */
    private static boolean remove(
            long[][] removed, int digit, int words, long[] holding, Als a, Als b, long[] seeing, long[] alsoSeeing) {
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
    private static Step step(
            RuleGrid grid, TechniqueId id, List<Als> sets, List<Integer> links, List<Candidate> eliminations) {
        return step(grid, id, sets, links, -1, eliminations);
    }

    private static Step step(
            RuleGrid grid,
            TechniqueId id,
            List<Als> sets,
            List<Integer> links,
            int stem,
            List<Candidate> eliminations) {
        int removedDigits = 0;
        for (Candidate candidate : eliminations) {
            removedDigits |= 1 << (candidate.digit() - 1);
        }
        int restricted = 0;
        for (int link : links) {
            restricted |= link;
        }
        List<Highlight> highlights = new ArrayList<>();
        for (Als set : sets) {
            for (int cell : set.cells()) {
                for (int rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int bit = rest & -rest;
                    Role role = (restricted & bit) != 0
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
                sets.stream().map(RuleAls::record).toList(),
                links.stream().map(RuleAls::digitList).toList(),
                digitList(removedDigits),
                stem,
                eliminations,
                highlights);
    }

    private static AlmostLockedSet record(Als set) {
        return new AlmostLockedSet(
                set.house(), Arrays.stream(set.cells()).boxed().toList(), set.digits());
    }

    private static List<Integer> digitList(int mask) {
        List<Integer> digits = new ArrayList<>();
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            digits.add(Integer.numberOfTrailingZeros(rest) + 1);
        }
        return digits;
    }
}
