package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Death Blossom on any rule set (see {@link RuleAls#deathBlossom()}): for each stem cell in cell order, a
 * petal per stem digit chosen depth first among the sets holding it whose every place of it sees the stem,
 * the digits z every petal so far could still take from some cell narrowed at each level, so a choice
 * that leaves none is dropped at once.
 */
final class RuleDeathBlossom {
    private RuleDeathBlossom() {}

    /** The first blossom with an elimination: stems in cell order, petals digit by digit in the order of the sets. */
    static Optional<Step> find(RuleGrid grid) {
        RuleAlsIndex index = RuleAlsIndex.of(grid);
        List<RuleAlsSet> sets = index.sets();
        long[][] holding = index.holding();
        int digits = grid.rules().digits();
        List<List<List<RuleAlsSet>>> petals = petals(grid, sets);
        for (int stem = 0; stem < grid.cellCount(); stem++) {
            int stemDigits = grid.candidates(stem);
            if (grid.value(stem) != 0 || Integer.bitCount(stemDigits) < 2) {
                continue;
            }
            SearchBudget.check();
            List<List<RuleAlsSet>> options = new ArrayList<>();
            for (int rest = stemDigits; rest != 0; rest &= rest - 1) {
                List<RuleAlsSet> list = petals.get(stem).get(Integer.numberOfTrailingZeros(rest));
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
    private static List<List<List<RuleAlsSet>>> petals(RuleGrid grid, List<RuleAlsSet> sets) {
        int digits = grid.rules().digits();
        List<List<List<RuleAlsSet>>> petals = new ArrayList<>();
        for (int cell = 0; cell < grid.cellCount(); cell++) {
            List<List<RuleAlsSet>> byDigit = new ArrayList<>();
            for (int digit = 0; digit < digits; digit++) {
                byDigit.add(new ArrayList<>());
            }
            petals.add(byDigit);
        }
        for (RuleAlsSet set : sets) {
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
        private final List<List<RuleAlsSet>> options;
        private final RuleAlsSet[] chosen;
        /** targets[level][z]: the cells holding z that see every z of the petals chosen before that level. */
        private final long[][][] targets;

        private Step found;

        Blossom(RuleGrid grid, long[][] holding, int stem, List<List<RuleAlsSet>> options) {
            this.grid = grid;
            this.holding = holding;
            this.stem = stem;
            this.options = options;
            this.chosen = new RuleAlsSet[options.size()];
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
            for (RuleAlsSet petal : options.get(level)) {
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
        private int narrow(int level, int candidates, RuleAlsSet petal) {
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

        private boolean overlapsChosen(RuleAlsSet petal, int level) {
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
            List<Candidate> eliminations = RuleAlsSets.eliminations(grid, removed);
            if (eliminations.isEmpty()) {
                return false;
            }
            List<Integer> links = new ArrayList<>();
            for (int rest = grid.candidates(stem); rest != 0; rest &= rest - 1) {
                links.add(rest & -rest);
            }
            found = RuleAlsSets.step(grid, TechniqueId.DEATH_BLOSSOM, List.of(chosen), links, stem, eliminations);
            return true;
        }
    }
}
