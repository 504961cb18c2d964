package dev.sudoku.logic.rules;

import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Forcing chains on any rule set, as Sudoku Explainer's producers 23 to 26 and its nested level 3 draw
 * them (SE rating spec §5.2 to §5.5), each assumption propagated under the rule set's own rules ({@link
 * RuleImplications}): every house, the peers of a killer cage, consecutive bars in both forms, cage sums.
 *
 * <ul>
 *   <li><b>Contradiction</b> (Nishio and dynamic): a digit assumed true (false) in a cell that leads to
 *       another digit both true and false is removed (placed).
 *   <li><b>Double</b> (dynamic, cells of three digits or more): what a digit assumed true and assumed false
 *       both imply.
 *   <li><b>Cell</b>: what every digit of one cell implies, one of them being its digit.
 *   <li><b>Region</b>: what every place of a digit in one house implies, one of them holding it.
 * </ul>
 *
 * <p>Of all the conclusions, the one resting on the fewest nodes (SE's complexity) is taken, then double,
 * cell, region and contradiction in that order (SE's sort keys), then the first in cell order; its rating
 * is the technique's plus SE's length bonus for that complexity ({@link RuleCatalogue#difficulty(Step)}).
 *
 * <p>Cost: per candidate of the cells tried, one propagation of it assumed true (kept for the length of
 * one search, for the cells' and houses' chains) and, dynamic, one of it assumed false: some thousand
 * propagations a 9x9 position, ten times as many on a samurai's. The {@link SearchBudget} is checked per
 * cell and per propagation, so a rating or a hint within a time limit stops when it runs out. A nested
 * level runs a whole inner search where a branch stalls, hundreds of times a search: its inner propagations
 * are bounded by a count ({@link RuleForcingNested#INNER_PROPAGATIONS}), past which it has no step.
 */
public final class RuleForcingChains {
    private static final int DOUBLE_KEY = 1;
    private static final int CELL_KEY = 5;
    private static final int REGION_KEY = 6;
    private static final int CONTRADICTION_KEY = 7;

    private RuleForcingChains() {}

    /** Nishio forcing chains, 7.5 + bonus. */
    public static RuleTechnique nishio() {
        return of(RuleForcingMode.NISHIO);
    }

    /** Static cell and region forcing chains (SE's Multiple forcing chains), 8.0 + bonus. */
    public static RuleTechnique multiple() {
        return of(RuleForcingMode.MULTIPLE);
    }

    /** Dynamic contradiction, double, cell and region forcing chains, 8.5 + bonus. */
    public static RuleTechnique dynamic() {
        return of(RuleForcingMode.DYNAMIC);
    }

    /**
     * Dynamic (+): the dynamic chains, whose propagations also run locked candidates, hidden and naked pairs
     * and X-Wings on their working grid when nothing else follows, 9.0 + bonus.
     */
    public static RuleTechnique dynamicPlus() {
        return of(RuleForcingMode.DYNAMIC_PLUS);
    }

    /**
     * Nested Multiple forcing chains (SE's nested level 3): Dynamic (+), whose stalled branches also draw
     * static cell and region chains on their grid, 10.0 + bonus.
     */
    public static RuleTechnique nestedMultiple() {
        return of(RuleForcingMode.NESTED_MULTIPLE);
    }

    private static RuleTechnique of(RuleForcingMode mode) {
        return RuleSingles.technique(mode.id(), grid -> new Search(grid, mode).best());
    }

    /**
     * Mutable working state of a search over one grid: one call, or for a nested level each time a branch
     * stalls, over a grid that shares the branch's working candidates.
     */
    static final class Search {
        private static final Comparator<RuleForcingConclusion> SE_ORDER =
                Comparator.comparingInt(RuleForcingConclusion::complexity).thenComparingInt(RuleForcingConclusion::key);

        private final RuleGrid grid;
        private final RuleForcingMode mode;
        private final RuleImplications implications;
        private final int digits;
        private final RuleBranch[] ons;
        private RuleForcingConclusion best;
        /** When every conclusion is wanted: the simplest one found for each target; else null. */
        private Map<Integer, RuleForcingConclusion> every;

        Search(RuleGrid grid, RuleForcingMode mode) {
            this.grid = grid;
            this.mode = mode;
            this.implications = new RuleImplications(grid, mode);
            this.digits = grid.rules().digits();
            this.ons = new RuleBranch[grid.cellCount() * digits];
        }

        /** The propagations made so far. */
        long propagations() {
            return implications.propagations();
        }

        /** The conclusion SE would take, as a step; none when a nested level spends its budget. */
        Optional<Step> best() {
            every = null;
            try {
                run();
            } catch (RuleForcingNested.BudgetSpent spent) {
                return Optional.empty();
            }
            return Optional.ofNullable(best).map(conclusion -> conclusion.step(grid, mode.id()));
        }

        /**
         * Every conclusion the grid allows now, the simplest for each target, simplest first (SE's order:
         * complexity, then the kind's key, then the first found).
         */
        List<RuleForcingConclusion> conclusions() {
            every = new LinkedHashMap<>();
            run();
            List<RuleForcingConclusion> found = new ArrayList<>(every.values());
            found.sort(SE_ORDER);
            return found;
        }

        private void run() {
            best = null;
            Arrays.fill(ons, null);
            // A nested level's grid shares a branch's working candidates, which change between its searches.
            implications.readGrid();
            for (int cell = 0; cell < grid.cellCount(); cell++) {
                int mask = grid.candidates(cell);
                if (grid.value(cell) != 0 || Integer.bitCount(mask) < mode.least()) {
                    continue;
                }
                SearchBudget.check();
                List<RuleBranch> cellBranches = new ArrayList<>();
                for (int rest = mask; rest != 0; rest &= rest - 1) {
                    int digit = Integer.numberOfTrailingZeros(rest) + 1;
                    RuleBranch on = on(cell, digit);
                    if (mode.dynamic()) {
                        RuleBranch off = implications.from(cell, digit, false);
                        if (mode.contradictions()) {
                            contradiction(on);
                            contradiction(off);
                        }
                        if (mode.branches() && Integer.bitCount(mask) >= 3) {
                            common(ForcingChainKind.DOUBLE, DOUBLE_KEY, List.of(on, off));
                        }
                    }
                    if (mode.branches()) {
                        regions(cell, digit);
                    }
                    cellBranches.add(on);
                }
                if (mode.branches()) {
                    common(ForcingChainKind.CELL, CELL_KEY, cellBranches);
                }
            }
        }

        /** The digit assumed true in the cell, propagated once a search when branches are kept. */
        private RuleBranch on(int cell, int digit) {
            if (!mode.branches()) {
                return implications.from(cell, digit, true);
            }
            int node = cell * digits + digit - 1;
            if (ons[node] == null) {
                ons[node] = implications.from(cell, digit, true);
            }
            return ons[node];
        }

        private void contradiction(RuleBranch branch) {
            if (branch.contradicts()) {
                int conflict = branch.conflict();
                // The true side first, then the false one.
                offer(
                        ForcingChainKind.CONTRADICTION,
                        CONTRADICTION_KEY,
                        List.of(branch, branch),
                        List.of(conflict | 1, conflict & ~1),
                        branch.assumption() ^ 1);
            }
        }

        /** Region chains from the houses where the cell is the digit's first place of two or more. */
        private void regions(int cell, int digit) {
            RuleIndex index = grid.index();
            for (int house : index.housesOfCell[cell]) {
                // As grid.places(house, digit), read once this search rather than once a cell, digit and house.
                int places = implications.gridPlaces(house, digit);
                int[] cells = index.houseCells[house];
                if (Integer.bitCount(places) < 2 || cells[Integer.numberOfTrailingZeros(places)] != cell) {
                    continue;
                }
                List<RuleBranch> branches = new ArrayList<>();
                for (int rest = places; rest != 0; rest &= rest - 1) {
                    branches.add(on(cells[Integer.numberOfTrailingZeros(rest)], digit));
                }
                common(ForcingChainKind.REGION, REGION_KEY, branches);
            }
        }

        /** Every state all branches reach that would change the grid, as a conclusion. */
        private void common(ForcingChainKind kind, int key, List<RuleBranch> branches) {
            long[] shared = branches.get(0).reached().clone();
            for (int i = 1; i < branches.size(); i++) {
                long[] theirs = branches.get(i).reached();
                long any = 0;
                for (int w = 0; w < shared.length; w++) {
                    shared[w] &= theirs[w];
                    any |= shared[w];
                }
                if (any == 0) {
                    return;
                }
            }
            for (int w = 0; w < shared.length; w++) {
                for (long rest = shared[w]; rest != 0; rest &= rest - 1) {
                    int state = w * 64 + Long.numberOfTrailingZeros(rest);
                    if (changes(state)) {
                        offer(kind, key, branches, Collections.nCopies(branches.size(), state), state);
                    }
                }
            }
        }

        /** Whether the state, as a conclusion, places a digit in a cell of several or removes a candidate. */
        private boolean changes(int state) {
            int node = state >> 1;
            int cell = node / digits;
            int mask = grid.candidates(cell);
            boolean has = (mask & (1 << (node % digits))) != 0;
            return has && ((state & 1) == 0 || Integer.bitCount(mask) > 1);
        }

        /**
         * Keeps the conclusion when SE would take it before the best so far (ties keep the earlier), or when
         * every conclusion is wanted, before the best so far for its target.
         */
        private void offer(ForcingChainKind kind, int key, List<RuleBranch> branches, List<Integer> ends, int target) {
            RuleForcingConclusion rival = every == null ? best : every.get(target);
            // A conclusion of the rival's complexity still wins by an earlier sort key.
            int limit = rival == null ? Integer.MAX_VALUE - 1 : rival.complexity() - (key < rival.key() ? 0 : 1);
            RuleForcingConclusion conclusion = RuleForcingConclusion.of(kind, key, branches, ends, target, limit);
            if (conclusion == null) {
                return;
            }
            if (every == null) {
                best = conclusion;
            } else {
                every.put(target, conclusion);
            }
        }
    }
}
